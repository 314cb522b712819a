// GET /provider/{id}/low_stock: the Low stock screen's pages, and how many items there are in all
// (the navigation's badge).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { pageOffset } from '../../../../common/pagination'
import {
  LOW_STOCK_PAGE_SIZE,
  type LowStockEnvelope,
  type LowStockItem,
} from '../../../../common/reorder'
import { api } from '../../../api/client'
import { pagedRead } from '../../../api/list-query'
import { queryKeys } from '../../../api/query-keys'

interface LowStockParams {
  limit: number
  offset: number
}

/** An item with the key a list row needs: a product has one rule per location, and one total. */
export type LowStockRow = LowStockItem & { id: string }

export function getLowStock(providerId: string, params: LowStockParams) {
  return api<LowStockEnvelope>(`/provider/${providerId}/low_stock`, { query: { ...params } })
}

function lowStockQuery(providerId: string, params: LowStockParams) {
  return queryOptions({
    queryKey: queryKeys.reorder.lowStockPage(providerId, params),
    queryFn: () => getLowStock(providerId, params),
    placeholderData: keepPreviousData,
  })
}

export const lowStockPages = pagedRead({
  pageSize: LOW_STOCK_PAGE_SIZE,
  sorts: [],
  query: (providerId, { page }) =>
    lowStockQuery(providerId, {
      limit: LOW_STOCK_PAGE_SIZE,
      offset: pageOffset(page, LOW_STOCK_PAGE_SIZE),
    }),
  records: (page: LowStockEnvelope): LowStockRow[] =>
    page.low_stock.map((item) => ({
      ...item,
      id: `${item.product.id}:${item.location?.id ?? 'total'}`,
    })),
})

/** How many items are low: one row is asked for, the total comes with it. */
export function useLowStockCount(providerId: string, enabled = true) {
  return useQuery({
    ...lowStockQuery(providerId, { limit: 1, offset: 0 }),
    select: (page) => page.pagination.total,
    enabled,
  })
}
