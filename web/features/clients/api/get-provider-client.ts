// GET /provider/{id}/provider_client?client_id=: the provider-client relation, which holds the
// client's Active flag for this provider.
import { useQuery } from '@tanstack/react-query'
import type { ProviderClient } from '../../../../common/clients'
import { queryKeys } from '../../../api/query-keys'
import { recordQuery } from '../../../api/record'

export function useProviderClient(providerId: string, clientId: string) {
  const relation = queryKeys.clients.relation(providerId, clientId)
  const query = { client_id: clientId }
  return useQuery(
    recordQuery<ProviderClient>(
      relation,
      'provider_client',
      `/provider/${providerId}/provider_client`,
      { query },
    ),
  )
}
