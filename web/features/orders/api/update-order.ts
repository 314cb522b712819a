import { toast } from 'sonner'
import { messages } from '../../../../common/messages'
import type { Order, OrderChange } from '../../../../common/orders'
import { api } from '../../../api/client'
import { changed, queryKeys } from '../../../api/query-keys'
import { useUpdateMutation } from '../../../api/use-update-mutation'

export async function updateOrder(
  providerId: string,
  orderId: number,
  change: OrderChange,
): Promise<Order> {
  const { order } = await api<{ order: Order }>(`/provider/${providerId}/order/${orderId}`, {
    method: 'PUT',
    body: change,
  })
  return order
}

/** Fulfil or cancel; a failure is only logged (spec §8). */
export function useUpdateOrder(providerId: string, orderId: number) {
  return useUpdateMutation({
    mutationFn: (change: OrderChange) => updateOrder(providerId, orderId, change),
    detailKey: queryKeys.orders.detail(providerId, orderId),
    // Cancelling gives the stock back.
    stale: changed.order(providerId),
    onSuccess: () => toast.success(messages.order.updated),
    onError: (error) => console.error('The order could not be updated.', error),
  })
}
