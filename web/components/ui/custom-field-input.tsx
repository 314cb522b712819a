// The inputs of a product's or a client's custom fields (spec §5 "Custom field values by type"):
// TEXT a text input, NUMBER a number input, DATE a date input, BOOLEAN a checkbox and SELECT one
// of the field's options. Values are kept as the API stores them (string, number|null, boolean).
import { Trans } from '@lingui/react/macro'
import type { Field } from '../../../common/custom-fields'
import { Checkbox } from './checkbox'
import { FieldError, FormField, fieldAria } from './form-field'
import { Input } from './input'
import { Label } from './label'
import { Select } from './select'

type FieldShape = Pick<Field, 'id' | 'field_label' | 'field_type' | 'field_options'>

interface CustomFieldInputsProps {
  fields: FieldShape[]
  values: Record<string, unknown>
  onChange: (fieldId: string, value: unknown) => void
  /** Messages by field id. */
  errors?: Record<string, string | undefined>
  /** Keeps ids unique when two forms are on the page. */
  idPrefix: string
  disabled?: boolean
}

export function CustomFieldInputs({
  fields,
  values,
  onChange,
  errors = {},
  idPrefix,
  disabled,
}: CustomFieldInputsProps) {
  return (
    <>
      {fields.map((field) => (
        <CustomFieldInput
          key={field.id}
          id={`${idPrefix}-${field.id}`}
          field={field}
          value={values[field.id]}
          onChange={(value) => onChange(field.id, value)}
          error={errors[field.id]}
          disabled={disabled}
        />
      ))}
    </>
  )
}

interface CustomFieldInputProps {
  id: string
  field: FieldShape
  value: unknown
  onChange: (value: unknown) => void
  error?: string | undefined
  disabled?: boolean | undefined
}

function CustomFieldInput({ id, field, value, onChange, error, disabled }: CustomFieldInputProps) {
  const aria = fieldAria(id, error)

  if (field.field_type === 'BOOLEAN') {
    return (
      <div className="grid gap-2">
        <div className="flex items-center gap-2">
          <Checkbox
            id={id}
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
            disabled={disabled}
            {...aria}
          />
          <Label htmlFor={id}>{field.field_label}</Label>
        </div>
        <FieldError id={id} error={error} />
      </div>
    )
  }

  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : ''
  let control
  switch (field.field_type) {
    case 'NUMBER':
      control = (
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          step="any"
          value={text}
          onChange={(e) => {
            const n = e.target.valueAsNumber
            onChange(Number.isFinite(n) ? n : null)
          }}
          disabled={disabled}
          {...aria}
        />
      )
      break
    case 'DATE':
      control = (
        <Input
          id={id}
          type="date"
          value={text}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
          {...aria}
        />
      )
      break
    case 'SELECT':
      control = (
        <Select
          id={id}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
          {...aria}
        >
          <option value="">
            <Trans>Select an option</Trans>
          </option>
          {field.field_options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
          {/* A saved value whose option was deleted since stays visible rather than vanish. */}
          {text && !field.field_options.includes(text) ? (
            <option value={text}>{text}</option>
          ) : null}
        </Select>
      )
      break
    default:
      control = (
        <Input
          id={id}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
          {...aria}
        />
      )
  }
  return (
    <FormField id={id} label={field.field_label} error={error}>
      {control}
    </FormField>
  )
}
