// GET /provider/{id}/order/{orderId}: an order or stock movement with its lines; the inbox
// fetches it too for each change the realtime channel reports.
import { useQuery } from '@tanstack/react-query'
import type { Order } from '../../../../common/orders'
import { queryKeys } from '../../../api/query-keys'
import { recordQuery } from '../../../api/record'

export const orderQuery = (providerId: string, orderId: number | string) =>
  recordQuery<Order>(
    queryKeys.orders.detail(providerId, orderId),
    'order',
    `/provider/${providerId}/order/${orderId}`,
  )

export function useOrder(providerId: string, orderId: string) {
  return useQuery(orderQuery(providerId, orderId))
}
