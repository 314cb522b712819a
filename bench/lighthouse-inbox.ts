// `npm run bench:lighthouse`: Lighthouse's scores for a cold load of the inbox, the provider's
// first screen. It builds the web app into a folder of its own, starts the server on a fresh
// embedded database, signs up a provider with a small shop (a default location, products, a
// client and open orders, so the inbox has rows), and prints performance, accessibility and
// best practices for each run and their medians. It prints figures; it asserts nothing.
// `--runs=N` (default 3): scores vary from run to run. `--web=DIR` measures a build made before
// instead of building. `--report=FILE` keeps the last run's full Lighthouse report (JSON).
// `--open-orders=N` (default 25) seeds N open orders: 100 fills the inbox's page, as a real shop's
// inbox often is.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Session } from '../common/auth'
import { randomClientIp, signupViaApi, startServer } from './server'
import { buildWeb, lighthouseScores, median, type LighthouseCategory } from './web'

const CATEGORIES: LighthouseCategory[] = ['performance', 'accessibility', 'best-practices']

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
const runs = Number(option('runs') ?? 3)
const openOrders = Number(option('open-orders') ?? 25)
const prebuilt = option('web')
const reportFile = option('report')

async function post<T>(url: string, session: Session, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${session.access_token}`,
      'x-forwarded-for': randomClientIp(),
    },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** What a shop's inbox shows on a working day: open orders of a few products. */
async function seedShop(url: string, session: Session) {
  const providerId = session.user.providers[0]!.provider.id
  const at = (path: string) => `/provider/${providerId}${path}`
  const { location } = await post<{ location: { id: string } }>(url, session, at('/location'), {
    name: 'Main warehouse',
    default: true,
  })
  const products: { id: string }[] = []
  for (const [name, price] of [
    ['Blue mug', 12.5],
    ['Green teapot', 30],
    ['Red kettle', 45.25],
  ] as const) {
    products.push(
      (await post<{ product: { id: string } }>(url, session, at('/product'), { name, price }))
        .product,
    )
  }
  const { client } = await post<{ client: { id: string } }>(url, session, at('/client'), {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
  })
  for (let i = 0; i < openOrders; i++) {
    const order = {
      providerId,
      locationId: location.id,
      clientId: client.id,
      transaction_type: 'ORDER',
      products: products.map((product, n) => ({ id: product.id, quantity: 1 + ((i + n) % 4) })),
    }
    await post(url, session, '/order', { order: JSON.stringify(order) })
  }
  return providerId
}

const outDir = prebuilt ?? mkdtempSync(join(tmpdir(), 'stockline-lighthouse-web-'))
if (!prebuilt) {
  console.log('Building the web app…')
  buildWeb(outDir)
}
const server = await startServer({ webDir: outDir })
try {
  const session = await signupViaApi(server.url)
  const providerId = await seedShop(server.url, session)
  const url = `${server.url}/provider/${providerId}/inbox`
  console.log(`Lighthouse, mobile preset, ${runs} cold loads of ${url} (${openOrders} open orders)`)
  const { scores, metrics, benchmarkIndex, lastReport } = await lighthouseScores(
    url,
    session,
    runs,
    CATEGORIES,
  )
  if (reportFile) writeFileSync(reportFile, JSON.stringify(lastReport))
  for (const category of CATEGORIES) {
    const values = scores[category] ?? []
    console.log(`${category.padEnd(15)} median ${median(values)}  (runs: ${values.join(', ')})`)
  }
  for (const [run, values] of metrics.entries()) {
    const line = Object.entries(values)
      .map(([id, value]) => `${id} ${Math.round(value ?? Number.NaN)}`)
      .join(', ')
    console.log(`run ${run + 1}: ${line}, benchmark index ${benchmarkIndex[run]}`)
  }
} finally {
  await server.stop()
  if (!prebuilt) rmSync(outDir, { recursive: true, force: true })
}
