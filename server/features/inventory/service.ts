// The inventory grid: one query that PostgreSQL answers as JSON (db/json.ts), a page of products
// at a time or, without a limit, every product.
import { sql } from 'drizzle-orm'
import type { InventoryQuery } from '../../../common/inventory'
import type { Db } from '../../db/client'
import { countLimit, countedUpTo } from '../../db/capped-count'
import { JsonText } from '../../db/json'
import { matchesSearch, searchPattern } from '../../db/search'
import { shapedStatement } from '../../db/statements'
import { locations, products, stockLevels } from '../../db/schema'
import { notFound } from '../../http/errors'
import type { Storage } from '../files/storage'

/** Which filters a grid page applies: its statement's shape (db/statements.ts). */
interface InventoryShape {
  metadata: boolean
  search: boolean
}

const byName = sql`lower(${products.name}), ${products.id}`
// The total is counted along products_provider_created_idx: its columns are plain ones, so an
// unfiltered count reads that index alone, where the name index (an expression) sends each of
// up to 1,000 rows to the heap. A filtered count reads the heap along either.
const byCreated = sql`${products.createdAt} desc nulls first, ${products.id}`

// Products in name order walk products_provider_name_idx; each one's stock is read per location
// from stock_levels_product_location_quantity_idx, so a page costs the same in a catalogue of
// any size.
const inventoryRows = shapedStatement(
  (shape: InventoryShape) => JSON.stringify(shape),
  (shape, bind) => {
    const providerId = bind('providerId')
    const location = sql`${bind('locationId')}::uuid`
    const where = sql`${products.providerId} = ${providerId}
      ${shape.metadata ? sql`and ${products.metadata} @> ${bind('metadata')}::jsonb` : sql``}
      ${shape.search ? sql`and ${matchesSearch(products.name, bind('search'))}` : sql``}`
    return sql`with page as (
        select ${products.id}, ${products.name}, ${products.photo}, ${products.metadata}, ${products.active}
        from ${products} where ${where}
        order by ${byName}
        limit ${bind('limit')} offset ${bind('offset')})
      select coalesce(json_agg(json_build_object(
          'product_id', page.id,
          'product_name', page.name,
          'product_photo', ${bind('urlPrefix')} || page.photo,
          'location_id', ${location},
          'current_stock', case when ${location} is null then null
            else coalesce((stock.by_location ->> ${location}::text)::bigint, 0) end,
          'total_stock', stock.total,
          'stock', stock.by_location,
          'metadata', page.metadata,
          'active', page.active
        ) order by lower(page.name), page.id), '[]')::text as inventory,
        ${countedUpTo(products, where, bind('countLimit'), byCreated)} as total,
        ${location} is null or exists (select 1 from ${locations}
          where ${locations.id} = ${location} and ${locations.providerId} = ${providerId}) as location_found
      from page cross join lateral (
        select coalesce(sum(${stockLevels.quantity}), 0)::bigint as total,
          coalesce(json_object_agg(${locations.id}, coalesce(${stockLevels.quantity}, 0)), '{}') as by_location
        from ${locations} left join ${stockLevels}
          on ${stockLevels.locationId} = ${locations.id} and ${stockLevels.productId} = page.id
        where ${locations.providerId} = ${providerId}) stock`
  },
  // Not kept prepared: PostgreSQL finds its generic plan (a limit it cannot see) dearer than
  // planning for the values, and planned every run of a prepared one too (12 custom plans of 12).
)

export async function getInventory(
  db: Db,
  storage: Storage,
  providerId: string,
  query: Omit<InventoryQuery, 'offset'> & { offset?: number } = {},
) {
  const offset = query.offset ?? 0
  const shape: InventoryShape = {
    metadata: Boolean(query.metadata),
    search: Boolean(query.search),
  }
  const [row] = await inventoryRows<{ inventory: string; total: number; location_found: boolean }>(
    db,
    shape,
    {
      providerId,
      locationId: query.location_id ?? null,
      metadata: query.metadata && JSON.stringify(query.metadata),
      search: query.search && searchPattern(query.search),
      limit: query.limit ?? null,
      offset,
      countLimit: countLimit(offset),
      urlPrefix: storage.urlPrefix,
    },
  )
  if (!row!.location_found) throw notFound('This location does not exist.')
  return { inventory: new JsonText(row!.inventory), total: row!.total, offset }
}
