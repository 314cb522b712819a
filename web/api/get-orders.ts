// GET /provider/{id}/orders: every list of orders and stock movements (inbox, orders,
// transactions) and a client's Recent Orders, each a page of its own filters.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { PAGE_SIZE, type TransactionType } from '../../common/constants'
import type { OrderSummary } from '../../common/orders'
import { pageOffset } from '../../common/pagination'
import { api } from './client'
import type { ListQuery } from './list-query'
import { queryKeys } from './query-keys'

export interface OrdersParams {
  limit: number
  offset: number
  type?: TransactionType
  /** Pending orders only (the inbox). */
  inbox?: boolean
  location_id?: string
  client_id?: string
  /** Created by this member (an order placed through the client portal has no member). */
  user_id?: string
  /** YYYY-MM-DD, inclusive. */
  startDate?: string
  endDate?: string
  /** The order number, or part of the client's name or email. */
  search?: string
}

export interface OrdersPage {
  orders: OrderSummary[]
  pagination: { total: number; limit: number; offset: number }
}

export function getOrders(providerId: string, { inbox, ...params }: OrdersParams) {
  return api<OrdersPage>(`/provider/${providerId}/orders`, {
    query: { ...params, inbox: inbox ? 'true' : undefined },
  })
}

/** A page of a list of orders, `limit` a page, and its search if there is one. */
export const listPage = ({ page, search }: ListQuery, limit: number) => ({
  limit,
  offset: pageOffset(page, limit),
  search: search || undefined,
})

/** A page of the inbox: the pending orders, those the search finds if there is one. */
export function inboxParams(page: number, search = ''): OrdersParams {
  return { inbox: true, type: 'ORDER', ...listPage({ page, search }, PAGE_SIZE.inbox) }
}

/** A page of a client's Recent Orders. */
export function clientOrdersParams(clientId: string, page: number): OrdersParams {
  const limit = PAGE_SIZE.clientRecentOrders
  return { client_id: clientId, limit, offset: pageOffset(page, limit) }
}

export function ordersQuery(providerId: string, params: OrdersParams) {
  return queryOptions({
    queryKey: queryKeys.orders.list(providerId, params),
    queryFn: () => getOrders(providerId, params),
    // Paging and filtering keep the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  })
}

export function useOrders(
  providerId: string,
  params: OrdersParams,
  options: { enabled?: boolean; refetchInterval?: number | false } = {},
) {
  return useQuery({ ...ordersQuery(providerId, params), ...options })
}
