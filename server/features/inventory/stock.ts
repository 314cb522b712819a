// Keeps stock_levels equal to the ledger: every write to a transaction's lines applies its
// effect here, in the same database transaction.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { stockLevels } from '../../db/schema'

export interface StockChange {
  productId: string
  delta: number
}

/** The upsert that applies the changes, or null when none changes anything. */
export function stockUpsert(
  tx: Db,
  providerId: string,
  locationId: string,
  changes: StockChange[],
) {
  const rows = changes
    .filter((c) => c.delta !== 0)
    // A fixed lock order keeps concurrent writers on the same products from deadlocking.
    .sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0))
    .map((c) => ({ providerId, locationId, productId: c.productId, quantity: c.delta }))
  if (rows.length === 0) return null
  return tx
    .insert(stockLevels)
    .values(rows)
    .onConflictDoUpdate({
      target: [stockLevels.productId, stockLevels.locationId],
      set: { quantity: sql`${stockLevels.quantity} + excluded.quantity` },
    })
}

export async function applyStockChanges(
  tx: Db,
  providerId: string,
  locationId: string,
  changes: StockChange[],
) {
  await stockUpsert(tx, providerId, locationId, changes)
}
