import { queryOptions, useQuery } from '@tanstack/react-query'
import { byLocationName, type Location } from '../../../../common/locations'
import { api } from '../../../api/client'

/** The key every location query starts with; a change invalidates it. */
export const locationsKey = (providerId: string) => ['locations', providerId] as const

export async function getLocations(providerId: string): Promise<Location[]> {
  const { locations } = await api<{ locations: Location[] }>(`/provider/${providerId}/locations`)
  // The server sorts already; sorting again keeps the order right after a rename.
  return [...locations].sort(byLocationName)
}

export function locationsQuery(providerId: string) {
  return queryOptions({
    queryKey: [...locationsKey(providerId), 'list'],
    queryFn: () => getLocations(providerId),
  })
}

export function useLocations(providerId: string) {
  return useQuery(locationsQuery(providerId))
}
