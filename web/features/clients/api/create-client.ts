// POST /provider/{id}/client: a new client of this provider, with its relation (created active).
import type { Client } from '../../../../common/clients'
import { changed } from '../../../api/query-keys'
import { useCreateRecord } from '../../../api/use-create-mutation'

export interface NewClient {
  name: string
  email: string
  address: string | null
  metadata: Record<string, unknown>
}

export function useCreateClient(providerId: string) {
  const path = `/provider/${providerId}/client`
  return useCreateRecord<Client, NewClient>({
    name: 'client',
    path,
    stale: changed.client(providerId),
  })
}
