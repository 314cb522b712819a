// PUT /provider/{id}/product/{productId}: the drawer's changes, the Active toggle, the photo.
import type { Product } from '../../../../common/products'
import { changed, queryKeys } from '../../../api/query-keys'
import { useUpdateRecord } from '../../../api/use-update-mutation'

export interface ProductChanges {
  name?: string
  price?: number
  /** A stored path, or null to drop the photo. */
  photo?: string | null
  active?: boolean
  /** Only the fields that changed; the server keeps the others. */
  metadata?: Record<string, unknown>
}

export function useUpdateProduct(providerId: string, productId: string) {
  const path = `/provider/${providerId}/product/${productId}`
  const detailKey = queryKeys.products.detail(providerId, productId)
  const stale = changed.productUpdated(providerId)
  return useUpdateRecord<Product, ProductChanges>({ name: 'product', path, detailKey, stale })
}
