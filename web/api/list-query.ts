// What a list screen asks of a list route: a page, a search and an order (see
// web/components/ui/use-list-params.ts, which keeps them in the address).
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query'
import type { SortDirection } from '../../common/schemas'

export interface ListOrder<S extends string = string> {
  sort: S
  direction: SortDirection
}

export interface ListQuery<S extends string = string> {
  page: number
  /** Empty for no search. */
  search: string
  /** Undefined: the route's own order, newest first. */
  order?: ListOrder<S> | undefined
}

/**
 * A list route as a list screen reads it, a page at a time: the page size, the orders it
 * offers, the query of a page for a page, search and order, and the records of an answer.
 */
export interface PagedRead<D, T, S extends string, K extends QueryKey> {
  pageSize: number
  sorts: readonly S[]
  query: (providerId: string, list: ListQuery<S>) => UseQueryOptions<D, Error, D, K>
  records: (page: D) => T[]
}

/** Declares a PagedRead, its types taken from what it is made of. */
export const pagedRead = <D, T, S extends string, K extends QueryKey>(
  read: PagedRead<D, T, S, K>,
) => read
