import { queryOptions, useQuery } from '@tanstack/react-query'
import type { InventoryRow } from '../../../../common/inventory'
import { api } from '../../../api/client'

/** One row per product; with a location, current_stock is that location's (API.md). */
export async function getInventory(providerId: string, locationId?: string) {
  const { inventory } = await api<{ inventory: InventoryRow[] }>(
    `/provider/${providerId}/inventory`,
    { query: { location_id: locationId } },
  )
  return inventory
}

export const inventoryKey = (providerId: string) => ['inventory', providerId] as const

export function inventoryQuery(providerId: string, locationId?: string) {
  return queryOptions({
    queryKey: [...inventoryKey(providerId), locationId ?? null],
    queryFn: () => getInventory(providerId, locationId),
  })
}

export function useInventory(providerId: string, locationId?: string) {
  return useQuery(inventoryQuery(providerId, locationId))
}
