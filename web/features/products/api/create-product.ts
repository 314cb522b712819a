import { useQueryClient } from '@tanstack/react-query'
import type { Product } from '../../../../common/products'
import { api } from '../../../api/client'
import { idempotencyHeader } from '../../../api/idempotency-key'
import { changed, invalidate } from '../../../api/query-keys'
import { useCreateMutation } from '../../../api/use-create-mutation'

export interface NewProduct {
  name: string
  price: number
  /** The stored path the upload answered, or null. */
  photo: string | null
  metadata: Record<string, unknown>
}

export async function createProduct(
  providerId: string,
  body: NewProduct,
  idempotencyKey: string,
): Promise<Product> {
  // New products start active (spec §4).
  const { product } = await api<{ product: Product }>(`/provider/${providerId}/product`, {
    method: 'POST',
    body: { ...body, active: true },
    headers: idempotencyHeader(idempotencyKey),
  })
  return product
}

export function useCreateProduct(providerId: string) {
  const queryClient = useQueryClient()
  return useCreateMutation({
    mutationFn: (body: NewProduct, idempotencyKey: string) =>
      createProduct(providerId, body, idempotencyKey),
    onSuccess: () => invalidate(queryClient, changed.productCreated(providerId)),
  })
}
