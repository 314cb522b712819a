// What a list screen asks of a list route: a page, a search and an order (see
// web/components/ui/use-list-params.ts, which keeps them in the address).
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
