// Transfers between two locations of a provider (issue #17): one ledger transaction that takes
// stock from one location and puts it at another, undone by a cancel, and never an order.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { messages } from '../../../common/messages'
import { OrderEnvelope, OrdersEnvelope, type Order } from '../../../common/orders'
import { rowsOf } from '../../db/rows'
import {
  as,
  errorOf,
  makeClient,
  makeLocation,
  makeProduct,
  postOrder,
  signup,
  useHarness,
  type Tenant,
} from '../../test/harness'
import { stockMismatches } from '../inventory/ledger'

const h = useHarness()
const m = messages.order

async function shop(tenant?: Tenant) {
  const owner = tenant ?? (await signup(h.app))
  const main = await makeLocation(h.app, owner, { name: 'Main', default: true })
  const annex = await makeLocation(h.app, owner, { name: 'Annex' })
  const widget = await makeProduct(h.app, owner, { name: 'Widget', price: 2.5 })
  const gadget = await makeProduct(h.app, owner, { name: 'Gadget', price: 10 })
  const transfer = (
    products: { id: string; quantity: number }[],
    over: Record<string, unknown> = {},
  ) => ({
    providerId: owner.providerId,
    locationId: main.id,
    toLocationId: annex.id,
    transaction_type: 'TRANSFER',
    products,
    ...over,
  })
  return { tenant: owner, main, annex, widget, gadget, transfer }
}

type Shop = Awaited<ReturnType<typeof shop>>

/** Every product's stock at every location, as the inventory grid shows it. */
async function stock(s: Shop) {
  const grid = (await as(h.app, s.tenant).get('/inventory')).json().inventory as {
    product_name: string
    stock: Record<string, number>
  }[]
  return Object.fromEntries(
    grid.map((row) => [row.product_name, [row.stock[s.main.id], row.stock[s.annex.id]]]),
  )
}

const created = async (response: Awaited<ReturnType<typeof postOrder>>) => {
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ order: Order }>().order
}

