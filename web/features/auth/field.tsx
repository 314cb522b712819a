import type { ComponentProps } from 'react'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'

type FieldProps = ComponentProps<typeof Input> & { id: string; label: string }

/** A labelled input; the label is tied to the input so it is the input's accessible name. */
export function Field({ id, label, ...inputProps }: FieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...inputProps} />
    </div>
  )
}
