// POST /provider/{id}/webhooks/{webhookId}/rotate_secret: a new signing secret, shown once; the
// old one stops signing at once.
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import type { WebhookWithSecret } from './create-webhook'

export function useRotateWebhookSecret(providerId: string, webhookId: string) {
  return useMutation({
    mutationFn: () =>
      api<WebhookWithSecret>(`/provider/${providerId}/webhooks/${webhookId}/rotate_secret`, {
        method: 'POST',
      }),
  })
}
