import { useEffect, useState } from 'react'

/**
 * Whether this server sells plans (GET /api/plans). A self-hosted server without billing gives
 * every account every feature, so the landing page must not promise the free plan's limits.
 * Until the answer arrives, plans are assumed, as on the hosted service.
 */
export function usePlansEnforced(): boolean {
  const [enforced, setEnforced] = useState(true)
  useEffect(() => {
    const abort = new AbortController()
    fetch('/api/plans', { signal: abort.signal, headers: { accept: 'application/json' } })
      .then((response) =>
        response.ok ? (response.json() as Promise<{ enforced: boolean }>) : null,
      )
      .then((plans) => {
        if (plans) setEnforced(plans.enforced)
      })
      .catch(() => undefined)
    return () => abort.abort()
  }, [])
  return enforced
}
