import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Provider } from '../../../../common/providers'
import { api } from '../../../api/client'
import { queryKeys } from '../../../api/query-keys'

export type { Provider }

export async function getProvider(providerId: string): Promise<Provider> {
  const { provider } = await api<{ provider: Provider }>(`/provider/${providerId}`)
  return provider
}

export function providerQuery(providerId: string) {
  return queryOptions({
    queryKey: queryKeys.providers.detail(providerId),
    queryFn: () => getProvider(providerId),
  })
}

export function useProvider(providerId: string | undefined) {
  return useQuery({ ...providerQuery(providerId ?? ''), enabled: Boolean(providerId) })
}
