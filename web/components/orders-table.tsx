// The orders list shared by the inbox, orders, transactions, the client's orders and the Recent
// Orders panels (spec §2 "Orders table columns"): each list picks its columns. On a phone each
// order is a card titled "Order 12" with its status, date, the chosen columns and its total.
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { memo, useMemo } from 'react'
import type { StatusFacts } from '../../common/order-status'
import { formatDateTime, formatPrice } from './format'
import { TYPE_NAMES } from './order-names'
import type { RecordColumn } from './record-column'
import { RecordTable, RowLink } from './record-table'
import { StatusBadge } from './status-badge'
import { Skeleton } from './ui/skeleton'
import { Truncated } from './ui/truncated'

export interface OrderRow extends StatusFacts {
  id: number
  created_at: string
  client?: { name: string } | null
  location?: { name: string }
  provider?: string | { name: string }
  total?: number
}

export type OrderColumn = 'client' | 'type' | 'location' | 'provider'

const headings = {
  client: msg`Client`,
  type: msg`Type`,
  location: msg`Location`,
  provider: msg`Provider`,
} as const

function value(order: OrderRow, column: OrderColumn) {
  switch (column) {
    case 'client':
      return order.client?.name ?? '—'
    case 'type':
      return i18n._(TYPE_NAMES[order.transaction_type])
    case 'location':
      return order.location?.name ?? '—'
    case 'provider':
      return typeof order.provider === 'object' ? order.provider.name : '—'
  }
}

const skeleton = <Skeleton className="h-4 w-20" />

/**
 * The columns of a list of orders: Order, Date, the list's own, Status (and Total on a card), in
 * the active language (a language switch remounts the screens: web/lib/locale-provider.tsx).
 */
export function orderColumns(columns: OrderColumn[]): RecordColumn<OrderRow>[] {
  return [
    {
      key: 'order',
      head: i18n._(msg`Order`),
      card: 'title',
      cellClassName: 'font-medium whitespace-nowrap',
      cell: (order) => <RowLink>{order.id}</RowLink>,
      cardCell: (order) => (
        <RowLink>{`${i18n._(TYPE_NAMES[order.transaction_type])} ${order.id}`}</RowLink>
      ),
      skeleton,
    },
    {
      key: 'date',
      head: i18n._(msg`Date`),
      cellClassName: 'whitespace-nowrap text-zinc-600',
      cell: (order) => formatDateTime(order.created_at),
      skeleton,
    },
    ...columns.map((column): RecordColumn<OrderRow> => ({
      key: column,
      head: i18n._(headings[column]),
      // The card's title says the type already.
      card: column === 'type' ? 'none' : 'line',
      truncate: column !== 'type',
      cellClassName: column === 'type' ? 'whitespace-nowrap' : undefined,
      cell: (order) => <Truncated text={value(order, column)} />,
      skeleton,
    })),
    {
      key: 'total',
      head: i18n._(msg`Total`),
      cardOnly: true,
      // Stock movements carry no prices.
      cell: (order) =>
        order.transaction_type === 'ORDER' && order.total !== undefined
          ? formatPrice(order.total)
          : null,
    },
    {
      key: 'status',
      head: i18n._(msg`Status`),
      card: 'badge',
      cell: (order) => <StatusBadge order={order} />,
      skeleton,
    },
  ]
}

interface OrdersTableProps {
  orders: OrderRow[] | undefined
  columns: OrderColumn[]
  /** Where a row leads. */
  hrefOf: (order: OrderRow) => string
  onOpen: (order: OrderRow) => void
  loading?: boolean
  skeletonRows?: number
  /** Names the list for screen readers. */
  label?: string
}

/** A list of orders without search or pager, e.g. a Recent Orders panel. */
export const OrdersTable = memo(function OrdersTable({
  orders,
  columns,
  hrefOf,
  onOpen,
  loading,
  skeletonRows = 3,
  label = 'Orders',
}: OrdersTableProps) {
  const recordColumns = useMemo(() => orderColumns(columns), [columns])
  const open = useMemo(() => ({ hrefOf, onOpen }), [hrefOf, onOpen])
  return (
    <RecordTable
      label={label}
      records={loading ? undefined : orders}
      open={open}
      skeletonRows={skeletonRows}
      columns={recordColumns}
    />
  )
})
