// GET /provider/{id}/location/{locationId}: one location, for its detail screen.
import { useQuery } from '@tanstack/react-query'
import type { Location } from '../../../../common/locations'
import { queryKeys } from '../../../api/query-keys'
import { recordQuery } from '../../../api/record'

export function useLocation(providerId: string, locationId: string) {
  const path = `/provider/${providerId}/location/${locationId}`
  return useQuery(
    recordQuery<Location>(queryKeys.locations.detail(providerId, locationId), 'location', path),
  )
}
