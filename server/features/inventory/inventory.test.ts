import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { InventoryEnvelope } from '../../../common/inventory'
import {
  as,
  makeClient,
  makeLocation,
  makeProduct,
  multipart,
  postOrder,
  signup,
  useHarness,
} from '../../test/harness'
import { stockMismatches } from './ledger'

const h = useHarness()

describe('inventory grid', () => {
  it('shows every product at every location, with totals and the chosen location', async () => {
    const tenant = await signup(h.app)
    const main = await makeLocation(h.app, tenant, { name: 'Main', default: true })
    const annex = await makeLocation(h.app, tenant, { name: 'Annex' })
    const bolt = await makeProduct(h.app, tenant, { name: 'bolt' })
    const anchor = await makeProduct(h.app, tenant, { name: 'Anchor', active: false })
    const move = (locationId: string, quantity: number) =>
      postOrder(
        h.app,
        {
          providerId: tenant.providerId,
          locationId,
          transaction_type: 'IN',
          products: [{ id: bolt.id, quantity }],
        },
        { tenant },
      )
    await move(main.id, 7)
    await move(annex.id, 5)

    const grid = (await as(h.app, tenant).get('/inventory')).json().inventory
    expect(grid.map((r: { product_name: string }) => r.product_name)).toEqual(['Anchor', 'bolt'])
    expect(grid[1]).toMatchObject({
      product_id: bolt.id,
      location_id: null,
      current_stock: null,
      total_stock: 12,
      stock: { [main.id]: 7, [annex.id]: 5 },
      active: true,
    })
    expect(grid[0]).toMatchObject({
      product_id: anchor.id,
      total_stock: 0,
      stock: { [main.id]: 0, [annex.id]: 0 },
      active: false,
    })

    const atAnnex = (await as(h.app, tenant).get(`/inventory?location_id=${annex.id}`)).json()
      .inventory
    expect(atAnnex[1]).toMatchObject({ location_id: annex.id, current_stock: 5 })
  })

  it('pages in name order, filters by custom SELECT values, and keeps the contract', async () => {
    const tenant = await signup(h.app)
    const api = as(h.app, tenant)
    const main = await makeLocation(h.app, tenant, { name: 'Main', default: true })
    const color = (
      await api.post('/metadata/fields', {
        entity_type: 'PRODUCTS',
        field_label: 'Color',
        field_type: 'SELECT',
        field_options: ['Red', 'Blue'],
      })
    ).json().field.id as string
    const names = ['delta', 'Alpha', 'echo', 'Bravo', 'charlie']
    for (const [i, name] of names.entries()) {
      await makeProduct(h.app, tenant, { name, metadata: { [color]: i % 2 ? 'Blue' : 'Red' } })
    }
    const page = async (query: string) => {
      const response = await api.get(`/inventory?${query}`)
      expect(response.statusCode, response.body).toBe(200)
      const body = response.json()
      expect(body).toEqual(z.encode(InventoryEnvelope, body))
      return body as InventoryEnvelope
    }
    const first = await page('limit=2')
    expect(first.inventory.map((r) => r.product_name)).toEqual(['Alpha', 'Bravo'])
    expect(first.pagination).toEqual({ total: 5, limit: 2, offset: 0 })
    const last = await page(`limit=2&offset=4&location_id=${main.id}`)
    expect(last.inventory).toMatchObject([
      { product_name: 'echo', location_id: main.id, current_stock: 0, stock: { [main.id]: 0 } },
    ])
    const red = await page(
      `limit=10&metadata=${encodeURIComponent(JSON.stringify({ [color]: 'Red' }))}`,
    )
    expect(red.inventory.map((r) => r.product_name)).toEqual(['charlie', 'delta', 'echo'])
    expect(red.pagination?.total).toBe(3)
    // Each shape of the statement (db/statements.ts) with its own values, twice over.
    for (const run of [1, 2]) {
      const found = await page(`limit=10&search=${run === 1 ? 'HA' : 'ec'}`)
      expect(found.inventory.map((r) => r.product_name)).toEqual(
        run === 1 ? ['Alpha', 'charlie'] : ['echo'],
      )
      expect(found.pagination?.total).toBe(run === 1 ? 2 : 1)
    }
    expect((await page('')).pagination).toBeUndefined()
    expect((await page(`location_id=${main.id}`)).inventory).toHaveLength(5)

    for (const bad of ['limit=0', 'limit=501', 'offset=-1', 'metadata=red', 'metadata=[1]']) {
      expect((await api.get(`/inventory?${bad}`)).statusCode, bad).toBe(400)
    }
  })

  it("refuses another provider's location", async () => {
    const tenant = await signup(h.app)
    const other = await signup(h.app)
    const foreign = await makeLocation(h.app, other)
    expect((await as(h.app, tenant).get(`/inventory?location_id=${foreign.id}`)).statusCode).toBe(
      404,
    )
  })
})

