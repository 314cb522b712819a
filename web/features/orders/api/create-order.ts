import { useQueryClient } from '@tanstack/react-query'
import type { Order, OrderPayload } from '../../../../common/orders'
import { api } from '../../../api/client'
import { idempotencyHeader } from '../../../api/idempotency-key'
import { useCreateMutation } from '../../../api/use-create-mutation'
import { orderKey } from './get-order'
import { ordersKey } from './get-orders'

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
      queryClient.setQueryData(orderKey(order.provider, order.id), order)
      void queryClient.invalidateQueries({ queryKey: ordersKey(order.provider) })
      void queryClient.invalidateQueries({ queryKey: ['inventory', order.provider] })
    },
  })
}
