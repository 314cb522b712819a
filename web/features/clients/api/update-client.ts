import type { Client } from '../../../../common/clients'
import { api } from '../../../api/client'
import { changed, queryKeys } from '../../../api/query-keys'
import { useUpdateMutation } from '../../../api/use-update-mutation'

export interface ClientChanges {
  name?: string
  email?: string
  address?: string | null
  /** Only the fields that changed; the server keeps the others. */
  metadata?: Record<string, unknown>
}

export async function updateClient(
  providerId: string,
  clientId: string,
  body: ClientChanges,
): Promise<Client> {
  const { client } = await api<{ client: Client }>(`/provider/${providerId}/client/${clientId}`, {
    method: 'PUT',
    body,
  })
  return client
}

export function useUpdateClient(providerId: string, clientId: string) {
  return useUpdateMutation({
    mutationFn: (body: ClientChanges) => updateClient(providerId, clientId, body),
    detailKey: queryKeys.clients.detail(providerId, clientId),
    stale: changed.client(providerId),
  })
}
