// The orders table shared by the inbox, orders, transactions, the client's orders and the
// Recent Orders panels (spec §2 "Orders table columns"): each list picks its columns.
import { memo } from 'react'
import { Link } from 'react-router'
import { TRANSACTION_TYPE_LABELS, type StatusFacts } from '../../common/order-status'
import { formatDateTime } from './format'
import { StatusBadge } from './status-badge'
import { Skeleton } from './ui/skeleton'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './ui/table'

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
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Order</TableHead>
          <TableHead>Date</TableHead>
          {columns.map((column) => (
            <TableHead key={column}>{headings[column]}</TableHead>
          ))}
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading || !orders
          ? Array.from({ length: skeletonRows }, (_, i) => (
              <TableRow key={i} data-testid="skeleton-row">
                {Array.from({ length: columns.length + 3 }, (_, j) => (
                  <TableCell key={j}>
                    <Skeleton className="h-4 w-20" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          : orders.map((order) => (
              <TableRow key={order.id} data-clickable="true" onClick={() => onOpen(order)}>
                <TableCell className="font-medium">
                  <Link
                    to={hrefOf(order)}
                    className="hover:underline"
                    onClick={(e) => e.stopPropagation()}
                  >
                    {order.id}
                  </Link>
                </TableCell>
                <TableCell className="whitespace-nowrap text-zinc-600">
                  {formatDateTime(order.created_at)}
                </TableCell>
                {columns.map((column) => (
                  <TableCell key={column}>{cell(order, column)}</TableCell>
                ))}
                <TableCell>
                  <StatusBadge order={order} />
                </TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  )
})
