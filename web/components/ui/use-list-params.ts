// What a list screen shows, kept in the address so Back, a reload and a shared link keep it:
// the page (?page=2), the search (?q=mug) and the order (?sort=name&direction=desc). A new search
// or order starts again from the first page.
import { useSearchParams } from 'react-router'
import type { ListOrder, ListQuery } from '../../api/list-query'
import { pageParam } from './use-page-param'

export interface ListParams<S extends string = string> extends ListQuery<S> {
  setPage: (page: number) => void
  setSearch: (search: string) => void
  /** An order the list does not offer is its own order. */
  setOrder: (order: ListOrder | undefined) => void
}

/** `sorts`: the orders the list's API offers; any other ?sort= is ignored. */
export function useListParams<S extends string = never>(sorts: readonly S[] = []): ListParams<S> {
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
  }
}
