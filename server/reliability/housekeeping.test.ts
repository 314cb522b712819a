// Housekeeping deletes only what has expired, and runs once however many instances ask.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rowsOf } from '../db/rows'
import { signup, useHarness } from '../test/harness'
import { runHousekeeping } from './housekeeping'

const h = useHarness()
const DAY_MS = 86_400_000

describe('housekeeping', () => {
  it('deletes expired tokens, old keys and endings, keeps the live ones, once an hour', async () => {
    const db = h.database.db
    const tenant = await signup(h.app)
    const userId = tenant.session.user.id
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString()
    await db.execute(sql`insert into refresh_tokens (user_id, token_hash, family_id, expires_at)
      values (${userId}, 'old-token', gen_random_uuid(), ${ago(2)}::timestamptz),
             (${userId}, 'revoked-live', gen_random_uuid(), ${ago(-5)}::timestamptz)`)
    await db.execute(
      sql`update refresh_tokens set revoked_at = now() where token_hash = 'revoked-live'`,
    )
    await db.execute(sql`insert into idempotency_keys (scope, key, fingerprint, resource_id, created_at)
      values ('provider:x', 'old', 'f', '1', ${ago(8)}::timestamptz),
             ('provider:x', 'recent', 'f', '2', ${ago(6)}::timestamptz)`)
    await db.execute(sql`insert into revoked_sessions (session_id, revoked_at)
      values (gen_random_uuid(), ${ago(2)}::timestamptz)`)
    await db.execute(sql`delete from app_settings where key = 'housekeeping_last_run'`)

    const first = await runHousekeeping(db)
    expect(first.ran).toBe(true)
    expect(first.ran && first.deleted).toMatchObject({
      refresh_tokens: 1,
      idempotency_keys: 1,
      revoked_sessions: 1,
    })
    const tokens = await rowsOf<{ token_hash: string }>(
      db,
      sql`select token_hash from refresh_tokens where user_id = ${userId} order by token_hash`,
    )
    expect(tokens.map((t) => t.token_hash)).toContain('revoked-live')
    expect(tokens.map((t) => t.token_hash)).not.toContain('old-token')
    const keys = await rowsOf<{ key: string }>(
      db,
      sql`select key from idempotency_keys where scope = 'provider:x'`,
    )
    expect(keys.map((k) => k.key)).toEqual(['recent'])
    // The owner's session still refreshes after it.
    const refreshed = await h.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: tenant.session.refresh_token },
    })
    expect(refreshed.statusCode).toBe(200)

    expect(await runHousekeeping(db)).toEqual({ ran: false, reason: 'recent' })
    expect((await runHousekeeping(db, new Date(Date.now() + 2 * 3_600_000))).ran).toBe(true)
  })

  it.runIf(process.env.TEST_DB_KIND === 'postgres')('runs on one instance at a time', async () => {
    await h.database.db.execute(sql`delete from app_settings where key = 'housekeeping_last_run'`)
    const later = new Date(Date.now() + 10 * 3_600_000)
    const results = await Promise.all(
      Array.from({ length: 4 }, () => runHousekeeping(h.database.db, later)),
    )
    expect(results.filter((r) => r.ran)).toHaveLength(1)
  })
})
