// What a list screen shows, kept in the address so Back, a reload and a shared link keep it:
// the page (?page=2), the search (?q=mug) and the order (?sort=name&direction=desc). A new search
// or order starts again from the first page.
import { useSearchParams } from 'react-router'
import type { ListOrder, ListQuery } from '../../api/list-query'
import { pageParam } from './use-page-param'

export interface ListParams<S extends string = string> extends ListQuery<S> {
  /** A paged list's page size. */
  pageSize?: number | undefined
  /** The whole address query, for a list's own filters. */
  params: URLSearchParams
  setPage: (page: number) => void
  setSearch: (search: string) => void
  /** An order the list does not offer is its own order. */
  setOrder: (order: ListOrder | undefined) => void
  /** Sets the list's own filters (an empty value removes one). */
  setFilters: (filters: Record<string, string>) => void
}

interface ListOptions<S extends string> {
  /** A paged list's page size. */
  pageSize?: number
  /** The orders the list's API offers; any other ?sort= is ignored. */
  sorts?: readonly S[]
}

export function useListParams<S extends string = never>({
  pageSize,
  sorts = [],
}: ListOptions<S> = {}): ListParams<S> {
  const [params, setParams] = useSearchParams()
  const sort = sorts.find((s) => s === params.get('sort'))
  const update = (changes: Record<string, string | undefined>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value)
          else next.delete(key)
        }
        return next
      },
      { replace, preventScrollReset: true },
    )
  return {
    pageSize,
    params,
    page: pageParam(params),
    search: params.get('q')?.trim() ?? '',
    order: sort
      ? { sort, direction: params.get('direction') === 'desc' ? 'desc' : 'asc' }
      : undefined,
    setPage: (page) => update({ page: page > 1 ? String(page) : undefined }),
    // Typing refines one search: it replaces the entry rather than filling the history.
    setSearch: (search) => update({ q: search || undefined, page: undefined }, true),
    setOrder: (order) => {
      const offered = order && sorts.some((s) => s === order.sort)
      update({
        sort: offered ? order.sort : undefined,
        direction: offered ? order.direction : undefined,
        page: undefined,
      })
    },
    setFilters: (filters) => update({ ...filters, page: undefined }, true),
  }
}
