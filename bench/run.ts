// `npm run bench` (quick) and `npm run bench:full` (the large tenant): builds its own database,
// loads the data, starts the server as a child process, measures, prints one line per figure,
// writes bench/results/{quick,full}.json and drops the database.
// `--only=api,plans,realtime,assistant,exports,imports,web,pglite` runs a subset (the large
// tenant's data is loaded unless only pglite runs, which loads its own). Exit code 1 when a
// budget fails.
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import { openDatabase } from '../server/db/client'
import { stockMismatches } from '../server/features/inventory/ledger'
import { PROFILES, CONCURRENCY } from './config'
import { createBenchDatabase } from './db'
import { generateDataset, tableCounts } from './generate'
import { Report, formatFigure } from './report'
import { sampleIds, type Fixtures } from './scenarios'
import { login, startServer, type RunningServer } from './server'
import { benchOrderCreation, benchPages, type ApiContext } from './api'
import { benchAssistant } from './assistant'
import { benchExports } from './exports'
import { benchImports } from './imports'
import { benchPglite } from './pglite'
import { benchPlans } from './plans'
import { benchRealtime } from './realtime'
import { benchJavaScript, benchLighthouse, buildWeb } from './web'

const profile = PROFILES[process.argv.includes('--full') ? 'full' : 'quick']
const onlyArg = process.argv.find((a) => a.startsWith('--only='))
const only = new Set(
  onlyArg
    ? onlyArg.slice('--only='.length).split(',')
    : ['plans', 'api', 'realtime', 'assistant', 'exports', 'imports', 'web', 'pglite'],
)
const resultsDir = resolve('bench/results')
const report = new Report()
const log = (line: string) => console.log(`  · ${line}`)
const elapsed = (since: number) => (performance.now() - since) / 1000

async function section<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
  console.log(`\n== ${name}`)
  try {
    return await work()
  } catch (error) {
    // One broken section (e.g. a web build that others are changing) must not hide the rest.
    console.error(error)
    report.add({
      name: `${name} did not run`,
      value: Number.NaN,
      unit: '',
      pass: false,
      note: String(error).slice(0, 200),
    })
    return undefined
  }
}

/** The embedded default: the same generator on an in-memory PGlite, at a small size. */
async function pgliteCheck() {
  const database = await openDatabase({})
  try {
    const dataset = await generateDataset(database.db, {
      large: { products: 1_000, locations: 5, clients: 500, orders: 5_000 },
      grid: { products: 200, locations: 5, clients: 20, orders: 200, fullGrid: true },
      smallTenants: 2,
      small: { products: 50, locations: 2, clients: 20, orders: 200 },
    })
    const mismatches = await stockMismatches(database.db)
    report.add({
      name: 'generator on PGlite',
      value: dataset.seconds,
      unit: 's',
      pass: mismatches.length === 0,
      note: `${dataset.counts.orders} orders, ${dataset.counts.line_items} line items; stock invariant ${mismatches.length === 0 ? 'holds' : `broken (${mismatches.length})`}`,
    })
  } finally {
    await database.close()
  }
}

