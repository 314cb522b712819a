// Reading orders: one SQL statement per page or order, written as JSON by PostgreSQL
// (db/json.ts). The provider's pages forward that text; the client portal parses it, since it
// filters the orders by what the client's link reaches.
import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { ClientOrder, ClientOrderSummary, OrdersQuery } from '../../../common/orders'
import type { Db } from '../../db/client'
import { lineItems, locations, orders, products, providers, users } from '../../db/schema'
import { notFound } from '../../http/errors'
import { JsonText, isoTimestamp, jsonNumber, jsonPage } from '../../db/json'
import { firstRow } from '../../db/rows'
import { contains } from '../../db/search'
import type { Storage } from '../files/storage'

// An order's summary written by PostgreSQL (db/json.ts), over the aliases of orderJoins: o
// (orders), l and tl (its location and a transfer's destination), and pr (providers) in
// clientOrderJoins; keys in the order of the contract. The customer is the one the order recorded when it was placed.
// The provider is its id for the provider's own pages and an object for the client portal.
const orderSummaryFields = (provider: SQL) => sql`'id', o.id,
  'created_at', ${isoTimestamp(sql`o.created_at`)},
  'transaction_type', o.transaction_type,
  'cancelled', o.cancelled,
  'fulfilled', o.fulfilled,
  'provider', ${provider},
  'location', json_build_object('id', l.id, 'name', l.name),
  'to_location', case when tl.id is null then null
    else json_build_object('id', tl.id, 'name', tl.name) end,
  'client', case when o.client_id is null then null
    else json_build_object('id', o.client_id, 'name', o.client_name, 'email', o.client_email,
      'address', o.client_address) end,
  'total', ${jsonNumber(sql`o.total`)}`
// Who made it: only the provider's own pages say it (a client never learns the staff's addresses).
const createdByField = sql`'origin', o.origin,
  'created_by', case when o.created_by is null then null
    else (select json_build_object('id', u.id, 'email', u.email) from ${users} u
      where u.id = o.created_by) end`
const providerAsId = sql`o.provider_id`
const providerAsObject = sql`json_build_object('id', pr.id, 'name', pr.name, 'email', pr.email)`

const orderJoins = sql`join ${locations} l on l.id = o.location_id
  left join ${locations} tl on tl.id = o.to_location_id`
// Only the client portal names the provider, so only its statements join providers.
const clientOrderJoins = sql`${orderJoins} join ${providers} pr on pr.id = o.provider_id`

const lineItemsJson = (storage: Storage) =>
  sql`(select coalesce(json_agg(json_build_object(
      'id', li.id,
      'quantity', li.quantity,
      'price', ${jsonNumber(sql`li.price`)},
      'product', json_build_object(
        'id', p.id,
        'name', p.name,
        'photo', ${storage.urlPrefix} || p.photo,
        'price', ${jsonNumber(sql`p.price`)})
    ) order by li.id), '[]')
    from ${lineItems} li join ${products} p on p.id = li.product_id
    where li.order_id = o.id)`

const DAY_MS = 86_400_000

/** A YYYY-MM-DD date covers the whole UTC day; a full timestamp is taken as it is. */
function dateBounds(query: Pick<OrdersQuery, 'startDate' | 'endDate'>): SQL[] {
  const bounds: SQL[] = []
  if (query.startDate) bounds.push(gte(orders.createdAt, new Date(query.startDate)))
  if (query.endDate) {
    const end = new Date(query.endDate)
    bounds.push(
      query.endDate.length === 10
        ? lt(orders.createdAt, new Date(end.getTime() + DAY_MS))
        : sql`${orders.createdAt} <= ${end}`,
    )
  }
  return bounds
}

