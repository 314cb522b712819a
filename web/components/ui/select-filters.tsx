// A row of "All {label}" dropdowns, one per filter (e.g. the custom SELECT fields of products):
// the empty choice means "no filter".
import type { Field } from '../../../common/custom-fields'
import { Label } from './label'
import { Select } from './select'

export interface SelectFilter {
  id: string
  label: string
  options: string[]
}

/** One filter per custom SELECT field, its options as the choices. */
export function filtersOfFields(
  fields: Pick<Field, 'id' | 'field_label' | 'field_options'>[],
): SelectFilter[] {
  return fields.map((field) => ({
    id: field.id,
    label: field.field_label,
    options: field.field_options,
  }))
}

interface SelectFiltersProps {
  filters: SelectFilter[]
  values: Record<string, string>
  onChange: (values: Record<string, string>) => void
  /** Makes the controls' ids unique on the page. */
  idPrefix: string
}

export function SelectFilters({ filters, values, onChange, idPrefix }: SelectFiltersProps) {
  return filters.map((filter) => {
    const id = `${idPrefix}-${filter.id}`
    return (
      <div key={filter.id} className="grid gap-2">
        <Label htmlFor={id}>{filter.label}</Label>
        <Select
          id={id}
          value={values[filter.id] ?? ''}
          onChange={(e) => onChange({ ...values, [filter.id]: e.target.value })}
        >
          <option value="">{`All ${filter.label}`}</option>
          {filter.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      </div>
    )
  })
}

/** Whether a record's values pass every chosen filter. */
export function passesSelectFilters(
  recordValues: Record<string, unknown>,
  values: Record<string, string>,
) {
  return Object.entries(values).every(([id, value]) => !value || recordValues[id] === value)
}
