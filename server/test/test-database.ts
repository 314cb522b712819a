// A database of its own for each test file: an in-memory PGlite, or a freshly created database
// with a random name on the PostgreSQL server of TEST_DATABASE_URL, dropped afterwards.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type Database } from '../db/client'

export interface TestDatabase extends Database {
  /** The connection URL of the PostgreSQL test database; undefined on PGlite. */
  url?: string
  /** Drops what was created for the test. */
  destroy(): Promise<void>
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const database = await openDatabase({})
    return { ...database, destroy: database.close }
  }
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `stockline_test_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 })
  return {
    ...database,
    url: url.toString(),
    async destroy() {
      await database.close().catch(() => undefined)
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
    },
  }
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
