// POST /api/order: an order or a stock movement (IN, OUT, ADJUST), from the provider's screens or
// through a client's link; one request per intended order, however often its submit is sent.
import { useQueryClient } from '@tanstack/react-query'
import type { Order, OrderPayload } from '../../common/orders'
import { api } from './client'
import { idempotencyHeader } from './idempotency-key'
import { changed, invalidate, queryKeys } from './query-keys'
import { useCreateMutation } from './use-create-mutation'

/** `auth: false` through a client link: the client id in the payload is the capability. */
export async function createOrder(
  payload: OrderPayload,
  idempotencyKey: string,
  { auth = true } = {},
): Promise<Order> {
  const { order } = await api<{ order: Order }>('/order', {
    method: 'POST',
    body: { order: JSON.stringify(payload) },
    headers: idempotencyHeader(idempotencyKey),
    auth,
  })
  return order
}

/** A provider's order or stock movement (the new order, new transaction and Adjust screens). */
export function useCreateOrder() {
  const queryClient = useQueryClient()
  return useCreateMutation({
    mutationFn: (payload: OrderPayload, idempotencyKey: string) =>
      createOrder(payload, idempotencyKey),
    onSuccess: (order: Order) => {
      queryClient.setQueryData(queryKeys.orders.detail(order.provider, order.id), order)
      return invalidate(queryClient, changed.order(order.provider))
    },
  })
}
