// Where rate limits count: Redis when REDIS_URL is set, PostgreSQL when several instances may
// share the database, the process's memory on PGlite (one process). A limit counted by each
// instance alone would let a client behind a balancer spend it once per instance.
import type { FastifyBaseLogger } from 'fastify'
import type { FastifyRateLimitStore, RateLimitPluginOptions } from '@fastify/rate-limit'
import { sql } from 'drizzle-orm'
import { Redis } from 'ioredis'
import type { Config } from '../config'
import type { Database, Db } from '../db/client'
import { firstRow } from '../db/rows'

export interface RateLimitStore {
  /** What @fastify/rate-limit is registered with, besides `global`. */
  options: RateLimitPluginOptions
  close(): Promise<void>
}

export function rateLimitStore(
  config: Pick<Config, 'REDIS_URL'>,
  database: Database,
  log: FastifyBaseLogger,
): RateLimitStore {
  // A store that cannot answer lets the request through: Redis or the database being away for a
  // moment must not turn every sign-in into a 500 as well.
  const shared = { skipOnError: true }
  if (config.REDIS_URL) {
    // Fail fast rather than queue: a request waits for its count, not for a reconnection.
    const redis = new Redis(config.REDIS_URL, { connectTimeout: 1_000, maxRetriesPerRequest: 1 })
    redis.on('error', (error: Error) => log.warn({ err: error }, 'rate-limit store: Redis error'))
    return {
      options: { ...shared, redis, nameSpace: 'stockline-rate-limit-' },
      close: async () => void (await redis.quit().catch(() => redis.disconnect())),
    }
  }
  if (database.kind === 'postgres') {
    return { options: { ...shared, store: postgresStore(database.db) }, close: async () => {} }
  }
  return { options: {}, close: async () => {} }
}

// Rows whose window ended this long ago go; no limit of ours counts over more than a minute.
const SWEEP_AFTER = '1 hour'
const SWEEP_EVERY_MS = 600_000

/**
 * A fixed window per key in the unlogged table rate_limit_hits: one upsert per hit, which
 * restarts the window when it has run out. The row lock of the upsert orders concurrent hits
 * from every instance, so none is lost.
 */
function postgresStore(db: Db) {
  let lastSweep = Date.now()
  const sweep = () => {
    lastSweep = Date.now()
    db.execute(
      sql`delete from rate_limit_hits where window_start < now() - ${SWEEP_AFTER}::interval`,
    ).catch(() => undefined)
  }

  class PostgresStore implements FastifyRateLimitStore {
    private prefix = ''

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      if (Date.now() - lastSweep > SWEEP_EVERY_MS) sweep()
      const window = sql`(${timeWindow} * interval '1 millisecond')`
      const expired = sql`rate_limit_hits.window_start + ${window} <= now()`
      firstRow<{ current: number; ttl: number }>(
        db,
        sql`insert into rate_limit_hits (key, window_start, count)
          values (${this.prefix + key}, now(), 1)
          on conflict (key) do update set
            window_start = case when ${expired} then now() else rate_limit_hits.window_start end,
            count = case when ${expired} then 1 else rate_limit_hits.count + 1 end
          returning count as current,
            greatest(0, ceil(extract(epoch from window_start + ${window} - now()) * 1000))::int
              as ttl`,
      ).then(
        (row) => callback(null, row),
        (error: Error) => callback(error),
      )
    }

    // Each route counts apart, under its method and URL, as the Redis store keys them. The
    // plugin's types call the argument route options; what arrives is the limit's settings with
    // the route under routeInfo (empty for app.createRateLimit).
    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      const route = (options as { routeInfo?: { method?: string; url?: string } }).routeInfo ?? {}
      const store = new PostgresStore()
      store.prefix = `${this.prefix}${route.method ?? ''}${route.url ?? ''}-`
      return store
    }
  }
  return PostgresStore
}
