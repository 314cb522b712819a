// The embedded default at small-shop scale: the same shop (100,000 orders, the generator's data)
// loaded once into PGlite in a data folder, as `npm start` keeps it, and once into a PostgreSQL
// database of its own; then the same server, started as in production on each, answers every
// list page, order detail and order creation at concurrency 4 (a few people working at once).
// A younger shop (10,000 orders) on PGlite shows what the shop's size changes.
// `npm run bench -- --only=pglite` runs it alone.
import { execSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase, type OpenOptions } from '../server/db/client'
import { stockMismatches } from '../server/features/inventory/ledger'
import { orderPayload } from './api'
import { createBenchDatabase } from './db'
import { generateDataset, type DatasetSpec } from './generate'
import { runHttp, type HttpScenario, type LoadOptions, type LoadResult } from './load'
import type { Report } from './report'
import { pageScenarios, sampleIds, type Fixtures } from './scenarios'
import { login, randomClientIp, startServer } from './server'

/** A shop of `orders` over two years, 2,000 products in 5 locations, 2,000 clients. */
export const smallShop = (orders: number): DatasetSpec => ({
  large: { products: 2_000, locations: 5, clients: 2_000, orders },
  grid: { products: 100, locations: 2, clients: 10, orders: 100, fullGrid: true },
  smallTenants: 2,
  small: { products: 50, locations: 2, clients: 20, orders: 200 },
})

/** A busy shop's few years, measured on both databases; and a younger shop, on PGlite only. */
export const SHOP_ORDERS = 100_000
export const YOUNG_SHOP_ORDERS = 10_000

export const SMALL_SHOP_LOAD: LoadOptions = {
  concurrency: 4,
  warmupSeconds: 2,
  durationSeconds: 10,
}

interface Measured {
  key: string
  label: string
  result: LoadResult
}

interface Shop {
  measured: Measured[]
  /** The server's resident memory after the last scenario, MB. */
  rssMb: number
}

const residentMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) /
  1024

const ms = (value: number) => `${value.toFixed(1)} ms`

/** Loads the shop through `open`, then measures every page on a server started on it. */
async function measure(
  kind: 'PGlite' | 'PostgreSQL',
  orders: number,
  open: OpenOptions,
  log: (line: string) => void,
  report: Report,
): Promise<Shop> {
  const name = `${kind} (${orders.toLocaleString('en')} orders)`
  const database = await openDatabase({ ...open, poolSize: 4 })
  let dataset
  try {
    dataset = await generateDataset(database.db, smallShop(orders))
    const mismatches = await stockMismatches(database.db)
    const size = open.dataDir
      ? `; data folder ${execSync(`du -sm ${open.dataDir}`, { encoding: 'utf8' }).split('\t')[0]} MB`
      : ''
    report.add({
      name: `shop loaded into ${name}`,
      value: dataset.seconds,
      unit: 's',
      pass: mismatches.length === 0,
      note: `${dataset.counts.orders} orders, ${dataset.counts.line_items} line items${size}; stock invariant ${mismatches.length === 0 ? 'holds' : 'broken'}`,
    })
    dataset = { ...dataset, samples: await sampleIds(database.db, dataset.large.providerId) }
  } finally {
    // PGlite's folder is one process's: the server opens it once the generator has let go.
    await database.close()
  }
  const server = await startServer(open)
  try {
    const session = await login(server.url, dataset.large.email, dataset.large.password)
    const tenant = {
      providerId: dataset.large.providerId,
      userId: session.user.id,
      token: session.access_token,
    }
    // The inventory page is the same shop's: 50 of its products × its 5 locations.
    const fixtures: Fixtures = { large: tenant, grid: tenant, ...dataset.samples }
    const headers = { authorization: `Bearer ${tenant.token}` }
    const base = `${server.url}/api/provider/${tenant.providerId}`
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!
    const scenarios: { key: string; label: string; http: HttpScenario }[] = [
      ...pageScenarios(fixtures)
        .filter((page) => !page.unpaged)
        .map((page) => ({
          key: page.key,
          label: page.key === 'inventory' ? 'inventory page (50 × 5)' : page.label,
          http: { url: base + page.path, headers },
        })),
      {
        key: 'orderDetail',
        label: 'order detail',
        http: {
          url: `${base}/order/${fixtures.orderIds[0]}`,
          headers,
          next: () => ({
            path: `/api/provider/${tenant.providerId}/order/${pick(fixtures.orderIds)}`,
          }),
        },
      },
      {
        key: 'orderCreate',
        label: 'order creation (5 lines)',
        http: {
          url: `${server.url}/api/order`,
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          next: () => ({
            body: JSON.stringify({ order: JSON.stringify(orderPayload(fixtures)) }),
            headers: { 'x-forwarded-for': randomClientIp() },
          }),
        },
      },
    ]
    const measured: Measured[] = []
    for (const scenario of scenarios) {
      const result = await runHttp({ ...scenario.http, serverPid: server.pid }, SMALL_SHOP_LOAD)
      log(
        `${name} ${scenario.label}: p99 ${ms(result.p99)}, p50 ${ms(result.p50)}, ${result.rps.toFixed(0)} req/s, ${result.errors} errors`,
      )
      measured.push({ key: scenario.key, label: scenario.label, result })
    }
    return { measured, rssMb: residentMb(server.pid) }
  } finally {
    await server.stop()
  }
}

