// Renews the session shortly before it expires (spec §9: a tick every 30 s, refresh when three
// ticks or fewer remain), so the person never meets a 401 while the tab is open.
import { useEffect } from 'react'
import { refreshSession } from '../api/refresh-session'
import { getSession } from '../api/session'

const TICK_MS = 30_000
const REFRESH_MARGIN_SECONDS = 90

function tick() {
  const session = getSession()
  if (!session || session.expires_at - Date.now() / 1000 > REFRESH_MARGIN_SECONDS) return
  // A failed refresh either cleared the session (the guard then redirects) or is worth trying
  // again at the next tick; there is nothing to tell the person yet.
  refreshSession(session.access_token).catch(() => undefined)
}

export function useSessionAutoRefresh() {
  useEffect(() => {
    tick()
    const timer = setInterval(tick, TICK_MS)
    return () => clearInterval(timer)
  }, [])
}
