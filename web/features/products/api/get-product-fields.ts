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
    // Under "custom-fields" so that editing a field refreshes the product forms too.
    queryKey: ['custom-fields', providerId, 'PRODUCTS'],
    queryFn: () => getProductFields(providerId),
  })
}

const activeOnly = (fields: Field[]) => fields.filter((field) => field.active)

/** The product fields a form and a detail screen show: the active ones. */
export function useProductFields(providerId: string) {
  return useQuery({
    ...productFieldsQuery(providerId),
    select: activeOnly,
  })
}
