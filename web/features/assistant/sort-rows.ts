// The order of the assistant's table: the server's sort first, then whatever header was clicked.
import type { TableData } from '../../../common/assistant'
import { compareCells, isNumeric } from './format-cell'

export interface TableSort {
  column: string
  direction: 'asc' | 'desc'
}

/** The sort the answer came with, when its column is one of the table's. */
export function initialSort(table: TableData): TableSort | null {
  const { sort_column: column, sort_direction: direction } = table.metadata
  return table.columns.some((c) => c.key === column) ? { column, direction } : null
}

/** A click on the sorted column flips it; another column starts high-to-low for numbers. */
export function nextSort(
  current: TableSort | null,
  column: TableData['columns'][number],
): TableSort {
  if (current?.column === column.key) {
    return { column: column.key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
  }
  return { column: column.key, direction: isNumeric(column.type) ? 'desc' : 'asc' }
}

export function sortRows(table: TableData, sort: TableSort | null): TableData['rows'] {
  const column = sort && table.columns.find((c) => c.key === sort.column)
  if (!sort || !column) return table.rows
  const sign = sort.direction === 'asc' ? 1 : -1
  return [...table.rows].sort((a, b) => {
    const x = a[column.key]
    const y = b[column.key]
    const empty = (v: unknown) => v === null || v === undefined || v === ''
    // Empty cells stay last in both directions.
    if (empty(x) || empty(y)) return compareCells(x, y, column.type)
    return sign * compareCells(x, y, column.type)
  })
}
