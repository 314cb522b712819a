// orders.total equals what the order's lines add up to, whatever wrote them: orders and stock
// movements of every type through the API, a cancellation, and the migration's backfill of the
// orders written before it; and the lists, the order and the dashboard read it.
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
} from '../test/harness'
import { dashboard } from '../features/dashboard/service'
import { migrationsUpTo } from '../test/migrations-up-to'
import { createTestDatabase } from '../test/test-database'
import { orderTotalMismatches } from './order-total'
import { rowsOf } from './rows'

const h = useHarness()

describe('orders.total', () => {
  it('follows the lines of every type of order, and the screens show it', async () => {
    const tenant = await signup(h.app)
    const main = await makeLocation(h.app, tenant, { name: 'Main', default: true })
    const annex = await makeLocation(h.app, tenant, { name: 'Annex' })
    const mug = await makeProduct(h.app, tenant, { price: 12.5 })
    const pot = await makeProduct(h.app, tenant, { price: 0.35 })
    const ana = await makeClient(h.app, tenant)
    const created: Record<string, number> = {}
    const write = async (
      name: string,
      payload: {
        locationId: string
        transaction_type: string
        clientId?: string
        toLocationId?: string
      },
      lines: [{ id: string }, number][],
    ) => {
      const response = await postOrder(
        h.app,
        {
          providerId: tenant.providerId,
          ...payload,
          products: lines.map(([p, quantity]) => ({ id: p.id, quantity })),
        },
        { tenant },
      )
      expect(response.statusCode, response.body).toBe(201)
      created[name] = (response.json() as { order: { id: number } }).order.id
    }
    await write('receipt', { locationId: main.id, transaction_type: 'IN' }, [
      [mug, 40],
      [pot, 30],
    ])
    await write('order', { locationId: main.id, transaction_type: 'ORDER', clientId: ana.id }, [
      [mug, 3],
      [pot, 7],
    ])
    await write('cancelled', { locationId: main.id, transaction_type: 'ORDER', clientId: ana.id }, [
      [pot, 1],
    ])
    await write('out', { locationId: main.id, transaction_type: 'OUT' }, [[mug, 2]])
    await write('adjust', { locationId: main.id, transaction_type: 'ADJUST' }, [[pot, -3]])
    await write(
      'transfer',
      { locationId: main.id, transaction_type: 'TRANSFER', toLocationId: annex.id },
      [[mug, 5]],
    )
    const api = as(h.app, tenant)
    expect((await api.put(`/order/${created.cancelled}`, { cancelled: true })).statusCode).toBe(200)

    expect(await orderTotalMismatches(h.app.db, tenant.providerId)).toEqual([])
    const stored = await rowsOf<{ id: string; total: string }>(
      h.app.db,
      sql`select id::text, total::text from orders where provider_id = ${tenant.providerId}`,
    )
    const totalOf = (name: string) => stored.find((o) => Number(o.id) === created[name])?.total
    // 3 × 12.50 + 7 × 0.35 = 39.95, exact in numeric; a cancelled order keeps what it was worth.
    expect(totalOf('order')).toBe('39.95')
    expect(totalOf('cancelled')).toBe('0.35')
    expect(totalOf('adjust')).toBe('-1.05')

    const orderPage = (await api.get(`/order/${created.order}`)).json() as {
      order: { total: number }
    }
    expect(orderPage.order.total).toBe(39.95)
    const inbox = (await api.get('/orders?inbox=true')).json() as {
      orders: { id: number; total: number }[]
    }
    expect(inbox.orders.map((o) => [o.id, o.total])).toEqual([[created.order, 39.95]])
    // A day later, the dashboard compares today with yesterday until this hour: orders' totals.
    const tomorrow = new Date(Date.now() + 86_400_000 + 60_000)
    const figures = await dashboard(h.app.db, tenant.providerId, tomorrow)
    expect(figures.today.previous).toEqual({ orders: 1, revenue: 39.95 })
  })
})

const LAST_MIGRATION_WITHOUT_TOTAL = 15

describe('migration 0016: the totals of the orders written before it', () => {
  const folder = migrationsUpTo(LAST_MIGRATION_WITHOUT_TOTAL)
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it('adds up the lines of every order, and an order without lines is worth 0', async () => {
    const old = await createTestDatabase({ migrationsFolder: folder })
    try {
      const ids = { provider: randomUUID(), location: randomUUID(), product: randomUUID() }
      await old.db.execute(sql`insert into providers (id, name) values (${ids.provider}, 'Old')`)
      await old.db.execute(sql`insert into locations (id, provider_id, name, is_default)
        values (${ids.location}, ${ids.provider}, 'Depot', true)`)
      await old.db.execute(sql`insert into products (id, provider_id, name, price)
        values (${ids.product}, ${ids.provider}, 'Thing', 4)`)
      await old.db.execute(sql`insert into orders (id, provider_id, transaction_type, location_id)
        overriding system value values
        (1, ${ids.provider}, 'ORDER', ${ids.location}), (2, ${ids.provider}, 'IN', ${ids.location}),
        (3, ${ids.provider}, 'ORDER', ${ids.location})`)
      await old.db
        .execute(sql`insert into line_items (order_id, provider_id, product_id, quantity, price)
        values (1, ${ids.provider}, ${ids.product}, 2, 4.25), (1, ${ids.provider}, ${ids.product}, 1, 0.5),
        (2, ${ids.provider}, ${ids.product}, 50, 4)`)
      await old.close()
      const database = await old.reopen()
      try {
        expect(
          await rowsOf<{ id: string; total: string }>(
            database.db,
            sql`select id::text, total::text from orders order by id`,
          ),
        ).toEqual([
          { id: '1', total: '9.00' },
          { id: '2', total: '200.00' },
          { id: '3', total: '0' },
        ])
        expect(await orderTotalMismatches(database.db)).toEqual([])
      } finally {
        await database.close()
      }
    } finally {
      await old.destroy()
    }
    // Two databases migrated from scratch, one of them on disk: slow on a busy machine.
  }, 180_000)
})
