// GET /provider/{id}/api_keys: the business's keys, revoked ones included, newest first.
import { useQuery } from '@tanstack/react-query'
import type { ApiKey } from '../../../../common/api-keys'
import { api } from '../../../api/client'
import { queryKeys } from '../../../api/query-keys'

export function useApiKeys(providerId: string) {
  return useQuery({
    queryKey: queryKeys.integrations.apiKeys(providerId),
    queryFn: async () =>
      (await api<{ api_keys: ApiKey[] }>(`/provider/${providerId}/api_keys`)).api_keys,
  })
}
