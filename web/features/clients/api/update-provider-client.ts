import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProviderClient } from '../../../../common/clients'
import { api } from '../../../api/client'
import { changed, invalidate } from '../../../api/query-keys'
import { providerClientQuery } from './get-provider-client'

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
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ relationId, active }: { relationId: string; active: boolean }) =>
      updateProviderClient(providerId, relationId, { active }),
    onSuccess: (relation) => {
      queryClient.setQueryData(providerClientQuery(providerId, clientId).queryKey, relation)
      return invalidate(queryClient, changed.client(providerId))
    },
  })
}
