import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Order } from '../../../../common/orders'
import { api } from '../../../api/client'

export async function getOrder(providerId: string, orderId: number | string): Promise<Order> {
  const { order } = await api<{ order: Order }>(`/provider/${providerId}/order/${orderId}`)
  return order
}

export const orderKey = (providerId: string, orderId: number | string) =>
  ['order', providerId, String(orderId)] as const

export function orderQuery(providerId: string, orderId: number | string) {
  return queryOptions({
    queryKey: orderKey(providerId, orderId),
    queryFn: () => getOrder(providerId, orderId),
  })
}

export function useOrder(providerId: string, orderId: string) {
  return useQuery(orderQuery(providerId, orderId))
}
