// Records the SQL a server function sends, so the ceiling replays exactly the same statements
// (same text, parameters, row mode and type parsers) straight through the pg driver, and the
// query plans explain exactly what the server runs. Nothing is copied by hand from the services.
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from '../server/db/schema'
import type { Db } from '../server/db/client'

export interface Statement {
  config: pg.QueryConfig
  values: unknown[]
}

/**
 * What one request sends, in order. A step is either statements the server sends at once
 * (Promise.all: replayed concurrently) or a transaction (replayed on one connection).
 */
export type Step =
  { kind: 'parallel'; statements: Statement[] } | { kind: 'transaction'; statements: Statement[] }

export interface Capture<T> {
  steps: Step[]
  result: T
}

type QueryFn = (config: pg.QueryConfig, values?: unknown[]) => Promise<pg.QueryResult>

/**
 * Runs `work` against a Drizzle handle whose pool records every statement. Statements sent in
 * the same turn of the event loop, before any answer could arrive, were sent together.
 */
export async function capture<T>(
  databaseUrl: string,
  work: (db: Db) => Promise<T>,
): Promise<Capture<T>> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 })
  const steps: Step[] = []
  let openParallel: Statement[] | undefined
  let transaction: Statement[] | undefined

  const recordPooled = (statement: Statement) => {
    if (!openParallel) {
      openParallel = []
      steps.push({ kind: 'parallel', statements: openParallel })
      setImmediate(() => (openParallel = undefined))
    }
    openParallel.push(statement)
  }
  const recordInTransaction = (statement: Statement) => {
    const text = statement.config.text.trim().toLowerCase()
    if (text.startsWith('begin')) {
      transaction = []
      steps.push({ kind: 'transaction', statements: transaction })
    }
    transaction?.push(statement)
    if (text === 'commit' || text === 'rollback') transaction = undefined
  }
  const spy = (target: { query: QueryFn }, record: (statement: Statement) => void) => {
    const original = target.query.bind(target)
    target.query = (config, values) => {
      record({ config: { ...config }, values: values ?? [] })
      return original(config, values)
    }
  }

  spy(pool as unknown as { query: QueryFn }, recordPooled)
  // Drizzle checks out a client for a transaction (promise form); pool.query checks one out
  // internally (callback form), and that one must not be recorded twice.
  type Connect = (callback?: (...args: unknown[]) => void) => Promise<pg.PoolClient> | void
  const connect = pool.connect.bind(pool) as Connect
  ;(pool as unknown as { connect: Connect }).connect = (callback) => {
    if (callback) return connect(callback)
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      const target = client as unknown as { query: QueryFn; release: (error?: Error) => void }
      const { query, release } = target
      spy(target, recordInTransaction)
      target.release = (error) => {
        target.query = query
        target.release = release
        release.call(client, error)
      }
      return client
    })
  }
  try {
    const db = drizzle(pool, { schema }) as unknown as Db
    const result = await work(db)
    return { steps, result }
  } finally {
    await pool.end()
  }
}

/** Rewrites parameters of a replay (new ids for a new order); identity by default. */
export type Rewrite = (value: unknown) => unknown

/** Runs captured steps once, as the server would, through a pool of the server's size. */
export async function replay(
  pool: pg.Pool,
  steps: Step[],
  rewrite: Rewrite = (v) => v,
  afterStatement?: (statement: Statement, result: pg.QueryResult) => void,
) {
  for (const step of steps) {
    if (step.kind === 'parallel') {
      await Promise.all(
        step.statements.map(async (s) => {
          const result = await pool.query(s.config, s.values.map(rewrite))
          afterStatement?.(s, result)
        }),
      )
      continue
    }
    const client = await pool.connect()
    try {
      for (const s of step.statements) {
        const result = await client.query(s.config, s.values.map(rewrite))
        afterStatement?.(s, result)
      }
    } catch (error) {
      await client.query('rollback').catch(() => undefined)
      throw error
    } finally {
      client.release()
    }
  }
}

/** The statement as one line of SQL with its parameters, for plans and logs. */
export function describe(statement: Statement) {
  return `${statement.config.text.replace(/\s+/g, ' ').trim()}  -- params: ${JSON.stringify(statement.values)}`
}
