// PUT /provider/{id}/metadata/fields/{fieldId}: a field's label, options and Active flag.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Field, FieldUpdate } from '../../../../common/custom-fields'
import { changed, invalidate } from '../../../api/query-keys'
import { requestRecord } from '../../../api/record'

/** Entity type and field type never change once the field exists (spec §4): not sent. */
export type FieldChanges = Pick<FieldUpdate, 'field_label' | 'field_options' | 'active'>

export function useUpdateCustomField(providerId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...body }: FieldChanges & { id: string }) =>
      requestRecord<Field>('field', `/provider/${providerId}/metadata/fields/${id}`, {
        method: 'PUT',
        body,
      }),
    onSuccess: () => invalidate(queryClient, changed.customField(providerId)),
  })
}
