// Import of stock counts (issue #20): a counted quantity per product and location becomes one
// ADJUST transaction per location with the differences from the stock on hand, in one transaction.
import { eq } from 'drizzle-orm'
import { MAX_STOCK } from '../../../common/constants'
import { IMPORT_COLUMNS, type ImportError, type ImportReport } from '../../../common/imports'
import { messages } from '../../../common/messages'
import type { Db } from '../../db/client'
import { lineItems, locations, orders, products, stockLevels } from '../../db/schema'
import { applyStockChanges, type StockChange } from '../inventory/stock'
import { notifyOrderChange } from '../realtime/notify'
import { breathe, rowReader, ROWS_BETWEEN_BREATHS } from './fields'
import { columnsOf, readNumber, type CsvTable } from './read-csv'
import { writeBatches } from './write'

const m = messages.imports

interface Named {
  id: string
  name: string
}

/** Records by id, and by name in any letter case (several when names repeat). */
function lookup<T extends Named>(rows: T[]) {
  const byName = new Map<string, T[]>()
  for (const row of rows) {
    const key = row.name.trim().toLowerCase()
    byName.set(key, [...(byName.get(key) ?? []), row])
  }
  return { byId: new Map(rows.map((r) => [r.id, r])), byName }
}

export async function importStock(
  db: Db,
  providerId: string,
  table: CsvTable,
  dryRun: boolean,
  /** The member importing: the ADJUSTs are theirs. */
  by: string | null,
): Promise<ImportReport> {
  return db.transaction(async (tx) => {
    const errors: ImportError[] = []
    const columns = columnsOf(table, IMPORT_COLUMNS.stock, errors)
    for (const [id, name] of [
      ['product_id', 'product'],
      ['location_id', 'location'],
    ] as const) {
      if (!columns.has(id) && !columns.has(name)) {
        errors.push({ row: 1, column: name, message: m.missingColumn })
      }
    }
    if (!columns.has('quantity')) {
      errors.push({ row: 1, column: 'quantity', message: m.missingColumn })
    }
    const report: ImportReport = {
      created: 0,
      updated: 0,
      unchanged: 0,
      errors,
      separator: table.separator,
      decimal: table.separator === ';' ? ',' : '.',
      dry_run: dryRun,
      written: false,
    }
    if (errors.length > 0) return report

    const catalogue = lookup(
      await tx
        .select({ id: products.id, name: products.name, price: products.price })
        .from(products)
        .where(eq(products.providerId, providerId)),
    )
    const places = lookup(
      await tx
        .select({ id: locations.id, name: locations.name })
        .from(locations)
        .where(eq(locations.providerId, providerId)),
    )
    const onHand = new Map(
      (
        await tx
          .select({
            productId: stockLevels.productId,
            locationId: stockLevels.locationId,
            quantity: stockLevels.quantity,
          })
          .from(stockLevels)
          .where(eq(stockLevels.providerId, providerId))
      ).map((s) => [`${s.productId} ${s.locationId}`, s.quantity]),
    )
    const counted = new Map<string, number>()
    const changes: StockChange[] = []

    for (const { row, cells } of table.rows) {
      if (row % ROWS_BETWEEN_BREATHS === 0) await breathe()
      const { given, fail, failed } = rowReader(table, columns, { row, cells }, errors)
      const find = <T extends Named>(
        records: ReturnType<typeof lookup<T>>,
        idColumn: string,
        nameColumn: string,
        unknown: string,
      ) => {
        const id = given(idColumn)
        if (id !== undefined) {
          const found = records.byId.get(id.toLowerCase())
          if (!found) fail(idColumn, unknown)
          return found
        }
        const named = records.byName.get(given(nameColumn)?.toLowerCase() ?? '') ?? []
        if (named.length === 1) return named[0]
        fail(nameColumn, named.length > 1 ? m.ambiguousName : unknown)
        return undefined
      }
      const product = find(catalogue, 'product_id', 'product', m.unknownStockProduct)
      const location = find(places, 'location_id', 'location', m.unknownLocation)
      const text = given('quantity')
      const quantity = text === undefined ? null : readNumber(text, report.decimal)
      if (
        quantity === null ||
        !Number.isInteger(quantity) ||
        quantity < 0 ||
        quantity > MAX_STOCK
      ) {
        fail('quantity', m.badQuantity)
      }
      if (failed() || !product || !location || quantity === null) continue
      const key = `${product.id} ${location.id}`
      const first = counted.get(key)
      if (first !== undefined) {
        fail('product', `${m.sameRecordTwice} (${first})`)
        continue
      }
      counted.set(key, row)
      const delta = quantity - (onHand.get(key) ?? 0)
      if (delta === 0) report.unchanged += 1
      else changes.push({ productId: product.id, locationId: location.id, delta })
    }
    report.updated = changes.length
    if (errors.length > 0 || dryRun) return report

    const price = new Map([...catalogue.byId.values()].map((p) => [p.id, p.price]))
    const byLocation = new Map<string, StockChange[]>()
    for (const change of changes) {
      byLocation.set(change.locationId, [...(byLocation.get(change.locationId) ?? []), change])
    }
    for (const [locationId, lines] of byLocation) {
      const [order] = await tx
        .insert(orders)
        .values({
          providerId,
          locationId,
          transactionType: 'ADJUST',
          origin: 'provider',
          createdBy: by,
        })
        .returning({ id: orders.id })
      await writeBatches(lines, (batch) =>
        tx.insert(lineItems).values(
          batch.map((c) => ({
            orderId: order!.id,
            providerId,
            productId: c.productId,
            quantity: c.delta,
            price: price.get(c.productId)!,
          })),
        ),
      )
      await notifyOrderChange(tx, 'INSERT', { id: order!.id, providerId })
    }
    // The one lock order of every stock writer (product, then location), across the batches too.
    const ordered = changes.toSorted(
      (a, b) => a.productId.localeCompare(b.productId) || a.locationId.localeCompare(b.locationId),
    )
    await writeBatches(ordered, (batch) => applyStockChanges(tx, providerId, batch))
    report.written = true
    return report
  })
}
