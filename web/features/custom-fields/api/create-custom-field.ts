import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Field, FieldCreate } from '../../../../common/custom-fields'
import { api } from '../../../api/client'
import { customFieldsKey } from './get-custom-fields'

export async function createCustomField(providerId: string, body: FieldCreate): Promise<Field> {
  const { field } = await api<{ field: Field }>(`/provider/${providerId}/metadata/fields`, {
    method: 'POST',
    body,
  })
  return field
}

export function useCreateCustomField(providerId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: FieldCreate) => createCustomField(providerId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customFieldsKey(providerId) }),
  })
}
