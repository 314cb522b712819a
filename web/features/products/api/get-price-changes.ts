// GET /provider/{id}/product/{productId}/price_changes: each price the product has had, who set
// it and when, newest first.
import { useQuery } from '@tanstack/react-query'
import type { PriceChange } from '../../../../common/products'
import { api } from '../../../api/client'
import { queryKeys } from '../../../api/query-keys'

export function usePriceChanges(providerId: string, productId: string) {
  return useQuery({
    queryKey: queryKeys.products.priceChanges(providerId, productId),
    queryFn: async () =>
      (
        await api<{ price_changes: PriceChange[] }>(
          `/provider/${providerId}/product/${productId}/price_changes`,
        )
      ).price_changes,
  })
}
