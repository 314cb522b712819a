import type { ProviderClient } from '../../../../common/clients'
import { api } from '../../../api/client'
import { changed, queryKeys } from '../../../api/query-keys'
import { useUpdateMutation } from '../../../api/use-update-mutation'

/** Turns the relation on or off: an inactive client cannot order from this provider. */
export async function updateProviderClient(
  providerId: string,
  relationId: string,
  body: { active: boolean },
): Promise<ProviderClient> {
  const { providerClient } = await api<{ providerClient: ProviderClient }>(
    `/provider/${providerId}/provider_client/${relationId}`,
    { method: 'PUT', body },
  )
  return providerClient
}

export function useUpdateProviderClient(providerId: string, clientId: string) {
  return useUpdateMutation({
    mutationFn: ({ relationId, active }: { relationId: string; active: boolean }) =>
      updateProviderClient(providerId, relationId, { active }),
    detailKey: queryKeys.clients.relation(providerId, clientId),
    stale: changed.client(providerId),
  })
}
