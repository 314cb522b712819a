// Numbers at the limit: a line moves at most 1,000,000 units (repeated products added up), a
// location counts at most ±1,000,000,000 of a product, and the grid adds any number of locations
// without overflowing.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MAX_STOCK } from '../../../common/constants'
import { messages } from '../../../common/messages'
import {
  as,
  errorOf,
  makeClient,
  makeLocation,
  makeProduct,
  postOrder,
  signup,
  useHarness,
} from '../../test/harness'

const h = useHarness()

async function shop() {
  const tenant = await signup(h.app)
  const depots = [
    await makeLocation(h.app, tenant, { name: 'North', default: true }),
    await makeLocation(h.app, tenant, { name: 'South' }),
    await makeLocation(h.app, tenant, { name: 'East' }),
  ]
  const product = await makeProduct(h.app, tenant, { name: 'Bolts', price: 0.01 })
  const client = await makeClient(h.app, tenant)
  const move = (type: 'IN' | 'OUT', locationId: string, quantities: number[]) =>
    postOrder(
      h.app,
      {
        providerId: tenant.providerId,
        locationId,
        transaction_type: type,
        products: quantities.map((quantity) => ({ id: product.id, quantity })),
      },
      { tenant },
    )
  /** Puts a stock figure near the bound, as years of receipts would. */
  const setStock = (locationId: string, quantity: number) =>
    h.database.db
      .execute(sql`insert into stock_levels (provider_id, product_id, location_id, quantity)
      values (${tenant.providerId}, ${product.id}, ${locationId}, ${quantity})
      on conflict (product_id, location_id) do update set quantity = excluded.quantity`)
  return { tenant, depots, product, client, move, setStock }
}

const orderCount = async (s: Awaited<ReturnType<typeof shop>>) =>
  (await as(h.app, s.tenant).get('/orders')).json().pagination.total as number

describe('quantities at the limit', () => {
  it('bounds a line, and a product repeated over many lines, to 1,000,000 units', async () => {
    const s = await shop()
    const north = s.depots[0]!.id
    const repeated = await s.move(
      'IN',
      north,
      Array.from({ length: 1000 }, () => 1_000_000),
    )
    expect(repeated.statusCode).toBe(400)
    expect(errorOf(repeated).message).toBe(messages.order.quantityTooLarge)
    for (const quantity of [1_000_001, 1e20, 100000000000000000000]) {
      const answer = await s.move('IN', north, [quantity])
      expect(answer.statusCode, String(quantity)).toBe(400)
    }
    expect((await s.move('IN', north, [600_000, 400_000])).statusCode).toBe(201)
    expect(await orderCount(s)).toBe(1)
  })

  it('refuses a write that would take a location past ±1,000,000,000, and writes nothing of it', async () => {
    const s = await shop()
    const [north, south] = s.depots.map((d) => d.id) as [string, string]
    await s.setStock(north, MAX_STOCK - 10)
    const over = await s.move('IN', north, [11])
    expect(over.statusCode).toBe(400)
    expect(errorOf(over).code).toBe('stock_out_of_range')
    expect(await orderCount(s)).toBe(0)
    expect((await s.move('IN', north, [10])).statusCode).toBe(201)

    // A portal client cannot wrap the stock below the floor either; ordinary orders go on.
    await s.setStock(south, -MAX_STOCK + 5)
    const order = (quantity: number) =>
      postOrder(h.app, {
        providerId: s.tenant.providerId,
        clientId: s.client.id,
        transaction_type: 'ORDER',
        products: [{ id: s.product.id, quantity }],
      })
    await as(h.app, s.tenant).put(`/location/${south}`, { default: true })
    expect((await order(1_000_000)).statusCode).toBe(400)
    expect((await order(5)).statusCode).toBe(201)
    expect((await order(1)).statusCode).toBe(400)
  })

  it('loads the grid when a product holds more than 2^31 units over its locations', async () => {
    const s = await shop()
    for (const depot of s.depots) await s.setStock(depot.id, MAX_STOCK)
    const grid = await as(h.app, s.tenant).get('/inventory')
    expect(grid.statusCode).toBe(200)
    expect(grid.json().inventory[0].total_stock).toBe(3 * MAX_STOCK)
    const adjust = await as(h.app, s.tenant).get(`/inventory?location_id=${s.depots[0]!.id}`)
    expect(adjust.json().inventory[0].current_stock).toBe(MAX_STOCK)
  })
})
