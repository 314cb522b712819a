// The file's first rows as they will be read: each column under its header and what the mapping
// reads it as; a column left out is greyed.
import { Trans, useLingui } from '@lingui/react/macro'
import { cn } from '../../components/cn'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table'
import { columnName } from './column-mapping'
import type { MappingOption } from './import-kinds'

interface PreviewTableProps {
  header: string[]
  rows: string[][]
  mapping: (string | null)[]
  options: MappingOption[]
}

export function PreviewTable({ header, rows, mapping, options }: PreviewTableProps) {
  const { t } = useLingui()
  const labelOf = (value: string | null) =>
    options.find((option) => option.value === value)?.label ?? null
  return (
    <Table aria-label={t`First rows of the file`}>
      <TableHeader>
        <TableRow>
          {header.map((_, index) => {
            const label = labelOf(mapping[index] ?? null)
            return (
              <TableHead key={index} className="h-auto px-3 py-2 normal-case">
                <span className="block max-w-48 truncate text-zinc-900">
                  {columnName(header, index)}
                </span>
                <span
                  className={cn(
                    'block text-[11px] font-normal tracking-normal',
                    label ? 'text-brand-700' : 'text-zinc-400',
                  )}
                >
                  {label ? `→ ${label}` : <Trans>Left out</Trans>}
                </span>
              </TableHead>
            )
          })}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, rowIndex) => (
          <TableRow key={rowIndex}>
            {header.map((_, index) => (
              <TableCell
                key={index}
                className={cn(
                  'max-w-48 truncate px-3 py-2',
                  mapping[index] ? 'text-zinc-900' : 'text-zinc-400',
                )}
              >
                {row[index] ?? ''}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
