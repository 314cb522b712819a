// What the searchable, sortable lists (products, clients) are asked, as the shape and values of
// their statement (db/statements.ts): a page, maybe only the active or inactive rows, maybe a
// search, newest first unless another order is asked.
import type { SortDirection } from '../../common/schemas'
import { searchPattern } from './search'

export interface ListFilter<Sort extends string> {
  limit: number
  offset: number
  active?: boolean | undefined
  search?: string | undefined
  sort?: Sort | undefined
  direction?: SortDirection | undefined
}

export function listFilter<Sort extends string>(providerId: string, filter: ListFilter<Sort>) {
  const sort: Sort | 'created_at' = filter.sort ?? 'created_at'
  return {
    shape: {
      active: filter.active !== undefined,
      search: Boolean(filter.search),
      sort,
      direction: filter.direction ?? (sort === 'created_at' ? 'desc' : 'asc'),
    },
    values: {
      providerId,
      active: filter.active,
      search: filter.search && searchPattern(filter.search),
      limit: filter.limit,
      offset: filter.offset,
    },
  }
}

export type ListShape<Sort extends string> = ReturnType<typeof listFilter<Sort>>['shape']