/**
 * Every page on PGlite beside the same page on PostgreSQL: p99, p50 and throughput of each, and
 * the server's CPU per request (on PGlite that includes the database's own work, which runs in
 * the server's process; on PostgreSQL it does not).
 */
export async function benchPglite(report: Report, log: (line: string) => void) {
  const folders = [YOUNG_SHOP_ORDERS, SHOP_ORDERS].map(() =>
    mkdtempSync(join(tmpdir(), 'stockline-bench-pglite-')),
  )
  const postgres = await createBenchDatabase()
  try {
    const young = await measure('PGlite', YOUNG_SHOP_ORDERS, { dataDir: folders[0] }, log, report)
    const embedded = await measure('PGlite', SHOP_ORDERS, { dataDir: folders[1] }, log, report)
    const server = await measure(
      'PostgreSQL',
      SHOP_ORDERS,
      { databaseUrl: postgres.url },
      log,
      report,
    )
    const figures = (result: LoadResult) =>
      `p50 ${ms(result.p50)}, ${result.rps.toFixed(0)} req/s, server CPU ${ms(result.cpuMsPerRequest ?? Number.NaN)}/request${result.errors ? `, ${result.errors} errors` : ''}, load ${result.load1.toFixed(1)}`
    for (const [i, pglite] of embedded.measured.entries()) {
      const pg = server.measured[i]!.result
      const small = young.measured[i]!.result
      report.add({
        name: `PGlite, ${SHOP_ORDERS.toLocaleString('en')} orders: ${pglite.label} p99`,
        value: pglite.result.p99,
        unit: 'ms',
        note: `${figures(pglite.result)}; PostgreSQL p99 ${ms(pg.p99)}, ${figures(pg)}; PGlite with ${YOUNG_SHOP_ORDERS.toLocaleString('en')} orders p99 ${ms(small.p99)}, ${figures(small)}`,
      })
      report.detail(`pglite-${pglite.key}`, {
        pglite: pglite.result,
        postgres: pg,
        pgliteYoung: small,
      })
    }
    report.add({
      name: 'server memory after the PGlite pages',
      value: embedded.rssMb,
      unit: 'MB',
      note: `${SHOP_ORDERS.toLocaleString('en')} orders; ${young.rssMb.toFixed(0)} MB with ${YOUNG_SHOP_ORDERS.toLocaleString('en')}; ${server.rssMb.toFixed(0)} MB on PostgreSQL`,
    })
    report.detail('pglite-shop', {
      spec: smallShop(SHOP_ORDERS),
      youngOrders: YOUNG_SHOP_ORDERS,
      load: SMALL_SHOP_LOAD,
    })
  } finally {
    await postgres.drop()
    for (const folder of folders) rmSync(folder, { recursive: true, force: true })
  }
}
