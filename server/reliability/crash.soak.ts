// npm run test:soak — kills the server with SIGKILL at random moments under order load,
// restarts it, and checks that every order the client saw acknowledged (201) exists with all
// its lines, and that stock_levels still equals the ledger. Once on PostgreSQL, once on PGlite.
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../db/client'
import { lineItems, orders } from '../db/schema'
import { stockMismatches } from '../features/inventory/ledger'
import { createTestDatabase } from '../test/test-database'
import { freePort, openShop, startServer } from './server-process'

const KILLS = Number(process.env.SOAK_KILLS ?? 6)
const WORKERS = 8

async function soak(env: Record<string, string>, reopen: () => ReturnType<typeof openDatabase>) {
  const port = await freePort()
  let server = await startServer(env, port)
  const shop = await openShop(server.url)
  const acknowledged: { id: number; lines: number }[] = []
  let tried = 0
  let running = true
  const workers = Array.from({ length: WORKERS }, async () => {
    while (running) {
      tried++
      const order = await shop.order()
      if (order) acknowledged.push(order)
      else await new Promise((r) => setTimeout(r, 20))
    }
  })
  for (let kill = 0; kill < KILLS; kill++) {
    await new Promise((r) => setTimeout(r, 500 + Math.random() * 2000))
    server.child.kill('SIGKILL')
    await server.exited
    server = await startServer(env, port)
  }
  await new Promise((r) => setTimeout(r, 1000))
  running = false
  await Promise.all(workers)
  server.child.kill('SIGTERM')
  await server.exited

  const database = await reopen()
  try {
    const ids = acknowledged.map((o) => o.id)
    const found = ids.length
      ? await database.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, ids))
      : []
    const lines = ids.length
      ? await database.db
          .select({ id: lineItems.id })
          .from(lineItems)
          .where(inArray(lineItems.orderId, ids))
      : []
    const mismatches = await stockMismatches(database.db)
    return {
      requests_tried: tried,
      faults_injected: KILLS,
      acknowledged: ids.length,
      orders_found: found.length,
      lines_expected: acknowledged.reduce((sum, o) => sum + o.lines, 0),
      lines_found: lines.length,
      stock_mismatches: mismatches.length,
      lost: ids.length - found.length,
    }
  } finally {
    await database.close()
  }
}

function record(name: string, figures: object) {
  mkdirSync('bench/results', { recursive: true })
  writeFileSync(
    `bench/results/soak-${name}.json`,
    JSON.stringify({ ...figures, at: new Date().toISOString() }, null, 2),
  )
  console.log(`soak ${name}:`, figures)
}

describe('crash safety under SIGKILL', () => {
  it('loses no acknowledged order on PostgreSQL', async () => {
    const pg = await createTestDatabase()
    await pg.close()
    try {
      const figures = await soak(
        { DATABASE_URL: pg.url!, DATA_DIR: mkdtempSync(join(tmpdir(), 'soak-pg-')) },
        () => openDatabase({ databaseUrl: pg.url }),
      )
      record('postgres', figures)
      expect(figures.acknowledged).toBeGreaterThan(50)
      expect(figures.lost).toBe(0)
      expect(figures.lines_found).toBe(figures.lines_expected)
      expect(figures.stock_mismatches).toBe(0)
    } finally {
      await pg.destroy()
    }
  })

  it('loses no acknowledged order on PGlite', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'soak-pglite-'))
    const figures = await soak({ DATA_DIR: dataDir }, () => openDatabase({ dataDir }))
    record('pglite', figures)
    expect(figures.acknowledged).toBeGreaterThan(50)
    expect(figures.lost).toBe(0)
    expect(figures.lines_found).toBe(figures.lines_expected)
    expect(figures.stock_mismatches).toBe(0)
  })
})
