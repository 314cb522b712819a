// Opens the database: PGlite in-process when no DATABASE_URL is set, PostgreSQL otherwise.
// Both go through Drizzle with the same schema and the same migrations.
import { fileURLToPath } from 'node:url'
import { mkdirSync } from 'node:fs'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type Unlisten = () => Promise<void>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /**
   * Subscribes to NOTIFY on a channel; payloads arrive only for committed transactions.
   * `onReconnect` runs when a lost listening connection is back: what was sent meanwhile is lost.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<Unlisten>
  close(): Promise<void>
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export interface OpenOptions {
  databaseUrl?: string | undefined
  /** PGlite data directory; undefined keeps the database in memory. */
  dataDir?: string | undefined
  poolSize?: number
  /** Where the migrations are read from; tests point it at a copy that stops at an older one. */
  migrationsFolder?: string
  /**
   * A PGlite data directory dumped by `dumpDataDir` to start from instead of an empty one: tests
   * start from one migrated copy, because creating a PGlite cluster from nothing takes seconds.
   */
  pgliteTemplate?: Blob | undefined
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    })
    // An idle connection can be cut by the server (a restart, an administrator): the pool drops
    // it and opens a new one on the next query. Without a listener that error would end the
    // process.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`))
    await migratePostgres(options.databaseUrl, options.migrationsFolder ?? migrationsFolder)
    const db = drizzlePg(pool, { schema })
    return {
      db,
      kind: 'postgres',
      listen: (channel, onPayload, onReconnect) =>
        listenPg(options.databaseUrl!, channel, onPayload, onReconnect),
      close: () => pool.end(),
    }
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.pgliteTemplate,
  })
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder: options.migrationsFolder ?? migrationsFolder })
  return {
    db,
    kind: 'pglite',
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  }
}

// Any number no other program on the database takes an advisory lock with.
const MIGRATIONS_LOCK = 7_715_421_001

/**
 * Replicas of a deployment start together: without a lock each would find the schema missing
 * and create it at the same time, and all but one would fail. A session lock on a connection of
 * its own lets the first migrate while the others wait, then find nothing left to do. (PGlite
 * needs none: it is one process with one writer.)
 */
async function migratePostgres(databaseUrl: string, folder: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK])
    await migratePg(drizzlePg(client), { migrationsFolder: folder })
  } finally {
    // Closing the session releases its lock, also when a migration failed.
    await client.end()
  }
}

/**
 * LISTEN needs a connection of its own, outside the pool. If it drops, it reconnects with a
 * growing delay, so notifications resume after a database restart.
 */
async function listenPg(
  databaseUrl: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<Unlisten> {
  let client: pg.Client | undefined
  let stopped = false
  let delay = 500
  const reconnectLater = () => {
    if (stopped) return
    delay = Math.min(delay * 2, 10_000)
    setTimeout(() => void connect().catch(reconnectLater), delay)
  }
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl })
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload)
    })
    next.on('error', () => {
      next.end().catch(() => undefined)
      reconnectLater()
    })
    await next.connect()
    await next.query(`listen ${pg.escapeIdentifier(channel)}`)
    const reconnected = client !== undefined
    client = next
    delay = 500
    if (reconnected) onReconnect?.()
  }
  await connect()
  return async () => {
    stopped = true
    await client?.end()
  }
}
