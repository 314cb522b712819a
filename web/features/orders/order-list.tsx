// A page of orders as the inbox, orders and transactions lists show it: the rows, rendered in the
// background, dimmed while the next page or search loads. Load failures are only logged; the list
// then stays in its loading state (§8).
import { useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import { useCallback, useDeferredValue, useEffect, useMemo } from 'react'
import { useNavigate } from 'react-router'
import type { OrderSummary } from '../../../common/orders'
import type { OrdersPage } from '../../api/get-orders'
import { orderColumns, type OrderColumn, type OrderRow } from '../../components/orders-table'
import type { ListSearch } from '../../components/record-list'
import { orderPath } from './order-paths'

/** The search of an orders list: the API's order search, named in the list's own words. */
export function useOrderSearch(texts: Omit<ListSearch, 'placeholder'>): ListSearch {
  const { t } = useLingui()
  return { ...texts, placeholder: t`Search by number, client or email` }
}

/** A transfer's Location is its route, "Main → Annex"; every other order is shown as it is. */
const withRoute = (order: OrderSummary): OrderSummary =>
  order.to_location
    ? {
        ...order,
        location: { ...order.location, name: `${order.location.name} → ${order.to_location.name}` },
      }
    : order

/**
 * The list's records, columns and row action for a page of orders. `onShown` is called once a
 * page (rows or the empty sentence) has been painted.
 */
export function useOrderList(
  providerId: string,
  query: UseQueryResult<OrdersPage>,
  columns: OrderColumn[],
  onShown?: () => void,
) {
  const navigate = useNavigate()
  const { error } = query
  // A page is up to a hundred rows. Deferred, they render in the background in slices the
  // browser can interrupt, rather than in one long task the moment the answer arrives (well
  // over a hundred milliseconds on a phone); the previous state (skeleton rows or the previous
  // page) stays on screen meanwhile.
  const data = useDeferredValue(query.data)
  // Stable, so the memoized rows render again only for new orders.
  const onOpen = useCallback(
    (order: OrderRow) => void navigate(orderPath(providerId, order)),
    [navigate, providerId],
  )
  const recordColumns = useMemo(() => orderColumns(columns), [columns])
  const records = useMemo(() => data?.orders.map(withRoute), [data])
  const open = useMemo(
    () => ({ hrefOf: (order: OrderRow) => orderPath(providerId, order), onOpen }),
    [providerId, onOpen],
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

  return {
    records,
    total: data?.pagination.total,
    // Dimmed while the page shown is not the one asked for: the next is loading or rendering.
    busy: query.isPlaceholderData || (data !== undefined && data !== query.data),
    open,
    columns: recordColumns,
  }
}
