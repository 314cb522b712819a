// The page of a paginated list, kept in the address (?page=2) so Back and a reload keep it.
import { useSearchParams } from 'react-router'

/** The page a search string asks for: 1 unless it names a later one. */
export function pageParam(params: URLSearchParams, name = 'page'): number {
  return Math.max(1, Math.floor(Number(params.get(name))) || 1)
}

export function usePageParam(name = 'page'): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams()
  const page = pageParam(params, name)
  const setPage = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (next <= 1) updated.delete(name)
        else updated.set(name, String(next))
        return updated
      },
      { preventScrollReset: true },
    )
  return [page, setPage]
}
