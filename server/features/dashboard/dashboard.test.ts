import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DashboardEnvelope } from '../../../common/dashboard'
import { salesDailyMismatches } from '../../db/sales-daily'
import {
  as,
  makeClient,
  makeLocation,
  makeProduct,
  postOrder,
  signup,
  type Tenant,
} from '../../test/harness'
import { useHarness } from '../../test/harness'
import { dashboardPeriods } from './periods'
import { dashboard } from './service'

const h = useHarness()

// Tuesday 10 March 2026, 15:00 UTC: yesterday counts until 15:00, last month until 10 February
// 15:00, and the chart's weeks start on Mondays from 22 December 2025 to 9 March 2026.
const NOW = new Date('2026-03-10T15:00:00Z')

async function shop() {
  const tenant = await signup(h.app)
  const location = await makeLocation(h.app, tenant, { name: 'Main', default: true })
  const kettle = await makeProduct(h.app, tenant, { name: 'Kettle', price: 10 })
  const mug = await makeProduct(h.app, tenant, { name: 'Mug', price: 3 })
  const ada = await makeClient(h.app, tenant, { name: 'Ada' })
  const bea = await makeClient(h.app, tenant, { name: 'Bea' })
  /** An order placed at `at`: made through the API, then moved back in time. */
  const order = async (
    at: string,
    lines: [{ id: string }, number][],
    over: Record<string, unknown> = {},
  ) => {
    const response = await postOrder(
      h.app,
      {
        providerId: tenant.providerId,
        locationId: location.id,
        transaction_type: 'ORDER',
        products: lines.map(([product, quantity]) => ({ id: product.id, quantity })),
        ...over,
      },
      { tenant },
    )
    expect(response.statusCode, response.body).toBe(201)
    const id = response.json().order.id as number
    await h.database.db.execute(sql`update orders set created_at = ${at} where id = ${id}`)
    return id
  }
  return { tenant, location, kettle, mug, ada, bea, order }
}

const change = (tenant: Tenant, id: number, body: Record<string, unknown>) =>
  as(h.app, tenant).put(`/order/${id}`, body)

describe('dashboard periods', () => {
  it('compares with the period before up to the same moment, and clamps to a shorter month', () => {
    const mid = dashboardPeriods(NOW)
    expect(mid.today).toBe('2026-03-10')
    expect(mid.yesterday).toEqual({
      from: new Date('2026-03-09T00:00:00Z'),
      to: new Date('2026-03-09T15:00:00Z'),
    })
    expect(mid.previousMonth).toEqual({
      fromDay: '2026-02-01',
      cutoffDay: '2026-02-10',
      cutoffStart: new Date('2026-02-10T00:00:00Z'),
      cutoff: new Date('2026-02-10T15:00:00Z'),
    })
    expect(mid.weeks).toEqual({ first: '2025-12-22', last: '2026-03-09' })

    // 31 March: February is shorter, so all of it is the month before.
    const end = dashboardPeriods(new Date('2026-03-31T23:00:00Z'))
    expect(end.previousMonth.cutoff).toEqual(new Date('2026-03-01T00:00:00Z'))
    expect(end.previousMonth.cutoffDay).toBe('2026-03-01')
    // A Monday is the first day of its own week; January's month before is December.
    const monday = dashboardPeriods(new Date('2026-01-05T08:00:00Z'))
    expect(monday.weeks.last).toBe('2026-01-05')
    expect(monday.previousMonth.fromDay).toBe('2025-12-01')
  })
})

