// Fulfilling and cancelling orders (creation is in create-order.ts). Every write updates
// stock_levels and announces itself in the same transaction.
import { and, eq } from 'drizzle-orm'
import type { OrderChange } from '../../../common/orders'
import {
  providerCanCancel,
  providerCanFulfill,
  clientCanCancel,
} from '../../../common/order-status'
import type { Db } from '../../db/client'
import { lineItems, orders } from '../../db/schema'
import { AppError, conflict, notFound } from '../../http/errors'
import { applyStockChanges, stockChanges } from '../inventory/stock'
import { notifyOrderChange } from '../realtime/notify'

type Actor = { kind: 'provider'; providerId: string } | { kind: 'client'; clientId: string }

/** Fulfils or cancels an order; cancelling takes its effect on stock back (both sides of a transfer). */
export function changeOrder(db: Db, actor: Actor, orderId: number, change: OrderChange) {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        providerId: orders.providerId,
        clientId: orders.clientId,
        locationId: orders.locationId,
        toLocationId: orders.toLocationId,
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
      const { transaction_type: type, locationId, toLocationId } = order
      await applyStockChanges(
        tx,
        order.providerId,
        stockChanges({ type, locationId, toLocationId }, lines, -1),
      )
    }
    await notifyOrderChange(tx, 'UPDATE', { id: order.id, providerId: order.providerId })
    return order.providerId
  })
}
