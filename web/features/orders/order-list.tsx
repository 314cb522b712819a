// A page of orders: skeleton rows while loading, the spec's empty sentence, the shared table
// and the pager. Load failures are only logged; the list then stays in its loading state (§8).
import type { UseQueryResult } from '@tanstack/react-query'
import type { LucideIcon } from 'lucide-react'
import { useCallback, useEffect } from 'react'
import { useNavigate } from 'react-router'
import { OrdersTable, type OrderColumn, type OrderRow } from '../../components/orders-table'
import { EmptyState } from '../../components/ui/empty-state'
import { Pager } from '../../components/ui/pager'
import type { OrdersPage } from './api/get-orders'
import { orderPath } from './order-paths'

interface OrderListProps {
  providerId: string
  query: UseQueryResult<OrdersPage>
  columns: OrderColumn[]
  emptyIcon: LucideIcon
  emptyText: string
  page: number
  pageSize: number
  onPageChange: (page: number) => void
}

export function OrderList({
  providerId,
  query,
  columns,
  emptyIcon,
  emptyText,
  page,
  pageSize,
  onPageChange,
}: OrderListProps) {
  const navigate = useNavigate()
  const { data, error } = query
  const hrefOf = useCallback((order: OrderRow) => orderPath(providerId, order), [providerId])
  const onOpen = useCallback(
    (order: OrderRow) => void navigate(orderPath(providerId, order)),
    [navigate, providerId],
  )

  useEffect(() => {
    if (error) console.error('The orders could not be loaded.', error)
  }, [error])

  if (data && data.orders.length === 0 && data.pagination.total === 0) {
    return <EmptyState icon={emptyIcon} text={emptyText} />
  }
  return (
    <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
      <OrdersTable orders={data?.orders} columns={columns} hrefOf={hrefOf} onOpen={onOpen} />
      {data ? (
        <Pager
          page={page}
          pageSize={pageSize}
          total={data.pagination.total}
          onPageChange={onPageChange}
        />
      ) : null}
    </div>
  )
}
