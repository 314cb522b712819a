import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Product } from '../../../../common/products'
import { api } from '../../../api/client'
import { queryKeys } from '../../../api/query-keys'

export async function getProduct(providerId: string, productId: string): Promise<Product> {
  const { product } = await api<{ product: Product }>(
    `/provider/${providerId}/product/${productId}`,
    { query: { include_metadata: true } },
  )
  return product
}

export function productQuery(providerId: string, productId: string) {
  return queryOptions({
    queryKey: queryKeys.products.detail(providerId, productId),
    queryFn: () => getProduct(providerId, productId),
  })
}

export function useProduct(providerId: string, productId: string) {
  return useQuery(productQuery(providerId, productId))
}
