// Creating an order or stock movement (with idempotency). Each database round trip costs more
// than the work it carries on a busy server, so creation sends two statements: what the payload
// refers to (client, location, prices) read at once, then the order, its lines, its effect on
// stock_levels and its announcement written by one statement.
import { eq, inArray, sql, type SQL } from 'drizzle-orm'
import { messages } from '../../../common/messages'
import { orderPayloadError, type OrderPayload } from '../../../common/orders'
import type { Db } from '../../db/client'
import { firstRow } from '../../db/rows'
import {
  clients,
  idempotencyKeys,
  lineItems,
  locations,
  orders,
  providerClients,
  products,
} from '../../db/schema'
import { AppError, badRequest, notFound } from '../../http/errors'
import { findIdempotent, idempotencyRow, type Idempotency } from '../../http/idempotency'
import type { Plans } from '../billing/plans'
import { stockChanges, stockUpsert } from '../inventory/stock'
import { orderNotification } from '../realtime/notify'

const m = messages.order

export type Origin = 'provider' | 'client'

interface CreateInput {
  payload: OrderPayload
  origin: Origin
  /** The member who makes it; none for the client portal. */
  createdBy?: string | null
  /** The API key it is made with, if any. */
  apiKeyId?: string | null
  idempotency?: Idempotency | undefined
  plans: Plans
}

interface Line {
  id: string
  quantity: number
}

/** Sums repeated products and drops zero quantities. */
function mergeLines(lines: OrderPayload['products']): Line[] {
  const byProduct = new Map<string, number>()
  // An id is the same product in either case; two spellings would otherwise be two stock rows
  // written twice by one statement.
  for (const { id, quantity } of lines) {
    const key = id.toLowerCase()
    byProduct.set(key, (byProduct.get(key) ?? 0) + quantity)
  }
  return [...byProduct].filter(([, q]) => q !== 0).map(([id, quantity]) => ({ id, quantity }))
}

async function earlierOrder(db: Db, idempotency: Idempotency | undefined) {
  const id = idempotency && (await findIdempotent(db, idempotency))
  return id ? Number(id) : undefined
}

interface Customer {
  active: boolean
  name: string
  email: string
  address: string | null
}

interface LocationFacts {
  id: string
  active: boolean
}

interface References {
  client: Customer | null
  location: LocationFacts | null
  /** A TRANSFER's destination; null for every other type. */
  to_location: LocationFacts | null
  products: { id: string; price: number; active: boolean }[]
}

const locationFacts = (providerId: string, id: SQL) =>
  sql`(select json_build_object('id', ${locations.id}, 'active', ${locations.active})
    from ${locations} where ${locations.providerId} = ${providerId} and ${id})`

/** The client relation, the locations and the products of the payload, in one statement. */
async function readReferences(
  tx: Db,
  providerId: string,
  payload: OrderPayload,
  origin: Origin,
  lines: Line[],
): Promise<References> {
  const locationMatch =
    origin === 'client'
      ? eq(locations.isDefault, true)
      : eq(locations.id, payload.locationId ?? sql`null`)
  const client =
    payload.transaction_type === 'ORDER'
      ? sql`(select json_build_object('active', ${providerClients.active}, 'name', ${clients.name},
            'email', ${clients.email}, 'address', ${clients.address})
          from ${providerClients} join ${clients} on ${clients.id} = ${providerClients.clientId}
          where ${providerClients.providerId} = ${providerId}
            and ${providerClients.clientId} = ${payload.clientId!})`
      : sql`null`
  const row = await firstRow<{ refs: string }>(
    tx,
    sql`select json_build_object(
      'client', ${client},
      'location', ${locationFacts(providerId, locationMatch)},
      'to_location', ${
        payload.transaction_type === 'TRANSFER' && payload.toLocationId
          ? locationFacts(providerId, eq(locations.id, payload.toLocationId))
          : sql`null`
      },
      'products', (select coalesce(json_agg(json_build_object(
          'id', ${products.id}, 'price', ${products.price}, 'active', ${products.active})), '[]')
        from ${products} where ${products.providerId} = ${providerId}
          and ${inArray(
            products.id,
            lines.map((l) => l.id),
          )})
    )::text as refs`,
  )
  return JSON.parse(row!.refs) as References
}

/** The location the stock moves at: the provider's default one for a client's order. */
function checkLocation(refs: References, origin: Origin) {
  if (origin === 'client') {
    if (!refs.location) throw badRequest('default_location_missing', m.defaultLocationMissing)
    return refs.location.id
  }
  if (!refs.location) {
    throw badRequest('validation_failed', m.selectLocation, { locationId: m.selectLocation })
  }
  if (!refs.location.active) {
    throw badRequest('location_inactive', 'This location is inactive.', {
      locationId: 'This location is inactive.',
    })
  }
  return refs.location.id
}

