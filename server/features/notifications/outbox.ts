// The outbox's states, in SQL. A row is claimed by moving next_attempt_at a lease ahead (rows
// another sender is claiming at that moment are skipped, not waited for); the claimer extends
// the lease while it sends, so a sender that dies leaves its rows to be claimed again once the
// lease runs out. A row is marked sent only after the mail server accepted the message.
import { sql } from 'drizzle-orm'
import type { NotificationLanguage } from '../../../common/notifications'
import type { Db } from '../../db/client'
import { isoTimestamp } from '../../db/json'
import { rowsOf } from '../../db/rows'
import {
  clients,
  lineItems,
  notificationSettings,
  notificationUnsubscribes,
  notifications,
  orders,
  products,
  providerClients,
  providerMembers,
  providers,
  users,
} from '../../db/schema'

export type NotificationKind = (typeof notifications.$inferSelect)['kind']

export interface ClaimedOrder {
  id: number
  created_at: string
  client_id: string | null
  client_name: string | null
  client_email: string | null
  unsubscribed: boolean
  /** Whether the client's portal link is active (the plan is checked by the caller). */
  linked: boolean
  lines: { name: string; quantity: number; price: number }[]
  total: number
}

/** A claimed row with what its e-mail needs, read in the statement that claims it. */
export interface Claimed {
  id: number
  kind: NotificationKind
  provider_id: string
  attempts: number
  payload: { day?: string }
  provider_name: string
  plan: 'free' | 'pro'
  client_order_emails: boolean
  new_order_email: boolean
  low_stock_digest: boolean
  language: NotificationLanguage
  time_zone: string
  /** The provider's members' addresses, separated by commas. */
  members: string | null
  order: ClaimedOrder | null
}

const leaseOf = (ms: number) => sql`make_interval(secs => ${ms / 1000})`

export async function claimDue(db: Db, limit: number, leaseMs: number): Promise<Claimed[]> {
  const n = notifications
  // Settings and unsubscribes are read here, as the mail goes out, so that turning an option
  // off or unsubscribing takes effect for rows already waiting.
  return rowsOf<Claimed>(
    db,
    sql`with claimed as (
        update ${n} set attempts = ${n.attempts} + 1, next_attempt_at = now() + ${leaseOf(leaseMs)}
        where ${n.id} in (
          select ${n.id} from ${n} where ${n.state} = 'pending' and ${n.nextAttemptAt} <= now()
          order by ${n.nextAttemptAt}, ${n.id} limit ${limit}
          for update skip locked)
        returning ${n.id}, ${n.kind}, ${n.providerId}, ${n.orderId}, ${n.attempts}, ${n.payload})
      select c.id, c.kind, c.provider_id, c.attempts, c.payload, p.name as provider_name, p.plan,
        coalesce(s.client_order_emails, true) as client_order_emails,
        coalesce(s.new_order_email, true) as new_order_email,
        coalesce(s.low_stock_digest, true) as low_stock_digest,
        coalesce(s.language, 'en') as language,
        coalesce(s.time_zone, 'UTC') as time_zone,
        (select string_agg(u.email, ', ' order by m.created_at)
          from ${providerMembers} m join ${users} u on u.id = m.user_id
          where m.provider_id = c.provider_id) as members,
        case when o.id is null then null else json_build_object(
          'id', o.id,
          'created_at', ${isoTimestamp(sql`o.created_at`)},
          'client_id', o.client_id,
          'client_name', o.client_name,
          'client_email', o.client_email,
          'unsubscribed', exists (select 1 from ${notificationUnsubscribes} un
            join ${clients} cl on cl.id = un.client_id and cl.provider_id = c.provider_id
            where un.provider_id = c.provider_id and un.client_id = o.client_id),
          'linked', exists (select 1 from ${providerClients} pc
            where pc.provider_id = c.provider_id and pc.client_id = o.client_id and pc.active),
          'lines', (select coalesce(json_agg(json_build_object('name', pr.name,
              'quantity', li.quantity, 'price', li.price::float8) order by li.id), '[]')
            from ${lineItems} li join ${products} pr on pr.id = li.product_id
            where li.order_id = o.id and li.provider_id = c.provider_id),
          'total', o.total::float8
        ) end as order
      from claimed c
      join ${providers} p on p.id = c.provider_id
      left join ${notificationSettings} s on s.provider_id = c.provider_id
      left join ${orders} o on o.id = c.order_id and o.provider_id = c.provider_id
      order by c.id`,
  )
}

/** Keeps the rows claimed while their mails are on their way. */
export async function extendLease(db: Db, ids: number[], leaseMs: number) {
  if (ids.length === 0) return
  await db.execute(
    sql`update ${notifications} set next_attempt_at = now() + ${leaseOf(leaseMs)}
      where ${notifications.id} in ${ids} and ${notifications.state} = 'pending'`,
  )
}

export async function markSent(db: Db, id: number) {
  await db.execute(
    sql`update ${notifications} set state = 'sent', sent_at = now(), last_error = null
      where ${notifications.id} = ${id} and ${notifications.state} = 'pending'`,
  )
}

/** Never to be sent: the option is off, the client unsubscribed, nothing to tell. */
export async function markDropped(db: Db, id: number, reason: string) {
  await db.execute(
    sql`update ${notifications} set state = 'dropped', last_error = ${reason}
      where ${notifications.id} = ${id} and ${notifications.state} = 'pending'`,
  )
}

/** A failed attempt: tried again after `retryInMs`, or given up (state failed, kept) when null. */
export async function markFailed(db: Db, id: number, error: string, retryInMs: number | null) {
  await db.execute(
    retryInMs === null
      ? sql`update ${notifications} set state = 'failed', last_error = ${error}
          where ${notifications.id} = ${id} and ${notifications.state} = 'pending'`
      : sql`update ${notifications} set next_attempt_at = now() + ${leaseOf(retryInMs)},
            last_error = ${error}
          where ${notifications.id} = ${id} and ${notifications.state} = 'pending'`,
  )
}