describe('a transfer', () => {
  it('moves stock from one location to the other, and a cancel moves it back', async () => {
    const s = await shop()
    await created(
      await postOrder(
        h.app,
        s.transfer([{ id: s.widget.id, quantity: 10 }], {
          transaction_type: 'IN',
          toLocationId: undefined,
        }),
        { tenant: s.tenant },
      ),
    )
    const transfer = await created(
      await postOrder(
        h.app,
        s.transfer([
          { id: s.widget.id, quantity: 4 },
          { id: s.gadget.id, quantity: 2 },
        ]),
        { tenant: s.tenant },
      ),
    )
    expect(transfer).toMatchObject({
      transaction_type: 'TRANSFER',
      location: { id: s.main.id, name: 'Main' },
      to_location: { id: s.annex.id, name: 'Annex' },
      client: null,
      cancelled: false,
      fulfilled: false,
    })
    expect(transfer.line_items.map((l) => [l.product.name, l.quantity])).toEqual([
      ['Widget', 4],
      ['Gadget', 2],
    ])
    // Like an Out, a transfer may take a location below zero (DESIGN.md: back-orders).
    expect(await stock(s)).toEqual({ Widget: [6, 4], Gadget: [-2, 2] })
    expect(await stockMismatches(h.app.db, s.tenant.providerId)).toEqual([])

    const api = as(h.app, s.tenant)
    const detail = await api.get(`/order/${transfer.id}`)
    expect(detail.json()).toEqual(z.encode(OrderEnvelope, detail.json()))
    expect(detail.json().order.to_location).toEqual({ id: s.annex.id, name: 'Annex' })
    expect((await api.put(`/order/${transfer.id}`, { fulfilled: true })).statusCode).toBe(409)

    const cancelled = await api.put(`/order/${transfer.id}`, { cancelled: true })
    expect(cancelled.json().order).toMatchObject({
      cancelled: true,
      to_location: { id: s.annex.id },
    })
    expect(await stock(s)).toEqual({ Widget: [10, 0], Gadget: [0, 0] })
    expect((await api.put(`/order/${transfer.id}`, { cancelled: true })).statusCode).toBe(409)
    expect(await stock(s)).toEqual({ Widget: [10, 0], Gadget: [0, 0] })
    expect(await stockMismatches(h.app.db, s.tenant.providerId)).toEqual([])
  })

  it('refuses a missing, equal, unknown or inactive destination, and negative quantities, writing nothing', async () => {
    const s = await shop()
    const other = await signup(h.app)
    const foreign = await makeLocation(h.app, other, { name: 'Annex' })
    const closed = await makeLocation(h.app, s.tenant, { name: 'Closed', active: false })
    const w = [{ id: s.widget.id, quantity: 1 }]
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [s.transfer(w, { toLocationId: undefined }), m.selectDestination, undefined],
      [s.transfer(w, { toLocationId: null }), m.selectDestination, undefined],
      [s.transfer(w, { toLocationId: 'annex' }), m.selectDestination, 'toLocationId'],
      [s.transfer(w, { toLocationId: s.main.id }), m.transferSameLocation, undefined],
      // The same location spelt in capitals is still the same location.
      [
        s.transfer(w, { toLocationId: s.main.id.toUpperCase() }),
        m.transferSameLocation,
        'toLocationId',
      ],
      [s.transfer(w, { toLocationId: foreign.id }), m.unknownDestination, 'toLocationId'],
      [s.transfer(w, { toLocationId: closed.id }), m.destinationInactive, 'toLocationId'],
      [
        s.transfer(w, { locationId: closed.id, toLocationId: s.annex.id }),
        'This location is inactive.',
        'locationId',
      ],
      [s.transfer(w, { locationId: foreign.id }), m.selectLocation, 'locationId'],
      [s.transfer(w, { locationId: undefined }), m.selectLocation, undefined],
      [s.transfer([{ id: s.widget.id, quantity: -3 }]), m.positiveQuantities.TRANSFER, undefined],
      [s.transfer([{ id: s.widget.id, quantity: 0 }]), m.atLeastOneProduct, undefined],
      [s.transfer(w, { transaction_type: 'OUT' }), m.destinationOnlyForTransfers, undefined],
    ]
    for (const [payload, message, field] of cases) {
      const response = await postOrder(h.app, payload, { tenant: s.tenant })
      expect(response.statusCode, response.body).toBe(400)
      if (message) expect(errorOf(response).message).toBe(message)
      if (field) expect(Object.keys(errorOf(response).fields ?? {})).toEqual([field])
    }
    expect((await as(h.app, s.tenant).get('/orders')).json().pagination.total).toBe(0)
    expect(await stock(s)).toEqual({ Widget: [0, 0], Gadget: [0, 0] })
  })

  it('is made once for a repeated Idempotency-Key, even when sent at the same time', async () => {
    const s = await shop()
    const payload = s.transfer([{ id: s.widget.id, quantity: 3 }])
    const first = await created(
      await postOrder(h.app, payload, { tenant: s.tenant, idempotencyKey: 'move-1' }),
    )
    const again = await postOrder(h.app, payload, { tenant: s.tenant, idempotencyKey: 'move-1' })
    expect(again.json().order.id).toBe(first.id)
    expect(again.headers['idempotent-replayed']).toBe('true')
    const racing = await Promise.all(
      Array.from({ length: 5 }, () =>
        postOrder(h.app, payload, { tenant: s.tenant, idempotencyKey: 'move-2' }),
      ),
    )
    expect(new Set(racing.map((r) => r.json().order.id)).size).toBe(1)
    expect((await as(h.app, s.tenant).get('/orders')).json().pagination.total).toBe(2)
    expect(await stock(s)).toEqual({ Widget: [-6, 6], Gadget: [0, 0] })
  })
})

