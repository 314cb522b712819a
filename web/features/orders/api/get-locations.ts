import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Location } from '../../../../common/locations'
import { api } from '../../../api/client'

export async function getLocations(providerId: string): Promise<Location[]> {
  const { locations } = await api<{ locations: Location[] }>(`/provider/${providerId}/locations`)
  return locations
}

// Under ['locations', providerId] so the locations screens' invalidations reach it.
export function locationsQuery(providerId: string) {
  return queryOptions({
    queryKey: ['locations', providerId, 'all'],
    queryFn: () => getLocations(providerId),
  })
}

export function useLocations(providerId: string) {
  return useQuery(locationsQuery(providerId))
}
