// PUT /provider/{id}/product/{productId}/reorder_rules: replaces the product's rules.
import type { ReorderRuleInput, ReorderRulesEnvelope } from '../../../../common/reorder'
import { api } from '../../../api/client'
import { changed, queryKeys } from '../../../api/query-keys'
import { useUpdateMutation } from '../../../api/use-update-mutation'

export function useUpdateReorderRules(providerId: string, productId: string) {
  return useUpdateMutation({
    mutationFn: async (rules: ReorderRuleInput[]) =>
      (
        await api<ReorderRulesEnvelope>(
          `/provider/${providerId}/product/${productId}/reorder_rules`,
          {
            method: 'PUT',
            body: { reorder_rules: rules },
          },
        )
      ).reorder_rules,
    detailKey: queryKeys.reorder.rules(providerId, [productId]),
    stale: changed.reorderRules(providerId),
  })
}
