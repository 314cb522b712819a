// A labelled form control with its error underneath, tied to the control by aria-describedby so
// screen readers read the message with the field.
import type { ReactNode } from 'react'
import { ApiError } from '../../api/client'
import { cn } from '../cn'
import { Label } from './label'

interface FormFieldProps {
  /** The control's id: the label points at it and the error's id is derived from it. */
  id: string
  label: string
  error?: string | undefined
  hint?: string
  className?: string
  children: ReactNode
}

export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? <p className="text-xs text-zinc-600">{hint}</p> : null}
      <FieldError id={id} error={error} />
    </div>
  )
}

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null
  return (
    <p id={errorId(id)} className="text-sm text-red-700">
      {error}
    </p>
  )
}

const errorId = (id: string) => `${id}-error`

/** The aria attributes of a control whose error FormField shows. */
export function fieldAria(id: string, error: string | undefined) {
  return error
    ? { 'aria-invalid': true as const, 'aria-describedby': errorId(id) }
    : { 'aria-invalid': undefined, 'aria-describedby': undefined }
}

/**
 * The per-field messages of a refused form (400 `{error: {fields}}`), keyed as the server names
 * them ("name", "metadata.<fieldId>"…); null when the answer is not a validation error.
 */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null
  const fields = error.body?.error.fields
  return fields && Object.keys(fields).length > 0 ? fields : null
}
