import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Location } from '../../../../common/locations'
import { api } from '../../../api/client'
import { queryKeys } from '../../../api/query-keys'

export async function getLocation(providerId: string, locationId: string): Promise<Location> {
  const { location } = await api<{ location: Location }>(
    `/provider/${providerId}/location/${locationId}`,
  )
  return location
}

export function locationQuery(providerId: string, locationId: string) {
  return queryOptions({
    queryKey: queryKeys.locations.detail(providerId, locationId),
    queryFn: () => getLocation(providerId, locationId),
  })
}

export function useLocation(providerId: string, locationId: string) {
  return useQuery(locationQuery(providerId, locationId))
}
