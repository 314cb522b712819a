import { queryOptions, useQuery } from '@tanstack/react-query'
import { byEntityThenLabel, type Field } from '../../../../common/custom-fields'
import { api } from '../../../api/client'

/** The key every custom field query starts with (product and client forms use it too). */
export const customFieldsKey = (providerId: string) => ['custom-fields', providerId] as const

export async function getCustomFields(providerId: string): Promise<Field[]> {
  const { fields } = await api<{ fields: Field[] }>(`/provider/${providerId}/metadata/fields`)
  return [...fields].sort(byEntityThenLabel)
}

export function customFieldsQuery(providerId: string) {
  return queryOptions({
    queryKey: [...customFieldsKey(providerId), 'all'],
    queryFn: () => getCustomFields(providerId),
  })
}

export function useCustomFields(providerId: string) {
  return useQuery(customFieldsQuery(providerId))
}
