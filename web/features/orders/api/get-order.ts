import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Order } from '../../../../common/orders'
import { api } from '../../../api/client'
import { queryKeys } from '../../../api/query-keys'

export async function getOrder(providerId: string, orderId: number | string): Promise<Order> {
  const { order } = await api<{ order: Order }>(`/provider/${providerId}/order/${orderId}`)
  return order
}

export function orderQuery(providerId: string, orderId: number | string) {
  return queryOptions({
    queryKey: queryKeys.orders.detail(providerId, orderId),
    queryFn: () => getOrder(providerId, orderId),
  })
}

export function useOrder(providerId: string, orderId: string) {
  return useQuery(orderQuery(providerId, orderId))
}
