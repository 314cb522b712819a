import type { Product } from '../../../../common/products'
import { api } from '../../../api/client'
import { changed, queryKeys } from '../../../api/query-keys'
import { useUpdateMutation } from '../../../api/use-update-mutation'

export interface ProductChanges {
  name?: string
  price?: number
  /** A stored path, or null to drop the photo. */
  photo?: string | null
  active?: boolean
  /** Only the fields that changed; the server keeps the others. */
  metadata?: Record<string, unknown>
}

export async function updateProduct(
  providerId: string,
  productId: string,
  body: ProductChanges,
): Promise<Product> {
  const { product } = await api<{ product: Product }>(
    `/provider/${providerId}/product/${productId}`,
    { method: 'PUT', body },
  )
  return product
}

export function useUpdateProduct(providerId: string, productId: string) {
  return useUpdateMutation({
    mutationFn: (body: ProductChanges) => updateProduct(providerId, productId, body),
    detailKey: queryKeys.products.detail(providerId, productId),
    stale: changed.productUpdated(providerId),
  })
}
