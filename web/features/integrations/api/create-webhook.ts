// POST /provider/{id}/webhooks: a new webhook and its signing secret (`whsec_…`), shown once.
import type { WebhookCreate, Webhook } from '../../../../common/webhooks'
import { api } from '../../../api/client'
import { idempotencyHeader } from '../../../api/idempotency-key'
import { changed } from '../../../api/query-keys'
import { useCreateMutation } from '../../../api/use-create-mutation'
import { useInvalidate } from './use-invalidate'

export interface WebhookWithSecret {
  webhook: Webhook
  secret: string
}

export function useCreateWebhook(providerId: string) {
  const invalidate = useInvalidate()
  return useCreateMutation({
    mutationFn: (body: Pick<WebhookCreate, 'url' | 'events'>, idempotencyKey: string) =>
      api<WebhookWithSecret>(`/provider/${providerId}/webhooks`, {
        method: 'POST',
        body,
        headers: idempotencyHeader(idempotencyKey),
      }),
    onSuccess: () => invalidate(changed.webhooks(providerId)),
  })
}
