// How entity and field types read on the custom fields screens.
import type { EntityType, FieldType } from '../../../common/constants'
import type { Field } from '../../../common/custom-fields'

export const ENTITY_LABELS: Record<EntityType, string> = {
  PRODUCTS: 'Products',
  CLIENTS: 'Clients',
}

/** The words for each type, as the forms show them: a BOOLEAN is a checkbox (spec §5). */
const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  TEXT: 'Text',
  NUMBER: 'Number',
  DATE: 'Date',
  BOOLEAN: 'Checkbox',
  SELECT: 'Dropdown',
}

/** The list's Field Type: "Number", or "Dropdown (3 options)" with its option count (spec §2). */
export function fieldTypeLabel({ field_type, field_options }: Field) {
  const words = FIELD_TYPE_LABELS[field_type]
  if (field_type !== 'SELECT') return words
  return `${words} (${field_options.length} option${field_options.length === 1 ? '' : 's'})`
}
