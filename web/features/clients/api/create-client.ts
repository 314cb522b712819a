import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Client } from '../../../../common/clients'
import { api } from '../../../api/client'
import { clientsKey } from './get-provider-clients'

export interface NewClient {
  name: string
  email: string
  address: string | null
  metadata: Record<string, unknown>
}

export async function createClient(providerId: string, body: NewClient): Promise<Client> {
  const { client } = await api<{ client: Client }>(`/provider/${providerId}/client`, {
    method: 'POST',
    body,
  })
  return client
}

export function useCreateClient(providerId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: NewClient) => createClient(providerId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKey(providerId) }),
  })
}
