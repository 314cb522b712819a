// GET /provider/{id}/webhooks: the business's webhooks; one of them, for its own page, is read
// from the same list (the API has no single-webhook read, and a business has a handful).
import { useQuery } from '@tanstack/react-query'
import type { Webhook } from '../../../../common/webhooks'
import { api } from '../../../api/client'
import { queryKeys } from '../../../api/query-keys'

export function useWebhooks(providerId: string) {
  return useQuery({
    queryKey: queryKeys.integrations.webhooks(providerId),
    queryFn: async () =>
      (await api<{ webhooks: Webhook[] }>(`/provider/${providerId}/webhooks`)).webhooks,
  })
}
