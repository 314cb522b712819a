import { useQueryClient } from '@tanstack/react-query'
import type { Order, OrderPayload } from '../../../../common/orders'
import { api } from '../../../api/client'
import { idempotencyHeader } from '../../../api/idempotency-key'
import { useCreateMutation } from '../../../api/use-create-mutation'
import { queryKeys } from '../../../api/query-keys'

export interface NewClientOrder {
  providerId: string
  clientId: string
  products: { id: string; quantity: number }[]
}

/** POST /api/order without a token: the server places it at the provider's default location. */
export async function createClientOrder(
  order: NewClientOrder,
  idempotencyKey: string,
): Promise<Order> {
  const payload: OrderPayload = { ...order, transaction_type: 'ORDER' }
  const { order: created } = await api<{ order: Order }>('/order', {
    method: 'POST',
    body: { order: JSON.stringify(payload) },
    headers: idempotencyHeader(idempotencyKey),
    auth: false,
  })
  return created
}

/** A double tap or a retry after a flaky network creates one order, not two. */
export function useCreateClientOrder() {
  const queryClient = useQueryClient()
  return useCreateMutation({
    mutationFn: createClientOrder,
    onSuccess: (_order, { clientId }: NewClientOrder) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.clientPortal.orders(clientId) }),
  })
}
