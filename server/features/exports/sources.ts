// What each export holds: the columns a list shows plus ids, and the rows its filters find,
// read in keyset batches (batches.ts) in the list's own order.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { ProviderClientsQuery } from '../../../common/clients'
import type { InventoryQuery } from '../../../common/inventory'
import { orderStatus, TRANSACTION_TYPE_LABELS } from '../../../common/order-status'
import type { OrdersQuery } from '../../../common/orders'
import type { ProductsQuery } from '../../../common/products'
import type { TransactionType } from '../../../common/constants'
import type { Db } from '../../db/client'
import { isoTimestamp } from '../../db/json'
import { rowsOf } from '../../db/rows'
import {
  clients,
  lineItems,
  locations,
  orders,
  products,
  providerClients,
  reorderRules,
  stockLevels,
} from '../../db/schema'
import { contains } from '../../db/search'
import { activeFields } from '../custom-fields/service'
import { fileUrl, type Storage } from '../files/storage'
import { ordersWhere } from '../orders/queries'
import { BATCH_SIZE, keysetBatches } from './batches'
import type { Cell, CsvSource } from './csv'

type ListFilters<Q> = Omit<Q, 'limit' | 'offset'>

const money = (amount: string | number) => Number(amount).toFixed(2)

interface OrderRow {
  id: number
  created_at: string
  // The timestamp as PostgreSQL writes it, to the microsecond: the next batch starts after it.
  cursor_at: string
  transaction_type: TransactionType
  cancelled: boolean
  fulfilled: boolean
  client_id: string | null
  client_name: string | null
  client_email: string | null
  client_address: string | null
  location_id: string
  location_name: string
  to_location_id: string | null
  to_location_name: string | null
  units: string | number
  total: string | number
}

/** The orders the filters find, newest first as in the lists, a batch at a time. */
function orderBatches(db: Db, where: SQL | undefined) {
  return keysetBatches<OrderRow>(async (after) =>
    // node-postgres answers a bigint as text, PGlite as a number.
    (
      await rowsOf<OrderRow>(
        db,
        sql`select ${orders.id} as id, ${isoTimestamp(orders.createdAt)} as created_at,
          ${orders.createdAt}::text as cursor_at, ${orders.transactionType} as transaction_type,
          ${orders.cancelled} as cancelled, ${orders.fulfilled} as fulfilled,
          ${orders.clientId} as client_id, ${orders.clientName} as client_name,
          ${orders.clientEmail} as client_email, ${orders.clientAddress} as client_address,
          l.id as location_id, l.name as location_name,
          tl.id as to_location_id, tl.name as to_location_name,
          (select coalesce(sum(li.quantity), 0) from ${lineItems} li
            where li.order_id = ${orders.id}) as units,
          ${orders.total} as total
        from ${orders}
        join ${locations} l on l.id = ${orders.locationId}
        left join ${locations} tl on tl.id = ${orders.toLocationId}
        where ${where}
          ${after ? sql`and (${orders.createdAt}, ${orders.id}) < (${after.cursor_at}::timestamptz, ${after.id})` : sql``}
        order by ${orders.createdAt} desc, ${orders.id} desc
        limit ${BATCH_SIZE}`,
      )
    ).map((row) => ({ ...row, id: Number(row.id) })),
  )
}

const statusOf = (row: OrderRow) => orderStatus(row) ?? ''

export function ordersCsv(db: Db, providerId: string, query: ListFilters<OrdersQuery>): CsvSource {
  return async function* () {
    yield [
      [
        'order_id',
        'created_at',
        'status',
        'client_id',
        'client_name',
        'client_email',
        'client_address',
        'location_id',
        'location',
        'units',
        'total',
      ],
    ]
    for await (const batch of orderBatches(
      db,
      ordersWhere(providerId, { ...query, type: 'ORDER' }),
    )) {
      yield batch.map((o) => [
        o.id,
        o.created_at,
        statusOf(o),
        o.client_id,
        o.client_name,
        o.client_email,
        o.client_address,
        o.location_id,
        o.location_name,
        Number(o.units),
        money(o.total),
      ])
    }
  }
}

