// Who set each price of a product, and when (issue #19): one row per creation and per change.
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { productPriceChanges, users } from '../../db/schema'

export interface PriceChange {
  productId: string
  oldPrice: number | null
  newPrice: number
}

/**
 * Records price changes (skipping those that keep the price) inside the caller's transaction, in
 * one statement however many there are (an import may change thousands).
 */
export async function recordPriceChanges(
  tx: Db,
  providerId: string,
  changedBy: string | null,
  changes: PriceChange[],
) {
  const real = changes.filter((c) => c.oldPrice === null || c.oldPrice !== c.newPrice)
  if (real.length === 0) return
  await tx.execute(sql`insert into ${productPriceChanges}
      (provider_id, product_id, old_price, new_price, changed_by)
    select ${providerId}, v."productId", v."oldPrice", v."newPrice", ${changedBy}
    from jsonb_to_recordset(${JSON.stringify(real)}::jsonb)
      as v("productId" uuid, "oldPrice" numeric, "newPrice" numeric)`)
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
