// PUT /provider/{id}/location/{locationId}: rename, or turn Active or Default on or off.
import type { Location, LocationUpdate } from '../../../../common/locations'
import { changed, queryKeys } from '../../../api/query-keys'
import { useUpdateRecord } from '../../../api/use-update-mutation'

export type LocationChanges = Pick<LocationUpdate, 'name' | 'active' | 'default'>

export function useUpdateLocation(providerId: string, locationId: string) {
  const path = `/provider/${providerId}/location/${locationId}`
  return useUpdateRecord<Location, LocationChanges>({
    name: 'location',
    path,
    detailKey: queryKeys.locations.detail(providerId, locationId),
    // Making one location the default clears the flag on the other: refresh them all.
    stale: changed.locationUpdated(providerId),
  })
}
