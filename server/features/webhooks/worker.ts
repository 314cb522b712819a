// Sends the webhook outbox, in every server instance: it wakes on the triggers' NOTIFY and polls
// as a fallback (and for retries that come due), claims due deliveries with FOR UPDATE SKIP
// LOCKED by moving them a lease ahead, and POSTs each event signed with its subscription's
// secret. A failure is tried again after a wait that doubles up to an hour, for 24 hours after
// the event; failed attempts in a row disable the subscription, and its owners get an e-mail.
import { createHmac } from 'node:crypto'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import {
  SIGNATURE_HEADER,
  WEBHOOK_FAILURES_TO_DISABLE,
  WEBHOOK_RETRY_HOURS,
} from '../../../common/webhooks'
import type { Db, Unlisten } from '../../db/client'
import { firstRow, rowsOf } from '../../db/rows'
import { checkDestination, guardedLookup } from './addresses'
import { WEBHOOKS_CHANNEL } from './service'
import { coalescedRuns } from '../../reliability/coalesced-runs'

export interface WebhookWorkerOptions {
  pollMs?: number
  /** The first retry's wait; each next one doubles, up to an hour. */
  retryBaseMs?: number
  leaseMs?: number
  /** How long one delivery may take, connection to the end of the answer's first bytes. */
  timeoutMs?: number
  /** Failed attempts in a row that disable a subscription. */
  failuresToDisable?: number
}

const BATCH = 10
const MAX_RETRY_MS = 3_600_000
const RESPONSE_BYTES = 1024

interface Claimed {
  id: string
  attempts: number
  provider_id: string
  subscription_id: string
  url: string
  secret: string
  enabled: boolean
  event_id: string
  type: string
  created: number
  payload: unknown
  expired: boolean
}

async function claimDue(db: Db, leaseMs: number): Promise<Claimed[]> {
  return rowsOf<Claimed>(
    db,
    sql`with claimed as (
        update webhook_deliveries set attempts = attempts + 1,
          next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
        where id in (
          select id from webhook_deliveries where state = 'pending' and next_attempt_at <= now()
          order by next_attempt_at, id limit ${BATCH}
          for update skip locked)
        returning id, attempts, provider_id, subscription_id, event_id)
      select c.id::text, c.attempts, c.provider_id, c.subscription_id, s.url, s.secret, s.enabled,
        e.id::text as event_id, e.type, extract(epoch from e.created_at)::bigint as created,
        e.payload,
        e.created_at < now() - make_interval(hours => ${WEBHOOK_RETRY_HOURS}) as expired
      from claimed c join webhook_subscriptions s on s.id = c.subscription_id
        join webhook_events e on e.id = c.event_id`,
  )
}

/** The body of an event: the same bytes at every attempt, so a receiver can tell repeats by id. */
export function eventBody(
  row: Pick<Claimed, 'event_id' | 'type' | 'created' | 'provider_id' | 'payload'>,
) {
  return JSON.stringify({
    id: `evt_${row.event_id}`,
    type: row.type,
    created: Number(row.created),
    provider_id: row.provider_id,
    data: { object: row.payload },
  })
}

/** Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export function signature(secret: string, body: string, at = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')
  return `t=${at},v1=${v1}`
}

interface Outcome {
  status: number | null
  response: string | null
  error: string | null
  durationMs: number
}

/** One POST; never throws: a refused address, a timeout or a connection error is its outcome. */
async function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
  timeoutMs: number,
): Promise<Outcome> {
  const started = performance.now()
  const took = () => Math.round(performance.now() - started)
  try {
    await checkDestination(url, allowPrivate)
    const target = new URL(url)
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest
    const { status, response } = await new Promise<{ status: number; response: string }>(
      (resolve, reject) => {
        const req = send(
          target,
          {
            method: 'POST',
            headers: { ...headers, 'content-length': Buffer.byteLength(body) },
            lookup: guardedLookup(allowPrivate),
            signal: AbortSignal.timeout(timeoutMs),
          },
          (res: IncomingMessage) => {
            const chunks: Buffer[] = []
            let size = 0
            const done = () => {
              res.destroy()
              resolve({
                status: res.statusCode ?? 0,
                response: Buffer.concat(chunks).subarray(0, RESPONSE_BYTES).toString('utf8'),
              })
            }
            res.on('data', (chunk: Buffer) => {
              chunks.push(chunk)
              size += chunk.length
              if (size >= RESPONSE_BYTES) done()
            })
            res.on('end', done)
            res.on('error', reject)
          },
        )
        req.on('error', reject)
        req.end(body)
      },
    )
    return { status, response, error: null, durationMs: took() }
  } catch (error) {
    const message =
      error instanceof Error && error.name === 'TimeoutError'
        ? `timed out after ${timeoutMs} ms`
        : error instanceof Error
          ? error.message
          : String(error)
    return { status: null, response: null, error: message.slice(0, 500), durationMs: took() }
  }
}

export interface WebhookWorker {
  start(): Promise<void>
  stop(): Promise<void>
}

