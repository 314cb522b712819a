// Drains the notification outbox through the mailer, in every server instance. It wakes on the
// NOTIFY the outbox triggers send, polls as a fallback (and for retries that come due), and once
// a minute writes the low-stock digests that are due. Delivery is at least once: a row is marked
// sent right after the mail server accepted its message, so only a crash between those two steps
// sends it twice.
import type { FastifyInstance } from 'fastify'
import { loadJwtSecret } from '../../auth/tokens'
import type { Unlisten } from '../../db/client'
import { compose } from './compose'
import { scheduleDigests } from './digest'
import { claimDue, extendLease, markDropped, markFailed, markSent, type Claimed } from './outbox'
import { coalescedRuns } from '../../reliability/coalesced-runs'

export const NOTIFICATIONS_CHANNEL = 'stockline_notifications'

export interface SenderOptions {
  /** What time it is for the digest schedule; tests move it. */
  clock?: () => Date
  /** How often due rows are looked for without a NOTIFY. */
  pollMs?: number
  /** The first retry's delay; each next one doubles, up to an hour. */
  retryBaseMs?: number
  /** How long a claim lasts without being extended; a dead sender's rows wait that long. */
  leaseMs?: number
  /** How often due digests are looked for. */
  digestEveryMs?: number
}

const BATCH = 10
const MAX_ATTEMPTS = 20
const MAX_RETRY_DELAY_MS = 3_600_000
/** How long a stop waits for the mails on their way; their rows are claimed again later if cut. */
const STOP_WAIT_MS = 5_000

export interface Notifier {
  start(): Promise<void>
  stop(): Promise<void>
}

export async function createNotifier(
  app: FastifyInstance,
  options: SenderOptions = {},
): Promise<Notifier> {
  const {
    clock = () => new Date(),
    pollMs = 1_000,
    retryBaseMs = 30_000,
    leaseMs = 30_000,
    digestEveryMs = 60_000,
  } = options
  const { db } = app
  const deps = {
    db,
    publicUrl: app.config.publicUrl,
    secret: await loadJwtSecret(db, app.config.JWT_SECRET),
    plansEnforced: app.plans.enforced,
  }
  const log = app.log.child({ component: 'notifications' })
  let unlisten: Unlisten | undefined
  const timers: NodeJS.Timeout[] = []

  const deliver = async (row: Claimed) => {
    try {
      const composed = await compose(deps, row)
      if ('drop' in composed) return await markDropped(db, row.id, composed.drop)
      await app.mailer.send(composed.mail)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const retryIn =
        row.attempts >= MAX_ATTEMPTS
          ? null
          : Math.min(retryBaseMs * 2 ** (row.attempts - 1), MAX_RETRY_DELAY_MS)
      log.warn({ id: row.id, kind: row.kind, attempts: row.attempts, err: message }, 'not sent')
      return markFailed(db, row.id, message.slice(0, 500), retryIn)
    }
    await markSent(db, row.id)
  }

  const drain = async () => {
    while (!runs.stopped) {
      const batch = (await claimDue(db, BATCH, leaseMs)).map((row) => ({
        ...row,
        id: Number(row.id),
      }))
      if (batch.length === 0) return
      const ids = batch.map((row) => row.id)
      const heartbeat = setInterval(
        () => void extendLease(db, ids, leaseMs).catch(() => undefined),
        leaseMs / 3,
      )
      try {
        await Promise.all(batch.map(deliver))
      } finally {
        clearInterval(heartbeat)
      }
    }
  }

  const runs = coalescedRuns(drain, (err) => log.error({ err }, 'outbox drain failed'))
  const wake = runs.wake

  const digests = async () => {
    if (runs.stopped) return
    try {
      if ((await scheduleDigests(db, clock())) > 0) wake()
    } catch (err) {
      log.error({ err }, 'digest schedule failed')
    }
  }

  const every = (ms: number, run: () => void) => {
    const timer = setInterval(run, ms)
    timer.unref()
    timers.push(timer)
  }

  return {
    async start() {
      unlisten = await app.database.listen(NOTIFICATIONS_CHANNEL, wake)
      every(pollMs, wake)
      every(digestEveryMs, () => void digests())
      void digests()
      wake()
    },
    async stop() {
      const running = runs.stop()
      for (const timer of timers) clearInterval(timer)
      await unlisten?.()
      await Promise.race([running, new Promise((r) => setTimeout(r, STOP_WAIT_MS).unref())])
    },
  }
}
