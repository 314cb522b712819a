import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Client } from '../../../../common/clients'
import { api } from '../../../api/client'
import { queryKeys } from '../../../api/query-keys'

export async function getClient(providerId: string, clientId: string): Promise<Client> {
  const { client } = await api<{ client: Client }>(`/provider/${providerId}/client/${clientId}`)
  return client
}

export function clientQuery(providerId: string, clientId: string) {
  return queryOptions({
    queryKey: queryKeys.clients.detail(providerId, clientId),
    queryFn: () => getClient(providerId, clientId),
  })
}

export function useClient(providerId: string, clientId: string) {
  return useQuery(clientQuery(providerId, clientId))
}
