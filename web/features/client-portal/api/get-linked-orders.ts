import { queryKeys } from '../../../api/query-keys'
import { useAcrossLinks } from './across-links'
import type { ClientOrderSummary } from './get-client-orders'
import { getClientOrders } from './get-client-orders'

export interface LinkedOrder extends ClientOrderSummary {
  /** The client link this order is opened with. */
  link: string
}

/** The orders of every link remembered on this device, newest first. */
export function useLinkedOrders(clientId: string) {
  const { answers, error } = useAcrossLinks(clientId, {
    key: queryKeys.clientPortal.orders,
    fetch: getClientOrders,
  })
  const orders = answers
    ?.flatMap(({ link, data }) => data.map((order) => ({ ...order, link })))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
  return { orders, error }
}
