// POST /provider/{id}/product: a new product, active from the start (spec §4).
import type { Product } from '../../../../common/products'
import { changed } from '../../../api/query-keys'
import { useCreateRecord } from '../../../api/use-create-mutation'

export interface NewProduct {
  name: string
  price: number
  /** The stored path the upload answered, or null. */
  photo: string | null
  metadata: Record<string, unknown>
}

export function useCreateProduct(providerId: string) {
  const stale = changed.productCreated(providerId)
  const path = `/provider/${providerId}/product`
  return useCreateRecord<Product, NewProduct>({
    name: 'product',
    path,
    stale,
    fixed: { active: true },
  })
}
