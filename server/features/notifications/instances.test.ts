// Two server instances on one PostgreSQL database, both draining the outbox and both looking for
// due digests: every order's e-mail goes out once, and so does the day's digest, even when both
// instances start together with it due. PostgreSQL only: PGlite is one process.
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { openShop, startServer, type ServerProcess } from '../../reliability/server-process'
import { createEmptyPostgresDatabase } from '../../test/test-database'
import { startTestSmtp, type TestSmtp } from './test-smtp'

const ORDERS = 24

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('two instances on one database', () => {
  let servers: ServerProcess[] = []
  let smtp: TestSmtp | undefined
  let destroyDatabase: (() => Promise<void>) | undefined
  const stopAll = async () => {
    for (const server of servers) server.child.kill('SIGTERM')
    await Promise.all(servers.map((server) => server.exited))
    servers = []
  }
  afterAll(async () => {
    await stopAll()
    await smtp?.close()
    await destroyDatabase?.()
  })

  it('send each order e-mail and each digest once', async () => {
    smtp = await startTestSmtp()
    const database = await createEmptyPostgresDatabase()
    destroyDatabase = database.destroy
    const env = { DATABASE_URL: database.url, SMTP_URL: smtp.url }
    servers = [await startServer(env), await startServer(env)]
    const shop = await openShop(servers[0]!.url)
    const placed = await Promise.all(
      Array.from({ length: ORDERS }, (_, i) => shop.order(servers[i % 2]!.url)),
    )
    const ids = placed.map((order) => order!.id)
    const subjects = () => smtp!.mails.map((m) => /^Order (\d+) received/.exec(m.subject)?.[1])
    await vi.waitFor(() => expect(smtp!.mails.length).toBeGreaterThanOrEqual(ORDERS), {
      timeout: 30_000,
    })
    await new Promise((r) => setTimeout(r, 2_000))
    expect(subjects().map(Number).sort()).toEqual([...ids].sort())

    // A rule on the total of every location that the orders took below its minimum, and the
    // digest due when the instances start (hour 0 in UTC), both of them at the same moment.
    await stopAll()
    const db = await openDatabase({ databaseUrl: database.url })
    try {
      await db.db.execute(sql`insert into reorder_rules (provider_id, product_id, min, max)
        values (${shop.providerId}, ${shop.products[0]!}, 5, 50)`)
      await db.db.execute(sql`update notification_settings set digest_hour = 0,
        time_zone = 'UTC', last_digest_on = null where provider_id = ${shop.providerId}`)
    } finally {
      await db.close()
    }
    servers = await Promise.all([startServer(env), startServer(env)])
    await vi.waitFor(
      () => expect(smtp!.mails.filter((m) => m.subject.startsWith('Low stock'))).toHaveLength(1),
      { timeout: 30_000 },
    )
    await new Promise((r) => setTimeout(r, 2_000))
    expect(smtp.mails.filter((m) => m.subject.startsWith('Low stock'))).toHaveLength(1)
    expect(smtp.mails).toHaveLength(ORDERS + 1)

    const check = await openDatabase({ databaseUrl: database.url })
    try {
      const rows = await rowsOf<{ kind: string; state: string; count: number }>(
        check.db,
        sql`select kind, state, count(*)::int as count from notifications
          group by kind, state order by kind`,
      )
      expect(rows).toEqual([
        { kind: 'low_stock_digest', state: 'sent', count: 1 },
        { kind: 'order_received', state: 'sent', count: ORDERS },
      ])
    } finally {
      await check.close()
    }
  }, 240_000)
})
