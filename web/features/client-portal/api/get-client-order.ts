import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ClientOrder } from '../../../../common/orders'
import { api } from '../../../api/client'
import { queryKeys } from '../../../api/query-keys'

export async function getClientOrder(clientId: string, orderId: string): Promise<ClientOrder> {
  const { order } = await api<{ order: ClientOrder }>(`/client/${clientId}/order/${orderId}`, {
    auth: false,
  })
  return order
}

export function clientOrderQuery(clientId: string, orderId: string) {
  return queryOptions({
    queryKey: queryKeys.clientPortal.order(clientId, orderId),
    queryFn: () => getClientOrder(clientId, orderId),
  })
}

export function useClientOrder(clientId: string, orderId: string) {
  return useQuery(clientOrderQuery(clientId, orderId))
}
