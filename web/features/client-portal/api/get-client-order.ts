// GET /client/{clientId}/order/{orderId} without a token: the client id in the link is the
// capability, and a 401 must not send anyone to /login.
import { useQuery } from '@tanstack/react-query'
import type { ClientOrder } from '../../../../common/orders'
import { queryKeys } from '../../../api/query-keys'
import { recordQuery } from '../../../api/record'

export function useClientOrder(clientId: string, orderId: string) {
  const key = queryKeys.clientPortal.order(clientId, orderId)
  return useQuery(
    recordQuery<ClientOrder>(key, 'order', `/client/${clientId}/order/${orderId}`, { auth: false }),
  )
}
