// The table of a list screen (orders, products, clients, locations, custom fields): one record a
// row, and a click anywhere on a row opens its record. The first cell holds a link or a button to
// the same place, for the keyboard and screen readers.
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { DataTable, type DataColumn } from './ui/data-table'
import { EmptyState } from './ui/empty-state'
import { Pager } from './ui/pager'
import { Skeleton } from './ui/skeleton'

interface RecordTableProps<T> {
  /** A column without a skeleton of its own shows a bar in skeleton rows. */
  columns: DataColumn<T>[]
  /** Undefined while the list loads. */
  records: T[] | undefined
  keyOf: (record: T) => string | number
  onOpen: (record: T) => void
  /** The rows shown are not the page asked for yet. */
  busy?: boolean
  skeletonRows?: number
}

export function RecordTable<T>({
  columns,
  records,
  keyOf,
  onOpen,
  busy,
  skeletonRows,
}: RecordTableProps<T>) {
  return (
    <DataTable
      aria-busy={busy || undefined}
      columns={columns.map((column) => ({
        skeleton: <Skeleton className="h-4 w-24 max-w-full" />,
        ...column,
      }))}
      items={records}
      keyOf={keyOf}
      rowProps={(record) => ({ 'data-clickable': 'true', onClick: () => onOpen(record) })}
      skeletonRows={skeletonRows}
    />
  )
}

interface RecordListProps<T> extends RecordTableProps<T> {
  /** How many records the list holds over all its pages; undefined while it loads. */
  total: number | undefined
  /** The spec's sentence for an empty list, and its icon. */
  emptyText: string
  emptyIcon: LucideIcon
  /** A list shown a page at a time. */
  paging?: { page: number; pageSize: number; onPageChange: (page: number) => void }
}

/** A list screen's records: its empty sentence, or the table and, for a paged list, the pager. */
export function RecordList<T>({
  total,
  emptyText,
  emptyIcon,
  paging,
  ...table
}: RecordListProps<T>) {
  if (total === 0) return <EmptyState icon={emptyIcon} text={emptyText} />
  return (
    <>
      <RecordTable {...table} />
      {paging && total !== undefined ? <Pager {...paging} total={total} /> : null}
    </>
  )
}

/** The link in a row's first cell; the row's own click would open the same place again. */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="hover:underline" onClick={(e) => e.stopPropagation()}>
      {children}
    </Link>
  )
}
