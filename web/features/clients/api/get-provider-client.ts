import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProviderClient } from '../../../../common/clients'
import { api } from '../../../api/client'
import { queryKeys } from '../../../api/query-keys'

/** The provider-client relation, which holds the client's Active flag for this provider. */
export async function getProviderClient(
  providerId: string,
  clientId: string,
): Promise<ProviderClient> {
  const { provider_client } = await api<{ provider_client: ProviderClient }>(
    `/provider/${providerId}/provider_client`,
    { query: { client_id: clientId } },
  )
  return provider_client
}

export function providerClientQuery(providerId: string, clientId: string) {
  return queryOptions({
    queryKey: queryKeys.clients.relation(providerId, clientId),
    queryFn: () => getProviderClient(providerId, clientId),
  })
}

export function useProviderClient(providerId: string, clientId: string) {
  return useQuery(providerClientQuery(providerId, clientId))
}
