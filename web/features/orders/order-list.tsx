// A page of orders: skeleton rows while loading, the spec's empty sentence, the shared table
// and the pager. Load failures are only logged; the list then stays in its loading state (§8).
import type { UseQueryResult } from '@tanstack/react-query'
import type { LucideIcon } from 'lucide-react'
import { useCallback, useDeferredValue, useEffect } from 'react'
import { useNavigate } from 'react-router'
import type { OrdersPage } from '../../api/get-orders'
import { OrdersTable, type OrderColumn, type OrderRow } from '../../components/orders-table'
import { EmptyState } from '../../components/ui/empty-state'
import { Pager } from '../../components/ui/pager'
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
  /** Called once a page (rows or the empty sentence) has been painted. */
  onShown?: () => void
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
  onShown,
}: OrderListProps) {
  const navigate = useNavigate()
  const { error } = query
  // A page is up to a hundred rows. Deferred, they render in the background in slices the
  // browser can interrupt, rather than in one long task the moment the answer arrives (well
  // over a hundred milliseconds on a phone); the previous state (skeleton rows or the previous
  // page) stays on screen meanwhile.
  const data = useDeferredValue(query.data)
  // Dimmed while the page shown is not the one asked for: the next is loading or rendering.
  const stale = query.isPlaceholderData || (data !== undefined && data !== query.data)
  const hrefOf = useCallback((order: OrderRow) => orderPath(providerId, order), [providerId])
  const onOpen = useCallback(
    (order: OrderRow) => void navigate(orderPath(providerId, order)),
    [navigate, providerId],
  )

  useEffect(() => {
    if (error) console.error('The orders could not be loaded.', error)
  }, [error])

  useEffect(() => {
    if (!data || !onShown) return
    // Once the browser has shown it: the frame that paints it, then the next one. Work that
    // waits for onShown (the inbox's live channel) then stays out of the rows' way.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(onShown)
    })
    return () => cancelAnimationFrame(frame)
  }, [data, onShown])

  if (data && data.orders.length === 0 && data.pagination.total === 0) {
    return <EmptyState icon={emptyIcon} text={emptyText} />
  }
  return (
    <div className={stale ? 'opacity-60 transition-opacity' : undefined}>
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