export function transactionsCsv(
  db: Db,
  providerId: string,
  query: ListFilters<OrdersQuery>,
): CsvSource {
  return async function* () {
    yield [
      [
        'transaction_id',
        'created_at',
        'type',
        'status',
        'location_id',
        'location',
        'to_location_id',
        'to_location',
        'client_id',
        'client_name',
        'units',
        'total',
      ],
    ]
    for await (const batch of orderBatches(db, ordersWhere(providerId, query))) {
      yield batch.map((o) => [
        o.id,
        o.created_at,
        TRANSACTION_TYPE_LABELS[o.transaction_type],
        statusOf(o),
        o.location_id,
        o.location_name,
        o.to_location_id,
        o.to_location_name,
        o.client_id,
        o.client_name,
        Number(o.units),
        money(o.total),
      ])
    }
  }
}

interface LineRow {
  id: number
  order_id: number
  product_id: string
  product_name: string
  quantity: number
  price: string | number
}

/** Every line of the orders the filters find: an order's lines together, in the order's place. */
export function orderLinesCsv(
  db: Db,
  providerId: string,
  query: ListFilters<OrdersQuery>,
): CsvSource {
  return async function* () {
    yield [
      [
        'order_id',
        'created_at',
        'status',
        'client_id',
        'client_name',
        'location_id',
        'location',
        'line_id',
        'product_id',
        'product',
        'quantity',
        'price',
        'line_total',
      ],
    ]
    for await (const batch of orderBatches(
      db,
      ordersWhere(providerId, { ...query, type: 'ORDER' }),
    )) {
      const lines = await db
        .select({
          id: lineItems.id,
          order_id: lineItems.orderId,
          product_id: lineItems.productId,
          product_name: products.name,
          quantity: lineItems.quantity,
          price: lineItems.price,
        })
        .from(lineItems)
        .innerJoin(products, eq(products.id, lineItems.productId))
        .where(
          and(
            eq(lineItems.providerId, providerId),
            inArray(
              lineItems.orderId,
              batch.map((o) => o.id),
            ),
          ),
        )
        .orderBy(asc(lineItems.id))
      const linesOf = new Map<number, LineRow[]>()
      for (const line of lines as LineRow[]) {
        const ofOrder = linesOf.get(line.order_id)
        if (ofOrder) ofOrder.push(line)
        else linesOf.set(line.order_id, [line])
      }
      yield batch.flatMap((o) =>
        (linesOf.get(o.id) ?? []).map((line): Cell[] => [
          o.id,
          o.created_at,
          statusOf(o),
          o.client_id,
          o.client_name,
          o.location_id,
          o.location_name,
          line.id,
          line.product_id,
          line.product_name,
          line.quantity,
          money(line.price),
          money(line.quantity * Number(line.price)),
        ]),
      )
    }
  }
}

function fieldCells(fields: { id: string }[], metadata: Record<string, unknown>): Cell[] {
  return fields.map(({ id }) => {
    const value = metadata[id]
    if (Array.isArray(value)) return value.join(', ')
    return value === undefined || value === null ? null : (value as Cell)
  })
}

interface NamedRow {
  id: string
  sort_name: string
}

/**
 * Every row of `select` in name order (lower case, then id), as the name indexes read them, in
 * batches. `select` ends with its where clause, to which the batch's start is added.
 */
function byNameBatches<Row extends NamedRow>(db: Db, name: SQL, id: SQL, select: SQL) {
  return keysetBatches<Row>((after) =>
    rowsOf<Row>(
      db,
      sql`${select} ${after ? sql`and (${name}, ${id}) > (${after.sort_name}, ${after.id}::uuid)` : sql``}
        order by ${name}, ${id}
        limit ${BATCH_SIZE}`,
    ),
  )
}

interface ProductRow extends NamedRow {
  reorder_min: number | null
  reorder_max: number | null
  name: string
  price: string | number
  active: boolean
  photo: string | null
  created_at: string
  metadata: Record<string, unknown>
}

