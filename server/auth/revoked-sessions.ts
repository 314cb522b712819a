// Ended sessions. An access token names its session (the refresh token family); once a session is
// ended (sign-out, password reset, a reused refresh token) its access tokens are refused at once
// by every instance, not only when they expire: the ending is written with a NOTIFY in the same
// transaction, each instance LISTENs, and a starting instance reads the ones still relevant.
import { gt, sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import { ACCESS_TOKEN_TTL_SECONDS } from '../../common/constants'
import type { Database, Db, Unlisten } from '../db/client'
import { revokedSessions } from '../db/schema'

export const SESSIONS_CHANNEL = 'stockline_sessions_revoked'

// An ended session matters only while an access token of it can still be alive.
const RELEVANT_MS = ACCESS_TOKEN_TTL_SECONDS * 1000

export interface SessionRevocations {
  isRevoked(sessionId: string): boolean
  /** Ends sessions inside the caller's transaction; every instance learns of it on commit. */
  revoke(tx: Db, sessionIds: string[]): Promise<void>
  start(): Promise<void>
  stop(): Promise<void>
}

export function sessionRevocations(database: Database): SessionRevocations {
  const revoked = new LRUCache<string, true>({ max: 200_000, ttl: RELEVANT_MS })
  let unlisten: Unlisten | undefined
  return {
    isRevoked: (sessionId) => revoked.has(sessionId),
    async revoke(tx, sessionIds) {
      if (sessionIds.length === 0) return
      await tx
        .insert(revokedSessions)
        .values(sessionIds.map((sessionId) => ({ sessionId })))
        .onConflictDoNothing()
      await tx.execute(
        sql`select pg_notify(${SESSIONS_CHANNEL}, id) from unnest(${sql.param(sessionIds)}::text[]) id`,
      )
      // This instance refuses them now, not a notification later. Were the transaction to fail
      // after this, the sessions would only end early: never the other way round.
      for (const id of sessionIds) revoked.set(id, true)
    },
    async start() {
      unlisten = await database.listen(SESSIONS_CHANNEL, (id) => revoked.set(id, true))
      const since = new Date(Date.now() - RELEVANT_MS)
      const recent = await database.db
        .select({ id: revokedSessions.sessionId })
        .from(revokedSessions)
        .where(gt(revokedSessions.revokedAt, since))
      // Older endings no longer matter: housekeeping deletes them.
      for (const { id } of recent) revoked.set(id, true)
    },
    async stop() {
      await unlisten?.()
    },
  }
}

/** Nothing is ever revoked: for scripts that sign tokens without serving requests. */
export const noRevocations: SessionRevocations = {
  isRevoked: () => false,
  revoke: async () => undefined,
  start: async () => undefined,
  stop: async () => undefined,
}
