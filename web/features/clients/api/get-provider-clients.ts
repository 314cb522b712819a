import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ProviderClient } from '../../../../common/clients'
import { PAGE_SIZE } from '../../../../common/constants'
import { pageOffset } from '../../../../common/pagination'
import type { Pagination } from '../../../../common/schemas'
import { api } from '../../../api/client'

/** The key every client query starts with; a change invalidates it. */
export const clientsKey = (providerId: string) => ['clients', providerId] as const

export interface ProviderClientPage {
  provider_clients: ProviderClient[]
  pagination: z.infer<typeof Pagination>
}

export function getProviderClients(providerId: string, page: number): Promise<ProviderClientPage> {
  return api<ProviderClientPage>(`/provider/${providerId}/provider_clients`, {
    query: { limit: PAGE_SIZE.clients, offset: pageOffset(page, PAGE_SIZE.clients) },
  })
}

export function providerClientsQuery(providerId: string, page: number) {
  return queryOptions({
    queryKey: [...clientsKey(providerId), 'list', page],
    queryFn: () => getProviderClients(providerId, page),
    placeholderData: keepPreviousData,
  })
}

export function useProviderClients(providerId: string, page: number) {
  return useQuery(providerClientsQuery(providerId, page))
}
