// One record through the API (a product, a location, a client, an order…): API.md answers it as
// one object under its singular name (`{"product": {...}}`), which these unwrap. Every feature's
// single-record read, create and update goes through here, each saying its own endpoint and keys.
import { queryOptions, type QueryKey } from '@tanstack/react-query'
import { api, type RequestOptions } from './client'

/** The request at `path`, answered as `{ [name]: record }`: the record. */
export async function requestRecord<T>(
  name: string,
  path: string,
  options?: RequestOptions,
): Promise<T> {
  const answer = await api<Record<string, T>>(path, options)
  return answer[name] as T
}

/** The GET of one record as TanStack query options, cached under `queryKey` (query-keys.ts). */
export function recordQuery<T>(
  queryKey: QueryKey,
  name: string,
  path: string,
  options?: RequestOptions,
) {
  return queryOptions({ queryKey, queryFn: () => requestRecord<T>(name, path, options) })
}
