// The file's columns, each with its first values and what it is read as, chosen from the
// import's columns and custom fields, or left out.
import { t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Select } from '../../components/ui/select'
import type { MappingOption } from './import-kinds'

interface ColumnMappingProps {
  header: string[]
  rows: string[][]
  mapping: (string | null)[]
  options: MappingOption[]
  disabled: boolean
  onChange: (mapping: (string | null)[]) => void
}

/** A column's name, as the file gives it or by its place when its header is blank. */
export function columnName(header: string[], index: number) {
  const place = index + 1
  return header[index] || t`Column ${place}`
}

export function ColumnMapping({
  header,
  rows,
  mapping,
  options,
  disabled,
  onChange,
}: ColumnMappingProps) {
  const { t } = useLingui()
  const fixed = options.filter((option) => !option.custom)
  const custom = options.filter((option) => option.custom)
  // One column per choice: choosing what another column was read as leaves that one out.
  const choose = (index: number, value: string) =>
    onChange(
      mapping.map((current, at) =>
        at === index ? value || null : value && current === value ? null : current,
      ),
    )
  return (
    <ul className="divide-y divide-zinc-100 rounded-lg border border-zinc-200">
      {header.map((_, index) => {
        const id = `import-column-${index}`
        const samples = rows
          .map((row) => row[index]?.trim() ?? '')
          .filter(Boolean)
          .slice(0, 3)
        return (
          <li
            key={index}
            className="grid gap-2 px-3 py-2.5 sm:grid-cols-[minmax(0,1fr)_13rem] sm:items-center sm:gap-4"
          >
            <div className="min-w-0">
              <label htmlFor={id} className="block truncate text-sm font-medium text-zinc-900">
                {columnName(header, index)}
              </label>
              <p className="truncate text-xs text-zinc-500">
                {samples.length > 0 ? samples.join(' · ') : <Trans>Empty in the first rows</Trans>}
              </p>
            </div>
            <Select
              id={id}
              value={mapping[index] ?? ''}
              disabled={disabled}
              onChange={(event) => choose(index, event.target.value)}
            >
              <option value="">{t`Leave out`}</option>
              <optgroup label={t`Columns`}>
                {fixed.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
              {custom.length > 0 ? (
                <optgroup label={t`Custom fields`}>
                  {custom.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </Select>
          </li>
        )
      })}
    </ul>
  )
}
