import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PortalProviderClient } from '../../../../common/client-portal'
import { api } from '../../../api/client'
import { clientPortalKeys } from './keys'

/** The providers this client is actively linked to, each with its active products. */
export async function getClientProviders(clientId: string): Promise<PortalProviderClient[]> {
  const { providerClients } = await api<{ providerClients: PortalProviderClient[] }>(
    `/client/${clientId}/provider_client`,
    { auth: false },
  )
  return providerClients
}

export function clientProvidersQuery(clientId: string) {
  return queryOptions({
    queryKey: clientPortalKeys.providers(clientId),
    queryFn: () => getClientProviders(clientId),
  })
}

export function useClientProviders(clientId: string) {
  return useQuery(clientProvidersQuery(clientId))
}
