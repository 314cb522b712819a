// CSV import of 50,000 products into a new provider (issue #20): the dry run and the import, each
// timed, with the server's memory growth (sampled from /proc) and how long /api/health takes to
// answer meanwhile — a streamed import that yields to the event loop keeps other requests served.
import { residentMb } from './exports'
import type { Report } from './report'

export interface ImportsContext {
  report: Report
  serverUrl: string
  serverPid: number
}

const ROWS = 50_000

function productsCsv(rows: number) {
  const lines = ['name,price,active']
  for (let i = 1; i <= rows; i++) {
    lines.push(`"Imported product ${i}, size ${i % 7}",${(1 + (i % 500) / 4).toFixed(2)},yes`)
  }
  return lines.join('\n') + '\n'
}

async function signUp(serverUrl: string) {
  const response = await fetch(`${serverUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `import-bench-${Date.now()}@stockline.local`,
      password: 'import-bench-password',
      name: 'Import bench',
    }),
  })
  if (!response.ok) throw new Error(`signup: ${response.status} ${await response.text()}`)
  const session = (await response.json()) as {
    access_token: string
    user: { providers: { provider: { id: string } }[] }
  }
  return { token: session.access_token, providerId: session.user.providers[0]!.provider.id }
}

async function importOnce(context: ImportsContext, csv: string, dryRun: boolean) {
  const { serverUrl, serverPid } = context
  const tenant = await signUp(serverUrl)
  const before = residentMb(serverPid)
  let peak = before
  let slowestHealth = 0
  let stop = false
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(serverPid))), 50)
  const probe = (async () => {
    while (!stop) {
      const started = performance.now()
      await fetch(`${serverUrl}/api/health`).then((r) => r.arrayBuffer())
      slowestHealth = Math.max(slowestHealth, performance.now() - started)
      await new Promise((r) => setTimeout(r, 20))
    }
  })()
  const form = new FormData()
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv')
  const started = performance.now()
  const response = await fetch(
    `${serverUrl}/api/provider/${tenant.providerId}/import/products${dryRun ? '?dry_run=true' : ''}`,
    { method: 'POST', headers: { authorization: `Bearer ${tenant.token}` }, body: form },
  )
  const body = (await response.json()) as { created?: number; errors?: unknown[] }
  const seconds = (performance.now() - started) / 1000
  stop = true
  await probe
  clearInterval(sampler)
  if (!response.ok || body.created !== ROWS) {
    throw new Error(`import: ${response.status} ${JSON.stringify(body).slice(0, 300)}`)
  }
  return { seconds, before, growth: peak - before, slowestHealth }
}

/** The slowest /api/health answer over `ms` with nothing else asked: the machine's own noise. */
async function idleHealth(serverUrl: string, ms: number) {
  let slowest = 0
  const until = performance.now() + ms
  while (performance.now() < until) {
    const started = performance.now()
    await fetch(`${serverUrl}/api/health`).then((r) => r.arrayBuffer())
    slowest = Math.max(slowest, performance.now() - started)
    await new Promise((r) => setTimeout(r, 20))
  }
  return slowest
}

export async function benchImports(context: ImportsContext) {
  const { report } = context
  const csv = productsCsv(ROWS)
  report.add({
    name: 'slowest /api/health with no import (3 s)',
    value: Math.round(await idleHealth(context.serverUrl, 3000)),
    unit: 'ms',
  })
  for (const dryRun of [true, false]) {
    const run = await importOnce(context, csv, dryRun)
    const what = dryRun ? 'dry run' : 'import'
    report.detail(`products ${what} of ${ROWS}`, run)
    report.add({
      name: `products ${what} of ${ROWS.toLocaleString('en')} rows`,
      value: Number(run.seconds.toFixed(1)),
      unit: 's',
      note: `${(csv.length / 1e6).toFixed(1)} MB file, ${Math.round(ROWS / run.seconds).toLocaleString('en')} rows/s`,
    })
    report.add({
      name: `products ${what}: server memory growth`,
      value: Math.round(run.growth),
      unit: 'MB',
      budget: { max: 300 },
      note: `resident ${Math.round(run.before)} MB before`,
    })
    report.add({
      name: `products ${what}: slowest /api/health meanwhile`,
      value: Math.round(run.slowestHealth),
      unit: 'ms',
      // The import yields every 500 rows; a stall of half a second would be felt by everyone.
      budget: { max: 500 },
    })
  }
}
