import type { z } from 'zod'
import type { ClientOrdersEnvelope } from '../../../../common/client-portal'
import { api } from '../../../api/client'

export type ClientOrderSummary = z.infer<typeof ClientOrdersEnvelope>['orders'][number]

/** No token: the client id in the link is the capability, and a 401 must not send anyone to /login. */
export async function getClientOrders(clientId: string): Promise<ClientOrderSummary[]> {
  const { orders } = await api<{ orders: ClientOrderSummary[] }>(`/client/${clientId}/orders`, {
    auth: false,
  })
  return orders
}
