// GET /provider/{id}: the business's name and plan (the shell shows them; the router prefetches it).
import { useQuery } from '@tanstack/react-query'
import type { Provider } from '../../../../common/providers'
import { queryKeys } from '../../../api/query-keys'
import { recordQuery } from '../../../api/record'

export type { Provider }

export const providerQuery = (providerId: string) =>
  recordQuery<Provider>(
    queryKeys.providers.detail(providerId),
    'provider',
    `/provider/${providerId}`,
  )

export function useProvider(providerId: string | undefined) {
  return useQuery({ ...providerQuery(providerId ?? ''), enabled: Boolean(providerId) })
}
