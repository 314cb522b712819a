// GET /provider/{id}/product/{productId}: the product with its custom field values.
import { useQuery } from '@tanstack/react-query'
import type { Product } from '../../../../common/products'
import { queryKeys } from '../../../api/query-keys'
import { recordQuery } from '../../../api/record'

export function useProduct(providerId: string, productId: string) {
  return useQuery(
    recordQuery<Product>(
      queryKeys.products.detail(providerId, productId),
      'product',
      `/provider/${providerId}/product/${productId}`,
      { query: { include_metadata: true } },
    ),
  )
}
