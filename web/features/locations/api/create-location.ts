import { useQueryClient } from '@tanstack/react-query'
import type { Location } from '../../../../common/locations'
import { api } from '../../../api/client'
import { idempotencyHeader } from '../../../api/idempotency-key'
import { changed, invalidate } from '../../../api/query-keys'
import { useCreateMutation } from '../../../api/use-create-mutation'

export interface NewLocation {
  name: string
}

export async function createLocation(
  providerId: string,
  body: NewLocation,
  idempotencyKey: string,
): Promise<Location> {
  // New locations start active (spec §4).
  const { location } = await api<{ location: Location }>(`/provider/${providerId}/location`, {
    method: 'POST',
    body: { ...body, active: true },
    headers: idempotencyHeader(idempotencyKey),
  })
  return location
}

export function useCreateLocation(providerId: string) {
  const queryClient = useQueryClient()
  return useCreateMutation({
    mutationFn: (body: NewLocation, idempotencyKey: string) =>
      createLocation(providerId, body, idempotencyKey),
    onSuccess: () => invalidate(queryClient, changed.locationCreated(providerId)),
  })
}
