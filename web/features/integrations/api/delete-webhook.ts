// DELETE /provider/{id}/webhooks/{webhookId}: the webhook and its delivery log go.
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { changed } from '../../../api/query-keys'
import { useInvalidate } from './use-invalidate'

export function useDeleteWebhook(providerId: string, webhookId: string) {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: () => api(`/provider/${providerId}/webhooks/${webhookId}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(changed.webhooks(providerId)),
  })
}
