// "Recent Orders" on a product's and on a client's screen (spec §2): their orders in a panel, or
// the spec's sentence when there are none; a row opens the order.
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import type { OrdersPage } from '../api/get-orders'
import { OrdersTable, type OrderColumn, type OrderRow } from './orders-table'
import { SectionCard } from './ui/card'
import { EmptyState } from './ui/empty-state'

interface RecentOrdersProps {
  providerId: string
  /** Undefined while they load. */
  orders: OrderRow[] | undefined
  /** What the table shows beside order, date and status. */
  columns: OrderColumn[]
  loading: boolean
  /** There are no orders at all. */
  empty: boolean
  emptyText: string
  skeletonRows?: number
  /** Shown instead of the orders, e.g. why they could not be loaded. */
  problem?: ReactNode
  /** Under the table: its pager. */
  children?: ReactNode
}

export function RecentOrders({
  providerId,
  orders,
  columns,
  loading,
  empty,
  emptyText,
  skeletonRows,
  problem,
  children,
}: RecentOrdersProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const hrefOf = (order: { id: number }) => `/provider/${providerId}/order/${order.id}`
  return (
    <SectionCard title={t`Recent Orders`}>
      {problem ??
        (empty ? (
          <EmptyState text={emptyText} className="py-10" />
        ) : (
          <>
            <OrdersTable
              label={t`Recent Orders`}
              orders={orders}
              columns={columns}
              loading={loading}
              skeletonRows={skeletonRows}
              hrefOf={hrefOf}
              onOpen={(order) => void navigate(hrefOf(order))}
            />
            {children}
          </>
        ))}
    </SectionCard>
  )
}

/** A page of orders as the panel reads it: its rows, and whether they load or there are none. */
export function recentOrdersOf(query: { data: OrdersPage | undefined; isPending: boolean }) {
  return {
    orders: query.data?.orders,
    loading: query.isPending,
    empty: query.data?.pagination.total === 0,
  }
}
