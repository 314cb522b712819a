// Who set each price of a product, and when (issue #19): one row per creation and per change.
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { productPriceChanges, users } from '../../db/schema'

export interface PriceChange {
  productId: string
  oldPrice: number | null
  newPrice: number
}

/** Records price changes (skipping those that keep the price) inside the caller's transaction. */
export async function recordPriceChanges(
  tx: Db,
  providerId: string,
  changedBy: string | null,
  changes: PriceChange[],
) {
  const real = changes.filter((c) => c.oldPrice === null || c.oldPrice !== c.newPrice)
  if (real.length === 0) return
  await tx
    .insert(productPriceChanges)
    .values(real.map((change) => ({ providerId, changedBy, ...change })))
}

export async function listPriceChanges(db: Db, providerId: string, productId: string) {
  const rows = await db
    .select({
      oldPrice: productPriceChanges.oldPrice,
      newPrice: productPriceChanges.newPrice,
      changedAt: productPriceChanges.changedAt,
      userId: users.id,
      email: users.email,
    })
    .from(productPriceChanges)
    .leftJoin(users, eq(users.id, productPriceChanges.changedBy))
    .where(
      and(
        eq(productPriceChanges.providerId, providerId),
        eq(productPriceChanges.productId, productId),
      ),
    )
    .orderBy(desc(productPriceChanges.changedAt), desc(productPriceChanges.id))
    .limit(200)
  return rows.map((row) => ({
    old_price: row.oldPrice === null ? null : Number(row.oldPrice),
    new_price: Number(row.newPrice),
    changed_by: row.userId ? { id: row.userId, email: row.email! } : null,
    changed_at: row.changedAt.toISOString(),
  }))
}
