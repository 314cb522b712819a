// The orders table shared by the inbox, orders, transactions, the client's orders and the
// Recent Orders panels (spec §2 "Orders table columns"): each list picks its columns.
import { memo } from 'react'
import { TRANSACTION_TYPE_LABELS, type StatusFacts } from '../../common/order-status'
import { formatDateTime } from './format'
import { RecordTable, RowLink } from './record-table'
import { StatusBadge } from './status-badge'
import { Skeleton } from './ui/skeleton'

export interface OrderRow extends StatusFacts {
  id: number
  created_at: string
  client?: { name: string } | null
  location?: { name: string }
  provider?: string | { name: string }
}

export type OrderColumn = 'client' | 'type' | 'location' | 'provider'

interface OrdersTableProps {
  orders: OrderRow[] | undefined
  columns: OrderColumn[]
  /** Where a row leads. */
  hrefOf: (order: OrderRow) => string
  onOpen: (order: OrderRow) => void
  loading?: boolean
  skeletonRows?: number
}

const headings: Record<OrderColumn, string> = {
  client: 'Client',
  type: 'Type',
  location: 'Location',
  provider: 'Provider',
}

function cell(order: OrderRow, column: OrderColumn) {
  switch (column) {
    case 'client':
      return order.client?.name ?? '—'
    case 'type':
      return TRANSACTION_TYPE_LABELS[order.transaction_type]
    case 'location':
      return order.location?.name ?? '—'
    case 'provider':
      return typeof order.provider === 'object' ? order.provider.name : '—'
  }
}

const skeleton = <Skeleton className="h-4 w-20" />

/**
 * Memoized: a list page re-renders for its own reasons (fetching flags, the live status of the
 * inbox), and its rows, up to a hundred, only need to when the orders or columns change.
 * Callers that want this pass stable `hrefOf` and `onOpen`.
 */
export const OrdersTable = memo(function OrdersTable({
  orders,
  columns,
  hrefOf,
  onOpen,
  loading,
  skeletonRows = 3,
}: OrdersTableProps) {
  return (
    <RecordTable
      records={loading ? undefined : orders}
      keyOf={(order) => order.id}
      onOpen={onOpen}
      skeletonRows={skeletonRows}
      columns={[
        {
          key: 'order',
          head: 'Order',
          cellClassName: 'font-medium',
          cell: (order) => <RowLink to={hrefOf(order)}>{order.id}</RowLink>,
          skeleton,
        },
        {
          key: 'date',
          head: 'Date',
          cellClassName: 'whitespace-nowrap text-zinc-600',
          cell: (order) => formatDateTime(order.created_at),
          skeleton,
        },
        ...columns.map((column) => ({
          key: column,
          head: headings[column],
          cell: (order: OrderRow) => cell(order, column),
          skeleton,
        })),
        {
          key: 'status',
          head: 'Status',
          cell: (order) => <StatusBadge order={order} />,
          skeleton,
        },
      ]}
    />
  )
})
