import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Location, LocationUpdate } from '../../../../common/locations'
import { api } from '../../../api/client'
import { changed, invalidate } from '../../../api/query-keys'
import { locationQuery } from './get-location'

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
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: LocationChanges) => updateLocation(providerId, locationId, body),
    onSuccess: (location) => {
      queryClient.setQueryData(locationQuery(providerId, locationId).queryKey, location)
      // Making one location the default clears the flag on the other: refresh them all.
      return invalidate(queryClient, changed.locationUpdated(providerId))
    },
  })
}
