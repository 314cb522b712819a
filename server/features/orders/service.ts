// Writing orders and stock movements: creation (with idempotency), fulfilment and cancellation.
// Every write updates stock_levels and announces itself in the same transaction.
import { and, eq, inArray } from 'drizzle-orm'
import { messages } from '../../../common/messages'
import {
  orderPayloadError,
  stockDelta,
  type OrderChange,
  type OrderPayload,
} from '../../../common/orders'
import {
  providerCanCancel,
  providerCanFulfill,
  clientCanCancel,
} from '../../../common/order-status'
import type { Db } from '../../db/client'
import { lineItems, locations, orders, providerClients, products } from '../../db/schema'
import { AppError, badRequest, conflict, notFound } from '../../http/errors'
import { applyStockChanges } from '../inventory/stock'
import { notifyOrderChange } from '../realtime/notify'
import type { Plans } from '../billing/plans'

const m = messages.order

export type Origin = 'provider' | 'client'

interface CreateInput {
  payload: OrderPayload
  origin: Origin
  idempotencyKey?: string | undefined
  plans: Plans
}

/** Sums repeated products and drops zero quantities. */
function mergeLines(lines: OrderPayload['products']) {
  const byProduct = new Map<string, number>()
  for (const line of lines) byProduct.set(line.id, (byProduct.get(line.id) ?? 0) + line.quantity)
  return [...byProduct].filter(([, q]) => q !== 0).map(([id, quantity]) => ({ id, quantity }))
}

async function findByIdempotencyKey(db: Db, providerId: string, key: string) {
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.providerId, providerId), eq(orders.idempotencyKey, key)))
  return existing?.id
}

async function orderLocation(tx: Db, providerId: string, payload: OrderPayload, origin: Origin) {
  if (origin === 'client') {
    const [fallback] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.providerId, providerId), eq(locations.isDefault, true)))
    if (!fallback) throw badRequest('default_location_missing', m.defaultLocationMissing)
    return fallback.id
  }
  const [location] = await tx
    .select({ id: locations.id, active: locations.active })
    .from(locations)
    .where(and(eq(locations.providerId, providerId), eq(locations.id, payload.locationId!)))
  if (!location)
    throw badRequest('validation_failed', m.selectLocation, { locationId: m.selectLocation })
  if (!location.active) {
    throw badRequest('location_inactive', 'This location is inactive.', {
      locationId: 'This location is inactive.',
    })
  }
  return location.id
}

async function checkClient(tx: Db, providerId: string, clientId: string, origin: Origin) {
  const [relation] = await tx
    .select({ active: providerClients.active })
    .from(providerClients)
    .where(and(eq(providerClients.providerId, providerId), eq(providerClients.clientId, clientId)))
  if (!relation || (origin === 'client' && !relation.active)) {
    throw origin === 'client'
      ? notFound()
      : badRequest('validation_failed', m.selectClient, { clientId: m.selectClient })
  }
}

async function pricesOf(tx: Db, providerId: string, ids: string[], origin: Origin) {
  const rows = await tx
    .select({ id: products.id, price: products.price, active: products.active })
    .from(products)
    .where(and(eq(products.providerId, providerId), inArray(products.id, ids)))
  const usable = rows.filter((p) => origin === 'provider' || p.active)
  if (usable.length !== ids.length) {
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
  const { payload, origin, idempotencyKey, plans } = input
  const providerId = payload.providerId
  if (origin === 'client' && payload.transaction_type !== 'ORDER') {
    throw new AppError(403, 'forbidden', 'Clients can only place orders.')
  }
  const rule = orderPayloadError(payload, origin)
  if (rule) throw badRequest('validation_failed', rule)
  if (idempotencyKey) {
    const existing = await findByIdempotencyKey(db, providerId, idempotencyKey)
    if (existing) return { id: existing, replayed: true }
  }
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
    const id = await db.transaction(async (tx) => {
      if (payload.transaction_type === 'ORDER') {
        await checkClient(tx, providerId, payload.clientId!, origin)
        await plans.checkOrderQuota(tx, providerId)
      }
      const locationId = await orderLocation(tx, providerId, payload, origin)
      const prices = await pricesOf(
        tx,
        providerId,
        lines.map((l) => l.id),
        origin,
      )
      const [order] = await tx
        .insert(orders)
        .values({
          providerId,
          locationId,
          transactionType: payload.transaction_type,
          clientId: payload.transaction_type === 'ORDER' ? payload.clientId! : null,
          idempotencyKey: idempotencyKey ?? null,
        })
        .returning({ id: orders.id })
      await tx.insert(lineItems).values(
        lines.map((line) => ({
          orderId: order!.id,
          providerId,
          productId: line.id,
          quantity: line.quantity,
          price: prices.get(line.id)!,
        })),
      )
      await applyStockChanges(
        tx,
        providerId,
        locationId,
        lines.map((l) => ({
          productId: l.id,
          delta: stockDelta(payload.transaction_type, l.quantity),
        })),
      )
      await notifyOrderChange(tx, 'INSERT', { id: order!.id, providerId })
      return order!.id
    })
    return { id, replayed: false }
  } catch (error) {
    // Two requests with the same key at once: the second one loses the race on the unique
    // index and answers the order the first one created.
    if (idempotencyKey) {
      const existing = await findByIdempotencyKey(db, providerId, idempotencyKey)
      if (existing) return { id: existing, replayed: true }
    }
    throw error
  }
}

type Actor = { kind: 'provider'; providerId: string } | { kind: 'client'; clientId: string }

/** Fulfils or cancels an order; cancelling takes its effect on stock back. */
export function changeOrder(db: Db, actor: Actor, orderId: number, change: OrderChange) {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        providerId: orders.providerId,
        clientId: orders.clientId,
        locationId: orders.locationId,
        transaction_type: orders.transactionType,
        cancelled: orders.cancelled,
        fulfilled: orders.fulfilled,
      })
      .from(orders)
      .where(
        and(
          eq(orders.id, orderId),
          actor.kind === 'provider'
            ? eq(orders.providerId, actor.providerId)
            : and(eq(orders.clientId, actor.clientId), eq(orders.transactionType, 'ORDER')),
        ),
      )
      .for('update')
    if (!order) throw notFound('This order does not exist.')
    if (change.fulfilled) {
      if (actor.kind === 'client')
        throw new AppError(403, 'forbidden', 'Only the provider can fulfil an order.')
      if (!providerCanFulfill(order))
        throw conflict('invalid_transition', 'This order can no longer be fulfilled.')
      await tx.update(orders).set({ fulfilled: true }).where(eq(orders.id, orderId))
    } else {
      const allowed = actor.kind === 'client' ? clientCanCancel(order) : providerCanCancel(order)
      if (!allowed) throw conflict('invalid_transition', 'This order can no longer be cancelled.')
      await tx.update(orders).set({ cancelled: true }).where(eq(orders.id, orderId))
      const lines = await tx
        .select({ productId: lineItems.productId, quantity: lineItems.quantity })
        .from(lineItems)
        .where(eq(lineItems.orderId, orderId))
      await applyStockChanges(
        tx,
        order.providerId,
        order.locationId,
        lines.map((l) => ({
          productId: l.productId,
          delta: -stockDelta(order.transaction_type, l.quantity),
        })),
      )
    }
    await notifyOrderChange(tx, 'UPDATE', { id: order.id, providerId: order.providerId })
    return order.providerId
  })
}
