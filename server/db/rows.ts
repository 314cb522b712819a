// Rows of a raw SQL statement (db.execute): both drivers answer { rows }, which Drizzle's shared
// type does not say, so the cast lives here once.
import { createHash } from 'node:crypto'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from './client'

export interface RowsOptions {
  /**
   * Keep the statement prepared on each pooled connection, so that PostgreSQL can keep one plan
   * for any parameters: it plans the first five runs for their values, then keeps the generic
   * plan when that costs no more (plan_cache_mode auto), as it does for the dashboard's, whose
   * planning took longer than running it. Only for statements whose text is the same on every
   * call, only their parameters varying (each text stays prepared for the connection's life).
   * Statements sent unnamed, all the others, are planned for their values on every run. PGlite
   * runs it as any other statement.
   */
  prepared?: boolean
}

const dialect = new PgDialect()

export async function rowsOf<T>(db: Db, query: SQL, options: RowsOptions = {}): Promise<T[]> {
  if (!options.prepared) {
    const result = await db.execute(query)
    return (result as unknown as { rows: T[] }).rows
  }
  const built = dialect.sqlToQuery(query)
  // Named by its text, so that two statements never share a name on one connection.
  const name = `s_${createHash('sha1').update(built.sql).digest('hex').slice(0, 24)}`
  const result = await db._.session.prepareQuery(built, undefined, name, false).execute()
  return (result as unknown as { rows: T[] }).rows
}

/** The first row, or undefined when there is none. */
export async function firstRow<T>(
  db: Db,
  query: SQL,
  options: RowsOptions = {},
): Promise<T | undefined> {
  return (await rowsOf<T>(db, query, options))[0]
}
