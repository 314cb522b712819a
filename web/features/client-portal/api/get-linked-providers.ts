import type { PortalProviderClient } from '../../../../common/client-portal'
import { queryKeys } from '../../../api/query-keys'
import { useAcrossLinks } from './across-links'
import { getClientProviders } from './get-client-providers'

export interface LinkedProvider {
  /** The client link that orders from this provider go through. */
  link: string
  relation: PortalProviderClient
}

/** The providers of every link remembered on this device, one entry per provider. */
export function useLinkedProviders(clientId: string) {
  const { answers, error } = useAcrossLinks(clientId, {
    key: queryKeys.clientPortal.providers,
    fetch: getClientProviders,
  })
  const seen = new Set<string>()
  const providers = answers?.flatMap(({ link, data }) =>
    data.flatMap((relation) => {
      if (seen.has(relation.provider.id)) return []
      seen.add(relation.provider.id)
      return [{ link, relation }]
    }),
  )
  return { providers, error }
}
