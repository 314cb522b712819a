// GET /provider/{id}/provider_clients: the clients screen's pages (searched by name or email,
// sorted by name), and the active clients the new order screen chooses from (spec §7): all of
// them when they fit in one answer, else those a search finds.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { CLIENT_SORTS, type ClientSort, type ProviderClient } from '../../common/clients'
import { MAX_LIMIT, PAGE_SIZE } from '../../common/constants'
import { pageOffset } from '../../common/pagination'
import type { Pagination, SortDirection } from '../../common/schemas'
import { api } from './client'
import { pagedRead } from './list-query'
import { queryKeys } from './query-keys'
import { searchedRead } from './searched-read'

export interface ProviderClientsParams {
  limit: number
  offset?: number
  /** Only the clients whose relation with the provider is active (or inactive). */
  active?: boolean
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

/** The active clients a search finds (all for ''), by name: New order's choice. */
const clientChoicesParams = (search: string): ProviderClientsParams => ({
  limit: MAX_LIMIT,
  active: true,
  sort: 'name',
  ...(search ? { search } : {}),
})

/** New order's clients: searched on the screen, or on the server past MAX_LIMIT clients. */
export const clientChoices = searchedRead({
  query: (providerId, search) => providerClientsQuery(providerId, clientChoicesParams(search)),
  records: (page: ProviderClientPage) => page.provider_clients.map((relation) => relation.client),
  textsOf: (client) => [client.name, client.email],
})

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
