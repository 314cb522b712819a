import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { PAGE_SIZE } from '../../../../common/constants'
import { pageOffset } from '../../../../common/pagination'
import type { Product } from '../../../../common/products'
import type { z } from 'zod'
import type { Pagination } from '../../../../common/schemas'
import { api } from '../../../api/client'

/** The key every product query starts with; a change invalidates it. */
export const productsKey = (providerId: string) => ['products', providerId] as const

export interface ProductPage {
  products: Product[]
  pagination: z.infer<typeof Pagination>
}

export function getProducts(providerId: string, page: number): Promise<ProductPage> {
  return api<ProductPage>(`/provider/${providerId}/products`, {
    query: { limit: PAGE_SIZE.products, offset: pageOffset(page, PAGE_SIZE.products) },
  })
}

export function productsQuery(providerId: string, page: number) {
  return queryOptions({
    queryKey: [...productsKey(providerId), 'list', page],
    queryFn: () => getProducts(providerId, page),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  })
}

export function useProducts(providerId: string, page: number) {
  return useQuery(productsQuery(providerId, page))
}
