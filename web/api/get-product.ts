// GET /provider/{id}/product/{productId}: one product with its custom field values, cached under
// the product's detail key, which every change of the product invalidates (query-keys.ts).
import { queryOptions } from '@tanstack/react-query'
import type { Product } from '../../common/products'
import { queryKeys } from './query-keys'
import { requestRecord } from './record'

export function productQuery(providerId: string, productId: string) {
  return queryOptions({
    queryKey: queryKeys.products.detail(providerId, productId),
    queryFn: () =>
      requestRecord<Product>('product', `/provider/${providerId}/product/${productId}`, {
        query: { include_metadata: true },
      }),
  })
}