/** A TRANSFER's destination: another active location of the same provider. */
function checkDestination(refs: References, payload: OrderPayload, from: string) {
  if (payload.transaction_type !== 'TRANSFER') return null
  const fail = (code: string, message: string) =>
    badRequest(code, message, { toLocationId: message })
  if (!refs.to_location) throw fail('validation_failed', m.unknownDestination)
  // Compared as the database spells the ids, whatever case the payload used.
  if (refs.to_location.id === from) throw fail('validation_failed', m.transferSameLocation)
  if (!refs.to_location.active) throw fail('location_inactive', m.destinationInactive)
  return refs.to_location.id
}

function checkClient(refs: References, origin: Origin): Customer {
  if (!refs.client || (origin === 'client' && !refs.client.active)) {
    throw origin === 'client'
      ? notFound()
      : badRequest('validation_failed', m.selectClient, { clientId: m.selectClient })
  }
  return refs.client
}

function pricesOf(refs: References, lines: Line[], origin: Origin) {
  const usable = refs.products.filter((p) => origin === 'provider' || p.active)
  if (usable.length !== lines.length) {
    throw badRequest('unknown_product', 'Some products are not available.', {
      products: 'Some products are not available.',
    })
  }
  return new Map(usable.map((p) => [p.id, p.price]))
}

/** Creates an order or stock movement and answers its id; a repeated idempotency key answers the first one. */
export async function createOrder(
  db: Db,
  input: CreateInput,
): Promise<{ id: number; replayed: boolean }> {
  const { payload, origin, idempotency, plans } = input
  const providerId = payload.providerId
  if (origin === 'client' && payload.transaction_type !== 'ORDER') {
    throw new AppError(403, 'forbidden', 'Clients can only place orders.')
  }
  const rule = orderPayloadError(payload, origin)
  if (rule) throw badRequest('validation_failed', rule)
  const earlier = await earlierOrder(db, idempotency)
  if (earlier) return { id: earlier, replayed: true }
  const lines = mergeLines(payload.products)
  if (lines.length === 0) {
    throw badRequest(
      'validation_failed',
      payload.transaction_type === 'ADJUST'
        ? messages.inventory.noAdjustments
        : m.atLeastOneProduct,
    )
  }
  try {
    // The write is one statement, atomic by itself; the reads before it lock nothing, so a
    // transaction around them would change nothing (READ COMMITTED) except when the monthly
    // quota is counted: that holds the provider's row until the order is written.
    const countsQuota = payload.transaction_type === 'ORDER' && plans.enforced
    const inTransaction = <T>(work: (tx: Db) => Promise<T>) =>
      countsQuota ? db.transaction(work) : work(db)
    const id = await inTransaction(async (tx) => {
      const refs = await readReferences(tx, providerId, payload, origin, lines)
      const customer = payload.transaction_type === 'ORDER' ? checkClient(refs, origin) : null
      if (customer) await plans.checkOrderQuota(tx, providerId)
      const locationId = checkLocation(refs, origin)
      const toLocationId = checkDestination(refs, payload, locationId)
      const prices = pricesOf(refs, lines, origin)
      const newOrderId = sql`(select id from new_order)`
      const movement = { type: payload.transaction_type, locationId, toLocationId }
      const stock = stockUpsert(
        tx,
        providerId,
        stockChanges(
          movement,
          lines.map((l) => ({ productId: l.id, quantity: l.quantity })),
        ),
      )
      const created = await firstRow<{ id: string }>(
        tx,
        sql`with new_order as (${tx
          .insert(orders)
          .values({
            providerId,
            locationId,
            toLocationId,
            transactionType: payload.transaction_type,
            // The notification triggers tell the provider of orders placed through the portal.
            origin,
            createdBy: input.createdBy ?? null,
            apiKeyId: input.apiKeyId ?? null,
            clientId: customer ? payload.clientId! : null,
            clientName: customer?.name ?? null,
            clientEmail: customer?.email ?? null,
            clientAddress: customer?.address ?? null,
          })
          .returning({ id: orders.id })
          .getSQL()}),
        new_lines as (${tx
          .insert(lineItems)
          .values(
            lines.map((line) => ({
              orderId: newOrderId,
              providerId,
              productId: line.id,
              quantity: line.quantity,
              price: prices.get(line.id)!,
            })),
          )
          .getSQL()})
        ${stock ? sql`, new_stock as (${stock.getSQL()})` : sql``}
        ${
          idempotency
            ? sql`, new_key as (${tx
                .insert(idempotencyKeys)
                .values(idempotencyRow(idempotency, sql`(select id::text from new_order)`))
                .getSQL()})`
            : sql``
        }
        select id::text as id, ${orderNotification('INSERT', sql`id`, providerId)} from new_order`,
      )
      return Number(created!.id)
    })
    return { id, replayed: false }
  } catch (error) {
    // Two requests with the same key at once: the second one loses the race on the unique
    // index and answers the order the first one created.
    const winner = await earlierOrder(db, idempotency)
    if (winner) return { id: winner, replayed: true }
    throw error
  }
}
