// GET /provider/{id}/reorder_rules: the rules of some products (a product's panel, a page of the
// stock grid), by product name with the total's rule first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ReorderRule, ReorderRulesEnvelope } from '../../../../common/reorder'
import { api } from '../../../api/client'
import { queryKeys } from '../../../api/query-keys'

export async function getReorderRules(
  providerId: string,
  productIds: readonly string[],
): Promise<ReorderRule[]> {
  const { reorder_rules } = await api<ReorderRulesEnvelope>(
    `/provider/${providerId}/reorder_rules`,
    { query: { product_id: productIds.join(',') } },
  )
  return reorder_rules
}

export function reorderRulesQuery(providerId: string, productIds: readonly string[]) {
  return queryOptions({
    queryKey: queryKeys.reorder.rules(providerId, productIds),
    queryFn: () => getReorderRules(providerId, productIds),
    // The grid's marks stay while the next page's rules load.
    placeholderData: keepPreviousData,
    enabled: productIds.length > 0,
  })
}

export function useReorderRules(providerId: string, productIds: readonly string[]) {
  return useQuery(reorderRulesQuery(providerId, productIds))
}
