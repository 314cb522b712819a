import { useQueryClient } from '@tanstack/react-query'
import type { Order, OrderPayload } from '../../../../common/orders'
import { api } from '../../../api/client'
import { idempotencyHeader } from '../../../api/idempotency-key'
import { useCreateMutation } from '../../../api/use-create-mutation'
import { changed, invalidate, queryKeys } from '../../../api/query-keys'

export async function createOrder(payload: OrderPayload, idempotencyKey: string): Promise<Order> {
  const { order } = await api<{ order: Order }>('/order', {
    method: 'POST',
    body: { order: JSON.stringify(payload) },
    headers: idempotencyHeader(idempotencyKey),
  })
  return order
}

/** An order or a stock movement (IN, OUT), created once however often its submit is sent. */
export function useCreateOrder() {
  const queryClient = useQueryClient()
  return useCreateMutation({
    mutationFn: createOrder,
    onSuccess: (order: Order) => {
      queryClient.setQueryData(queryKeys.orders.detail(order.provider, order.id), order)
      void invalidate(queryClient, changed.order(order.provider))
    },
  })
}
