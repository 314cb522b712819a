// GET /provider/{id}/products: the products screen's pages (searched by name, sorted by name or
// price), and the products the new order screen picks from, with the custom field values it
// filters by: all of them when they fit in one answer, else those a search finds.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { MAX_LIMIT, PAGE_SIZE } from '../../common/constants'
import { pageOffset } from '../../common/pagination'
import { PRODUCT_SORTS, type Product, type ProductSort } from '../../common/products'
import type { Pagination, SortDirection } from '../../common/schemas'
import { api } from './client'
import { pagedRead } from './list-query'
import { queryKeys } from './query-keys'
import { searchedRead } from './searched-read'

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

/** The products an order can hold that a search finds (all for ''), by name, with their values. */
const productChoicesParams = (search: string): ProductsParams => ({
  limit: MAX_LIMIT,
  include_metadata: true,
  sort: 'name',
  ...(search ? { search } : {}),
})

/** New order's products: searched on the screen, or on the server past MAX_LIMIT products. */
export const productChoices = searchedRead({
  query: (providerId, search) => productsQuery(providerId, productChoicesParams(search)),
  records: (page: ProductPage) => page.products,
  textsOf: (product) => [product.name],
})

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