export function productsCsv(
  db: Db,
  storage: Storage,
  providerId: string,
  query: Pick<ProductsQuery, 'active' | 'search'>,
): CsvSource {
  return async function* () {
    const fields = await activeFields(db, providerId, 'PRODUCTS')
    yield [
      [
        'product_id',
        'name',
        'price',
        'active',
        'photo',
        'created_at',
        'reorder_min',
        'reorder_max',
        ...fields.map((f) => f.field_label),
      ],
    ]
    const where = and(
      eq(products.providerId, providerId),
      query.active === undefined ? undefined : eq(products.active, query.active === 'true'),
      query.search ? contains(products.name, query.search) : undefined,
    )
    const batches = byNameBatches<ProductRow>(
      db,
      sql`lower(${products.name})`,
      sql`${products.id}`,
      sql`select ${products.id} as id, ${products.name} as name,
            lower(${products.name}) as sort_name, ${products.price} as price,
            ${products.active} as active, ${products.photo} as photo,
            ${isoTimestamp(products.createdAt)} as created_at, ${products.metadata} as metadata,
            r.min as reorder_min, r.max as reorder_max
          from ${products} left join ${reorderRules} r
            on r.product_id = ${products.id} and r.location_id is null
          where ${where}`,
    )
    for await (const batch of batches) {
      yield batch.map((p) => [
        p.id,
        p.name,
        money(p.price),
        p.active,
        p.photo ? fileUrl(storage, p.photo) : null,
        p.created_at,
        p.reorder_min,
        p.reorder_max,
        ...fieldCells(fields, p.metadata),
      ])
    }
  }
}

interface ClientRow extends NamedRow {
  name: string
  email: string
  address: string | null
  active: boolean
  created_at: string
  metadata: Record<string, unknown>
}

export function clientsCsv(
  db: Db,
  providerId: string,
  query: Pick<z.infer<typeof ProviderClientsQuery>, 'active' | 'search'>,
): CsvSource {
  return async function* () {
    const fields = await activeFields(db, providerId, 'CLIENTS')
    yield [
      [
        'client_id',
        'name',
        'email',
        'address',
        'active',
        'created_at',
        ...fields.map((f) => f.field_label),
      ],
    ]
    const where = and(
      eq(clients.providerId, providerId),
      query.active === undefined ? undefined : sql`pc.active = ${query.active === 'true'}`,
      query.search
        ? sql`(${contains(clients.name, query.search)} or ${contains(clients.email, query.search)})`
        : undefined,
    )
    const batches = byNameBatches<ClientRow>(
      db,
      sql`lower(${clients.name})`,
      sql`${clients.id}`,
      sql`select ${clients.id} as id, ${clients.name} as name,
            lower(${clients.name}) as sort_name, ${clients.email} as email,
            ${clients.address} as address, pc.active as active,
            ${isoTimestamp(clients.createdAt)} as created_at, pc.metadata as metadata
          from ${clients} join ${providerClients} pc on pc.client_id = ${clients.id}
          where ${where}`,
    )
    for await (const batch of batches) {
      yield batch.map((c) => [
        c.id,
        c.name,
        c.email,
        c.address,
        c.active,
        c.created_at,
        ...fieldCells(fields, c.metadata),
      ])
    }
  }
}

interface StockRow extends NamedRow {
  name: string
  stock: { location_id: string; location: string; quantity: number }[]
}

/** A row per product and location, as the stock grid shows them (and a stock count reads them). */
export function inventoryCsv(
  db: Db,
  providerId: string,
  query: Pick<InventoryQuery, 'location_id' | 'metadata' | 'search'>,
): CsvSource {
  return async function* () {
    yield [['product_id', 'product', 'location_id', 'location', 'quantity']]
    const where = and(
      eq(products.providerId, providerId),
      query.metadata
        ? sql`${products.metadata} @> ${JSON.stringify(query.metadata)}::jsonb`
        : undefined,
      query.search ? contains(products.name, query.search) : undefined,
      query.location_id
        ? sql`exists (select 1 from ${locations} where ${locations.id} = ${query.location_id}
              and ${locations.providerId} = ${providerId})`
        : undefined,
    )
    const batches = byNameBatches<StockRow>(
      db,
      sql`lower(${products.name})`,
      sql`${products.id}`,
      sql`select ${products.id} as id, ${products.name} as name,
            lower(${products.name}) as sort_name,
            (select coalesce(json_agg(json_build_object('location_id', l.id, 'location', l.name,
                'quantity', coalesce(s.quantity, 0)) order by lower(l.name), l.id), '[]')
              from ${locations} l left join ${stockLevels} s
                on s.location_id = l.id and s.product_id = ${products.id}
              where l.provider_id = ${providerId}
                ${query.location_id ? sql`and l.id = ${query.location_id}` : sql``}) as stock
          from ${products}
          where ${where}`,
    )
    for await (const batch of batches) {
      yield batch.flatMap((p) =>
        p.stock.map((s): Cell[] => [p.id, p.name, s.location_id, s.location, s.quantity]),
      )
    }
  }
}
