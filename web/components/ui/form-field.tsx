// A labelled form control with its error underneath, tied to the control by aria-describedby so
// screen readers read the message with the field.
import type { ComponentProps, ReactNode } from 'react'
import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  type UseFormSetError,
} from 'react-hook-form'
import { ApiError } from '../../api/client'
import { translateSentence } from '../../lib/i18n'
import { cn } from '../cn'
import { Input } from './input'
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

type InputFieldProps = ComponentProps<typeof Input> &
  Pick<FormFieldProps, 'id' | 'label' | 'error' | 'hint'>

/** A labelled text input, e.g. registered with a form: `<InputField {...register('name')} />`. */
export function InputField({ id, label, error, hint, ...input }: InputFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Input id={id} {...fieldAria(id, error)} {...input} />
    </FormField>
  )
}

/** A price in dollars: a number input with a $ before it. */
export function PriceField({ id, label, error, hint, ...input }: InputFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <div className="relative">
        <span
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-zinc-500"
          aria-hidden="true"
        >
          $
        </span>
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          className="pl-7"
          {...fieldAria(id, error)}
          {...input}
        />
      </div>
    </FormField>
  )
}

/**
 * Binds InputFields to a react-hook-form form: `field('name')` is the input's registration and
 * the field's message.
 */
export function fieldBinder<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
) {
  return (name: Path<T>) => ({
    ...register(name),
    error: (get(errors, name) as { message?: string } | undefined)?.message,
  })
}

/** A field's message; one of common/'s checks (a form's schema) comes in English: translated. */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null
  return (
    <p id={errorId(id)} className="text-sm text-red-700">
      {translateSentence(error)}
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
function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null
  const fields = error.body?.error.fields
  return fields && Object.keys(fields).length > 0 ? fields : null
}

/**
 * Puts the messages of a refused form (400) under the fields they are about. `fieldOf` names the
 * form's field for a key of the server's, or undefined for a key the form does not show. False
 * when no message was shown, so that the caller says what went wrong some other way.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldOf: (key: string) => Path<T> | undefined,
  options?: { shouldFocus: boolean },
): boolean {
  let shown = false
  for (const [key, message] of Object.entries(serverFieldErrors(error) ?? {})) {
    const name = fieldOf(key)
    if (name) {
      setError(name, { message }, options)
      shown = true
    }
  }
  return shown
}
