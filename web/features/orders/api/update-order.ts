import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { messages } from '../../../../common/messages'
import type { Order, OrderChange } from '../../../../common/orders'
import { api } from '../../../api/client'
import { changed, invalidate, queryKeys } from '../../../api/query-keys'

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
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: OrderChange) => updateOrder(providerId, orderId, change),
    onSuccess: (order) => {
      queryClient.setQueryData(queryKeys.orders.detail(providerId, order.id), order)
      // Cancelling gives the stock back.
      void invalidate(queryClient, changed.order(providerId))
      toast.success(messages.order.updated)
    },
    onError: (error) => console.error('The order could not be updated.', error),
  })
}
