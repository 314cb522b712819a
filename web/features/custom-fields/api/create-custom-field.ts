// POST /provider/{id}/metadata/fields: a new custom field definition.
import type { Field, FieldCreate } from '../../../../common/custom-fields'
import { changed } from '../../../api/query-keys'
import { useCreateRecord } from '../../../api/use-create-mutation'

export function useCreateCustomField(providerId: string) {
  return useCreateRecord<Field, FieldCreate>({
    name: 'field',
    path: `/provider/${providerId}/metadata/fields`,
    stale: changed.customField(providerId),
  })
}
