// Asks the same question of every client link remembered on this device (client-links.ts), each
// through its own capability, and puts the answers together.
import { useEffect } from 'react'
import { useQueries } from '@tanstack/react-query'
import { ApiError } from '../../../api/client'
import { forgetLink, useClientLinks, useRememberLink } from '../client-links'

export interface AcrossLinks<T> {
  /** Every link's answer with the link it came from, the address's link first; undefined while any is loading. */
  answers: { link: string; data: T }[] | undefined
  /** The address's own link failed: the page shows why. Other links that fail are left out. */
  error: unknown
}

const gone = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400)

interface LinkQuery<T> {
  key: (link: string) => readonly unknown[]
  fetch: (link: string) => Promise<T>
}

export function useAcrossLinks<T>(clientId: string, query: LinkQuery<T>): AcrossLinks<T> {
  const links = useClientLinks(clientId)
  const results = useQueries({
    queries: links.map((link) => ({ queryKey: query.key(link), queryFn: () => query.fetch(link) })),
  })
  const own = results[0]
  useRememberLink(clientId, own?.isSuccess ?? false)
  const goneLinks = links.filter((_, i) => gone(results[i]?.error)).join(' ')
  useEffect(() => {
    for (const link of goneLinks.split(' ').filter(Boolean)) forgetLink(link)
  }, [goneLinks])

  const settled = results.every((r) => !r.isPending)
  return {
    error: own?.error ?? null,
    answers:
      own?.data !== undefined && settled
        ? results.flatMap((r, i) =>
            r.data === undefined ? [] : [{ link: links[i]!, data: r.data }],
          )
        : undefined,
  }
}
