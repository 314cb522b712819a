// A statement built once per shape answers what the same statement built for one run answers,
// on either driver, whatever values each run binds; it is built once for each shape only.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../test/test-database'
import { rowsOf } from './rows'
import { bindValues, shapedStatement, statement, type Bind } from './statements'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

interface Shape {
  doubled: boolean
  after: boolean
}

const reading = (shape: Shape, bind: Bind) => sql`
  select ${bind('n')}::int ${shape.doubled ? sql`* 2` : sql`+ ${bind('n')}::int * 0`} as n,
    ${bind('label')}::text as label,
    ${shape.after ? sql`${bind('at')}::timestamptz > ${bind('since')}::timestamptz` : sql`null`} as later`

describe('shapedStatement', () => {
  it('answers as the statement built for one run, for every shape and value', async () => {
    let builds = 0
    const rows = shapedStatement(
      (shape: Shape) => JSON.stringify(shape),
      (shape: Shape, bind) => {
        builds++
        return reading(shape, bind)
      },
    )
    const runs = [
      [
        { doubled: true, after: false },
        { n: 4, label: 'Crème', at: null, since: null },
      ],
      [
        { doubled: false, after: true },
        { n: -2, label: "O'Brien", at: '2026-06-17T10:00:00Z', since: '2026-06-16T10:00:00Z' },
      ],
      [
        { doubled: true, after: false },
        { n: 7, label: '', at: null, since: null },
      ],
      [
        { doubled: false, after: true },
        { n: 0, label: 'x', at: '2026-01-01T00:00:00Z', since: '2026-06-16T10:00:00Z' },
      ],
    ] as const
    for (const [shape, values] of runs) {
      const once = await rowsOf(database.db, reading(shape, bindValues(values)))
      expect(await rows(database.db, shape, values)).toEqual(once)
    }
    expect(builds).toBe(2)
    expect(await rows(database.db, runs[1][0], runs[1][1])).toEqual([
      { n: -2, label: "O'Brien", later: true },
    ])
  })

  it('keeps prepared only the shapes it is told to, planning the others for their values', async () => {
    if (database.kind !== 'postgres') return
    // A prepared statement's own text is listed in pg_prepared_statements while it runs; an
    // unnamed one's never is.
    const rows = shapedStatement(
      (shape: { kept: boolean }) => String(shape.kept),
      (shape) => sql`select ${sql.raw(`/* marker-${shape.kept}- */`)} count(*)::int as listed
        from pg_prepared_statements where statement like ${`%marker-${shape.kept}-%`}`,
      { prepared: (shape) => shape.kept },
    )
    expect(await rows(database.db, { kept: true }, {})).toEqual([{ listed: 1 }])
    expect(await rows(database.db, { kept: false }, {})).toEqual([{ listed: 0 }])
  })

  it('refuses a run without one of its values rather than binding nothing', async () => {
    const rows = statement((bind) => sql`select ${bind('a')}::int + ${bind('b')}::int as sum`)
    expect(await rows(database.db, { a: 1, b: 2 })).toEqual([{ sum: 3 }])
    await expect(rows(database.db, { a: 1 })).rejects.toThrow(/b/)
    expect(() => bindValues({ a: 1 })('b')).toThrow(/no value for b/)
  })
})
