// Renews the session with its refresh token. Single-flight within the tab (one shared promise)
// and across tabs (a Web Lock): refresh tokens rotate, and presenting one that was already used
// revokes the whole token family, so two refreshes racing with the same token would sign the
// person out everywhere.
import type { Session } from '../../common/auth'
import { clearSession, reloadSession, setSession } from './session'

const RETRY_STEP_MS = 200
const RETRY_BUDGET_MS = 30_000
const RETRYABLE_STATUSES = new Set([502, 503, 504])

let inflight: Promise<Session | null> | null = null

/**
 * Resolves with the renewed session, or null when it cannot be renewed (the stored session is
 * then cleared). Rejects only on errors worth retrying later (network, 502-504), keeping the
 * session. `staleAccessToken` is the token the caller found wanting: if the stored session
 * already has another one, someone else refreshed first and that session is returned as is.
 */
export function refreshSession(staleAccessToken: string): Promise<Session | null> {
  inflight ??= withRefreshLock(() => refreshUnlessDone(staleAccessToken)).finally(() => {
    inflight = null
  })
  return inflight
}

async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  // navigator.locks is missing outside secure contexts (plain http on a LAN address).
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  return locks ? await locks.request('stockline.session-refresh', task) : await task()
}

async function refreshUnlessDone(staleAccessToken: string): Promise<Session | null> {
  const stored = reloadSession()
  if (!stored) return null
  if (stored.access_token !== staleAccessToken) return stored

  const started = Date.now()
  for (let attempt = 1; ; attempt++) {
    const response = await postRefresh(stored.refresh_token)
    if (response?.ok) {
      const session = (await response.json()) as Session
      setSession(session)
      return session
    }
    if (response && !RETRYABLE_STATUSES.has(response.status)) {
      clearSession()
      return null
    }
    const delay = RETRY_STEP_MS * attempt
    if (Date.now() - started + delay > RETRY_BUDGET_MS) {
      throw new Error('The session could not be refreshed, the server is unreachable.')
    }
    await new Promise((resolve) => setTimeout(resolve, delay))
  }
}

/** The refresh call itself; null when the network failed. */
async function postRefresh(refreshToken: string): Promise<Response | null> {
  try {
    return await fetch('/api/auth/refresh', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    })
  } catch {
    return null
  }
}