export function createWebhookWorker(
  app: FastifyInstance,
  options: WebhookWorkerOptions = {},
): WebhookWorker {
  const {
    pollMs = 2_000,
    retryBaseMs = 30_000,
    leaseMs = 60_000,
    timeoutMs = 10_000,
    failuresToDisable = WEBHOOK_FAILURES_TO_DISABLE,
  } = options
  const { db } = app
  const allowPrivate = app.config.WEBHOOKS_ALLOW_PRIVATE
  const log = app.log.child({ component: 'webhooks' })
  let unlisten: Unlisten | undefined
  let timer: NodeJS.Timeout | undefined

  const record = async (row: Claimed, outcome: Outcome) => {
    const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300
    const retryIn = Math.min(retryBaseMs * 2 ** (row.attempts - 1), MAX_RETRY_MS)
    const state = ok ? 'delivered' : row.expired ? 'failed' : 'pending'
    const disabled = await db.transaction(async (tx) => {
      await tx.execute(sql`update webhook_deliveries set state = ${state},
          last_status = ${outcome.status}, last_response = ${outcome.response},
          last_error = ${outcome.error}, last_duration_ms = ${outcome.durationMs},
          last_attempt_at = now(),
          delivered_at = case when ${ok} then now() end,
          next_attempt_at = now() + make_interval(secs => ${retryIn / 1000})
        where id = ${row.id}`)
      if (ok) {
        await tx.execute(sql`update webhook_subscriptions set consecutive_failures = 0
          where id = ${row.subscription_id} and consecutive_failures > 0`)
        return false
      }
      const counted = await firstRow<{ disabled: boolean }>(
        tx,
        sql`update webhook_subscriptions set consecutive_failures = consecutive_failures + 1,
            enabled = enabled and consecutive_failures + 1 < ${failuresToDisable},
            disabled_at = case when enabled and consecutive_failures + 1 >= ${failuresToDisable}
              then now() else disabled_at end
          where id = ${row.subscription_id}
          returning (disabled_at is not null and not enabled
            and consecutive_failures = ${failuresToDisable}) as disabled`,
      )
      if (!counted?.disabled) return false
      // What it still owes is dropped with it: enabling it again sends only what happens from
      // then on, and what the owner resends by hand.
      await tx.execute(sql`update webhook_deliveries set state = 'skipped',
          last_error = coalesce(last_error, 'The webhook is disabled.')
        where subscription_id = ${row.subscription_id} and state = 'pending'`)
      return true
    })
    if (disabled) await mailOwners(row)
  }

  const mailOwners = async (row: Claimed) => {
    const owners = await rowsOf<{ email: string; name: string }>(
      db,
      sql`select u.email, p.name from provider_members m join users u on u.id = m.user_id
        join providers p on p.id = m.provider_id
        where m.provider_id = ${row.provider_id} and m.role = 'owner'`,
    )
    for (const owner of owners) {
      await app.mailer
        .send({
          to: owner.email,
          subject: `A webhook of ${owner.name} was disabled`,
          text: `The webhook to ${row.url} failed ${failuresToDisable} times in a row, so Stockline stopped sending to it.\n\nIts delivery log (GET /api/provider/${row.provider_id}/webhooks/${row.subscription_id}/deliveries) shows the last answers. Once the endpoint works, enable it again: PUT /api/provider/${row.provider_id}/webhooks/${row.subscription_id} with {"enabled": true}.\n`,
        })
        .catch((err: unknown) => log.warn({ err }, 'webhook disabled mail not sent'))
    }
  }

  const deliver = async (row: Claimed) => {
    if (!row.enabled) {
      await db.execute(sql`update webhook_deliveries set state = 'skipped',
        last_error = 'The webhook is disabled.' where id = ${row.id}`)
      return
    }
    const body = eventBody(row)
    const outcome = await post(
      row.url,
      body,
      {
        'content-type': 'application/json',
        'user-agent': 'Stockline-Webhooks/1',
        'stockline-event': row.type,
        'stockline-delivery': row.id,
        [SIGNATURE_HEADER.toLowerCase()]: signature(row.secret, body),
      },
      allowPrivate,
      timeoutMs,
    )
    if (outcome.error) log.warn({ delivery: row.id, err: outcome.error }, 'webhook not delivered')
    await record(row, outcome)
  }

  const drain = async () => {
    while (!runs.stopped) {
      const batch = await claimDue(db, leaseMs)
      if (batch.length === 0) return
      await Promise.all(batch.map(deliver))
    }
  }

  const runs = coalescedRuns(drain, (err) => log.error({ err }, 'webhook drain failed'))
  const wake = runs.wake

  return {
    async start() {
      unlisten = await app.database.listen(WEBHOOKS_CHANNEL, wake)
      timer = setInterval(wake, pollMs)
      timer.unref()
      wake()
    },
    async stop() {
      const running = runs.stop()
      clearInterval(timer)
      await unlisten?.()
      await running
    },
  }
}