describe('GET /dashboard', () => {
  it("answers a shop's figures from its orders, cancelled ones and movements left out", async () => {
    const s = await shop()
    const { kettle, mug, ada, bea } = s
    await s.order('2026-03-10T09:00:00Z', [[kettle, 2]], { clientId: ada.id }) // today: 20
    await s.order('2026-03-09T10:00:00Z', [[mug, 1]], { clientId: bea.id }) // yesterday, before 15:00: 3
    await s.order('2026-03-09T18:00:00Z', [[kettle, 1]], { clientId: ada.id }) // yesterday, later: 10
    const cancelled = await s.order('2026-03-02T12:00:00Z', [[mug, 4]], { clientId: ada.id })
    const fulfilled = await s.order('2026-03-03T12:00:00Z', [[kettle, 1]], { clientId: bea.id }) // 10
    await s.order('2026-02-10T14:00:00Z', [[kettle, 3]], { clientId: bea.id }) // 30, before the cutoff
    await s.order('2026-02-10T16:00:00Z', [[kettle, 1]], { clientId: bea.id }) // 10, after it
    await s.order('2026-02-05T08:00:00Z', [[mug, 2]], { clientId: ada.id }) // 6
    await s.order('2025-12-22T10:00:00Z', [[mug, 5]], { clientId: bea.id }) // 15, first week
    await s.order('2025-12-21T23:00:00Z', [[kettle, 9]], { clientId: bea.id }) // before the chart
    await s.order('2026-03-10T08:00:00Z', [[kettle, 50]], {
      transaction_type: 'IN',
      clientId: null,
    })
    expect((await change(s.tenant, cancelled, { cancelled: true })).statusCode).toBe(200)
    expect((await change(s.tenant, fulfilled, { fulfilled: true })).statusCode).toBe(200)

    const figures = await dashboard(h.database.db, s.tenant.providerId, NOW)
    expect(figures.today).toEqual({ orders: 1, revenue: 20, previous: { orders: 1, revenue: 3 } })
    expect(figures.month).toEqual({ orders: 4, revenue: 43, previous: { orders: 2, revenue: 36 } })
    expect(figures.pending_orders).toBe(8)
    expect(figures.low_stock).toBe(0)
    const weeks = figures.revenue_by_week
    expect(weeks).toHaveLength(12)
    expect(weeks[0]).toEqual({ week: '2025-12-22', orders: 1, revenue: 15 })
    expect(weeks.filter((w) => w.revenue > 0)).toEqual([
      { week: '2025-12-22', orders: 1, revenue: 15 },
      { week: '2026-02-02', orders: 1, revenue: 6 },
      { week: '2026-02-09', orders: 2, revenue: 40 },
      { week: '2026-03-02', orders: 1, revenue: 10 },
      { week: '2026-03-09', orders: 3, revenue: 33 },
    ])
    expect(weeks.at(-1)!.week).toBe('2026-03-09')
    expect(figures.top_products).toEqual([
      { id: kettle.id, name: 'Kettle', revenue: 40, units: 4 },
      { id: mug.id, name: 'Mug', revenue: 3, units: 1 },
    ])
    expect(figures.top_clients).toEqual([
      { id: ada.id, name: 'Ada', revenue: 30, units: 3 },
      { id: bea.id, name: 'Bea', revenue: 13, units: 2 },
    ])
    expect(await salesDailyMismatches(h.database.db, s.tenant.providerId)).toEqual([])
  })

  it("counts a reorder rule's low stock, and ranks at most five, best first", async () => {
    const s = await shop()
    const products = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((price) => makeProduct(h.app, s.tenant, { name: `P${price}`, price })),
    )
    for (const product of products) {
      await s.order('2026-03-05T10:00:00Z', [[product, 1]], { clientId: s.ada.id })
    }
    const rule = await as(h.app, s.tenant).put(`/product/${s.mug.id}/reorder_rules`, {
      reorder_rules: [{ location_id: null, min: 5, max: 20 }],
    })
    expect(rule.statusCode, rule.body).toBe(200)

    const figures = await dashboard(h.database.db, s.tenant.providerId, NOW)
    expect(figures.low_stock).toBe(1)
    expect(figures.top_products.map((p) => p.name)).toEqual(['P6', 'P5', 'P4', 'P3', 'P2'])
    expect(figures.top_clients).toEqual([{ id: s.ada.id, name: 'Ada', revenue: 21, units: 6 }])
  })

  it('breaks a tie at the fifth place by name, whatever order the products were sold in', async () => {
    const s = await shop()
    for (const name of ['g', 'B', 'e', 'A', 'f', 'c', 'D']) {
      const product = await makeProduct(h.app, s.tenant, { name, price: 3 })
      await s.order('2026-03-05T10:00:00Z', [[product, 2]], { clientId: s.ada.id })
    }
    const figures = await dashboard(h.database.db, s.tenant.providerId, NOW)
    expect(figures.top_products.map((p) => p.name)).toEqual(['A', 'B', 'c', 'D', 'e'])
  })

  it('answers through HTTP in the contract, and only to members', async () => {
    const s = await shop()
    await s.order(new Date().toISOString(), [[s.kettle, 1]], { clientId: s.ada.id })
    const response = await as(h.app, s.tenant).get('/dashboard')
    expect(response.statusCode, response.body).toBe(200)
    const { dashboard: figures } = DashboardEnvelope.parse(response.json())
    expect(figures.today.orders).toBe(1)
    expect(figures.today.revenue).toBe(10)
    expect(figures.top_clients.map((c) => c.name)).toEqual(['Ada'])

    // Another shop with the same names sees its own empty figures and never the first's.
    const intruder = await signup(h.app)
    await makeClient(h.app, intruder, { name: 'Ada' })
    const own = DashboardEnvelope.parse((await as(h.app, intruder).get('/dashboard')).json())
    expect(own.dashboard.today).toEqual({
      orders: 0,
      revenue: 0,
      previous: { orders: 0, revenue: 0 },
    })
    expect(own.dashboard.top_clients).toEqual([])
    const foreign = await h.app.inject({
      method: 'GET',
      url: `/api/provider/${s.tenant.providerId}/dashboard`,
      headers: { authorization: `Bearer ${intruder.session.access_token}` },
    })
    expect([403, 404]).toContain(foreign.statusCode)
    expect(foreign.body).not.toContain('Ada')
  })
})
