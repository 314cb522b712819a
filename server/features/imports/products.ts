// Import of products (issue #20): each row matched by product_id, else by name; checked by the
// rules of the product API; then all of them written in one transaction, or none.
import { randomUUID } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { IMPORT_COLUMNS, type ImportError, type ImportReport } from '../../../common/imports'
import { MAX_STOCK } from '../../../common/constants'
import { messages } from '../../../common/messages'
import { PhotoPath, ProductCreate, ProductUpdate } from '../../../common/products'
import { ownerOfPath } from '../../../common/files'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { products, reorderRules } from '../../db/schema'
import { recordPriceChanges, type PriceChange } from '../products/price-changes'
import { activeFields, mergeMetadata } from '../custom-fields/service'
import type { Storage } from '../files/storage'
import { breathe, rowMetadata, rowReader, ROWS_BETWEEN_BREATHS, schemaErrors } from './fields'
import { columnsOf, decimalOf, readBoolean, readNumber, type CsvTable } from './read-csv'
import { sameValues, writeBatches } from './write'

const m = messages.imports

interface Existing {
  id: string
  name: string
  price: number
  active: boolean
  photo: string | null
  metadata: Record<string, unknown>
}

// The export's created_at column is accepted and not read, so that an export imports as it is.
const FIXED = [...IMPORT_COLUMNS.products, 'created_at']

export async function importProducts(
  db: Db,
  storage: Storage,
  providerId: string,
  table: CsvTable,
  dryRun: boolean,
  /** The member importing, kept as who set the prices it changes. */
  by: string | null,
): Promise<ImportReport> {
  return db.transaction(async (tx) => {
    const fields = await activeFields(tx, providerId, 'PRODUCTS')
    const errors: ImportError[] = []
    const columns = columnsOf(table, [...FIXED, ...fields.map((f) => f.field_label)], errors)
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
    const rules = await currentTotalRules(tx, providerId)
    const claimed = new Map<string, number>()
    // New products get their ids here, so that their reorder rules can name them.
    const creates: Existing[] = []
    const updates: Existing[] = []
    const ruleWrites: RuleWrite[] = []

    for (const { row, cells } of table.rows) {
      if (row % ROWS_BETWEEN_BREATHS === 0) await breathe()
      const { cell, given, fail, failed } = rowReader(table, columns, { row, cells }, errors)

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
      const reorder = reorderOf(given, fail)
      const values = {
        ...(cell('name') !== undefined && { name: cell('name') }),
        ...(price != null && { price }),
        ...(active != null && { active }),
        ...(photo != null && { photo }),
      }
      const parsed = target ? ProductUpdate.safeParse(values) : ProductCreate.safeParse(values)
      schemaErrors(parsed, fail)
      if (failed() || !parsed.success) continue

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
        const rule = reorder && rules.get(target.id)
        const ruleChanges = reorder !== undefined && !(rule && sameValues(rule, reorder))
        if (ruleChanges) ruleWrites.push({ product_id: target.id, ...reorder })
        if (!sameValues(next, target)) updates.push(next)
        else if (ruleChanges) report.updated += 1
        else report.unchanged += 1
      } else {
        const id = randomUUID()
        if (reorder) ruleWrites.push({ product_id: id, ...reorder })
        creates.push({
          id,
          name: data.name!,
          price: data.price!,
          active: data.active ?? true,
          photo: data.photo ?? null,
          metadata: mergeMetadata({}, metadata),
        })
      }
    }
    report.created = creates.length
    report.updated += updates.length
    if (errors.length > 0 || dryRun) return report

    const prices: PriceChange[] = updates.map((next) => ({
      productId: next.id,
      oldPrice: byId.get(next.id)!.price,
      newPrice: next.price,
    }))
    await writeBatches(creates, async (batch) => {
      const created = await rowsOf<{ id: string; price: number }>(
        tx,
        sql`insert into ${products} (id, provider_id, name, price, active, photo, metadata)
        select v.id, ${providerId}, v.name, v.price, v.active, v.photo, v.metadata
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
          as v(id uuid, name text, price numeric, active boolean, photo text, metadata jsonb)
        returning id, price::float8 as price`,
      )
      for (const { id, price } of created)
        prices.push({ productId: id, oldPrice: null, newPrice: price })
    })
    await writeBatches(updates, (batch) =>
      tx.execute(sql`update ${products} p set name = v.name, price = v.price, active = v.active,
          photo = v.photo, metadata = v.metadata
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
          as v(id uuid, name text, price numeric, active boolean, photo text, metadata jsonb)
        where p.id = v.id and p.provider_id = ${providerId}`),
    )
    await recordPriceChanges(tx, providerId, by, prices)
    await writeBatches(ruleWrites, (batch) =>
      tx.execute(sql`insert into ${reorderRules} (provider_id, product_id, location_id, min, max)
        select ${providerId}, v.product_id, null, v.min, v.max
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
          as v(product_id uuid, min integer, max integer)
        on conflict (product_id) where location_id is null
        do update set min = excluded.min, max = excluded.max`),
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

interface RuleWrite {
  product_id: string
  min: number
  max: number
}

/** Each product's rule for its total stock (all locations), by product id. */
async function currentTotalRules(tx: Db, providerId: string) {
  const rows = await tx
    .select({ productId: reorderRules.productId, min: reorderRules.min, max: reorderRules.max })
    .from(reorderRules)
    .where(and(eq(reorderRules.providerId, providerId), isNull(reorderRules.locationId)))
  return new Map(rows.map((r) => [r.productId, { min: r.min, max: r.max }]))
}

const WHOLE = /^\d{1,10}$/

/**
 * The reorder rule on the product's total stock a row asks for: both columns or neither (an
 * empty pair leaves the rule as it is); whole numbers, 0 ≤ min < max ≤ MAX_STOCK.
 */
function reorderOf(
  given: (column: string) => string | undefined,
  fail: (column: string, message: string) => void,
): { min: number; max: number } | undefined {
  const minText = given('reorder_min')
  const maxText = given('reorder_max')
  if (minText === undefined && maxText === undefined) return undefined
  if (minText === undefined || maxText === undefined) {
    fail(minText === undefined ? 'reorder_min' : 'reorder_max', m.reorderPair)
    return undefined
  }
  const bad = [
    ['reorder_min', minText],
    ['reorder_max', maxText],
  ].filter(([, text]) => !WHOLE.test(text!.trim()) || Number(text) > MAX_STOCK)
  for (const [column] of bad) fail(column!, m.reorderWhole)
  if (bad.length > 0) return undefined
  const [min, max] = [Number(minText), Number(maxText)]
  if (min >= max) {
    fail('reorder_max', messages.reorder.maxAboveMin)
    return undefined
  }
  return { min, max }
}
