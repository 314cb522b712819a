// Announces an order change on the database channel. Called inside the writing transaction:
// PostgreSQL delivers the notification only if that transaction commits.
import { sql } from 'drizzle-orm'
import type { OrderEvent } from '../../../common/orders'
import type { Db } from '../../db/client'

export const ORDERS_CHANNEL = 'stockline_orders'

export async function notifyOrderChange(
  tx: Db,
  event: OrderEvent['event'],
  order: { id: number; providerId: string },
) {
  const payload: OrderEvent = {
    event,
    table: 'orders',
    record: { id: order.id, provider_id: order.providerId },
  }
  await tx.execute(sql`select pg_notify(${ORDERS_CHANNEL}, ${JSON.stringify(payload)})`)
}
