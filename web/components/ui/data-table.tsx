// A table described by its columns: the header row, a row per item (skeleton rows while the items
// load, a sentence across the table when there are none) and an optional totals row. Every table
// of the app is one, so header, loading and empty rows look and behave the same everywhere.
import { memo, type ComponentProps, type Key, type ReactNode } from 'react'
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

const bare = (_item: unknown, cells: ReactNode) => cells

type DataRowProps<T> = Pick<DataTableProps<T>, 'columns' | 'rowProps'> & {
  item: T
  rowContext: NonNullable<DataTableProps<T>['rowContext']>
}

/**
 * Memoized: when a long list grows (web/components/use-in-steps.ts) or one of its items
 * changes, the rows already shown are skipped, provided the caller's columns, rowProps and
 * rowContext are stable.
 */
const DataRow = memo(function DataRow<T>({ item, columns, rowProps, rowContext }: DataRowProps<T>) {
  return (
    <TableRow {...rowProps?.(item)}>
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
  )
}) as <T>(props: DataRowProps<T>) => ReactNode

export function DataTable<T>({
  columns,
  items,
  keyOf,
  rowProps,
  rowContext = bare,
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
            <DataRow
              key={keyOf(item, index)}
              item={item}
              columns={columns}
              rowProps={rowProps}
              rowContext={rowContext}
            />
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
