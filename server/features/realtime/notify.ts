// Announces an order change on the database channel. Called inside the writing transaction:
// PostgreSQL delivers the notification only if that transaction commits.
import { sql, type SQL } from 'drizzle-orm'
import type { OrderEvent } from '../../../common/realtime'
import type { Db } from '../../db/client'

export const ORDERS_CHANNEL = 'stockline_orders'

/**
 * The pg_notify call for one order (an OrderEvent as JSON), as an SQL expression, so that a
 * statement which creates the order can announce it without another round trip.
 */
export function orderNotification(
  event: OrderEvent['event'],
  orderId: SQL | number,
  providerId: string,
) {
  return sql`pg_notify(${ORDERS_CHANNEL}, json_build_object(
    'event', ${event}::text,
    'table', 'orders',
    'record', json_build_object('id', (${orderId})::bigint, 'provider_id', ${providerId}::text)
  )::text)`
}

export async function notifyOrderChange(
  tx: Db,
  event: OrderEvent['event'],
  order: { id: number; providerId: string },
) {
  await tx.execute(sql`select ${orderNotification(event, order.id, order.providerId)}`)
}