describe('transfers in the lists', () => {
  it('filter by type Transfer, and by location from either side', async () => {
    const s = await shop()
    const third = await makeLocation(h.app, s.tenant, { name: 'Third' })
    const client = await makeClient(h.app, s.tenant)
    const w = [{ id: s.widget.id, quantity: 1 }]
    const post = async (payload: Record<string, unknown>) =>
      (await created(await postOrder(h.app, payload, { tenant: s.tenant }))).id
    const order = await post(
      s.transfer(w, { transaction_type: 'ORDER', toLocationId: undefined, clientId: client.id }),
    )
    const toAnnex = await post(s.transfer(w))
    const fromAnnex = await post(s.transfer(w, { locationId: s.annex.id, toLocationId: third.id }))
    const api = as(h.app, s.tenant)
    const ids = async (query: string) => {
      const response = await api.get(`/orders${query}`)
      expect(response.json()).toEqual(z.encode(OrdersEnvelope, response.json()))
      return response.json<z.infer<typeof OrdersEnvelope>>().orders.map((o) => o.id)
    }
    expect(await ids('?type=TRANSFER')).toEqual([fromAnnex, toAnnex])
    expect(await ids(`?location_id=${s.annex.id}`)).toEqual([fromAnnex, toAnnex])
    expect(await ids(`?location_id=${third.id}`)).toEqual([fromAnnex])
    expect(await ids(`?location_id=${s.main.id}`)).toEqual([toAnnex, order])
    expect(await ids(`?location_id=${s.annex.id}&type=ORDER`)).toEqual([])
    // With a type, the location is read one way for transfers and another for the rest.
    expect(await ids(`?location_id=${third.id}&type=TRANSFER`)).toEqual([fromAnnex])
    expect(await ids(`?location_id=${s.annex.id}&type=TRANSFER`)).toEqual([fromAnnex, toAnnex])
    expect(await ids(`?location_id=${s.main.id}&type=ORDER`)).toEqual([order])
    expect(await ids(`?location_id=${s.main.id}&inbox=true`)).toEqual([order])
    expect(await ids(`?location_id=${third.id}&inbox=true`)).toEqual([])
    const rows = (await api.get('/orders')).json().orders as z.infer<
      typeof OrdersEnvelope
    >['orders']
    expect(rows.map((o) => o.to_location?.name ?? null)).toEqual(['Third', 'Annex', null])
  })

  it('never count as orders: not in the inbox, the sales figures or the assistant’s revenue', async () => {
    const s = await shop()
    const client = await makeClient(h.app, s.tenant)
    const order = await created(
      await postOrder(
        h.app,
        s.transfer([{ id: s.widget.id, quantity: 2 }], {
          transaction_type: 'ORDER',
          toLocationId: undefined,
          clientId: client.id,
        }),
        { tenant: s.tenant },
      ),
    )
    await created(
      await postOrder(h.app, s.transfer([{ id: s.gadget.id, quantity: 7 }]), { tenant: s.tenant }),
    )
    const api = as(h.app, s.tenant)
    const inbox = (await api.get('/orders?inbox=true&type=ORDER')).json()
    expect(inbox.orders.map((o: { id: number }) => o.id)).toEqual([order.id])
    expect((await api.get('/orders?inbox=true')).json().pagination.total).toBe(1)

    const rollup = await rowsOf<{ key: string; revenue: string; units: string }>(
      h.app.db,
      sql`select key, revenue::float8::text as revenue, units::text as units from sales_rollup
        where provider_id = ${s.tenant.providerId} and dimension = 'product' and period = 'month'`,
    )
    expect(rollup).toEqual([{ key: s.widget.id, revenue: '5', units: '2' }])

    const ask = (query: string) => api.post('/llm-query-2', { query })
    const revenue = (await ask('top 5 products by revenue')).json()
    expect(revenue.table_data.rows).toEqual([{ product: 'Widget', revenue: 5 }])
    expect((await ask('how many orders do I have')).json().table_data.rows).toEqual([{ orders: 1 }])
  })
})

