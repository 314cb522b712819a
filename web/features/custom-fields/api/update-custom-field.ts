import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Field, FieldUpdate } from '../../../../common/custom-fields'
import { api } from '../../../api/client'
import { changed, invalidate } from '../../../api/query-keys'

/** Entity type and field type never change once the field exists (spec §4): not sent. */
export type FieldChanges = Pick<FieldUpdate, 'field_label' | 'field_options' | 'active'>

export async function updateCustomField(
  providerId: string,
  fieldId: string,
  body: FieldChanges,
): Promise<Field> {
  const { field } = await api<{ field: Field }>(
    `/provider/${providerId}/metadata/fields/${fieldId}`,
    { method: 'PUT', body },
  )
  return field
}

export function useUpdateCustomField(providerId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...body }: FieldChanges & { id: string }) =>
      updateCustomField(providerId, id, body),
    onSuccess: () => invalidate(queryClient, changed.customField(providerId)),
  })
}
