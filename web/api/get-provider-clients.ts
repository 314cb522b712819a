// GET /provider/{id}/provider_clients: the clients screen's pages (searched by name or email,
// sorted by name), and every client for the new order screen's choice (spec §7).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { CLIENT_SORTS, type ClientSort, type ProviderClient } from '../../common/clients'
import { MAX_LIMIT, PAGE_SIZE } from '../../common/constants'
import { pageOffset } from '../../common/pagination'
import type { Pagination, SortDirection } from '../../common/schemas'
import { api } from './client'
import { pagedRead } from './list-query'
import { queryKeys } from './query-keys'

export interface ProviderClientsParams {
  limit: number
  offset?: number
  /** Part of the client's name or email. */
  search?: string
  /** Newest first without one. */
  sort?: ClientSort
  direction?: SortDirection
}

export interface ProviderClientPage {
  provider_clients: ProviderClient[]
  pagination: z.infer<typeof Pagination>
}

/** The clients screen: 50 a page, searched by name or email, sorted by name. */
export const providerClientPages = pagedRead({
  pageSize: PAGE_SIZE.clients,
  sorts: CLIENT_SORTS,
  query: (providerId, { page, search, order }) =>
    providerClientsQuery(providerId, {
      limit: PAGE_SIZE.clients,
      offset: pageOffset(page, PAGE_SIZE.clients),
      search: search || undefined,
      ...order,
    }),
  records: (page: ProviderClientPage) => page.provider_clients,
})

/** Every client, unpaged: the new order screen's choice. */
export const everyProviderClient: ProviderClientsParams = { limit: MAX_LIMIT }

export function getProviderClients(
  providerId: string,
  params: ProviderClientsParams,
): Promise<ProviderClientPage> {
  return api<ProviderClientPage>(`/provider/${providerId}/provider_clients`, {
    query: { ...params },
  })
}

export function providerClientsQuery(providerId: string, params: ProviderClientsParams) {
  return queryOptions({
    queryKey: queryKeys.clients.list(providerId, params),
    queryFn: () => getProviderClients(providerId, params),
    placeholderData: keepPreviousData,
  })
}

export function useProviderClients(
  providerId: string,
  params: ProviderClientsParams,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...providerClientsQuery(providerId, params), ...options })
}
