import { useQueryClient } from '@tanstack/react-query'
import type { Client } from '../../../../common/clients'
import { api } from '../../../api/client'
import { idempotencyHeader } from '../../../api/idempotency-key'
import { changed, invalidate } from '../../../api/query-keys'
import { useCreateMutation } from '../../../api/use-create-mutation'

export interface NewClient {
  name: string
  email: string
  address: string | null
  metadata: Record<string, unknown>
}

export async function createClient(
  providerId: string,
  body: NewClient,
  idempotencyKey: string,
): Promise<Client> {
  const { client } = await api<{ client: Client }>(`/provider/${providerId}/client`, {
    method: 'POST',
    body,
    headers: idempotencyHeader(idempotencyKey),
  })
  return client
}

export function useCreateClient(providerId: string) {
  const queryClient = useQueryClient()
  return useCreateMutation({
    mutationFn: (body: NewClient, idempotencyKey: string) =>
      createClient(providerId, body, idempotencyKey),
    onSuccess: () => invalidate(queryClient, changed.client(providerId)),
  })
}
