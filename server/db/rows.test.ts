// A statement kept prepared answers what the same statement sent unnamed answers, with the same
// values parsed the same way, on either driver; on PostgreSQL it stays prepared on the
// connection and comes to one plan for any parameters, while unnamed ones are planned each time.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../test/test-database'
import { rowsOf } from './rows'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

const reading = (n: number, at: string) => sql`
  select ${n}::int * 2 as doubled, ${at}::timestamptz as at, ${n}::numeric / 3 as third,
    (select count(*)::int from providers) as providers`

describe('rowsOf, prepared', () => {
  it('answers as the unnamed statement does, for every parameter', async () => {
    const { db } = database
    for (const [n, at] of [
      [1, '2026-01-02T03:04:05Z'],
      [7, '2025-12-31T23:59:59.5Z'],
      [-3, '2026-06-17T15:00:00Z'],
    ] as const) {
      const prepared = await rowsOf(db, reading(n, at), { prepared: true })
      expect(prepared).toEqual(await rowsOf(db, reading(n, at)))
      expect(prepared[0]).toMatchObject({ doubled: n * 2, providers: 0 })
    }
  })

  it('keeps two statements apart, and PostgreSQL keeps one plan for each', async () => {
    const { db } = database
    const since = (i: number) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString()
    await db.transaction(async (tx) => {
      for (let i = 0; i < 8; i++) {
        expect(await rowsOf(tx, sql`select ${i}::int as i`, { prepared: true })).toEqual([{ i }])
        expect(
          await rowsOf(
            tx,
            sql`select count(*)::int as n from providers where created_at < ${since(i)}`,
            { prepared: true },
          ),
        ).toEqual([{ n: 0 }])
      }
      if (database.kind !== 'postgres') return
      const statements = await rowsOf<{ generic_plans: string; custom_plans: string }>(
        tx,
        sql`select generic_plans, custom_plans from pg_prepared_statements
            where name like 's\\_%' and (statement like 'select $1::int %'
              or statement like 'select count(*)::int as n from providers %')`,
      )
      expect(statements).toHaveLength(2)
      // A statement reading a table is planned for its values five times (plan_cache_mode auto),
      // then once for all; one reading none has nothing to plan for its values.
      for (const s of statements) {
        expect(Number(s.generic_plans)).toBeGreaterThanOrEqual(3)
        expect(Number(s.custom_plans)).toBeLessThanOrEqual(5)
      }
    })
  })

  it('leaves statements sent unnamed to be planned for their values', async () => {
    // A pool forcing generic plans forces them on unnamed statements too: an inbox page then
    // cannot prove its partial index's condition from a parameter, and took 13 ms instead of 2.
    if (database.kind !== 'postgres') return
    const [setting] = await rowsOf<{ plan_cache_mode: string }>(
      database.db,
      sql`show plan_cache_mode`,
    )
    expect(setting!.plan_cache_mode).toBe('auto')
  })
})
