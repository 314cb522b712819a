// GET /provider/{id}/locations: every location by name, active or not. The locations screen lists
// them; inventory, new order and transactions offer them as columns and choices.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { byLocationName } from '../../common/location-order'
import type { Location } from '../../common/locations'
import { api } from './client'
import { queryKeys } from './query-keys'

export async function getLocations(providerId: string): Promise<Location[]> {
  const { locations } = await api<{ locations: Location[] }>(`/provider/${providerId}/locations`)
  // The server sorts already; sorting again keeps the order right after a rename.
  return [...locations].sort(byLocationName)
}

export function locationsQuery(providerId: string) {
  return queryOptions({
    queryKey: queryKeys.locations.list(providerId),
    queryFn: () => getLocations(providerId),
  })
}

export function useLocations(providerId: string) {
  return useQuery(locationsQuery(providerId))
}
