// The client links opened on this device. A client record belongs to one provider, so a person
// who buys from several holds one link per provider; the portal remembers each link it has seen
// work and offers all their providers and orders together. Every request still goes through
// the link it belongs to: nothing on the server joins one provider's record to another's.
import { useEffect, useSyncExternalStore } from 'react'

const STORAGE_KEY = 'stockline.client-links'
const MAX_LINKS = 20
const listeners = new Set<() => void>()
let links: string[] = read()

function read(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

function write(next: string[]) {
  links = next
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next))
  } catch {
    // Private browsing without storage: the links are remembered for this tab only.
  }
  for (const listener of listeners) listener()
}

export function rememberLink(clientId: string) {
  if (links.includes(clientId)) return
  write([clientId, ...links].slice(0, MAX_LINKS))
}

/** A link the server no longer knows (or no longer reaches): stop offering it. */
export function forgetLink(clientId: string) {
  if (links.includes(clientId)) write(links.filter((id) => id !== clientId))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The links to ask, the one in the address first. */
export function useClientLinks(clientId: string): string[] {
  const remembered = useSyncExternalStore(subscribe, () => links)
  return [clientId, ...remembered.filter((id) => id !== clientId)]
}

/** Remembers the link in the address once the server has answered for it. */
export function useRememberLink(clientId: string, works: boolean) {
  useEffect(() => {
    if (works) rememberLink(clientId)
  }, [clientId, works])
}
