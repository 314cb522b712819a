import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Location } from '../../../../common/locations'
import { api } from '../../../api/client'
import { locationsKey } from './get-locations'

export interface NewLocation {
  name: string
}

export async function createLocation(providerId: string, body: NewLocation): Promise<Location> {
  // New locations start active (spec §4).
  const { location } = await api<{ location: Location }>(`/provider/${providerId}/location`, {
    method: 'POST',
    body: { ...body, active: true },
  })
  return location
}

export function useCreateLocation(providerId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: NewLocation) => createLocation(providerId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationsKey(providerId) }),
  })
}
