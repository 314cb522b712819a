import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Order, OrderPayload } from '../../../../common/orders'
import { api } from '../../../api/client'
import { orderKey } from './get-order'
import { ordersKey } from './get-orders'

export interface CreateOrderInput {
  payload: OrderPayload
  /** One key per submit: a double click or a retried request creates a single order. */
  idempotencyKey: string
}

export async function createOrder({ payload, idempotencyKey }: CreateOrderInput): Promise<Order> {
  const { order } = await api<{ order: Order }>('/order', {
    method: 'POST',
    body: { order: JSON.stringify(payload) },
    headers: { 'Idempotency-Key': idempotencyKey },
  })
  return order
}

export function useCreateOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKey(order.provider, order.id), order)
      void queryClient.invalidateQueries({ queryKey: ordersKey(order.provider) })
      void queryClient.invalidateQueries({ queryKey: ['inventory', order.provider] })
    },
  })
}
