// sales_rollup equals the ledger after every kind of write: orders and stock movements through the
// API, cancellations, fulfilments, orders moved in time, concurrent writers, and the migration's
// backfill of the orders written before it.
import { rmSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  as,
  makeClient,
  makeLocation,
  makeProduct,
  postOrder,
  signup,
  useHarness,
  type Tenant,
} from '../test/harness'
import { migrationsUpTo } from '../test/migrations-up-to'
import { createTestDatabase } from '../test/test-database'
import { rowsOf } from './rows'
import { orderTotalMismatches } from './order-total'
import { salesDailyMismatches } from './sales-daily'
import { rollupMismatches } from './sales-rollup'

const h = useHarness()

async function shop() {
  const tenant = await signup(h.app)
  const main = await makeLocation(h.app, tenant, { name: 'Main', default: true })
  const annex = await makeLocation(h.app, tenant, { name: 'Annex' })
  const widget = await makeProduct(h.app, tenant, { price: 10 })
  const bolt = await makeProduct(h.app, tenant, { price: 2.5 })
  const gift = await makeProduct(h.app, tenant, { price: 0 })
  const ana = await makeClient(h.app, tenant)
  const ben = await makeClient(h.app, tenant)
  return {
    tenant,
    ...{ main, annex, widget, bolt, gift, ana, ben },
    locations: [main, annex],
    products: [widget, bolt, gift],
    clients: [ana, ben],
  }
}

async function order(
  tenant: Tenant,
  payload: { locationId: string; transaction_type: string; clientId?: string },
  lines: [{ id: string }, number][],
) {
  const response = await postOrder(
    h.app,
    {
      providerId: tenant.providerId,
      ...payload,
      products: lines.map(([p, quantity]) => ({ id: p.id, quantity })),
    },
    { tenant },
  )
  if (response.statusCode !== 201) throw new Error(response.body)
  return (response.json() as { order: { id: number } }).order.id
}

const rollupOf = (providerId: string) =>
  rowsOf<{ dimension: string; period: string; starts: string; revenue: string; lines: string }>(
    h.app.db,
    sql`select dimension, period, to_char(starts, 'YYYY-MM-DD') as starts, revenue::text,
      lines::text from sales_rollup where provider_id = ${providerId} and lines > 0
      order by dimension, period, starts, revenue`,
  )

describe('sales_rollup', () => {
  it('follows orders, cancellations, fulfilments, stock movements and orders moved in time', async () => {
    const { tenant, main, annex, widget, bolt, gift, ana, ben } = await shop()
    await order(tenant, { locationId: main.id, transaction_type: 'IN' }, [
      [widget, 50],
      [bolt, 50],
    ])
    const first = await order(
      tenant,
      { locationId: main.id, transaction_type: 'ORDER', clientId: ana.id },
      [
        [widget, 2],
        [gift, 1],
      ],
    )
    const second = await order(
      tenant,
      { locationId: annex.id, transaction_type: 'ORDER', clientId: ben.id },
      [[bolt, 4]],
    )
    const third = await order(
      tenant,
      { locationId: main.id, transaction_type: 'ORDER', clientId: ben.id },
      [
        [widget, 1],
        [bolt, 2],
      ],
    )
    await order(tenant, { locationId: main.id, transaction_type: 'OUT' }, [[widget, 3]])
    await order(tenant, { locationId: annex.id, transaction_type: 'ADJUST' }, [[bolt, -1]])
    const api = as(h.app, tenant)
    expect((await api.put(`/order/${second}`, { cancelled: true })).statusCode).toBe(200)
    expect((await api.put(`/order/${third}`, { fulfilled: true })).statusCode).toBe(200)
    // Sold now: Ana 20 (widget 2, gift 1 at 0), Ben 15 (widget 1, bolt 2); Ben's 10 cancelled.
    const now = new Date().toISOString()
    const year = now.slice(0, 4)
    expect(await rollupOf(tenant.providerId)).toEqual(
      [
        ...['month', 'year'].flatMap((period) => {
          const starts = period === 'month' ? `${now.slice(0, 7)}-01` : `${year}-01-01`
          return [
            { dimension: 'client', period, starts, revenue: '15.00', lines: '2' },
            { dimension: 'client', period, starts, revenue: '20.00', lines: '2' },
            { dimension: 'product', period, starts, revenue: '0.00', lines: '1' },
            { dimension: 'product', period, starts, revenue: '5.00', lines: '1' },
            { dimension: 'product', period, starts, revenue: '30.00', lines: '2' },
          ]
        }),
      ].sort(
        (a, b) =>
          a.dimension.localeCompare(b.dimension) ||
          a.period.localeCompare(b.period) ||
          a.starts.localeCompare(b.starts) ||
          a.revenue.localeCompare(b.revenue),
      ),
    )
    expect(await rollupMismatches(h.app.db, tenant.providerId)).toEqual([])

    // Orders moved to another month and year, given to another client, uncancelled, cancelled.
    await h.app.db.execute(
      sql`update orders set created_at = '2024-02-29T23:59:59Z' where id = ${first}`,
    )
    await h.app.db.execute(sql`update orders set client_id = ${ana.id} where id = ${third}`)
    await h.app.db.execute(sql`update orders set cancelled = false where id = ${second}`)
    await h.app.db.execute(
      sql`update orders set created_at = '2025-12-31T23:00:00Z' where id = ${second}`,
    )
    await h.app.db.execute(sql`update orders set cancelled = true where id = ${first}`)
    expect(await rollupMismatches(h.app.db, tenant.providerId)).toEqual([])
    expect(await rollupMismatches(h.app.db)).toEqual([])
    // The daily totals (migration 0014) follow the same moves.
    expect(await salesDailyMismatches(h.app.db)).toEqual([])
  })

  it('holds under concurrent orders and cancellations sharing products', async () => {
    const { tenant, locations, products, clients } = await shop()
    const address = await h.app.listen({ port: 0, host: '127.0.0.1' })
    const random = (n: number) => Math.floor(Math.random() * n)
    const pick = <T>(list: T[]) => list[random(list.length)]!
    const created: number[] = []
    const operation = async (i: number) => {
      const headers = {
        authorization: `Bearer ${tenant.session.access_token}`,
        'content-type': 'application/json',
      }
      if (i % 4 === 3 && created.length > 0) {
        return fetch(`${address}/api/provider/${tenant.providerId}/order/${pick(created)}`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ cancelled: true }),
        })
      }
      // Products in random order, so concurrent writers reach shared rows in different orders.
      const lines = [...products]
        .sort(() => Math.random() - 0.5)
        .slice(0, 1 + random(3))
        .map((p) => ({ id: p.id, quantity: 1 + random(5) }))
      const response = await fetch(`${address}/api/order`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          order: JSON.stringify({
            providerId: tenant.providerId,
            locationId: pick(locations).id,
            clientId: pick(clients).id,
            transaction_type: 'ORDER',
            products: lines,
          }),
        }),
      })
      if (response.status === 201) {
        created.push(((await response.clone().json()) as { order: { id: number } }).order.id)
      }
      return response
    }
    const statuses: number[] = []
    await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        for (let i = worker; i < 120; i += 8) statuses.push((await operation(i)).status)
      }),
    )
    // A cancelled order cannot be cancelled again (409); nothing else may fail.
    expect(statuses.filter((s) => s !== 201 && s !== 200 && s !== 409)).toEqual([])
    expect(await rollupMismatches(h.app.db, tenant.providerId)).toEqual([])
    expect(await salesDailyMismatches(h.app.db, tenant.providerId)).toEqual([])
    expect(await orderTotalMismatches(h.app.db, tenant.providerId)).toEqual([])
  })
})

