// GET /provider/{id}/product/{productId}: one product with its custom field values, cached under
// the product's detail key, which every change of the product invalidates (query-keys.ts).
import { useQuery } from '@tanstack/react-query'
import type { Product } from '../../common/products'
import { queryKeys } from './query-keys'
import { recordQuery } from './record'

export const productQuery = (providerId: string, productId: string) =>
  recordQuery<Product>(
    queryKeys.products.detail(providerId, productId),
    'product',
    `/provider/${providerId}/product/${productId}`,
    { query: { include_metadata: true } },
  )

export const useProduct = (providerId: string, productId: string) =>
  useQuery(productQuery(providerId, productId))
