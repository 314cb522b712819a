// DELETE /provider/{id}/api_keys/{keyId}: the key is refused from its next request on.
import { useMutation } from '@tanstack/react-query'
import type { ApiKey } from '../../../../common/api-keys'
import { changed } from '../../../api/query-keys'
import { requestRecord } from '../../../api/record'
import { useInvalidate } from './use-invalidate'

export function useRevokeApiKey(providerId: string, keyId: string) {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: () =>
      requestRecord<ApiKey>('api_key', `/provider/${providerId}/api_keys/${keyId}`, {
        method: 'DELETE',
      }),
    onSuccess: () => invalidate(changed.apiKeys(providerId)),
  })
}
