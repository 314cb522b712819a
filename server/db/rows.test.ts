// A statement kept prepared answers what the same statement sent unnamed answers, with the same
// values parsed the same way, on either driver; on PostgreSQL it stays prepared on the
// connection with one plan for any parameters.
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

  it('keeps two statements apart, and each keeps its one plan on PostgreSQL', async () => {
    const { db } = database
    await db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) {
        expect(await rowsOf(tx, sql`select ${i}::int as i`, { prepared: true })).toEqual([{ i }])
        expect(await rowsOf(tx, sql`select ${i}::int + 1 as next`, { prepared: true })).toEqual([
          { next: i + 1 },
        ])
      }
      if (database.kind !== 'postgres') return
      const statements = await rowsOf<{
        name: string
        generic_plans: string
        custom_plans: string
      }>(
        tx,
        sql`select name, generic_plans, custom_plans from pg_prepared_statements
            where name like 's\\_%' and statement like 'select $1::int %'`,
      )
      expect(statements).toHaveLength(2)
      for (const s of statements) {
        expect(Number(s.generic_plans)).toBe(3)
        expect(Number(s.custom_plans)).toBe(0)
      }
    })
  })
})
