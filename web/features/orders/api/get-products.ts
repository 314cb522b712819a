import { queryOptions, useQuery } from '@tanstack/react-query'
import { MAX_LIMIT } from '../../../../common/constants'
import type { Product } from '../../../../common/products'
import { api } from '../../../api/client'

/** The products an order can hold, with their custom field values for the filters. */
export async function getProducts(providerId: string): Promise<Product[]> {
  const { products } = await api<{ products: Product[] }>(`/provider/${providerId}/products`, {
    query: { limit: MAX_LIMIT, include_metadata: true },
  })
  return products
}

export function productsQuery(providerId: string) {
  return queryOptions({
    queryKey: ['products', providerId, 'order-form'],
    queryFn: () => getProducts(providerId),
  })
}

export function useProducts(providerId: string) {
  return useQuery(productsQuery(providerId))
}
