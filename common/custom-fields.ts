// Custom fields: their definitions, and the values products and clients hold for them
// (spec §3, §4, §5).
import { z } from 'zod'
import { ENTITY_TYPES, FIELD_TYPES, type FieldType } from './constants'
import { isRealDate } from './dates'
import { messages } from './messages'

const m = messages.customField

export const Field = z.object({
  id: z.uuid(),
  entity_type: z.enum(ENTITY_TYPES),
  field_label: z.string(),
  field_type: z.enum(FIELD_TYPES),
  field_options: z.array(z.string()),
  active: z.boolean(),
})
export type Field = z.infer<typeof Field>

const Label = z
  .string({ error: m.labelRequired })
  .trim()
  .min(1, { error: m.labelRequired })
  .max(80, { error: 'A field label must be at most 80 characters.' })
  // PostgreSQL cannot store a NUL character; refuse it here rather than fail in the database.
  .refine((s) => !s.includes('\0'), { error: 'A field label cannot contain a NUL character.' })

const Options = z
  .array(
    z
      .string()
      .trim()
      .min(1, { error: 'An option cannot be empty.' })
      .max(80)
      .refine((s) => !s.includes('\0'), { error: 'An option cannot contain a NUL character.' }),
  )
  .max(100)
  // "Coffee" and "coffee" would be two filters that look like one.
  .refine((options) => new Set(options.map((o) => o.toLowerCase())).size === options.length, {
    error: 'Each option must be different.',
  })

export const FieldCreate = z
  .strictObject({
    entity_type: z.enum(ENTITY_TYPES),
    field_label: Label,
    field_type: z.enum(FIELD_TYPES),
    field_options: Options.default([]),
    active: z.boolean().default(true),
  })
  .refine((f) => f.field_type !== 'SELECT' || f.field_options.length > 0, {
    error: 'A dropdown needs at least one option.',
    path: ['field_options'],
  })
export type FieldCreate = z.infer<typeof FieldCreate>

export const FieldUpdate = z.strictObject({
  entity_type: z.enum(ENTITY_TYPES).optional(),
  field_label: Label.optional(),
  field_type: z.enum(FIELD_TYPES).optional(),
  field_options: Options.optional(),
  active: z.boolean().optional(),
})
export type FieldUpdate = z.infer<typeof FieldUpdate>

export const FieldsQuery = z.object({ entity_type: z.enum(ENTITY_TYPES).optional() })
export const FieldParams = z.object({ providerId: z.uuid(), fieldId: z.uuid() })
export const FieldEnvelope = z.object({ field: Field })
export const FieldsEnvelope = z.object({ fields: z.array(Field) })

/** Values of custom fields on a product or a client: field id → value. */
export const Metadata = z.record(z.uuid({ error: 'Unknown custom field.' }), z.unknown(), {
  // zod reports a bad key with its own "Invalid key in record" unless told otherwise.
  error: (issue) => (issue.code === 'invalid_key' ? 'Unknown custom field.' : undefined),
})
export type Metadata = Record<string, unknown>

/** Entity type, then label, case-insensitively (spec §2, API.md). */
export function byEntityThenLabel(a: Field, b: Field) {
  return (
    a.entity_type.localeCompare(b.entity_type) ||
    a.field_label.localeCompare(b.field_label, undefined, { sensitivity: 'base' })
  )
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** Text PostgreSQL's jsonb can hold: no NUL character and no unpaired surrogate. */
const storableInJson = (text: string) => !text.includes('\0') && !/\p{Cs}/u.test(text)

/** The error for a value that does not fit its field, or null when it fits. */
export function fieldValueError(
  field: Pick<Field, 'field_type' | 'field_options'>,
  value: unknown,
) {
  if (value === null || value === undefined) return null
  switch (field.field_type) {
    case 'TEXT':
      return typeof value === 'string' && value.length <= 1000 && storableInJson(value)
        ? null
        : 'Must be a text.'
    case 'NUMBER':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'Must be a number.'
    case 'DATE':
      return typeof value === 'string' &&
        (value === '' || (ISO_DATE.test(value) && isRealDate(value)))
        ? null
        : 'Must be a date (YYYY-MM-DD).'
    case 'BOOLEAN':
      return typeof value === 'boolean' ? null : 'Must be yes or no.'
    case 'SELECT':
      return value === '' || (typeof value === 'string' && field.field_options.includes(value))
        ? null
        : 'Must be one of the options.'
  }
}

/** The value a form starts with when none is saved (spec §5). */
export function defaultFieldValue(type: FieldType): string | number | boolean | null {
  if (type === 'NUMBER') return null
  if (type === 'BOOLEAN') return false
  return ''
}

/** How a saved value reads on a detail screen; null when there is nothing to show. */
export function formatFieldValue(type: FieldType, value: unknown, locale = 'en-US'): string | null {
  if (value === null || value === undefined || value === '') return null
  if (type === 'BOOLEAN') return value === true ? 'Yes' : 'No'
  if (type === 'DATE' && typeof value === 'string') {
    const [y, mo, d] = value.split('-').map(Number)
    return new Date(y!, mo! - 1, d!).toLocaleDateString(locale)
  }
  return String(value)
}
