// GET /provider/{id}/metadata/fields: the custom field definitions, all of them or those of one
// entity type, by entity type then label. The custom fields screen lists them; product and client
// forms and detail screens show the active ones; inventory and new order filter by them.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { EntityType } from '../../common/constants'
import { byEntityThenLabel, type Field } from '../../common/custom-fields'
import { api } from './client'
import { queryKeys } from './query-keys'

export async function getCustomFields(
  providerId: string,
  entityType?: EntityType,
): Promise<Field[]> {
  const { fields } = await api<{ fields: Field[] }>(`/provider/${providerId}/metadata/fields`, {
    query: { entity_type: entityType },
  })
  return [...fields].sort(byEntityThenLabel)
}

export function customFieldsQuery(providerId: string, entityType?: EntityType) {
  return queryOptions({
    queryKey: queryKeys.customFields.list(providerId, entityType),
    queryFn: () => getCustomFields(providerId, entityType),
  })
}

export function useCustomFields(providerId: string, entityType?: EntityType) {
  return useQuery(customFieldsQuery(providerId, entityType))
}

const activeOnly = (fields: Field[]) => fields.filter((field) => field.active)
const none: Field[] = []

/**
 * The fields a product or client form and detail screen show: the active ones. Undefined while
 * they load; none when they could not be loaded, so the record's own values still show and save.
 * A drawer asks for them only once it is open (`enabled`).
 */
export function useActiveFields(
  providerId: string,
  entityType: EntityType,
  { enabled = true } = {},
): Field[] | undefined {
  const fields = useQuery({
    ...customFieldsQuery(providerId, entityType),
    select: activeOnly,
    enabled,
  })
  return fields.data ?? (fields.isError ? none : undefined)
}

const productFilters = (fields: Field[]) =>
  fields.filter((field) => field.active && field.field_type === 'SELECT')

/** The active SELECT fields of products: the filters of the inventory and new order screens. */
export function useProductFilterFields(providerId: string) {
  return useQuery({ ...customFieldsQuery(providerId, 'PRODUCTS'), select: productFilters })
}
