import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Order, OrderPayload } from '../../../../common/orders'
import { api } from '../../../api/client'
import { clientPortalKeys } from './keys'

export interface NewClientOrder {
  providerId: string
  clientId: string
  products: { id: string; quantity: number }[]
}

/**
 * POST /api/order without a token: the server places it at the provider's default location.
 * The key makes a retried submit (a double tap, a flaky network) create one order, not two.
 */
export async function createClientOrder(
  order: NewClientOrder,
  idempotencyKey: string,
): Promise<Order> {
  const payload: OrderPayload = { ...order, transaction_type: 'ORDER' }
  const { order: created } = await api<{ order: Order }>('/order', {
    method: 'POST',
    body: { order: JSON.stringify(payload) },
    headers: { 'Idempotency-Key': idempotencyKey },
    auth: false,
  })
  return created
}

/** A fresh key per submit; crypto.randomUUID only exists on https and localhost. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

export function useCreateClientOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (order: NewClientOrder) => createClientOrder(order, newIdempotencyKey()),
    onSuccess: (_order, { clientId }) =>
      queryClient.invalidateQueries({ queryKey: clientPortalKeys.orders(clientId) }),
  })
}
