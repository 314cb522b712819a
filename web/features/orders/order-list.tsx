// A page of orders under the search box: skeleton rows while loading, the spec's empty sentence,
// the shared list and the pager. Load failures are only logged; the list then stays in its
// loading state (§8).
import type { UseQueryResult } from '@tanstack/react-query'
import type { LucideIcon } from 'lucide-react'
import { useCallback, useDeferredValue, useEffect, useMemo } from 'react'
import { useNavigate } from 'react-router'
import type { OrdersPage } from '../../api/get-orders'
import {
  orderColumns,
  orderKey,
  type OrderColumn,
  type OrderRow,
} from '../../components/orders-table'
import { RecordList } from '../../components/record-table'
import type { ListParams } from '../../components/ui/use-list-params'
import { orderPath } from './order-paths'

interface OrderListProps {
  providerId: string
  query: UseQueryResult<OrdersPage>
  /** The page and search asked for, from the address. */
  list: ListParams
  /** Names the list, e.g. "Inbox". */
  label: string
  /** What a search looks through, e.g. "orders". */
  noun: string
  columns: OrderColumn[]
  emptyIcon: LucideIcon
  emptyText: string
  pageSize: number
  /** Called once a page (rows or the empty sentence) has been painted. */
  onShown?: () => void
}

export function OrderList({
  providerId,
  query,
  list,
  label,
  noun,
  columns,
  emptyIcon,
  emptyText,
  pageSize,
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
  // Stable, so the memoized rows render again only for new orders.
  const onOpen = useCallback(
    (order: OrderRow) => void navigate(orderPath(providerId, order)),
    [navigate, providerId],
  )
  const recordColumns = useMemo(
    () => orderColumns(columns, (order) => orderPath(providerId, order)),
    [columns, providerId],
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

  return (
    <RecordList
      label={label}
      records={data?.orders}
      total={data?.pagination.total}
      busy={stale}
      emptyIcon={emptyIcon}
      emptyText={emptyText}
      list={list}
      pageSize={pageSize}
      search={{ noun, placeholder: 'Search by number, client or email' }}
      keyOf={orderKey}
      open={{ onOpen }}
      columns={recordColumns}
    />
  )
}
