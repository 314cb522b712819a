import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Field } from '../../../../common/custom-fields'
import { api } from '../../../api/client'

export async function getProductFields(providerId: string): Promise<Field[]> {
  const { fields } = await api<{ fields: Field[] }>(`/provider/${providerId}/metadata/fields`, {
    query: { entity_type: 'PRODUCTS' },
  })
  return fields
}

export function productFieldsQuery(providerId: string) {
  return queryOptions({
    queryKey: ['custom-fields', providerId, 'PRODUCTS', 'filters'],
    queryFn: () => getProductFields(providerId),
  })
}

export function useProductFields(providerId: string) {
  return useQuery(productFieldsQuery(providerId))
}