export function ordersWhere(providerId: string, query: Omit<OrdersQuery, 'limit' | 'offset'>) {
  const inbox = query.inbox === 'true'
  return and(
    eq(orders.providerId, providerId),
    inbox ? eq(orders.transactionType, 'ORDER') : undefined,
    inbox ? sql`not ${orders.cancelled} and not ${orders.fulfilled}` : undefined,
    query.type ? eq(orders.transactionType, query.type) : undefined,
    query.client_id ? eq(orders.clientId, query.client_id) : undefined,
    query.user_id ? eq(orders.createdBy, query.user_id) : undefined,
    query.location_id ? atLocation(query.location_id, inbox ? 'ORDER' : query.type) : undefined,
    query.product_id
      ? sql`exists (select 1 from ${lineItems} where ${lineItems.orderId} = ${orders.id}
              and ${lineItems.providerId} = ${providerId} and ${lineItems.productId} = ${query.product_id})`
      : undefined,
    ...dateBounds(query),
    query.search ? orderSearch(query.search) : undefined,
  )
}

/**
 * Orders from or, for a transfer, to the location. Only a transfer has a destination
 * (orders_transfer_has_two_locations), so for any other type the location is the order's own:
 * one condition that orders_provider_location_created_idx serves in the page's order, where the
 * two of them made PostgreSQL merge two bitmaps and sort every match before counting.
 */
function atLocation(locationId: string, type: OrdersQuery['type']) {
  if (type && type !== 'TRANSFER') return eq(orders.locationId, locationId)
  return or(eq(orders.locationId, locationId), eq(orders.toLocationId, locationId))
}

/** An order number typed as it is, or part of the customer's name or email as the order keeps it. */
function orderSearch(text: string) {
  const number = /^#?\d{1,15}$/.test(text) ? Number(text.replace('#', '')) : null
  return or(
    number === null ? undefined : eq(orders.id, number),
    contains(orders.clientName, text),
    contains(orders.clientEmail, text),
  )
}

export async function listOrders(
  db: Db,
  providerId: string,
  query: OrdersQuery & { limit: number },
) {
  const { items, total } = await jsonPage(db, {
    table: orders,
    where: ordersWhere(providerId, query),
    orderBy: ['created_at desc', 'id desc'],
    limit: query.limit,
    offset: query.offset,
    item: sql`json_build_object(${orderSummaryFields(providerAsId)}, ${createdByField})`,
    alias: 'o',
    joins: orderJoins,
  })
  return { orders: items, total }
}

/** An order as the provider sees it, with its line items, as JSON text. */
export async function getOrder(db: Db, storage: Storage, provider: string, orderId: number) {
  const row = await firstRow<{ order: string }>(
    db,
    sql`select json_build_object(${orderSummaryFields(providerAsId)}, ${createdByField},
        'line_items', ${lineItemsJson(storage)})::text as order
    from ${orders} o ${orderJoins}
    where o.provider_id = ${provider} and o.id = ${orderId}`,
  )
  if (!row) throw notFound('This order does not exist.')
  return new JsonText(row.order)
}

/** A client's orders across its providers, newest first, with each provider as an object. */
export async function listClientOrders(db: Db, clientId: string) {
  const row = await firstRow<{ orders: string }>(
    db,
    sql`select coalesce(json_agg(json_build_object(${orderSummaryFields(providerAsObject)})
        order by o.created_at desc, o.id desc), '[]')::text as orders
    from (select * from ${orders} where client_id = ${clientId} and transaction_type = 'ORDER'
      order by created_at desc, id desc limit 500) o ${clientOrderJoins}`,
  )
  return JSON.parse(row!.orders) as z.infer<typeof ClientOrderSummary>[]
}

export async function getClientOrder(db: Db, storage: Storage, clientId: string, orderId: number) {
  const row = await firstRow<{ order: string }>(
    db,
    sql`select json_build_object(${orderSummaryFields(providerAsObject)},
        'line_items', ${lineItemsJson(storage)})::text as order
    from ${orders} o ${clientOrderJoins}
    where o.client_id = ${clientId} and o.id = ${orderId} and o.transaction_type = 'ORDER'`,
  )
  if (!row) throw notFound('This order does not exist.')
  return JSON.parse(row.order) as ClientOrder
}
