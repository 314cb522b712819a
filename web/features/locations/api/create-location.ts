// POST /provider/{id}/location: a new location, active from the start (spec §4).
import type { Location } from '../../../../common/locations'
import { changed } from '../../../api/query-keys'
import { useCreateRecord } from '../../../api/use-create-mutation'

export interface NewLocation {
  name: string
}

export function useCreateLocation(providerId: string) {
  return useCreateRecord<Location, NewLocation>({
    name: 'location',
    path: `/provider/${providerId}/location`,
    stale: changed.locationCreated(providerId),
    fixed: { active: true },
  })
}
