// The signed-in session, kept in localStorage (so it survives reloads and is shared by tabs)
// and mirrored in memory so React can subscribe to it with useSyncExternalStore.
import { useSyncExternalStore } from 'react'
import type { Session } from '../../common/auth'
import { SESSION_STORAGE_KEY } from '../../common/constants'

const listeners = new Set<() => void>()
let current: Session | null = readStorage()

// A structural check rather than the zod schema: zod would land in the landing page's bundle,
// and all we need to know is whether the stored value can be used as a session at all.
function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false
  const s = value as Partial<Session>
  return (
    typeof s.access_token === 'string' &&
    typeof s.refresh_token === 'string' &&
    typeof s.expires_at === 'number' &&
    typeof s.user === 'object' &&
    s.user !== null &&
    typeof s.user.id === 'string'
  )
}

function readStorage(): Session | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY)
    if (!raw) return null
    const value: unknown = JSON.parse(raw)
    return isSession(value) ? value : null
  } catch {
    return null
  }
}

function emit() {
  for (const listener of listeners) listener()
}

export function getSession(): Session | null {
  return current
}

/** Stores a new session, or clears it with null ("set stored session empty", spec §4). */
export function setSession(session: Session | null) {
  current = session
  try {
    if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session))
    else localStorage.removeItem(SESSION_STORAGE_KEY)
  } catch {
    // Storage can be full or disabled (private mode); the in-memory session still works.
  }
  emit()
}

export function clearSession() {
  setSession(null)
}

/** Re-reads storage, where another tab may have written a newer session than ours. */
export function reloadSession(): Session | null {
  const stored = readStorage()
  if (stored?.access_token !== current?.access_token) {
    current = stored
    emit()
  }
  return current
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) reloadSession()
  })
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession)
}

/** Whether the session may open this provider's pages (the navigation guard's rule). */
export function canOpenProvider(session: Session | null, providerId: string | undefined): boolean {
  const providers = session?.user.providers
  if (!Array.isArray(providers)) return false
  return providerId === undefined || providers.some((entry) => entry.provider.id === providerId)
}

/** Where a signed-in person lands: the first provider's inbox. */
export function inboxPath(session: Session | null): string | null {
  const first = session?.user.providers?.[0]?.provider.id
  return first ? `/provider/${first}/inbox` : null
}
