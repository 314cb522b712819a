// POST …/webhooks/{webhookId}/deliveries/{deliveryId}/resend: the event goes again, as a new
// delivery at the top of the log.
import { useMutation } from '@tanstack/react-query'
import type { Delivery } from '../../../../common/webhooks'
import { changed } from '../../../api/query-keys'
import { requestRecord } from '../../../api/record'
import { useInvalidate } from './use-invalidate'

export function useResendDelivery(providerId: string, webhookId: string, deliveryId: number) {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: () =>
      requestRecord<Delivery>(
        'delivery',
        `/provider/${providerId}/webhooks/${webhookId}/deliveries/${deliveryId}/resend`,
        { method: 'POST' },
      ),
    onSuccess: () => invalidate(changed.webhooks(providerId)),
  })
}
