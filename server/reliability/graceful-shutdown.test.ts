// SIGTERM lets the requests in flight finish: every order the server acknowledged is there
// after a restart, and no acknowledged request was cut off.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/test-database'
import { openDatabase, type Database } from '../db/client'
import { orders, lineItems } from '../db/schema'
import { stockMismatches } from '../features/inventory/ledger'
import { inArray } from 'drizzle-orm'
import { openShop, startServer } from './server-process'

describe('graceful shutdown', () => {
  it('drains in-flight orders on SIGTERM and loses none', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stockline-shutdown-'))
    // On PostgreSQL the server gets a fresh database; on PGlite its own data folder.
    const pgDatabase = process.env.TEST_DB_KIND === 'postgres' ? await createTestDatabase() : null
    await pgDatabase?.close()
    const server = await startServer({
      DATA_DIR: dataDir,
      ...(pgDatabase?.url && { DATABASE_URL: pgDatabase.url }),
    })
    const shop = await openShop(server.url)
    const acknowledged: { id: number; lines: number }[] = []
    let stop = false
    const workers = Array.from({ length: 6 }, async () => {
      while (!stop) {
        const order = await shop.order()
        if (order) acknowledged.push(order)
        else if (server.child.exitCode !== null) break
      }
    })
    await new Promise((r) => setTimeout(r, 1500))
    server.child.kill('SIGTERM')
    const code = await server.exited
    stop = true
    await Promise.all(workers)
    expect(code).toBe(0)
    expect(acknowledged.length).toBeGreaterThan(10)

    const database: Database = await openDatabase(
      pgDatabase?.url ? { databaseUrl: pgDatabase.url } : { dataDir },
    )
    try {
      const ids = acknowledged.map((o) => o.id)
      const found = await database.db
        .select({ id: orders.id })
        .from(orders)
        .where(inArray(orders.id, ids))
      expect(found).toHaveLength(ids.length)
      const lines = await database.db
        .select({ id: lineItems.id })
        .from(lineItems)
        .where(inArray(lineItems.orderId, ids))
      expect(lines).toHaveLength(acknowledged.reduce((sum, o) => sum + o.lines, 0))
      expect(await stockMismatches(database.db)).toEqual([])
    } finally {
      await database.close()
      await pgDatabase?.destroy().catch(() => undefined)
    }
  }, 240_000)
})
