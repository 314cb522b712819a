import { useQueryClient } from '@tanstack/react-query'
import type { Field, FieldCreate } from '../../../../common/custom-fields'
import { api } from '../../../api/client'
import { idempotencyHeader } from '../../../api/idempotency-key'
import { changed, invalidate } from '../../../api/query-keys'
import { useCreateMutation } from '../../../api/use-create-mutation'

export async function createCustomField(
  providerId: string,
  body: FieldCreate,
  idempotencyKey: string,
): Promise<Field> {
  const { field } = await api<{ field: Field }>(`/provider/${providerId}/metadata/fields`, {
    method: 'POST',
    body,
    headers: idempotencyHeader(idempotencyKey),
  })
  return field
}

export function useCreateCustomField(providerId: string) {
  const queryClient = useQueryClient()
  return useCreateMutation({
    mutationFn: (body: FieldCreate, idempotencyKey: string) =>
      createCustomField(providerId, body, idempotencyKey),
    onSuccess: () => invalidate(queryClient, changed.customField(providerId)),
  })
}
