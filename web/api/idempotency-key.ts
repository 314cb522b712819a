// One Idempotency-Key per thing the person means to create (API.md): the server answers a repeat
// of a key with the record its first request made, so a double click, or a retry after an answer
// that never arrived, creates one record instead of two.
import { useState } from 'react'

function randomKey(): string {
  // randomUUID exists only in secure contexts (https, localhost); the fallback is as random.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')
}

interface IdempotencyKey {
  /** The key for sending `content`: kept while that content is sent again, new once it differs. */
  keyFor: (content: string) => string
  /**
   * A new intended action begins on a screen that stays open (the Adjust screen after its counts
   * are edited): the same content sent from now on is a second record, with a new key.
   */
  renew: () => void
}

function idempotencyKey(): IdempotencyKey {
  let last: { content: string; key: string } | null = null
  return {
    keyFor: (content) => {
      if (last?.content !== content) last = { content, key: randomKey() }
      return last.key
    },
    renew: () => {
      last = null
    },
  }
}

/** The keys of one create form, kept as long as the form is on screen. */
export function useIdempotencyKey(): IdempotencyKey {
  const [key] = useState(idempotencyKey)
  return key
}

/** The request header that carries the key. */
export const idempotencyHeader = (key: string) => ({ 'Idempotency-Key': key })
