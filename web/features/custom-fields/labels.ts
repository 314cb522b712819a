// How entity and field types read on the custom fields screens, in the screen's language.
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { EntityType, FieldType } from '../../../common/constants'
import type { Field } from '../../../common/custom-fields'

export const ENTITY_LABELS: Record<EntityType, MessageDescriptor> = {
  PRODUCTS: msg`Products`,
  CLIENTS: msg`Clients`,
}

/**
 * The words for each type, as the forms show them: a BOOLEAN is a checkbox (spec §5). A SELECT is
 * a dropdown, said with its option count.
 */
const FIELD_TYPE_LABELS: Record<Exclude<FieldType, 'SELECT'>, MessageDescriptor> = {
  TEXT: msg`Text`,
  NUMBER: msg`Number`,
  DATE: msg`Date`,
  BOOLEAN: msg`Checkbox`,
}

/**
 * The drawer's Field Type choices. In English they are the spec's own names of the types (§3:
 * "the creation drawer offers only TEXT, NUMBER, BOOLEAN, SELECT"); in Spanish, words.
 */
export const FIELD_TYPE_CHOICES: Record<FieldType, MessageDescriptor> = {
  TEXT: msg({ message: 'TEXT', comment: 'A custom field type, named as the spec does in English' }),
  NUMBER: msg({
    message: 'NUMBER',
    comment: 'A custom field type, named as the spec does in English',
  }),
  DATE: msg({ message: 'DATE', comment: 'A custom field type, named as the spec does in English' }),
  BOOLEAN: msg({
    message: 'BOOLEAN',
    comment: 'A custom field type (a checkbox), named as the spec does in English',
  }),
  SELECT: msg({
    message: 'SELECT',
    comment: 'A custom field type (a dropdown), named as the spec does in English',
  }),
}

/** The list's Field Type: "Number", or "Dropdown (3 options)" with its option count (spec §2). */
export function fieldTypeLabel(i18n: I18n, { field_type, field_options }: Field) {
  if (field_type !== 'SELECT') return i18n._(FIELD_TYPE_LABELS[field_type])
  const count = field_options.length
  return i18n._(
    msg`${plural(count, { one: 'Dropdown (# option)', other: 'Dropdown (# options)' })}`,
  )
}
