import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ClientOrder } from '../../../../common/orders'
import { api } from '../../../api/client'
import { queryKeys } from '../../../api/query-keys'

interface CancelTarget {
  clientId: string
  orderId: string
}

/** PUT {cancelled: true}; the server answers 409 when the order can no longer be cancelled. */
export async function cancelClientOrder({ clientId, orderId }: CancelTarget): Promise<ClientOrder> {
  const { order } = await api<{ order: ClientOrder }>(`/client/${clientId}/order/${orderId}`, {
    method: 'PUT',
    body: { cancelled: true },
    auth: false,
  })
  return order
}

export function useCancelClientOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelClientOrder,
    onSuccess: (order, { clientId, orderId }) => {
      queryClient.setQueryData(queryKeys.clientPortal.order(clientId, orderId), order)
      return queryClient.invalidateQueries({ queryKey: queryKeys.clientPortal.orders(clientId) })
    },
    // A 409 means the order moved on (fulfilled, cancelled elsewhere): show it as it is now.
    onError: (_error, { clientId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.clientPortal.all(clientId) }),
  })
}
