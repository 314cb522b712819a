// GET /provider/{id}/client/{clientId}: the client's name, email, address and custom values.
import { useQuery } from '@tanstack/react-query'
import type { Client } from '../../../../common/clients'
import { queryKeys } from '../../../api/query-keys'
import { recordQuery } from '../../../api/record'

export function useClient(providerId: string, clientId: string) {
  const detail = queryKeys.clients.detail(providerId, clientId)
  return useQuery(
    recordQuery<Client>(detail, 'client', `/provider/${providerId}/client/${clientId}`),
  )
}
