// Deleting what nobody needs any more: expired refresh and reset tokens, invitations a month
// past their expiry (accepted or not), ended sessions whose access tokens have expired, and Idempotency-Keys
// past the window in which a client retries. Every instance asks once an hour; one at a time runs
// it (a transaction-scoped advisory lock), and only when the last run is an hour old, so
// several instances together still run it once an hour.
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client'
import { firstRow } from '../db/rows'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
/** How long a repeated Idempotency-Key still answers the first result. */
export const IDEMPOTENCY_KEY_DAYS = 7
const LAST_RUN_KEY = 'housekeeping_last_run'
// Any number no other advisory lock of ours uses: the name's bytes.
const LOCK_ID = 0x5354_4b48

export type HousekeepingResult =
  { ran: false; reason: 'busy' | 'recent' } | { ran: true; deleted: Record<string, number> }

export async function runHousekeeping(db: Db, now = new Date()): Promise<HousekeepingResult> {
  return db.transaction(async (tx) => {
    const lock = await firstRow<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${LOCK_ID}) as locked`,
    )
    if (!lock?.locked) return { ran: false, reason: 'busy' }
    const last = await firstRow<{ value: string }>(
      tx,
      sql`select value from app_settings where key = ${LAST_RUN_KEY}`,
    )
    if (last && now.getTime() - Date.parse(last.value) < HOUR_MS) {
      return { ran: false, reason: 'recent' }
    }
    const before = (ms: number) => new Date(now.getTime() - ms).toISOString()
    const count = async (statement: ReturnType<typeof sql>) =>
      (await firstRow<{ n: number }>(
        tx,
        sql`with gone as (${statement} returning 1)
        select count(*)::int as n from gone`,
      ))!.n
    const deleted = {
      // A revoked token is kept until it expires: presenting it again must still be detected.
      refresh_tokens: await count(
        sql`delete from refresh_tokens where expires_at < ${before(DAY_MS)}::timestamptz`,
      ),
      password_reset_tokens: await count(
        sql`delete from password_reset_tokens where expires_at < ${before(DAY_MS)}::timestamptz`,
      ),
      member_invitations: await count(
        sql`delete from member_invitations
          where expires_at < ${before(30 * DAY_MS)}::timestamptz`,
      ),
      revoked_sessions: await count(
        sql`delete from revoked_sessions where revoked_at < ${before(DAY_MS)}::timestamptz`,
      ),
      idempotency_keys: await count(
        sql`delete from idempotency_keys
          where created_at < ${before(IDEMPOTENCY_KEY_DAYS * DAY_MS)}::timestamptz`,
      ),
    }
    await tx.execute(sql`insert into app_settings (key, value) values (${LAST_RUN_KEY}, ${now.toISOString()})
      on conflict (key) do update set value = excluded.value`)
    return { ran: true, deleted }
  })
}

/** Asks every `everyMs` (and once at start); answers a function that stops it. */
export function scheduleHousekeeping(db: Db, log: FastifyBaseLogger, everyMs = HOUR_MS / 4) {
  const run = () =>
    runHousekeeping(db).then(
      (result) => result.ran && log.info({ deleted: result.deleted }, 'housekeeping ran'),
      (err: unknown) => log.error({ err }, 'housekeeping failed'),
    )
  const timer = setInterval(() => void run(), everyMs)
  timer.unref()
  void run()
  return () => clearInterval(timer)
}
