import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProviderClient } from '../../../../common/clients'
import { MAX_LIMIT } from '../../../../common/constants'
import { api } from '../../../api/client'

/** The provider's clients, unpaged (spec §7: the new order screen's use). */
export async function getProviderClients(providerId: string): Promise<ProviderClient[]> {
  const { provider_clients } = await api<{ provider_clients: ProviderClient[] }>(
    `/provider/${providerId}/provider_clients`,
    { query: { limit: MAX_LIMIT } },
  )
  return provider_clients
}

// Under ['clients', providerId] so the clients screens' invalidations reach it.
export function providerClientsQuery(providerId: string) {
  return queryOptions({
    queryKey: ['clients', providerId, 'order-form'],
    queryFn: () => getProviderClients(providerId),
  })
}

export function useProviderClients(providerId: string, enabled = true) {
  return useQuery({ ...providerClientsQuery(providerId), enabled })
}
