// GET /provider/{id}/products: the products screen's pages (searched by name, sorted by name or
// price), and every product with its custom field values for the new order screen, which filters
// them by those values.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { MAX_LIMIT, PAGE_SIZE } from '../../common/constants'
import { pageOffset } from '../../common/pagination'
import { PRODUCT_SORTS, type Product, type ProductSort } from '../../common/products'
import type { Pagination, SortDirection } from '../../common/schemas'
import { api } from './client'
import { pagedRead } from './list-query'
import { queryKeys } from './query-keys'

export interface ProductsParams {
  limit: number
  offset?: number
  include_metadata?: boolean
  /** Part of the name. */
  search?: string
  /** Newest first without one. */
  sort?: ProductSort
  direction?: SortDirection
}

export interface ProductPage {
  products: Product[]
  pagination: z.infer<typeof Pagination>
}

/** The products screen: 50 a page, searched by name, sorted by name or price. */
export const productPages = pagedRead({
  pageSize: PAGE_SIZE.products,
  sorts: PRODUCT_SORTS,
  query: (providerId, { page, search, order }) =>
    productsQuery(providerId, {
      limit: PAGE_SIZE.products,
      offset: pageOffset(page, PAGE_SIZE.products),
      search: search || undefined,
      ...order,
    }),
  records: (page: ProductPage) => page.products,
})

/** Every product an order can hold, with the custom field values its filters read. */
export const everyProduct: ProductsParams = { limit: MAX_LIMIT, include_metadata: true }

export function getProducts(providerId: string, params: ProductsParams): Promise<ProductPage> {
  return api<ProductPage>(`/provider/${providerId}/products`, { query: { ...params } })
}

export function productsQuery(providerId: string, params: ProductsParams) {
  return queryOptions({
    queryKey: queryKeys.products.list(providerId, params),
    queryFn: () => getProducts(providerId, params),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  })
}

export function useProducts(providerId: string, params: ProductsParams) {
  return useQuery(productsQuery(providerId, params))
}
