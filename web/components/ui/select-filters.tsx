// A row of filters: those the screen puts first (a location, a status), then an "All {label}"
// dropdown for each custom SELECT field, whose empty choice means "no filter". Two a row on a
// phone, so the list they filter starts within the first screen.
import type { ReactNode } from 'react'
import type { Field } from '../../../common/custom-fields'
import { SelectField } from './select'

interface FieldFiltersProps {
  /** The custom SELECT fields to filter by; undefined while they load. */
  fields: Pick<Field, 'id' | 'field_label' | 'field_options'>[] | undefined
  /** The chosen option by field id. */
  values: Record<string, string>
  onChange: (values: Record<string, string>) => void
  /** Makes the controls' ids unique on the page. */
  idPrefix: string
  /** The filters before the custom fields'. */
  children?: ReactNode
}

export function FieldFilters({ fields, values, onChange, idPrefix, children }: FieldFiltersProps) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {children}
      {(fields ?? []).map((field) => (
        <SelectField
          key={field.id}
          id={`${idPrefix}-${field.id}`}
          label={field.field_label}
          value={values[field.id] ?? ''}
          onChange={(value) => onChange({ ...values, [field.id]: value })}
          placeholder={`All ${field.field_label}`}
          options={field.field_options.map((option) => ({ value: option, label: option }))}
        />
      ))}
    </div>
  )
}

/** Whether a record's values pass every chosen filter. */
export function passesSelectFilters(
  recordValues: Record<string, unknown>,
  values: Record<string, string>,
) {
  return Object.entries(values).every(([id, value]) => !value || recordValues[id] === value)
}
