import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Client } from '../../../../common/clients'
import { api } from '../../../api/client'
import { clientsKey } from './get-provider-clients'

export async function getClient(providerId: string, clientId: string): Promise<Client> {
  const { client } = await api<{ client: Client }>(`/provider/${providerId}/client/${clientId}`)
  return client
}

export function clientQuery(providerId: string, clientId: string) {
  return queryOptions({
    queryKey: [...clientsKey(providerId), 'detail', clientId],
    queryFn: () => getClient(providerId, clientId),
  })
}

export function useClient(providerId: string, clientId: string) {
  return useQuery(clientQuery(providerId, clientId))
}
