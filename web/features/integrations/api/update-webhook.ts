// PUT /provider/{id}/webhooks/{webhookId}: its URL, its events, or enabled on or off.
import { useMutation } from '@tanstack/react-query'
import type { Webhook, WebhookUpdate } from '../../../../common/webhooks'
import { changed } from '../../../api/query-keys'
import { requestRecord } from '../../../api/record'
import { useInvalidate } from './use-invalidate'

export type WebhookChanges = Pick<WebhookUpdate, 'url' | 'events' | 'enabled'>

export function useUpdateWebhook(providerId: string, webhookId: string) {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: (body: WebhookChanges) =>
      requestRecord<Webhook>('webhook', `/provider/${providerId}/webhooks/${webhookId}`, {
        method: 'PUT',
        body,
      }),
    onSuccess: () => invalidate(changed.webhooks(providerId)),
  })
}
