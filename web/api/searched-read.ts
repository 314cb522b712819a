// What a picker asks of a list route: the records a search finds, up to the route's largest page.
// A list that one answer holds whole can be searched on the screen; a longer one only on the
// server (see web/components/use-searched-list.ts).
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query'

export interface SearchedRead<D extends { pagination: { total: number } }, T, K extends QueryKey> {
  /** The request for what a search finds; '' for the list unsearched. */
  query: (providerId: string, search: string) => UseQueryOptions<D, Error, D, K>
  records: (answer: D) => T[]
  /** What the route's search looks in, so a search on the screen finds the same records. */
  textsOf: (record: T) => string[]
}

/** Declares a SearchedRead, its types taken from what it is made of. */
export const searchedRead = <D extends { pagination: { total: number } }, T, K extends QueryKey>(
  read: SearchedRead<D, T, K>,
) => read
