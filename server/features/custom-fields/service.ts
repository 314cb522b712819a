// Custom field definitions, and the check of the values products and clients hold for them.
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { EntityType } from '../../../common/constants'
import {
  byEntityThenLabel,
  fieldValueError,
  type Field,
  type FieldCreate,
  type FieldUpdate,
  type Metadata,
} from '../../../common/custom-fields'
import type { Db } from '../../db/client'
import { customFields } from '../../db/schema'
import { badRequest, notFound } from '../../http/errors'

const columns = {
  id: customFields.id,
  entity_type: customFields.entityType,
  field_label: customFields.fieldLabel,
  field_type: customFields.fieldType,
  field_options: customFields.fieldOptions,
  active: customFields.active,
}

export async function listFields(
  db: Db,
  providerId: string,
  entityType?: EntityType,
): Promise<Field[]> {
  const rows = await db
    .select(columns)
    .from(customFields)
    .where(
      and(
        eq(customFields.providerId, providerId),
        entityType ? eq(customFields.entityType, entityType) : undefined,
      ),
    )
  return rows.sort(byEntityThenLabel)
}

/**
 * The provider's active custom fields of one kind in the order they were made: the columns of
 * its exports and imports.
 */
export function activeFields(db: Db, providerId: string, entity: 'PRODUCTS' | 'CLIENTS') {
  return db
    .select({
      id: customFields.id,
      field_label: customFields.fieldLabel,
      field_type: customFields.fieldType,
      field_options: customFields.fieldOptions,
    })
    .from(customFields)
    .where(
      and(
        eq(customFields.providerId, providerId),
        eq(customFields.entityType, entity),
        eq(customFields.active, true),
      ),
    )
    .orderBy(asc(customFields.createdAt), asc(customFields.id))
}

export async function getField(db: Db, providerId: string, fieldId: string) {
  const [field] = await db
    .select(columns)
    .from(customFields)
    .where(and(eq(customFields.providerId, providerId), eq(customFields.id, fieldId)))
  if (!field) throw notFound('This custom field does not exist.')
  return field
}

export async function createField(db: Db, providerId: string, body: FieldCreate) {
  const [field] = await db
    .insert(customFields)
    .values({
      providerId,
      entityType: body.entity_type,
      fieldLabel: body.field_label,
      fieldType: body.field_type,
      fieldOptions: body.field_type === 'SELECT' ? body.field_options : [],
      active: body.active,
    })
    .returning(columns)
  return field!
}

/** Entity type and field type are fixed once the field exists (spec §4). */
export function updateField(db: Db, providerId: string, fieldId: string, body: FieldUpdate) {
  return db.transaction(async (tx) => {
    const current = await getField(tx, providerId, fieldId)
    if (body.entity_type && body.entity_type !== current.entity_type) {
      throw badRequest('immutable_field', 'The entity type of a field cannot change.', {
        entity_type: 'The entity type of a field cannot change.',
      })
    }
    if (body.field_type && body.field_type !== current.field_type) {
      throw badRequest('immutable_field', 'The type of a field cannot change.', {
        field_type: 'The type of a field cannot change.',
      })
    }
    if (current.field_type === 'SELECT' && body.field_options?.length === 0) {
      throw badRequest('validation_failed', 'A dropdown needs at least one option.', {
        field_options: 'A dropdown needs at least one option.',
      })
    }
    const changes = {
      ...(body.field_label !== undefined && { fieldLabel: body.field_label }),
      ...(body.field_options !== undefined &&
        current.field_type === 'SELECT' && { fieldOptions: body.field_options }),
      ...(body.active !== undefined && { active: body.active }),
    }
    // Nothing to change (e.g. `{}`, or options sent for a text field): Drizzle refuses an empty SET.
    if (Object.keys(changes).length === 0) return current
    const [field] = await tx
      .update(customFields)
      .set(changes)
      .where(and(eq(customFields.providerId, providerId), eq(customFields.id, fieldId)))
      .returning(columns)
    return field!
  })
}

/**
 * Checks custom values against the provider's fields for that entity: every id must be one of
 * its fields and every value must fit the field's type. A null value clears the field.
 */
export async function validateMetadata(
  db: Db,
  providerId: string,
  entityType: EntityType,
  metadata: Metadata,
): Promise<Metadata> {
  const ids = Object.keys(metadata)
  if (ids.length === 0) return metadata
  const fields = await db
    .select(columns)
    .from(customFields)
    .where(
      and(
        eq(customFields.providerId, providerId),
        eq(customFields.entityType, entityType),
        inArray(customFields.id, ids),
      ),
    )
  const byId = new Map(fields.map((f) => [f.id, f]))
  const errors: Record<string, string> = {}
  for (const [id, value] of Object.entries(metadata)) {
    const field = byId.get(id)
    const error = field ? fieldValueError(field, value) : 'Unknown custom field.'
    if (error) errors[`metadata.${id}`] = field ? `${field.field_label}: ${error}` : error
  }
  const first = Object.values(errors)[0]
  if (first) throw badRequest('invalid_metadata', first, errors)
  return metadata
}

/** Saved values merged with new ones; a null removes the value. */
export function mergeMetadata(saved: Metadata, changes: Metadata): Metadata {
  const merged = { ...saved, ...changes }
  return Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== null && v !== undefined))
}
