// The table of an answer (spec §3 "table_data"): typed, formatted cells, sorted as the answer
// says, and re-sorted by clicking a column header.
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { useMemo, useState } from 'react'
import type { TableData } from '../../../common/assistant'
import { cn } from '../../components/cn'
import { DataTable } from '../../components/ui/data-table'
import { formatCell, isNumeric } from './format-cell'
import { initialSort, nextSort, sortRows, type TableSort } from './sort-rows'

export function AnswerTable({ table, label }: { table: TableData; label: string }) {
  const [sort, setSort] = useState<TableSort | null>(() => initialSort(table))
  const rows = useMemo(() => sortRows(table, sort), [table, sort])

  return (
    <DataTable
      aria-label={label}
      className="text-[13px]"
      items={rows}
      keyOf={(_, index) => index}
      columns={table.columns.map((column) => {
        const direction = sort?.column === column.key ? sort.direction : null
        const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown
        return {
          key: column.key,
          headClassName: cn('h-9 px-3', isNumeric(column.type) && 'text-right'),
          headProps: {
            'aria-sort':
              direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined,
          },
          head: (
            <button
              type="button"
              onClick={() => setSort((current) => nextSort(current, column))}
              className={cn(
                'inline-flex items-center gap-1 rounded-sm uppercase hover:text-zinc-900',
                direction && 'text-zinc-900',
              )}
            >
              {column.label}
              <Icon
                className={cn('size-3.5', direction ? 'opacity-100' : 'opacity-40')}
                aria-hidden="true"
              />
            </button>
          ),
          cellClassName: cn(
            'px-3 py-2',
            isNumeric(column.type) && 'text-right whitespace-nowrap tabular-nums',
          ),
          cell: (row: (typeof rows)[number]) => formatCell(row[column.key], column.type),
        }
      })}
    />
  )
}
