// The inventory grid: one query that PostgreSQL answers as JSON (db/json.ts), a page of products
// at a time or, without a limit, every product.
import { sql } from 'drizzle-orm'
import type { InventoryQuery } from '../../../common/inventory'
import type { Db } from '../../db/client'
import { cappedCount } from '../../db/capped-count'
import { JsonText } from '../../db/json'
import { firstRow } from '../../db/rows'
import { contains } from '../../db/search'
import { locations, products, stockLevels } from '../../db/schema'
import { notFound } from '../../http/errors'
import type { Storage } from '../files/storage'

export async function getInventory(
  db: Db,
  storage: Storage,
  providerId: string,
  query: Omit<InventoryQuery, 'offset'> & { offset?: number } = {},
) {
  const offset = query.offset ?? 0
  const location = query.location_id ?? null
  const where = sql`${products.providerId} = ${providerId}
    ${query.metadata ? sql`and ${products.metadata} @> ${JSON.stringify(query.metadata)}::jsonb` : sql``}
    ${query.search ? sql`and ${contains(products.name, query.search)}` : sql``}`
  const byName = sql`lower(${products.name}), ${products.id}`
  // Products in name order walk products_provider_name_idx; each one's stock is read per location
  // through stock_levels' primary key, so a page costs the same in a catalogue of any size.
  const row = await firstRow<{ inventory: string; total: number; location_found: boolean }>(
    db,
    sql`with page as (
        select ${products.id}, ${products.name}, ${products.photo}, ${products.metadata}, ${products.active}
        from ${products} where ${where}
        order by ${byName}
        limit ${query.limit ?? null} offset ${offset})
      select coalesce(json_agg(json_build_object(
          'product_id', page.id,
          'product_name', page.name,
          'product_photo', ${storage.urlPrefix} || page.photo,
          'location_id', ${location}::uuid,
          'current_stock', case when ${location}::uuid is null then null
            else coalesce((stock.by_location ->> ${location})::bigint, 0) end,
          'total_stock', stock.total,
          'stock', stock.by_location,
          'metadata', page.metadata,
          'active', page.active
        ) order by lower(page.name), page.id), '[]')::text as inventory,
        ${cappedCount(products, where, offset, byName)} as total,
        ${location}::uuid is null or exists (select 1 from ${locations}
          where ${locations.id} = ${location}::uuid and ${locations.providerId} = ${providerId}) as location_found
      from page cross join lateral (
        select coalesce(sum(${stockLevels.quantity}), 0)::bigint as total,
          coalesce(json_object_agg(${locations.id}, coalesce(${stockLevels.quantity}, 0)), '{}') as by_location
        from ${locations} left join ${stockLevels}
          on ${stockLevels.locationId} = ${locations.id} and ${stockLevels.productId} = page.id
        where ${locations.providerId} = ${providerId}) stock`,
  )
  if (!row!.location_found) throw notFound('This location does not exist.')
  return { inventory: new JsonText(row!.inventory), total: row!.total, offset }
}