const LAST_MIGRATION_WITHOUT_ROLLUP = 5

describe('migration 0006: the rollup of what was sold before it', () => {
  const folder = migrationsUpTo(LAST_MIGRATION_WITHOUT_ROLLUP)
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it('sums every sold line of every provider', async () => {
    const old = await createTestDatabase({ migrationsFolder: folder })
    try {
      const ids = { provider: randomUUID(), location: randomUUID(), client: randomUUID() }
      const product = randomUUID()
      await old.db.execute(sql`insert into providers (id, name) values (${ids.provider}, 'Old')`)
      await old.db.execute(sql`insert into clients (id, provider_id, name, email)
        values (${ids.client}, ${ids.provider}, 'Vera', 'vera@x.com')`)
      await old.db.execute(sql`insert into locations (id, provider_id, name, is_default)
        values (${ids.location}, ${ids.provider}, 'Depot', true)`)
      await old.db.execute(sql`insert into products (id, provider_id, name, price)
        values (${product}, ${ids.provider}, 'Thing', 4)`)
      await old.db.execute(sql`insert into orders
        (id, provider_id, transaction_type, client_id, location_id, cancelled, created_at)
        overriding system value values
        (1, ${ids.provider}, 'ORDER', ${ids.client}, ${ids.location}, false, '2025-03-10T12:00:00Z'),
        (2, ${ids.provider}, 'ORDER', ${ids.client}, ${ids.location}, false, '2025-04-01T00:00:00Z'),
        (3, ${ids.provider}, 'ORDER', ${ids.client}, ${ids.location}, true, '2025-04-02T00:00:00Z'),
        (4, ${ids.provider}, 'IN', null, ${ids.location}, false, '2025-04-03T00:00:00Z')`)
      await old.db
        .execute(sql`insert into line_items (order_id, provider_id, product_id, quantity, price)
        values (1, ${ids.provider}, ${product}, 2, 4), (2, ${ids.provider}, ${product}, 3, 4.5),
        (3, ${ids.provider}, ${product}, 9, 4), (4, ${ids.provider}, ${product}, 50, 4)`)
      await old.close()
      const database = await old.reopen()
      try {
        const rows = await rowsOf<Record<string, string>>(
          database.db,
          sql`select dimension, period, to_char(starts, 'YYYY-MM-DD') as starts, revenue::text,
            units::text, lines::text from sales_rollup order by dimension, period, starts`,
        )
        expect(rows).toEqual([
          {
            dimension: 'client',
            period: 'month',
            starts: '2025-03-01',
            revenue: '8.00',
            units: '2',
            lines: '1',
          },
          {
            dimension: 'client',
            period: 'month',
            starts: '2025-04-01',
            revenue: '13.50',
            units: '3',
            lines: '1',
          },
          {
            dimension: 'client',
            period: 'year',
            starts: '2025-01-01',
            revenue: '21.50',
            units: '5',
            lines: '2',
          },
          {
            dimension: 'product',
            period: 'month',
            starts: '2025-03-01',
            revenue: '8.00',
            units: '2',
            lines: '1',
          },
          {
            dimension: 'product',
            period: 'month',
            starts: '2025-04-01',
            revenue: '13.50',
            units: '3',
            lines: '1',
          },
          {
            dimension: 'product',
            period: 'year',
            starts: '2025-01-01',
            revenue: '21.50',
            units: '5',
            lines: '2',
          },
        ])
        expect(await rollupMismatches(database.db)).toEqual([])
      } finally {
        await database.close()
      }
    } finally {
      await old.destroy()
    }
    // Two databases migrated from scratch, one of them on disk: slow on a busy machine.
  }, 180_000)
})