describe('stock invariant under concurrent load', () => {
  it('keeps stock_levels equal to the ledger after 200 concurrent orders, transfers, cancellations, adjustments and stock-count imports', async () => {
    const tenant = await signup(h.app)
    const bystander = await signup(h.app)
    const locations = [
      await makeLocation(h.app, tenant, { name: 'A', default: true }),
      await makeLocation(h.app, tenant, { name: 'B' }),
      await makeLocation(h.app, tenant, { name: 'C' }),
    ]
    const items = await Promise.all(Array.from({ length: 4 }, () => makeProduct(h.app, tenant)))
    const client = await makeClient(h.app, tenant)
    const address = await h.app.listen({ port: 0, host: '127.0.0.1' })
    const random = (n: number) => Math.floor(Math.random() * n)
    const pick = <T>(list: T[]) => list[random(list.length)]!
    const created: number[] = []
    const transfers: number[] = []

    const stockCount = () => {
      // A count of every product at every location, as a stock import reads it.
      const rows = items.flatMap((p) => locations.map((l) => `${p.id},${l.id},${random(40)}`))
      const body = multipart([
        {
          name: 'file',
          filename: 'count.csv',
          type: 'text/csv',
          body: `product_id,location_id,quantity\n${rows.join('\n')}\n`,
        },
      ])
      return fetch(`${address}/api/provider/${tenant.providerId}/import/stock`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tenant.session.access_token}`, ...body.headers },
        body: body.payload,
      })
    }

    const operation = async (i: number) => {
      if (i % 25 === 12) return stockCount()
      const kind = i % 6
      if (kind === 5 && created.length > 0) {
        // Every other cancel takes a transfer back, so both of its sides move under load.
        const id = i % 12 === 5 && transfers.length > 0 ? pick(transfers) : pick(created)
        return fetch(`${address}/api/provider/${tenant.providerId}/order/${id}`, {
          method: 'PUT',
          headers: {
            authorization: `Bearer ${tenant.session.access_token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ cancelled: true }),
        })
      }
      const type = (['ORDER', 'IN', 'OUT', 'ADJUST', 'TRANSFER'] as const)[kind % 5]!
      // Transfers go every way between the locations, so some cross others going the other way.
      const [from, to] = [...locations].sort(() => Math.random() - 0.5)
      // Products in random order, so concurrent writers lock rows in different sequences.
      const lines = [...items]
        .sort(() => Math.random() - 0.5)
        .slice(0, 1 + random(3))
        .map((p) => ({
          id: p.id,
          quantity: type === 'ADJUST' ? random(11) - 5 || 1 : 1 + random(5),
        }))
      const response = await fetch(`${address}/api/order`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${tenant.session.access_token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          order: JSON.stringify({
            providerId: tenant.providerId,
            locationId: from!.id,
            toLocationId: type === 'TRANSFER' ? to!.id : undefined,
            clientId: client.id,
            transaction_type: type,
            products: lines,
          }),
        }),
      })
      if (response.status === 201) {
        const { id } = ((await response.clone().json()) as { order: { id: number } }).order
        created.push(id)
        if (type === 'TRANSFER') transfers.push(id)
      }
      return response
    }

    const statuses: number[] = []
    await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        for (let i = worker; i < 200; i += 8) statuses.push((await operation(i)).status)
      }),
    )
    expect(statuses).toHaveLength(200)
    expect(statuses.every((s) => s === 201 || s === 200 || s === 409)).toBe(true)
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(150)
    const moved = (await as(h.app, tenant).get('/orders?type=TRANSFER&limit=500')).json().orders
    expect(moved.length).toBeGreaterThan(25)
    expect(moved.some((o: { cancelled: boolean }) => o.cancelled)).toBe(true)
    const counted = (await as(h.app, tenant).get('/orders?type=ADJUST&limit=500')).json().orders
    expect(counted.length).toBeGreaterThan(33 + 8)
    expect(await stockMismatches(h.app.db, tenant.providerId)).toEqual([])
    expect(await stockMismatches(h.app.db)).toEqual([])
    expect((await as(h.app, bystander).get('/orders')).json().pagination.total).toBe(0)
  })
})
