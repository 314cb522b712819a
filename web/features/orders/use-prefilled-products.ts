// The products New transaction's address names (transaction-prefill.ts), found in the product list
// the picker loads anyway, and one by one only past what its one answer holds (a catalogue longer
// than MAX_LIMIT). Ids the provider has no product for are left out.
import { useQueries, useQuery } from '@tanstack/react-query'
import type { Product } from '../../../common/products'
import { productQuery } from '../../api/get-product'
import { productChoices } from '../../api/get-products'

/** The named products the provider has, in the order named; [] until they are known. */
export function usePrefilledProducts(providerId: string, ids: string[]): Product[] {
  const list = useQuery({ ...productChoices.query(providerId, ''), enabled: ids.length > 0 })
  const listed = list.data ? productChoices.records(list.data) : []
  const complete = list.data !== undefined && listed.length >= list.data.pagination.total
  const found = new Map(listed.map((product) => [product.id, product]))
  const unlisted = list.data && !complete ? ids.filter((id) => !found.has(id)) : []
  const fetched = useQueries({
    // An unknown id answers 404 at once; asking again would not change that.
    queries: unlisted.map((id) => ({ ...productQuery(providerId, id), retry: false })),
  })
  for (const { data } of fetched) if (data) found.set(data.id, data)
  return ids.flatMap((id) => found.get(id) ?? [])
}
