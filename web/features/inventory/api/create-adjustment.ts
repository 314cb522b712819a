import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Order } from '../../../../common/orders'
import { api } from '../../../api/client'
import { inventoryKey } from './get-inventory'

export interface AdjustmentInput {
  providerId: string
  locationId: string
  /** Signed differences from the current stock, only for products whose count changed. */
  products: { id: string; quantity: number }[]
  idempotencyKey: string
}

/** One ADJUST transaction for one location (spec §3, §5). */
export async function createAdjustment({
  providerId,
  locationId,
  products,
  idempotencyKey,
}: AdjustmentInput): Promise<Order> {
  const payload = { providerId, locationId, transaction_type: 'ADJUST', products }
  const { order } = await api<{ order: Order }>('/order', {
    method: 'POST',
    body: { order: JSON.stringify(payload) },
    headers: { 'Idempotency-Key': idempotencyKey },
  })
  return order
}

export function useCreateAdjustment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createAdjustment,
    onSuccess: (_order, { providerId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inventoryKey(providerId) }),
        queryClient.invalidateQueries({ queryKey: ['orders', providerId] }),
      ]),
  })
}
