// API throughput and latency with autocannon, each paired in the same run with its ceiling:
// the same SQL (captured from the server's own functions) sent straight through a pg.Pool of
// the server's size at the same concurrency. The ratio says what the HTTP layer, validation,
// auth and serialisation cost on top of the database.
import pg from 'pg'
import type { OrderPayload } from '../common/orders'
import { createOrder } from '../server/features/orders/create-order'
import { plans } from '../server/features/billing/plans'
import { BUDGETS, POOL_SIZE } from './config'
import { capture, replay, type Step } from './capture'
import { runHttp, runLoop, type LoadOptions, type LoadResult } from './load'
import type { Report } from './report'
import { orderDetail, pageScenarios, type Fixtures, type Tenant } from './scenarios'
import { randomClientIp } from './server'

export interface ApiContext {
  report: Report
  serverUrl: string
  serverPid: number
  databaseUrl: string
  fixtures: Fixtures
  load: LoadOptions
}

const auth = (tenant: Tenant) => ({ authorization: `Bearer ${tenant.token}` })
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!
const ms = (value: number) => `${value.toFixed(1)} ms`

/** One request before the load, so a broken route fails loudly instead of measuring 4xx. */
async function checkOk(url: string, init: RequestInit) {
  const response = await fetch(url, init)
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`)
}

/**
 * What the HTTP layer alone can serve: GET /api/plans reads no database and needs no sign-in, so
 * its rate bounds every ratio from above. On two cores shared by the load generator, the server
 * and PostgreSQL, a request costs the CPU of both runs together, and the ratio can reach at most
 * floor / (floor + ceiling): 75 % needs a floor three times the page's ceiling.
 */
async function benchHttpFloor(ctx: ApiContext) {
  const url = `${ctx.serverUrl}/api/plans`
  await checkOk(url, {})
  const floor = await runHttp({ url, serverPid: ctx.serverPid }, ctx.load)
  ctx.report.detail('httpFloor', floor)
  ctx.report.add({
    name: 'HTTP floor (GET /api/plans, no database)',
    value: floor.rps,
    unit: 'req/s',
    note: `p50 ${ms(floor.p50)} p99 ${ms(floor.p99)}; server CPU ${cpu(floor)}/request; load generator ${clientCpu(floor)}; load ${floor.load1.toFixed(1)}`,
  })
  return floor.rps
}

const reachable = (floorRps: number, ceiling: LoadResult) =>
  `${((floorRps / (floorRps + ceiling.rps)) * 100).toFixed(0)} %`

function reportPair(
  ctx: ApiContext,
  key: string,
  label: string,
  api: LoadResult,
  ceiling: LoadResult,
  budgets: { p99?: number; ratio?: number },
  floorRps: number,
) {
  ctx.report.detail(key, { api, ceiling })
  const load = `load ${api.load1.toFixed(1)}`
  ctx.report.add({
    name: `${label} p99`,
    value: api.p99,
    unit: 'ms',
    ...(budgets.p99 !== undefined && { budget: { max: budgets.p99 } }),
    note: `p50 ${ms(api.p50)}; ceiling p50 ${ms(ceiling.p50)} p99 ${ms(ceiling.p99)}; ${load}`,
  })
  ctx.report.add({
    name: `${label} throughput vs ceiling`,
    value: (api.rps / ceiling.rps) * 100,
    unit: '%',
    ...(budgets.ratio !== undefined && { budget: { min: budgets.ratio * 100 } }),
    note: `${api.rps.toFixed(0)} req/s vs ${ceiling.rps.toFixed(0)} req/s direct SQL; server CPU ${cpu(api)}/request; load generator ${clientCpu(api)} vs the ceiling's driver ${cpu(ceiling)}; at most ${reachable(floorRps, ceiling)} over the HTTP floor${api.errors ? `; ${api.errors} errors` : ''}`,
  })
}

const clientCpu = (result: LoadResult) =>
  result.clientCpuMsPerRequest === undefined ? '?' : ms(result.clientCpuMsPerRequest)

const cpu = (result: LoadResult) =>
  result.cpuMsPerRequest === undefined ? '?' : ms(result.cpuMsPerRequest)

/** The list pages and the order detail page. */
export async function benchPages(ctx: ApiContext) {
  const { fixtures, databaseUrl, serverUrl } = ctx
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POOL_SIZE,
  })
  try {
    const floorRps = await benchHttpFloor(ctx)
    for (const scenario of pageScenarios(fixtures)) {
      const tenant = fixtures[scenario.tenant]
      const url = `${serverUrl}/api/provider/${tenant.providerId}${scenario.path}`
      await checkOk(url, { headers: auth(tenant) })
      const { steps } = await capture(databaseUrl, async (db) => {
        await scenario.serve(db, tenant)
      })
      const api = await runHttp({ url, headers: auth(tenant), serverPid: ctx.serverPid }, ctx.load)
      const ceiling = await runLoop(() => replay(pool, steps), ctx.load)
      // The budgets are for what a screen reads; the whole grid (products × locations in one
      // answer, seconds of SQL) cannot answer within a window at this concurrency and is
      // reported without one.
      reportPair(
        ctx,
        scenario.key,
        scenario.label,
        api,
        ceiling,
        scenario.unpaged ? {} : { p99: BUDGETS.listP99Ms, ratio: BUDGETS.listCeilingRatio },
        floorRps,
      )
    }

    const tenant = fixtures.large
    const template = fixtures.orderIds[0]!
    const { steps } = await capture(databaseUrl, async (db) => {
      await orderDetail(db, tenant, template)
    })
    const detailUrl = (id: number) => `/api/provider/${tenant.providerId}/order/${id}`
    await checkOk(serverUrl + detailUrl(template), { headers: auth(tenant) })
    const api = await runHttp(
      {
        url: serverUrl + detailUrl(template),
        headers: auth(tenant),
        serverPid: ctx.serverPid,
        next: () => ({ path: detailUrl(pick(fixtures.orderIds)) }),
      },
      ctx.load,
    )
    const ceiling = await runLoop(() => {
      const id = pick(fixtures.orderIds)
      return replay(pool, steps, (v) => (v === template ? id : v))
    }, ctx.load)
    reportPair(
      ctx,
      'orderDetail',
      'order detail',
      api,
      ceiling,
      { p99: BUDGETS.listP99Ms, ratio: BUDGETS.listCeilingRatio },
      floorRps,
    )
  } finally {
    await pool.end()
  }
}

