import type { PortalProviderClient } from '../../../../common/client-portal'
import { api } from '../../../api/client'

/** The providers this client is actively linked to, each with its active products. */
export async function getClientProviders(clientId: string): Promise<PortalProviderClient[]> {
  const { providerClients } = await api<{ providerClients: PortalProviderClient[] }>(
    `/client/${clientId}/provider_client`,
    { auth: false },
  )
  return providerClients
}
