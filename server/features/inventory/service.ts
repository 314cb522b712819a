// The inventory grid, read from stock_levels in one query.
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { locations, products, stockLevels } from '../../db/schema'
import { notFound } from '../../http/errors'
import type { Storage } from '../files/storage'

export async function getInventory(
  db: Db,
  storage: Storage,
  providerId: string,
  locationId?: string,
) {
  const [locationRows, rows] = await Promise.all([
    db.select({ id: locations.id }).from(locations).where(eq(locations.providerId, providerId)),
    db
      .select({
        id: products.id,
        name: products.name,
        photo: products.photo,
        metadata: products.metadata,
        active: products.active,
        stock: sql<Record<string, number>>`coalesce(
          json_object_agg(${stockLevels.locationId}, ${stockLevels.quantity})
            filter (where ${stockLevels.locationId} is not null), '{}')`,
      })
      .from(products)
      .leftJoin(
        stockLevels,
        and(eq(stockLevels.productId, products.id), eq(stockLevels.providerId, providerId)),
      )
      .where(eq(products.providerId, providerId))
      .groupBy(products.id)
      .orderBy(sql`lower(${products.name})`, products.id),
  ])
  if (locationId && !locationRows.some((l) => l.id === locationId)) {
    throw notFound('This location does not exist.')
  }
  return rows.map((row) => {
    const stock = Object.fromEntries(locationRows.map((l) => [l.id, Number(row.stock[l.id] ?? 0)]))
    return {
      product_id: row.id,
      product_name: row.name,
      product_photo: row.photo ? storage.url(row.photo) : null,
      location_id: locationId ?? null,
      current_stock: locationId ? stock[locationId]! : null,
      total_stock: Object.values(stock).reduce((sum, q) => sum + q, 0),
      stock,
      metadata: row.metadata,
      active: row.active,
    }
  })
}
