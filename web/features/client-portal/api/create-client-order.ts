import { useQueryClient } from '@tanstack/react-query'
import { createOrder } from '../../../api/create-order'
import { queryKeys } from '../../../api/query-keys'
import { useCreateMutation } from '../../../api/use-create-mutation'

export interface NewClientOrder {
  providerId: string
  clientId: string
  products: { id: string; quantity: number }[]
}

/**
 * POST /api/order without a token: the server places it at the provider's default location. A
 * double tap or a retry after a flaky network creates one order, not two.
 */
export function useCreateClientOrder() {
  const queryClient = useQueryClient()
  return useCreateMutation({
    mutationFn: (order: NewClientOrder, idempotencyKey: string) =>
      createOrder({ ...order, transaction_type: 'ORDER' }, idempotencyKey, { auth: false }),
    onSuccess: (_order, { clientId }: NewClientOrder) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.clientPortal.orders(clientId) }),
  })
}
