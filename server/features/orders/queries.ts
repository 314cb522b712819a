// Reading orders: one SQL query per page (joins and the total computed in SQL, no N+1). The
// provider's pages are written as JSON by PostgreSQL (db/json.ts); the client portal's, which
// it filters by what the client's link reaches, are read as rows.
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import type { OrdersQuery } from '../../../common/orders'
import type { Db } from '../../db/client'
import { clients, lineItems, locations, orders, products, providers } from '../../db/schema'
import { notFound } from '../../http/errors'
import { JsonText, isoTimestamp, jsonNumber, jsonPage } from '../../db/json'
import { firstRow } from '../../db/rows'
import { fileUrl, type Storage } from '../files/storage'

const orderTotal = sql<string>`(select coalesce(sum(${lineItems.quantity} * ${lineItems.price}), 0)
  from ${lineItems} where ${lineItems.orderId} = ${orders.id})`

const summaryColumns = {
  id: orders.id,
  created_at: orders.createdAt,
  transaction_type: orders.transactionType,
  cancelled: orders.cancelled,
  fulfilled: orders.fulfilled,
  provider: orders.providerId,
  location: { id: locations.id, name: locations.name },
  clientId: clients.id,
  clientName: clients.name,
  clientEmail: clients.email,
  clientAddress: clients.address,
  total: orderTotal,
}

type SummaryRow = {
  id: number
  created_at: Date
  transaction_type: 'ORDER' | 'IN' | 'OUT' | 'ADJUST'
  cancelled: boolean
  fulfilled: boolean
  provider: string
  location: { id: string; name: string }
  clientId: string | null
  clientName: string | null
  clientEmail: string | null
  clientAddress: string | null
  total: string
}

function presentSummary({ clientId, clientName, clientEmail, clientAddress, ...row }: SummaryRow) {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    total: Number(row.total),
    client: clientId
      ? { id: clientId, name: clientName!, email: clientEmail!, address: clientAddress }
      : null,
  }
}

// The same summary written by PostgreSQL for the provider's pages (db/json.ts), over the aliases
// o (orders), l (locations) and c (clients); keys in the order of the contract.
const orderSummaryFields = sql`'id', o.id,
  'created_at', ${isoTimestamp(sql`o.created_at`)},
  'transaction_type', o.transaction_type,
  'cancelled', o.cancelled,
  'fulfilled', o.fulfilled,
  'provider', o.provider_id,
  'location', json_build_object('id', l.id, 'name', l.name),
  'client', case when c.id is null then null
    else json_build_object('id', c.id, 'name', c.name, 'email', c.email, 'address', c.address) end,
  'total', ${jsonNumber(sql`select coalesce(sum(li.quantity * li.price), 0) from ${lineItems} li where li.order_id = o.id`)}`
const orderSummaryJson = sql`json_build_object(${orderSummaryFields})`

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
    query.location_id ? eq(orders.locationId, query.location_id) : undefined,
    query.product_id
      ? sql`exists (select 1 from ${lineItems} where ${lineItems.orderId} = ${orders.id}
              and ${lineItems.providerId} = ${providerId} and ${lineItems.productId} = ${query.product_id})`
      : undefined,
    ...dateBounds(query),
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
    item: orderSummaryJson,
    alias: 'o',
    joins: sql`join ${locations} l on l.id = o.location_id
      left join ${clients} c on c.id = o.client_id`,
  })
  return { orders: items, total }
}

/** An order as the provider sees it, with its line items, as JSON text. */
export async function getOrder(db: Db, storage: Storage, providerId: string, orderId: number) {
  const row = await firstRow<{ order: string }>(
    db,
    sql`select json_build_object(${orderSummaryFields}, 'line_items', ${lineItemsJson(storage)})::text as order
    from ${orders} o
    join ${locations} l on l.id = o.location_id
    left join ${clients} c on c.id = o.client_id
    where o.provider_id = ${providerId} and o.id = ${orderId}`,
  )
  if (!row) throw notFound('This order does not exist.')
  return new JsonText(row.order)
}

async function lineItemsOf(db: Db, storage: Storage, orderId: number) {
  const rows = await db
    .select({
      id: lineItems.id,
      quantity: lineItems.quantity,
      price: lineItems.price,
      product: {
        id: products.id,
        name: products.name,
        photo: products.photo,
        price: products.price,
      },
    })
    .from(lineItems)
    .innerJoin(products, eq(products.id, lineItems.productId))
    .where(eq(lineItems.orderId, orderId))
    .orderBy(lineItems.id)
  return rows.map((row) => ({
    ...row,
    price: Number(row.price),
    product: {
      ...row.product,
      price: Number(row.product.price),
      photo: row.product.photo ? fileUrl(storage, row.product.photo) : null,
    },
  }))
}

/** Orders as a client sees them: with the provider's name and email instead of its id. */
const clientOrderRows = (db: Db) =>
  db
    .select({
      ...summaryColumns,
      providerInfo: { id: providers.id, name: providers.name, email: providers.email },
    })
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .innerJoin(providers, eq(providers.id, orders.providerId))

function presentClientSummary({
  providerInfo,
  ...row
}: SummaryRow & { providerInfo: { id: string; name: string; email: string | null } }) {
  return { ...presentSummary(row), provider: providerInfo }
}

/** A client's orders across its providers. */
export async function listClientOrders(db: Db, clientId: string) {
  const rows = await clientOrderRows(db)
    .where(and(eq(orders.clientId, clientId), eq(orders.transactionType, 'ORDER')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(500)
  return rows.map(presentClientSummary)
}

export async function getClientOrder(db: Db, storage: Storage, clientId: string, orderId: number) {
  const [row] = await clientOrderRows(db).where(
    and(eq(orders.clientId, clientId), eq(orders.id, orderId), eq(orders.transactionType, 'ORDER')),
  )
  if (!row) throw notFound('This order does not exist.')
  return { ...presentClientSummary(row), line_items: await lineItemsOf(db, storage, orderId) }
}
