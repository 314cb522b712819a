// A business's webhook subscriptions and their delivery log. Events and deliveries are written by
// the outbox triggers of migration 0013 and sent by worker.ts; this file writes the
// subscriptions and a manual resend.
import { randomBytes } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import {
  webhookMessages,
  type Delivery,
  type Webhook,
  type WebhookCreate,
  type WebhookUpdate,
} from '../../../common/webhooks'
import type { Db } from '../../db/client'
import { isoTimestamp } from '../../db/json'
import { firstRow, rowsOf } from '../../db/rows'
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema'
import { badRequest, notFound } from '../../http/errors'
import { checkDestination, RefusedAddress } from './addresses'

export const WEBHOOKS_CHANNEL = 'stockline_webhooks'

const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`

const s = webhookSubscriptions
const columns = {
  id: s.id,
  url: s.url,
  events: s.events,
  enabled: s.enabled,
  consecutive_failures: s.consecutiveFailures,
  disabled_at: s.disabledAt,
  created_at: s.createdAt,
}
function toWebhook(row: {
  id: string
  url: string
  events: string[]
  enabled: boolean
  consecutive_failures: number
  disabled_at: Date | null
  created_at: Date
}): Webhook {
  return {
    ...row,
    events: row.events as Webhook['events'],
    disabled_at: row.disabled_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  }
}

/** 400 unless the URL may receive webhooks (public addresses, unless private ones are allowed). */
export async function checkUrl(url: string, allowPrivate: boolean) {
  try {
    await checkDestination(url, allowPrivate)
  } catch (error) {
    if (!(error instanceof RefusedAddress)) throw error
    const message =
      error.reason === 'private' ? webhookMessages.urlPrivate : webhookMessages.urlUnresolved
    throw badRequest('webhook_url_refused', message, { url: message })
  }
}

export async function listWebhooks(db: Db, providerId: string): Promise<Webhook[]> {
  const rows = await db
    .select(columns)
    .from(s)
    .where(eq(s.providerId, providerId))
    .orderBy(desc(s.createdAt), desc(s.id))
  return rows.map(toWebhook)
}

export async function getWebhook(db: Db, providerId: string, id: string): Promise<Webhook> {
  const [row] = await db
    .select(columns)
    .from(s)
    .where(and(eq(s.providerId, providerId), eq(s.id, id)))
  if (!row) throw notFound(webhookMessages.notFound)
  return toWebhook(row)
}

export async function createWebhook(
  tx: Db,
  providerId: string,
  createdBy: string | null,
  body: WebhookCreate,
) {
  const secret = newSecret()
  const [row] = await tx
    .insert(s)
    .values({
      providerId,
      url: body.url,
      events: body.events,
      enabled: body.enabled,
      secret,
      createdBy,
    })
    .returning({ id: s.id })
  return row!.id
}

/** The signing secret, which a repeated create answers again. */
export async function secretOf(db: Db, providerId: string, id: string) {
  const [row] = await db
    .select({ secret: s.secret })
    .from(s)
    .where(and(eq(s.providerId, providerId), eq(s.id, id)))
  if (!row) throw notFound(webhookMessages.notFound)
  return row.secret
}

/** Changes a webhook; enabling it again starts its count of failures anew. */
export async function updateWebhook(db: Db, providerId: string, id: string, body: WebhookUpdate) {
  const changes = {
    ...(body.url !== undefined && { url: body.url }),
    ...(body.events !== undefined && { events: body.events }),
    ...(body.enabled !== undefined && {
      enabled: body.enabled,
      ...(body.enabled && { consecutiveFailures: 0, disabledAt: null }),
    }),
  }
  const where = and(eq(s.providerId, providerId), eq(s.id, id))
  // An empty body changes nothing; it still answers 404 for a webhook that is not there.
  const [row] =
    Object.keys(changes).length === 0
      ? await db.select({ id: s.id }).from(s).where(where)
      : await db.update(s).set(changes).where(where).returning({ id: s.id })
  if (!row) throw notFound(webhookMessages.notFound)
}

export async function rotateSecret(db: Db, providerId: string, id: string) {
  const secret = newSecret()
  const [row] = await db
    .update(s)
    .set({ secret })
    .where(and(eq(s.providerId, providerId), eq(s.id, id)))
    .returning({ id: s.id })
  if (!row) throw notFound(webhookMessages.notFound)
  return secret
}

export async function deleteWebhook(db: Db, providerId: string, id: string) {
  const [row] = await db
    .delete(s)
    .where(and(eq(s.providerId, providerId), eq(s.id, id)))
    .returning({ id: s.id })
  if (!row) throw notFound(webhookMessages.notFound)
}

const d = webhookDeliveries

const deliveryJson = sql`json_build_object(
  'id', d.id,
  'event', json_build_object('id', 'evt_' || e.id, 'type', e.type,
    'created_at', ${isoTimestamp(sql`e.created_at`)}),
  'state', d.state, 'attempts', d.attempts, 'last_status', d.last_status,
  'last_response', d.last_response, 'last_error', d.last_error,
  'last_duration_ms', d.last_duration_ms,
  'last_attempt_at', ${isoTimestamp(sql`d.last_attempt_at`)},
  'next_attempt_at', case when d.state = 'pending' then ${isoTimestamp(sql`d.next_attempt_at`)} end,
  'delivered_at', ${isoTimestamp(sql`d.delivered_at`)},
  'created_at', ${isoTimestamp(sql`d.created_at`)})`

/** A webhook's deliveries, newest first, a page at a time. */
export async function listDeliveries(
  db: Db,
  providerId: string,
  webhookId: string,
  page: { limit: number; offset: number },
) {
  await getWebhook(db, providerId, webhookId)
  const row = await firstRow<{ deliveries: Delivery[]; total: number }>(
    db,
    sql`select
      (select coalesce(json_agg(x.item), '[]') from (
        select ${deliveryJson} as item from ${d} d join webhook_events e on e.id = d.event_id
        where d.subscription_id = ${webhookId} and d.provider_id = ${providerId}
        order by d.created_at desc, d.id desc limit ${page.limit} offset ${page.offset}) x)
        as deliveries,
      (select count(*)::int from ${d} where subscription_id = ${webhookId}
        and provider_id = ${providerId}) as total`,
  )
  return { deliveries: row!.deliveries, total: row!.total }
}

async function getDelivery(db: Db, providerId: string, id: number): Promise<Delivery> {
  const [row] = await rowsOf<{ item: Delivery }>(
    db,
    sql`select ${deliveryJson} as item from ${d} d join webhook_events e on e.id = d.event_id
      where d.id = ${id} and d.provider_id = ${providerId}`,
  )
  if (!row) throw notFound(webhookMessages.deliveryNotFound)
  return row.item
}

/** Sends a delivery's event again to its webhook, as a new delivery of the log. */
export async function resendDelivery(
  db: Db,
  providerId: string,
  webhookId: string,
  deliveryId: number,
): Promise<Delivery> {
  const created = await db.transaction(async (tx) => {
    const row = await firstRow<{ id: string }>(
      tx,
      sql`insert into ${d} (provider_id, subscription_id, event_id)
        select provider_id, subscription_id, event_id from ${d}
        where id = ${deliveryId} and subscription_id = ${webhookId} and provider_id = ${providerId}
        returning id::text`,
    )
    if (!row) throw notFound(webhookMessages.deliveryNotFound)
    await tx.execute(sql`select pg_notify(${WEBHOOKS_CHANNEL}, 'outbox')`)
    return Number(row.id)
  })
  return getDelivery(db, providerId, created)
}
