// POST /provider/{id}/api_keys: a new key and its secret, which this answer alone holds. A double
// click sends one request; a replayed Idempotency-Key answers the key with no secret.
import type { ApiKeyCreate, ApiKeyCreated } from '../../../../common/api-keys'
import { api } from '../../../api/client'
import { idempotencyHeader } from '../../../api/idempotency-key'
import { changed } from '../../../api/query-keys'
import { useCreateMutation } from '../../../api/use-create-mutation'
import { useInvalidate } from './use-invalidate'

export function useCreateApiKey(providerId: string) {
  const invalidate = useInvalidate()
  return useCreateMutation({
    mutationFn: (body: ApiKeyCreate, idempotencyKey: string) =>
      api<ApiKeyCreated>(`/provider/${providerId}/api_keys`, {
        method: 'POST',
        body,
        headers: idempotencyHeader(idempotencyKey),
      }),
    onSuccess: () => invalidate(changed.apiKeys(providerId)),
  })
}