describe('tenant isolation of transfers', () => {
  it("an intruder with the victim's names and ids moves nothing of the victim's", async () => {
    const victim = await shop()
    const { id } = await created(
      await postOrder(h.app, victim.transfer([{ id: victim.widget.id, quantity: 5 }]), {
        tenant: victim.tenant,
        idempotencyKey: 'same-key',
      }),
    )
    const before = await stock(victim)
    // The same location and product names, and the same Idempotency-Key.
    const intruder = await shop(await signup(h.app, { name: 'Acme Supplies' }))
    const mine = await created(
      await postOrder(h.app, intruder.transfer([{ id: intruder.widget.id, quantity: 1 }]), {
        tenant: intruder.tenant,
        idempotencyKey: 'same-key',
      }),
    )
    expect(mine.id).not.toBe(id)
    expect(mine.location.id).toBe(intruder.main.id)

    const attempts: [Record<string, unknown>, number][] = [
      // In the victim's name: not a member.
      [victim.transfer([{ id: victim.widget.id, quantity: 1 }]), 403],
      // Its own provider with the victim's locations or products.
      [
        intruder.transfer([{ id: intruder.widget.id, quantity: 1 }], {
          locationId: victim.main.id,
        }),
        400,
      ],
      [
        intruder.transfer([{ id: intruder.widget.id, quantity: 1 }], {
          toLocationId: victim.annex.id,
        }),
        400,
      ],
      [
        intruder.transfer([{ id: victim.widget.id, quantity: 1 }], {
          locationId: victim.main.id,
          toLocationId: victim.annex.id,
        }),
        400,
      ],
      [intruder.transfer([{ id: victim.widget.id, quantity: 1 }]), 400],
    ]
    for (const [payload, status] of attempts) {
      const response = await postOrder(h.app, payload, { tenant: intruder.tenant })
      expect(response.statusCode, response.body).toBe(status)
      expect(response.body).not.toContain(victim.main.id)
      expect(response.body).not.toContain(victim.annex.id)
    }
    const own = as(h.app, intruder.tenant)
    expect((await own.get(`/order/${id}`)).statusCode).toBe(404)
    expect((await own.put(`/order/${id}`, { cancelled: true })).statusCode).toBe(404)
    expect((await own.get(`/orders?location_id=${victim.annex.id}`)).json().orders).toEqual([])
    expect((await own.get('/orders?type=TRANSFER')).json().orders.map((o: Order) => o.id)).toEqual([
      mine.id,
    ])

    expect(await stock(victim)).toEqual(before)
    expect((await as(h.app, victim.tenant).get(`/order/${id}`)).json().order.cancelled).toBe(false)
    expect(await stockMismatches(h.app.db)).toEqual([])
  })
})

describe('the OpenAPI document', () => {
  it('describes the TRANSFER payload, the destination it answers and the Transfer filters', async () => {
    const doc = (await h.app.inject({ url: '/api/docs/json' })).json()
    const create = doc.paths['/api/order'].post
    expect(create.description).toContain('`TRANSFER` moves positive quantities')
    expect(create.description).toContain('toLocationId')
    const order = create.responses['201'].content['application/json'].schema.properties.order
    expect(order.properties.transaction_type.enum).toContain('TRANSFER')
    expect(order.properties.to_location.description).toMatch(/TRANSFER/)
    const filters = doc.paths['/api/provider/{providerId}/orders'].get.parameters as {
      name: string
      schema: { enum?: string[] }
      description?: string
    }[]
    expect(filters.find((p) => p.name === 'type')?.schema.enum).toContain('TRANSFER')
    expect(filters.find((p) => p.name === 'location_id')?.description).toMatch(/TRANSFER/)
  })
})
