// PUT /provider/{id}/provider_client/{relationId}: turns the relation on or off; an inactive
// client cannot order from this provider.
import type { ProviderClient } from '../../../../common/clients'
import { changed, queryKeys } from '../../../api/query-keys'
import { requestRecord } from '../../../api/record'
import { useUpdateMutation } from '../../../api/use-update-mutation'

export function useUpdateProviderClient(providerId: string, clientId: string) {
  return useUpdateMutation({
    mutationFn: ({ relationId, active }: { relationId: string; active: boolean }) =>
      requestRecord<ProviderClient>(
        'providerClient',
        `/provider/${providerId}/provider_client/${relationId}`,
        { method: 'PUT', body: { active } },
      ),
    detailKey: queryKeys.clients.relation(providerId, clientId),
    stale: changed.client(providerId),
  })
}