/** Every section on the profile's large tenant, in a PostgreSQL database of its own. */
async function largeTenantSections() {
  const database = await createBenchDatabase()
  console.log(`database ${database.name}`)
  let server: RunningServer | undefined
  // Interrupted or stalled (the event loop ran dry while a step still waited): the server and
  // the database go anyway, so no run leaves anything behind.
  let cleaned = false
  const cleanUp = async () => {
    if (cleaned) return
    cleaned = true
    await server?.stop()
    await database.drop()
  }
  const abort = (reason: string) => {
    console.error(`benchmark ${reason}: cleaning up`)
    void cleanUp().finally(() => process.exit(1))
  }
  const onInterrupt = () => abort('interrupted')
  const onStall = () => abort('stalled')
  process.once('SIGINT', onInterrupt)
  process.once('SIGTERM', onInterrupt)
  process.once('beforeExit', onStall)
  try {
    const loaded = await (async () => {
      console.log('\n== data')
      const db = await openDatabase({ databaseUrl: database.url, poolSize: 4 })
      try {
        const dataset = await generateDataset(db.db, profile, log)
        const mismatches = await stockMismatches(db.db)
        report.add({
          name: 'data load into PostgreSQL',
          value: dataset.seconds,
          unit: 's',
          pass: mismatches.length === 0,
          note: `${JSON.stringify(await tableCounts(db.db))}; stock invariant ${mismatches.length === 0 ? 'holds' : 'broken'}`,
        })
        return { ...dataset, samples: await sampleIds(db.db, dataset.large.providerId) }
      } finally {
        await db.close()
      }
    })()

    const webDir = only.has('web') ? await section('web build', async () => buildWeb()) : undefined
    server = await startServer({ databaseUrl: database.url, ...(webDir && { webDir }) })
    console.log(`server ${server.url} (pid ${server.pid})`)
    const serverUrl = server.url
    const runningPid = server.pid
    const signIn = async () => {
      const [large, grid] = await Promise.all([
        login(serverUrl, loaded.large.email, loaded.large.password),
        login(serverUrl, loaded.grid.email, loaded.grid.password),
      ])
      return { large, grid }
    }
    const { samples } = loaded
    const fixturesNow = async (): Promise<Fixtures> => {
      // Access tokens live 15 minutes: every section signs in again.
      const sessions = await signIn()
      const tenant = (key: 'large' | 'grid') => ({
        providerId: loaded[key].providerId,
        userId: sessions[key].user.id,
        token: sessions[key].access_token,
      })
      return { large: tenant('large'), grid: tenant('grid'), ...samples }
    }
    const load = {
      concurrency: CONCURRENCY,
      warmupSeconds: profile.warmupSeconds,
      durationSeconds: profile.durationSeconds,
    }
    const apiContext = async (): Promise<ApiContext> => ({
      report,
      serverUrl,
      serverPid: runningPid,
      databaseUrl: database.url,
      fixtures: await fixturesNow(),
      load,
    })

    if (only.has('plans')) {
      await section('query plans', async () =>
        benchPlans(
          report,
          database.url,
          await fixturesNow(),
          resolve(resultsDir, 'plans'),
          `${profile.name}-`,
        ),
      )
    }
    if (only.has('api')) {
      await section('API pages vs ceiling', async () => benchPages(await apiContext()))
      await section('order creation vs ceiling', async () => benchOrderCreation(await apiContext()))
    }
    if (only.has('realtime')) {
      await section('realtime', async () =>
        benchRealtime({
          report,
          serverUrl,
          databaseUrl: database.url,
          fixtures: await fixturesNow(),
          orders: profile.realtimeOrders,
          sockets: profile.realtimeSockets,
        }),
      )
    }
    if (only.has('assistant')) {
      await section('assistant', async () =>
        benchAssistant({ report, serverUrl, fixtures: await fixturesNow(), rounds: 10 }),
      )
    }
    if (only.has('exports')) {
      await section('exports', async () =>
        benchExports({ report, serverUrl, serverPid: runningPid, fixtures: await fixturesNow() }),
      )
    }
    if (only.has('imports')) {
      await section('imports', async () =>
        benchImports({ report, serverUrl, serverPid: runningPid }),
      )
    }
    if (only.has('web') && webDir) {
      const session = (await signIn()).large
      const web = { report, serverUrl, session, lighthouseRuns: profile.lighthouseRuns }
      await section('web JavaScript', () => benchJavaScript(web))
      await section('Lighthouse', () => benchLighthouse(web))
    }
  } finally {
    await cleanUp()
    process.off('SIGINT', onInterrupt).off('SIGTERM', onInterrupt).off('beforeExit', onStall)
  }
}

async function main() {
  const started = performance.now()
  console.log(`Stockline benchmark, ${profile.name} profile, concurrency ${CONCURRENCY}`)
  console.log(
    `machine: ${report.machineAtStart.nproc} cores, load average ${report.machineAtStart.loadavg.join(' ')}`,
  )
  await section('generator on PGlite', pgliteCheck)

  if (only.has('pglite')) {
    await section('the embedded default at small-shop scale (PGlite vs PostgreSQL)', () =>
      benchPglite(report, log),
    )
  }
  if ([...only].some((name) => name !== 'pglite')) await largeTenantSections()

  // A subset run writes a file of its own, so it never replaces a whole run's figures.
  const file = resolve(
    resultsDir,
    onlyArg ? `${profile.name}-${[...only].join('-')}.json` : `${profile.name}.json`,
  )
  report.write(file, {
    profile: profile.name,
    concurrency: CONCURRENCY,
    seconds: elapsed(started),
    only: [...only],
  })
  console.log(
    `\n== summary (${elapsed(started).toFixed(0)} s; load average now ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  )
  for (const figure of report.figures) console.log(formatFigure(figure))
  console.log(
    `${report.figures.filter((f) => f.pass).length} passed, ${report.failed.length} failed; written to ${file}`,
  )
  process.exitCode = report.failed.length > 0 ? 1 : 0
}

await main()
