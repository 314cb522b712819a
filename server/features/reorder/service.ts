// Reorder rules (one per product and location, or for the product's total) and the low-stock
// list they give: every rule whose watched stock is at or below its minimum, most urgent first.
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { messages } from '../../../common/messages'
import type { ReorderRuleInput } from '../../../common/reorder'
import type { Db } from '../../db/client'
import { JsonText } from '../../db/json'
import { firstRow } from '../../db/rows'
import { locations, products, reorderRules, stockLevels } from '../../db/schema'
import { badRequest, notFound } from '../../http/errors'

/** The provider's rules, by product name with the total's rule first, of some products or all. */
export async function listRules(db: Db, providerId: string, productIds?: string[]) {
  const rows = await db
    .select({
      id: reorderRules.id,
      productId: products.id,
      productName: products.name,
      locationId: locations.id,
      locationName: locations.name,
      min: reorderRules.min,
      max: reorderRules.max,
    })
    .from(reorderRules)
    .innerJoin(
      products,
      and(eq(products.id, reorderRules.productId), eq(products.providerId, providerId)),
    )
    .leftJoin(
      locations,
      and(eq(locations.id, reorderRules.locationId), eq(locations.providerId, providerId)),
    )
    .where(
      and(
        eq(reorderRules.providerId, providerId),
        productIds ? inArray(reorderRules.productId, productIds) : undefined,
      ),
    )
    .orderBy(
      sql`lower(${products.name})`,
      asc(products.id),
      sql`${reorderRules.locationId} is not null`,
      sql`lower(${locations.name})`,
      asc(reorderRules.id),
    )
  return rows.map((row) => ({
    id: row.id,
    product: { id: row.productId, name: row.productName },
    location:
      row.locationId === null || row.locationName === null
        ? null
        : { id: row.locationId, name: row.locationName },
    min: row.min,
    max: row.max,
  }))
}

/**
 * Replaces a product's rules with `rules` in one transaction. The product row is locked first,
 * so two saves of the same product run one after the other instead of colliding on the unique
 * index; 'no key update' leaves orders, which only reference the product, free to go on.
 */
export function replaceRules(
  db: Db,
  providerId: string,
  productId: string,
  rules: ReorderRuleInput[],
) {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.providerId, providerId), eq(products.id, productId)))
      .for('no key update')
    if (!product) throw notFound('This product does not exist.')

    const wanted = [...new Set(rules.flatMap((rule) => rule.location_id ?? []))]
    const known = new Set(
      wanted.length === 0
        ? []
        : (
            await tx
              .select({ id: locations.id })
              .from(locations)
              .where(and(eq(locations.providerId, providerId), inArray(locations.id, wanted)))
          ).map((row) => row.id),
    )
    const unknown = rules.findIndex((rule) => rule.location_id && !known.has(rule.location_id))
    if (unknown >= 0) {
      throw badRequest('validation_failed', messages.reorder.unknownLocation, {
        [`reorder_rules.${unknown}.location_id`]: messages.reorder.unknownLocation,
      })
    }

    await tx
      .delete(reorderRules)
      .where(and(eq(reorderRules.providerId, providerId), eq(reorderRules.productId, productId)))
    if (rules.length > 0) {
      await tx.insert(reorderRules).values(
        rules.map((rule) => ({
          providerId,
          productId,
          locationId: rule.location_id,
          min: rule.min,
          max: rule.max,
        })),
      )
    }
    return listRules(tx, providerId, [productId])
  })
}

/** Whether the provider has set any rule: without one, nothing can be low. */
export async function hasRules(db: Db, providerId: string) {
  const [rule] = await db
    .select({ id: reorderRules.id })
    .from(reorderRules)
    .where(eq(reorderRules.providerId, providerId))
    .limit(1)
  return rule !== undefined
}

export interface LowStockFilter {
  /** Only these products' rules. */
  productIds?: string[] | undefined
  /** Only the rules of these locations (so no total's rule). */
  locationIds?: string[] | undefined
}

const uuidArray = (list: string[]) =>
  sql`array[${sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`

/**
 * One page of the low-stock list as JSON text, with how many items it has in all. A rule's stock
 * is its location's, or for a total the sum over the product's active locations; rules of
 * inactive products or locations are left out. Most urgent first: what is out of stock (or owed,
 * below zero) by how much, then the rest by how far into its minimum it is, then by name.
 */
export async function lowStock(
  db: Db,
  providerId: string,
  page: { limit: number; offset: number },
  filter: LowStockFilter = {},
) {
  const row = await firstRow<{ items: string; total: number }>(
    db,
    sql`with watched as (
        select r.id, r.min, r.max, p.id as product_id, p.name as product_name,
          l.id as location_id, l.name as location_name,
          case when r.location_id is null then (
              select coalesce(sum(s.quantity), 0) from ${stockLevels} s
              join ${locations} active on active.id = s.location_id and active.active
              where s.product_id = r.product_id and s.provider_id = ${providerId})
            else coalesce((
              select s.quantity from ${stockLevels} s
              where s.product_id = r.product_id and s.location_id = r.location_id), 0)
          end::bigint as on_hand
        from ${reorderRules} r
        join ${products} p on p.id = r.product_id and p.provider_id = ${providerId} and p.active
        left join ${locations} l on l.id = r.location_id and l.provider_id = ${providerId}
        where r.provider_id = ${providerId} and (r.location_id is null or l.active)
          ${filter.productIds ? sql`and r.product_id = any(${uuidArray(filter.productIds)})` : sql``}
          ${filter.locationIds ? sql`and r.location_id = any(${uuidArray(filter.locationIds)})` : sql``}),
      low as (
        select *,
          on_hand <= 0 as out_of_stock,
          case when on_hand <= 0 then on_hand::float8 else on_hand::float8 / min end as depth
        from watched where on_hand <= min),
      page as (
        select * from low
        order by out_of_stock desc, depth, lower(product_name), product_id,
          location_id is not null, lower(location_name), id
        limit ${page.limit} offset ${page.offset})
      select coalesce(json_agg(json_build_object(
          'product', json_build_object('id', product_id, 'name', product_name),
          'location', case when location_id is null then null
            else json_build_object('id', location_id, 'name', location_name) end,
          'on_hand', on_hand,
          'min', min,
          'max', max,
          'suggested', max - on_hand
        ) order by out_of_stock desc, depth, lower(product_name), product_id,
          location_id is not null, lower(location_name), id), '[]')::text as items,
        (select count(*)::int from low) as total
      from page`,
    { prepared: true },
  )
  return { items: new JsonText(row!.items), total: row!.total }
}
