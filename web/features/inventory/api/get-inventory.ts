import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { PAGE_SIZE } from '../../../../common/constants'
import type { InventoryEnvelope } from '../../../../common/inventory'
import { pageOffset } from '../../../../common/pagination'
import { api } from '../../../api/client'
import { queryKeys } from '../../../api/query-keys'

export interface InventoryPageQuery {
  page: number
  /** With a location, current_stock is that location's (API.md). */
  locationId?: string | undefined
  /** Custom SELECT field id → chosen option; empty choices are left out. */
  fields: Record<string, string>
  /** Part of the product's name; '' for every product. */
  search: string
}

/** The custom SELECT values chosen, as the API's `metadata` filter; undefined for none. */
export function metadataFilter(fields: InventoryPageQuery['fields']): string | undefined {
  const chosen = Object.fromEntries(Object.entries(fields).filter(([, value]) => value))
  return Object.keys(chosen).length > 0 ? JSON.stringify(chosen) : undefined
}

/** One page of the grid, products by name, searched and filtered by custom SELECT values on the server. */
export async function getInventory(providerId: string, query: InventoryPageQuery) {
  const { inventory, pagination } = await api<InventoryEnvelope>(
    `/provider/${providerId}/inventory`,
    {
      query: {
        location_id: query.locationId,
        limit: PAGE_SIZE.inventory,
        offset: pageOffset(query.page, PAGE_SIZE.inventory),
        metadata: metadataFilter(query.fields),
        search: query.search || undefined,
      },
    },
  )
  return { rows: inventory, total: pagination?.total ?? inventory.length }
}

export function inventoryQuery(providerId: string, query: InventoryPageQuery) {
  return queryOptions({
    queryKey: queryKeys.inventory.page(providerId, query),
    queryFn: () => getInventory(providerId, query),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  })
}

export function useInventory(providerId: string, query: InventoryPageQuery) {
  return useQuery(inventoryQuery(providerId, query))
}
