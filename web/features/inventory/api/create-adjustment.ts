import { useQueryClient } from '@tanstack/react-query'
import type { Order } from '../../../../common/orders'
import { api } from '../../../api/client'
import { idempotencyHeader } from '../../../api/idempotency-key'
import { changed, invalidate } from '../../../api/query-keys'
import { useCreateMutation } from '../../../api/use-create-mutation'

export interface AdjustmentInput {
  providerId: string
  locationId: string
  /** Signed differences from the current stock, only for products whose count changed. */
  products: { id: string; quantity: number }[]
}

/** One ADJUST transaction for one location (spec §3, §5). */
export async function createAdjustment(
  { providerId, locationId, products }: AdjustmentInput,
  idempotencyKey: string,
): Promise<Order> {
  const payload = { providerId, locationId, transaction_type: 'ADJUST', products }
  const { order } = await api<{ order: Order }>('/order', {
    method: 'POST',
    body: { order: JSON.stringify(payload) },
    headers: idempotencyHeader(idempotencyKey),
  })
  return order
}

export function useCreateAdjustment() {
  const queryClient = useQueryClient()
  return useCreateMutation({
    mutationFn: createAdjustment,
    onSuccess: (_order, { providerId }: AdjustmentInput) =>
      invalidate(queryClient, changed.order(providerId)),
  })
}
