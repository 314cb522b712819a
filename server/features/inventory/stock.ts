// Keeps stock_levels equal to the ledger: every write to a transaction's lines applies its
// effect here, in the same database transaction.
import { sql } from 'drizzle-orm'
import type { TransactionType } from '../../../common/constants'
import { stockDelta } from '../../../common/orders'
import type { Db } from '../../db/client'
import { stockLevels } from '../../db/schema'

export interface StockChange {
  productId: string
  locationId: string
  delta: number
}

/** What a transaction's lines change: `location_id`, and `to_location_id` for a TRANSFER. */
export interface Movement {
  type: TransactionType
  locationId: string
  toLocationId: string | null
}

/**
 * The changes a transaction's lines make to stock, or with `sign` -1 (a cancel) take back: at its
 * location, and for a TRANSFER the opposite at its destination.
 */
export function stockChanges(
  movement: Movement,
  lines: { productId: string; quantity: number }[],
  sign: 1 | -1 = 1,
): StockChange[] {
  return lines.flatMap(({ productId, quantity }) => {
    const delta = sign * stockDelta(movement.type, quantity)
    const here = { productId, locationId: movement.locationId, delta }
    return movement.toLocationId
      ? [here, { productId, locationId: movement.toLocationId, delta: -delta }]
      : [here]
  })
}

const byProductThenLocation = (a: StockChange, b: StockChange) =>
  a.productId.localeCompare(b.productId) || a.locationId.localeCompare(b.locationId)

/** The upsert that applies the changes, or null when none changes anything. */
export function stockUpsert(tx: Db, providerId: string, changes: StockChange[]) {
  const rows = changes
    .filter((c) => c.delta !== 0)
    // One fixed lock order for every writer (an order at one location, a transfer between two,
    // or their cancels) keeps concurrent writers on the same products from deadlocking.
    .sort(byProductThenLocation)
    .map((c) => ({
      providerId,
      locationId: c.locationId,
      productId: c.productId,
      quantity: c.delta,
    }))
  if (rows.length === 0) return null
  return tx
    .insert(stockLevels)
    .values(rows)
    .onConflictDoUpdate({
      target: [stockLevels.productId, stockLevels.locationId],
      set: { quantity: sql`${stockLevels.quantity} + excluded.quantity` },
    })
}

export async function applyStockChanges(tx: Db, providerId: string, changes: StockChange[]) {
  await stockUpsert(tx, providerId, changes)
}
