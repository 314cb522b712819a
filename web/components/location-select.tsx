// The choice of one of the provider's active locations (New order, New transaction, Adjust).
import type { Location } from '../../common/locations'
import { recordOptions, SelectField } from './ui/select'

interface LocationSelectProps {
  id: string
  value: string
  onChange: (locationId: string) => void
  /** Every location of the provider; undefined while they load. */
  locations: Location[] | undefined
  label?: string
  /** The empty choice. */
  placeholder?: string
  className?: string
}

export function LocationSelect({
  label = 'Location',
  placeholder = 'Select a location',
  locations,
  ...field
}: LocationSelectProps) {
  const active = (locations ?? []).filter((location) => location.active)
  return (
    <SelectField
      {...field}
      label={label}
      placeholder={placeholder}
      options={recordOptions(active)}
    />
  )
}
