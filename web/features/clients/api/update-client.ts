import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Client } from '../../../../common/clients'
import { api } from '../../../api/client'
import { changed, invalidate } from '../../../api/query-keys'
import { clientQuery } from './get-client'

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
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ClientChanges) => updateClient(providerId, clientId, body),
    onSuccess: (client) => {
      queryClient.setQueryData(clientQuery(providerId, clientId).queryKey, client)
      return invalidate(queryClient, changed.client(providerId))
    },
  })
}
