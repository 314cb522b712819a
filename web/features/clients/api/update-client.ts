// PUT /provider/{id}/client/{clientId}: the edit drawer's changes.
import type { Client } from '../../../../common/clients'
import { changed, queryKeys } from '../../../api/query-keys'
import { useUpdateRecord } from '../../../api/use-update-mutation'

export interface ClientChanges {
  name?: string
  email?: string
  address?: string | null
  /** Only the fields that changed; the server keeps the others. */
  metadata?: Record<string, unknown>
}

export function useUpdateClient(providerId: string, clientId: string) {
  return useUpdateRecord<Client, ClientChanges>({
    detailKey: queryKeys.clients.detail(providerId, clientId),
    stale: changed.client(providerId),
    name: 'client',
    path: `/provider/${providerId}/client/${clientId}`,
  })
}