/** Five distinct random products of the tenant, in id order as the server locks them. */
const fiveProducts = (fixtures: Fixtures) => {
  const chosen = new Set<string>()
  while (chosen.size < 5) chosen.add(pick(fixtures.productIds))
  return [...chosen].sort()
}

export function orderPayload(fixtures: Fixtures, products = fiveProducts(fixtures)): OrderPayload {
  return {
    providerId: fixtures.large.providerId,
    locationId: fixtures.locationId,
    clientId: pick(fixtures.clientIds),
    transaction_type: 'ORDER',
    products: products.map((id, i) => ({ id, quantity: 1 + i })),
  }
}

/** POST /api/order with five line items, and the same transaction's statements run directly. */
export async function benchOrderCreation(ctx: ApiContext) {
  const { fixtures, databaseUrl, serverUrl } = ctx
  const tenant = fixtures.large
  const templatePayload = orderPayload(fixtures)
  const { steps, result: templateId } = await capture(databaseUrl, async (db) => {
    const { id } = await createOrder(db, {
      payload: templatePayload,
      origin: 'provider',
      plans: plans(false),
    })
    await orderDetail(db, tenant, id)
    return id
  })
  const request = () => ({
    body: JSON.stringify({ order: JSON.stringify(orderPayload(fixtures)) }),
    headers: { 'x-forwarded-for': randomClientIp() },
  })
  const headers = { ...auth(tenant), 'content-type': 'application/json' }
  const first = request()
  await checkOk(`${serverUrl}/api/order`, {
    method: 'POST',
    headers: { ...headers, ...first.headers },
    body: first.body,
  })
  const api = await runHttp(
    {
      url: `${serverUrl}/api/order`,
      method: 'POST',
      headers,
      serverPid: ctx.serverPid,
      next: request,
    },
    ctx.load,
  )

  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POOL_SIZE,
  })
  try {
    const ceiling = await runLoop(
      () => replayOrder(pool, steps, templatePayload, templateId, orderPayload(fixtures)),
      ctx.load,
    )
    ctx.report.detail('orderCreate', {
      api,
      ceiling,
      statements: steps.flatMap((s) => s.statements).length,
    })
    ctx.report.add({
      name: 'order creation (5 lines) p99',
      value: api.p99,
      unit: 'ms',
      note: `p50 ${ms(api.p50)}; ceiling p50 ${ms(ceiling.p50)} p99 ${ms(ceiling.p99)}; load ${api.load1.toFixed(1)}`,
    })
    ctx.report.add({
      name: 'order creation throughput vs ceiling',
      value: (api.rps / ceiling.rps) * 100,
      unit: '%',
      budget: { min: BUDGETS.createCeilingRatio * 100 },
      note: `${api.rps.toFixed(0)} orders/s vs ${ceiling.rps.toFixed(0)} orders/s direct SQL; server CPU ${cpu(api)}/request${api.errors ? `; ${api.errors} errors` : ''}`,
    })
  } finally {
    await pool.end()
  }
}

/**
 * Replays the captured creation for another order: the template's products and client become
 * the new ones, and once the insert has answered, the template's order id becomes the new id
 * (in the line items, the stock change, the notification and the read-back).
 */
function replayOrder(
  pool: pg.Pool,
  steps: Step[],
  template: OrderPayload,
  templateId: number,
  next: OrderPayload,
) {
  const swap = new Map<unknown, unknown>(
    template.products.map((p, i) => [p.id, next.products[i]!.id]),
  )
  swap.set(template.clientId, next.clientId)
  let newId: number | undefined
  const rewrite = (value: unknown) => {
    if (value === templateId && newId !== undefined) return newId
    if (typeof value === 'string' && newId !== undefined && value.includes(`"id":${templateId},`)) {
      return value.replace(`"id":${templateId},`, `"id":${newId},`)
    }
    return swap.has(value) ? swap.get(value) : value
  }
  return replay(pool, steps, rewrite, (statement, result) => {
    if (statement.config.text.startsWith('insert into "orders"')) {
      const row = result.rows[0] as unknown[] | { id: unknown }
      newId = Number(Array.isArray(row) ? row[0] : row.id)
    }
  })
}
