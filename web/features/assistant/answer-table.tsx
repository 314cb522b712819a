// The table of an answer (spec §3 "table_data"): typed, formatted cells, sorted as the answer
// says, and re-sorted by clicking a column header.
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { useMemo, useState } from 'react'
import type { TableData } from '../../../common/assistant'
import { cn } from '../../components/cn'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table'
import { formatCell, isNumeric } from './format-cell'
import { initialSort, nextSort, sortRows, type TableSort } from './sort-rows'

export function AnswerTable({ table, label }: { table: TableData; label: string }) {
  const [sort, setSort] = useState<TableSort | null>(() => initialSort(table))
  const rows = useMemo(() => sortRows(table, sort), [table, sort])

  return (
    <Table aria-label={label} className="text-[13px]">
      <TableHeader>
        <TableRow>
          {table.columns.map((column) => {
            const direction = sort?.column === column.key ? sort.direction : null
            const Icon =
              direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown
            return (
              <TableHead
                key={column.key}
                aria-sort={
                  direction === 'asc'
                    ? 'ascending'
                    : direction === 'desc'
                      ? 'descending'
                      : undefined
                }
                className={cn('h-9 px-3', isNumeric(column.type) && 'text-right')}
              >
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
              </TableHead>
            )
          })}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={index}>
            {table.columns.map((column) => (
              <TableCell
                key={column.key}
                className={cn(
                  'px-3 py-2',
                  isNumeric(column.type) && 'text-right whitespace-nowrap tabular-nums',
                )}
              >
                {formatCell(row[column.key], column.type)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
