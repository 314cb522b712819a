// PUT /provider/{id}/order/{orderId}: fulfil or cancel; a failure is only logged (spec §8).
import { toast } from 'sonner'
import type { Order, OrderChange } from '../../../../common/orders'
import { changed, queryKeys } from '../../../api/query-keys'
import { useUpdateRecord } from '../../../api/use-update-mutation'
import { currentMessages } from '../../../lib/i18n'

export function useUpdateOrder(providerId: string, orderId: number) {
  return useUpdateRecord<Order, OrderChange>({
    name: 'order',
    path: `/provider/${providerId}/order/${orderId}`,
    detailKey: queryKeys.orders.detail(providerId, orderId),
    // Cancelling gives the stock back.
    stale: changed.order(providerId),
    onSuccess: () => toast.success(currentMessages().order.updated),
    onError: (error) => console.error('The order could not be updated.', error),
  })
}
