import { useRef } from 'react'

function randomKey(): string {
  // randomUUID exists only in secure contexts (https, localhost); the fallback is as random.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')
}

/**
 * The Idempotency-Key of a submit: the same while the same order is sent again (a double
 * click, a retry after a network error), a new one as soon as the order differs.
 */
export function useIdempotencyKey() {
  const last = useRef<{ content: string; key: string } | null>(null)
  return (content: string) => {
    if (last.current?.content !== content) last.current = { content, key: randomKey() }
    return last.current.key
  }
}
