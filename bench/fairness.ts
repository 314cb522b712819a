// `npm run bench:fairness`: one tenant must not slow the others. A shop of 6,000 products sends
// assistant questions of the longest length allowed (QUERY_MAX_LENGTH) as fast as its rate limit
// allows, while another
// client checks GET /api/health every 20 ms; prints the health check's latency during the
// burst (budget: p99 ≤ 50 ms) and the assistant's own, and writes bench/results/fairness.json.
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { QUERY_MAX_LENGTH } from '../common/assistant'
import { openDatabase } from '../server/db/client'
import { createBenchDatabase } from './db'
import { createProvider, generateTenant } from './generate'
import { percentile } from './load'
import { login, randomClientIp, startServer } from './server'

const HEALTH_EVERY_MS = 5
const SENDERS = Number(process.env.SENDERS ?? 4)
const BUDGET_P99_MS = 50
// Different words each time, so nothing is answered from a cache of an earlier question.
const PHRASES = [
  'how much organic coffee did the main warehouse sell last month compared with the month before',
  'which clients bought the most premium tea and golden honey during the spring and the summer',
  'show me the revenue of every fresh bread and classic butter product by week for this year',
  'what is low on stock at the second location and what was received there in october please',
  'ventas del mes pasado por cliente y por producto con las unidades y el total en dolares',
]
const question = (i: number) =>
  Array.from({ length: 8 }, (_, k) => PHRASES[(i + k) % PHRASES.length])
    .join(' ')
    .slice(0, QUERY_MAX_LENGTH)

const database = await createBenchDatabase()
const server = { stop: async () => undefined } as { stop(): Promise<void> }
try {
  const db = await openDatabase({ databaseUrl: database.url, poolSize: 4 })
  const owner = await createProvider(db.db, 'Fairness Shop', true)
  await generateTenant(db.db, owner.providerId, {
    products: 6_000,
    clients: 500,
    locations: 3,
    orders: 5_000,
  })
  await db.close()
  const running = await startServer({ databaseUrl: database.url })
  server.stop = running.stop
  const session = await login(running.url, owner.email, owner.password)

  const health: number[] = []
  /** [ms since the burst began, ms the check took], to see when the slow ones happen. */
  const healthAt: [number, number][] = []
  const burstStart = performance.now()
  // A route that needs no database: how long a request waits for this process alone.
  const noDatabase: number[] = []
  const asked: number[] = []
  const statuses = new Map<number, number>()
  let burst = true
  let firstAnswer = 0
  // Three clients probing at once, so the burst yields enough samples for a 99th percentile.
  const probe = async () => {
    const ip = randomClientIp()
    while (burst) {
      const started = performance.now()
      await fetch(`${running.url}/api/health`, { headers: { 'x-forwarded-for': ip } })
      health.push(performance.now() - started)
      healthAt.push([started - burstStart, performance.now() - started])
      const probe = performance.now()
      await (await fetch(`${running.url}/api/no-such-route`)).arrayBuffer()
      noDatabase.push(performance.now() - probe)
      await new Promise((r) => setTimeout(r, HEALTH_EVERY_MS))
    }
  }
  const healthLoop = Promise.all([probe(), probe(), probe()])
  // The tenant's own address: its limit (60 questions a minute) is what bounds the burst.
  const tenantIp = randomClientIp()
  const ask = async (i: number) => {
    const started = performance.now()
    const response = await fetch(`${running.url}/api/provider/${owner.providerId}/llm-query-2`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${session.access_token}`,
        'x-forwarded-for': tenantIp,
      },
      body: JSON.stringify({ query: question(i) }),
    })
    await response.arrayBuffer()
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
    if (response.status === 200) asked.push(performance.now() - started)
    firstAnswer ||= performance.now()
  }
  // Four at a time, until the limit answers 429 for a while.
  let next = 0
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      while (next < 90) await ask(next++)
    }),
  )
  burst = false
  await healthLoop

  const sorted = (values: number[]) => [...values].sort((a, b) => a - b)
  const h = sorted(health)
  const a = sorted(asked)
  const n = sorted(noDatabase)
  // Once the catalog is indexed: every question after the first one of a catalog's version.
  const steady = sorted(
    healthAt.filter(([at]) => at > firstAnswer - burstStart).map(([, ms]) => ms),
  )
  const figures = {
    health_checks: h.length,
    health_p50_ms: percentile(h, 50),
    health_p99_ms: percentile(h, 99),
    health_max_ms: h.at(-1) ?? 0,
    health_after_first_answer_p99_ms: percentile(steady, 99),
    no_database_p50_ms: percentile(n, 50),
    no_database_p99_ms: percentile(n, 99),
    questions_answered: a.length,
    question_p50_ms: percentile(a, 50),
    question_p95_ms: percentile(a, 95),
    statuses: Object.fromEntries(statuses),
    slowest_health_checks: [...healthAt]
      .sort((x, y) => y[1] - x[1])
      .slice(0, 5)
      .map((pair) => pair.map(Math.round)),
    first_question_done_ms: Math.round(firstAnswer - burstStart),
    budget_p99_ms: BUDGET_P99_MS,
    pass: percentile(h, 99) <= BUDGET_P99_MS,
  }
  for (const [name, value] of Object.entries(figures)) {
    console.log(
      `${name.padEnd(20)} ${typeof value === 'number' ? value.toFixed(1) : JSON.stringify(value)}`,
    )
  }
  writeFileSync(resolve('bench/results/fairness.json'), `${JSON.stringify(figures, null, 2)}\n`)
  if (!figures.pass) process.exitCode = 1
} finally {
  await server.stop()
  await database.drop()
}
