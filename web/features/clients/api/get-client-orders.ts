import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { PAGE_SIZE } from '../../../../common/constants'
import type { OrderSummary } from '../../../../common/orders'
import { pageOffset } from '../../../../common/pagination'
import type { Pagination } from '../../../../common/schemas'
import { api } from '../../../api/client'

export interface ClientOrders {
  orders: OrderSummary[]
  pagination: z.infer<typeof Pagination>
}

const PAGE = PAGE_SIZE.clientRecentOrders

export function getClientOrders(
  providerId: string,
  clientId: string,
  page: number,
): Promise<ClientOrders> {
  return api<ClientOrders>(`/provider/${providerId}/orders`, {
    query: { client_id: clientId, limit: PAGE, offset: pageOffset(page, PAGE) },
  })
}

export function clientOrdersQuery(providerId: string, clientId: string, page: number) {
  return queryOptions({
    // Under "orders" so that a new or changed order refreshes this panel too.
    queryKey: ['orders', providerId, 'client', clientId, page],
    queryFn: () => getClientOrders(providerId, clientId, page),
    placeholderData: keepPreviousData,
  })
}

export function useClientOrders(providerId: string, clientId: string, page: number) {
  return useQuery(clientOrdersQuery(providerId, clientId, page))
}
