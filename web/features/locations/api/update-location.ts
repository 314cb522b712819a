import type { Location, LocationUpdate } from '../../../../common/locations'
import { api } from '../../../api/client'
import { changed, queryKeys } from '../../../api/query-keys'
import { useUpdateMutation } from '../../../api/use-update-mutation'

export type LocationChanges = Pick<LocationUpdate, 'name' | 'active' | 'default'>

export async function updateLocation(
  providerId: string,
  locationId: string,
  body: LocationChanges,
): Promise<Location> {
  const { location } = await api<{ location: Location }>(
    `/provider/${providerId}/location/${locationId}`,
    { method: 'PUT', body },
  )
  return location
}

export function useUpdateLocation(providerId: string, locationId: string) {
  return useUpdateMutation({
    mutationFn: (body: LocationChanges) => updateLocation(providerId, locationId, body),
    detailKey: queryKeys.locations.detail(providerId, locationId),
    // Making one location the default clears the flag on the other: refresh them all.
    stale: changed.locationUpdated(providerId),
  })
}
