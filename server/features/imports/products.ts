// Import of products (issue #20): each row matched by product_id, else by name; checked by the
// rules of the product API; then all of them written in one transaction, or none.
import { and, asc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { fieldValueError, type Field } from '../../../common/custom-fields'
import type { ImportError, ImportReport } from '../../../common/imports'
import { messages } from '../../../common/messages'
import { PhotoPath, ProductCreate, ProductUpdate } from '../../../common/products'
import { ownerOfPath } from '../../../common/files'
import type { Db } from '../../db/client'
import { customFields, products } from '../../db/schema'
import { mergeMetadata } from '../custom-fields/service'
import type { Storage } from '../files/storage'
import {
  columnsOf,
  decimalOf,
  readBoolean,
  readNumber,
  type CsvTable,
  type Decimal,
} from './read-csv'
import { sameValues, writeBatches } from './write'

const m = messages.imports

type CustomField = Pick<Field, 'id' | 'field_label' | 'field_type' | 'field_options'>

/** The provider's active custom fields of one kind: a column each, by label. */
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

/** A custom value as its field's type reads it; undefined when the cell is not of that type. */
function fieldValue(field: CustomField, cell: string, decimal: Decimal): unknown {
  if (cell.trim() === '') return null
  if (field.field_type === 'NUMBER') return readNumber(cell, decimal) ?? undefined
  if (field.field_type === 'BOOLEAN') return readBoolean(cell) ?? undefined
  return cell
}

/** The values of a row's custom-field columns, with an error per value that does not fit. */
export function rowMetadata(
  fields: CustomField[],
  cellOf: (label: string) => string | undefined,
  decimal: Decimal,
  report: (column: string, message: string) => void,
) {
  const metadata: Record<string, unknown> = {}
  for (const field of fields) {
    const cell = cellOf(field.field_label)
    if (cell === undefined) continue
    const value = fieldValue(field, cell, decimal)
    const error =
      value === undefined
        ? (fieldValueError(field, cell) ?? m.notANumber)
        : fieldValueError(field, value)
    if (error) report(field.field_label, error)
    else metadata[field.id] = value
  }
  return metadata
}

/** The zod issues of a row, each under the column its field came from. */
export function schemaErrors(
  result: z.ZodSafeParseResult<unknown>,
  report: (column: string, message: string) => void,
) {
  if (result.success) return
  for (const issue of result.error.issues) report(String(issue.path[0] ?? ''), issue.message)
}

interface Existing {
  id: string
  name: string
  price: number
  active: boolean
  photo: string | null
  metadata: Record<string, unknown>
}

const FIXED = ['product_id', 'name', 'price', 'active', 'photo', 'created_at'] as const

export async function importProducts(
  db: Db,
  storage: Storage,
  providerId: string,
  table: CsvTable,
  dryRun: boolean,
): Promise<ImportReport> {
  return db.transaction(async (tx) => {
    const fields = await activeFields(tx, providerId, 'PRODUCTS')
    const errors: ImportError[] = []
    const columns = columnsOf(table.header, [...FIXED, ...fields.map((f) => f.field_label)], errors)
    const headerOf = (key: string) => table.header[columns.get(key.toLowerCase()) ?? -1] ?? key
    if (!columns.has('name') && !columns.has('product_id')) {
      errors.push({ row: 1, column: 'name', message: m.missingColumn })
    }
    const priceAt = columns.get('price')
    const decimal = decimalOf(
      priceAt === undefined ? [] : table.rows.map(({ cells }) => cells[priceAt] ?? ''),
      table.separator,
    )
    const report: ImportReport = {
      created: 0,
      updated: 0,
      unchanged: 0,
      errors,
      separator: table.separator,
      decimal,
      dry_run: dryRun,
      written: false,
    }
    if (errors.length > 0) return report

    const existing = await tx
      .select({
        id: products.id,
        name: products.name,
        price: products.price,
        active: products.active,
        photo: products.photo,
        metadata: products.metadata,
      })
      .from(products)
      .where(eq(products.providerId, providerId))
    const byId = new Map(existing.map((p) => [p.id, p]))
    const byName = new Map<string, Existing[]>()
    for (const p of existing) {
      const key = p.name.trim().toLowerCase()
      byName.set(key, [...(byName.get(key) ?? []), p])
    }
    const claimed = new Map<string, number>()
    const creates: Omit<Existing, 'id'>[] = []
    const updates: Existing[] = []

    for (const { row, cells } of table.rows) {
      const cell = (key: string) => {
        const at = columns.get(key.toLowerCase())
        return at === undefined ? undefined : (cells[at] ?? '')
      }
      const given = (key: string) => {
        const text = cell(key)?.trim()
        return text === '' ? undefined : text
      }
      const errorsBefore = errors.length
      const failed = new Set<string>()
      // One error a cell: a price that is not a number is not also a missing price.
      const fail = (column: string, message: string) => {
        if (failed.has(column)) return
        failed.add(column)
        errors.push({ row, column: headerOf(column), message })
      }

      let target: Existing | undefined
      const id = given('product_id')
      if (id !== undefined) {
        target = byId.get(id.toLowerCase())
        if (!target) fail('product_id', m.unknownProduct)
      } else {
        const name = given('name')
        const named = name === undefined ? [] : (byName.get(name.toLowerCase()) ?? [])
        if (named.length > 1) fail('name', m.ambiguous)
        else target = named[0]
      }
      if (target) {
        const first = claimed.get(target.id)
        if (first !== undefined) fail(id ? 'product_id' : 'name', `${m.sameRecordTwice} (${first})`)
        else claimed.set(target.id, row)
      }

      const priceText = given('price')
      const price = priceText === undefined ? undefined : readNumber(priceText, decimal)
      if (price === null) fail('price', m.notANumber)
      const activeText = given('active')
      const active = activeText === undefined ? undefined : readBoolean(activeText)
      if (active === null) fail('active', m.notYesNo)
      const photo = photoPath(storage, providerId, given('photo'))
      if (photo === null) fail('photo', m.unknownPhoto)
      const metadata = rowMetadata(fields, cell, decimal, fail)
      const values = {
        ...(cell('name') !== undefined && { name: cell('name') }),
        ...(price != null && { price }),
        ...(active != null && { active }),
        ...(photo != null && { photo }),
      }
      const parsed = target ? ProductUpdate.safeParse(values) : ProductCreate.safeParse(values)
      schemaErrors(parsed, fail)
      if (errors.length > errorsBefore || !parsed.success) continue

      const data = parsed.data
      if (target) {
        const next: Existing = {
          id: target.id,
          name: data.name ?? target.name,
          price: data.price ?? target.price,
          active: data.active ?? target.active,
          photo: data.photo ?? target.photo,
          metadata: mergeMetadata(target.metadata, metadata),
        }
        if (sameValues(next, target)) report.unchanged += 1
        else updates.push(next)
      } else {
        creates.push({
          name: data.name!,
          price: data.price!,
          active: data.active ?? true,
          photo: data.photo ?? null,
          metadata: mergeMetadata({}, metadata),
        })
      }
    }
    report.created = creates.length
    report.updated = updates.length
    if (errors.length > 0 || dryRun) return report

    await writeBatches(creates, (batch) =>
      tx.execute(sql`insert into ${products} (provider_id, name, price, active, photo, metadata)
        select ${providerId}, v.name, v.price, v.active, v.photo, v.metadata
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
          as v(name text, price numeric, active boolean, photo text, metadata jsonb)`),
    )
    await writeBatches(updates, (batch) =>
      tx.execute(sql`update ${products} p set name = v.name, price = v.price, active = v.active,
          photo = v.photo, metadata = v.metadata
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
          as v(id uuid, name text, price numeric, active boolean, photo text, metadata jsonb)
        where p.id = v.id and p.provider_id = ${providerId}`),
    )
    report.written = true
    return report
  })
}

/**
 * The stored path of a photo cell: the export writes its address, a file may hold the path.
 * undefined when the cell is empty, null when it is not one of the provider's photos.
 */
function photoPath(storage: Storage, providerId: string, text: string | undefined) {
  if (text === undefined) return undefined
  const path = text.startsWith(storage.urlPrefix) ? text.slice(storage.urlPrefix.length) : text
  return PhotoPath.safeParse(path).success && ownerOfPath(path) === providerId ? path : null
}
