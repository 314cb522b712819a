// How one live change lands in the inbox's first page (spec §4): a pending order is inserted
// or updated, an order that is no longer pending leaves, and the list keeps at most
// INBOX_LIVE_MAX_ROWS rows.
import { hashKey, type QueryClient } from '@tanstack/react-query'
import { INBOX_LIVE_MAX_ROWS } from '../../../common/constants'
import { orderStatus } from '../../../common/order-status'
import type { Order, OrderSummary } from '../../../common/orders'
import { inboxParams, ordersQuery, type OrdersPage } from '../../api/get-orders'
import { queryKeys } from '../../api/query-keys'
import { orderQuery } from './api/get-order'

const newestFirst = (a: OrderSummary, b: OrderSummary) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id

function withLiveOrder(page: OrdersPage, order: Order): OrdersPage {
  const { line_items: _lines, ...summary } = order
  const index = page.orders.findIndex((row) => row.id === order.id)
  const pending = orderStatus(order) === 'Pending'
  let { orders } = page
  let { total } = page.pagination
  if (pending && index >= 0) {
    orders = orders.with(index, summary)
  } else if (pending) {
    orders = [summary, ...orders].sort(newestFirst)
    total += 1
  } else if (index >= 0) {
    orders = orders.filter((row) => row.id !== order.id)
    total -= 1
  } else {
    return page
  }
  return {
    orders: orders.slice(0, INBOX_LIVE_MAX_ROWS),
    pagination: { ...page.pagination, total },
  }
}

/** Fetches the changed order and writes it into the cache; reloads the inbox if that fails. */
export async function applyLiveChange(
  queryClient: QueryClient,
  providerId: string,
  orderId: number,
) {
  const firstPageKey = ordersQuery(providerId, inboxParams(1)).queryKey
  try {
    const order = await queryClient.fetchQuery({ ...orderQuery(providerId, orderId), staleTime: 0 })
    queryClient.setQueryData(firstPageKey, (old) => (old ? withLiveOrder(old, order) : old))
    // Other pages of the inbox and the other order lists: fetched again when they are shown.
    await queryClient.invalidateQueries({
      queryKey: queryKeys.orders.lists(providerId),
      predicate: (query) => query.queryHash !== hashKey(firstPageKey),
    })
  } catch (error) {
    console.error('A live order change could not be fetched; reloading the inbox.', error)
    await queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists(providerId) })
  }
}
