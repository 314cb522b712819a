import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Plan } from '../../../../common/constants'
import { api } from '../../../api/client'

export interface Provider {
  id: string
  name: string
  email: string | null
  plan: Plan
}

export async function getProvider(providerId: string): Promise<Provider> {
  const { provider } = await api<{ provider: Provider }>(`/provider/${providerId}`)
  return provider
}

export function providerQuery(providerId: string) {
  return queryOptions({
    queryKey: ['providers', providerId],
    queryFn: () => getProvider(providerId),
  })
}

export function useProvider(providerId: string | undefined) {
  return useQuery({ ...providerQuery(providerId ?? ''), enabled: Boolean(providerId) })
}
