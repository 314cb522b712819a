// A paged list screen's records: the page, search and order from the address, the page they ask
// the API for, and that page as the list shows it.
import { useQuery, type QueryKey } from '@tanstack/react-query'
import { useParams } from 'react-router'
import type { PagedRead } from '../api/list-query'
import { pageOf } from './record-list'
import { useListParams } from './ui/use-list-params'

export function usePagedList<
  D extends { pagination: { total: number } },
  T,
  S extends string,
  K extends QueryKey,
>(read: PagedRead<D, T, S, K>) {
  const { providerId = '' } = useParams()
  const list = useListParams({ pageSize: read.pageSize, sorts: read.sorts })
  const query = useQuery(read.query(providerId, list))
  return { providerId, list, ...pageOf(query, read.records) }
}
