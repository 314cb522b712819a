// A table described by its columns: the header row, a row per item (skeleton rows while the items
// load, a sentence across the table when there are none) and an optional totals row. Every table
// of the app is one, so header, loading and empty rows look and behave the same everywhere.
import type { ComponentProps, Key, ReactNode } from 'react'
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from './table'

export interface DataColumn<T> {
  /** Unique among the table's columns. */
  key: string
  head: ReactNode
  headClassName?: string
  /** More attributes of the header cell, such as aria-sort. */
  headProps?: Omit<ComponentProps<'th'>, 'className' | 'children'>
  cell: (item: T) => ReactNode
  cellClassName?: string | ((item: T) => string)
  /** What this column shows in a skeleton row, and that cell's classes. */
  skeleton?: ReactNode
  skeletonClassName?: string
  /** The column's cell in the totals row, and its classes. */
  total?: ReactNode
  totalClassName?: string
}

type RowProps = ComponentProps<'tr'> & { [data: `data-${string}`]: string | boolean | undefined }

interface DataTableProps<T> extends Omit<ComponentProps<'table'>, 'children'> {
  columns: DataColumn<T>[]
  /** Undefined while they load: skeleton rows stand in for them. */
  items: T[] | undefined
  keyOf: (item: T, index: number) => Key
  /** More attributes of an item's row: a click that opens it, a highlight. */
  rowProps?: (item: T) => RowProps
  /** What an item's cells render within, such as a context that says where the item opens. */
  rowContext?: (item: T, cells: ReactNode) => ReactNode
  skeletonRows?: number
  /** The sentence across the table when there are no items. */
  empty?: ReactNode
  /** Adds the totals row, from the columns' `total`. */
  totals?: boolean
}

export function DataTable<T>({
  columns,
  items,
  keyOf,
  rowProps,
  rowContext = (_item, cells) => cells,
  skeletonRows = 3,
  empty,
  totals = false,
  ...table
}: DataTableProps<T>) {
  return (
    <Table {...table}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.key} className={column.headClassName} {...column.headProps}>
              {column.head}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {!items ? (
          Array.from({ length: skeletonRows }, (_, i) => (
            <TableRow key={i} data-testid="skeleton-row">
              {columns.map((column) => (
                <TableCell key={column.key} className={column.skeletonClassName}>
                  {column.skeleton}
                </TableCell>
              ))}
            </TableRow>
          ))
        ) : items.length === 0 && empty ? (
          <TableRow>
            <TableCell colSpan={columns.length} className="py-10 text-center text-zinc-600">
              {empty}
            </TableCell>
          </TableRow>
        ) : (
          items.map((item, index) => (
            <TableRow key={keyOf(item, index)} {...rowProps?.(item)}>
              {rowContext(
                item,
                columns.map((column) => (
                  <TableCell
                    key={column.key}
                    className={
                      typeof column.cellClassName === 'function'
                        ? column.cellClassName(item)
                        : column.cellClassName
                    }
                  >
                    {column.cell(item)}
                  </TableCell>
                )),
              )}
            </TableRow>
          ))
        )}
      </TableBody>
      {totals ? (
        <TableFooter>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} className={column.totalClassName}>
                {column.total}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      ) : null}
    </Table>
  )
}
