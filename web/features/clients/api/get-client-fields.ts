import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Field } from '../../../../common/custom-fields'
import { api } from '../../../api/client'

export async function getClientFields(providerId: string): Promise<Field[]> {
  const { fields } = await api<{ fields: Field[] }>(`/provider/${providerId}/metadata/fields`, {
    query: { entity_type: 'CLIENTS' },
  })
  return fields
}

export function clientFieldsQuery(providerId: string) {
  return queryOptions({
    // Under "custom-fields" so that editing a field refreshes the client forms too.
    queryKey: ['custom-fields', providerId, 'CLIENTS'],
    queryFn: () => getClientFields(providerId),
  })
}

const activeOnly = (fields: Field[]) => fields.filter((field) => field.active)

/** The client fields a form and a detail screen show: the active ones. */
export function useClientFields(providerId: string) {
  return useQuery({
    ...clientFieldsQuery(providerId),
    select: activeOnly,
  })
}
