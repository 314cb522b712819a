// Rows of a raw SQL statement (db.execute): both drivers answer { rows }, which Drizzle's shared
// type does not say, so the cast lives here once.
import type { SQL } from 'drizzle-orm'
import type { Db } from './client'

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query)
  return (result as unknown as { rows: T[] }).rows
}

/** The first row, or undefined when there is none. */
export async function firstRow<T>(db: Db, query: SQL): Promise<T | undefined> {
  return (await rowsOf<T>(db, query))[0]
}
