import { describe, expect, it } from 'vitest'
import { messages } from '../../../common/messages'
import { z } from 'zod'
import { OrderEnvelope, OrdersEnvelope, type Order } from '../../../common/orders'
import {
  as,
  errorOf,
  makeClient,
  makeLocation,
  makeProduct,
  postOrder,
  signup,
  uploadPhoto,
  useHarness,
  type Tenant,
} from '../../test/harness'

const h = useHarness()

async function shop() {
  const tenant = await signup(h.app)
  const location = await makeLocation(h.app, tenant, { name: 'Main', default: true })
  const widget = await makeProduct(h.app, tenant, { name: 'Widget', price: 2.5 })
  const gadget = await makeProduct(h.app, tenant, { name: 'Gadget', price: 10 })
  const client = await makeClient(h.app, tenant, { name: 'Ada' })
  const order = (
    products: { id: string; quantity: number }[],
    over: Record<string, unknown> = {},
  ) => ({
    providerId: tenant.providerId,
    locationId: location.id,
    clientId: client.id,
    transaction_type: 'ORDER',
    products,
    ...over,
  })
  return { tenant, location, widget, gadget, client, order }
}

async function stockOf(tenant: Tenant, productId: string, locationId: string) {
  const inventory = (await as(h.app, tenant).get('/inventory')).json().inventory
  return inventory.find((r: { product_id: string }) => r.product_id === productId).stock[locationId]
}

describe('creating an order', () => {
  it('copies prices from the products, totals the lines and commits the stock', async () => {
    const s = await shop()
    const response = await postOrder(
      h.app,
      s.order([
        { id: s.widget.id, quantity: 4 },
        { id: s.gadget.id, quantity: 1 },
      ]),
      { tenant: s.tenant },
    )
    expect(response.statusCode).toBe(201)
    const order = response.json<{ order: Order }>().order
    expect(order).toMatchObject({
      transaction_type: 'ORDER',
      cancelled: false,
      fulfilled: false,
      provider: s.tenant.providerId,
      location: { id: s.location.id, name: 'Main' },
      client: { id: s.client.id, name: 'Ada', email: s.client.email, address: null },
      total: 20,
    })
    expect(order.id).toBeGreaterThanOrEqual(1001)
    expect(order.line_items.map((l) => [l.product.name, l.quantity, l.price])).toEqual([
      ['Widget', 4, 2.5],
      ['Gadget', 1, 10],
    ])
    expect(await stockOf(s.tenant, s.widget.id, s.location.id)).toBe(-4)
  })

  it('never takes a price from the request', async () => {
    const s = await shop()
    const payload = { ...s.order([{ id: s.widget.id, quantity: 1 }]) }
    ;(payload.products as object[])[0] = { id: s.widget.id, quantity: 1, price: 0.01 }
    const response = await postOrder(h.app, payload, { tenant: s.tenant })
    expect(response.json().order.line_items[0].price).toBe(2.5)
  })

  it('drops zero quantities and sums repeated products', async () => {
    const s = await shop()
    const response = await postOrder(
      h.app,
      s.order([
        { id: s.widget.id, quantity: 2 },
        { id: s.gadget.id, quantity: 0 },
        { id: s.widget.id, quantity: 3 },
      ]),
      { tenant: s.tenant },
    )
    expect(response.json().order.line_items).toHaveLength(1)
    expect(response.json().order.line_items[0].quantity).toBe(5)
  })

  it('reads a product id in either case as the same product', async () => {
    const s = await shop()
    const response = await postOrder(
      h.app,
      s.order([
        { id: s.widget.id.toUpperCase(), quantity: 2 },
        { id: s.widget.id, quantity: 1 },
      ]),
      { tenant: s.tenant },
    )
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().order.line_items).toMatchObject([
      { quantity: 3, price: 2.5, product: { id: s.widget.id } },
    ])
    expect(await stockOf(s.tenant, s.widget.id, s.location.id)).toBe(-3)
  })

  it('answers each rule of spec §5 with its sentence', async () => {
    const s = await shop()
    const w = [{ id: s.widget.id, quantity: 1 }]
    const cases: [Record<string, unknown>, string][] = [
      [s.order(w, { clientId: undefined }), messages.order.selectClient],
      [s.order(w, { locationId: undefined }), messages.order.selectLocation],
      [
        s.order(w, { transaction_type: undefined, clientId: undefined }),
        messages.order.selectMovementType,
      ],
      [s.order([{ id: s.widget.id, quantity: -1 }]), messages.order.positiveQuantities.ORDER],
      [
        s.order([{ id: s.widget.id, quantity: -1 }], { transaction_type: 'IN' }),
        messages.order.positiveQuantities.IN,
      ],
      [
        s.order([{ id: s.widget.id, quantity: -1 }], { transaction_type: 'OUT' }),
        messages.order.positiveQuantities.OUT,
      ],
      [s.order([{ id: s.widget.id, quantity: 0 }]), messages.order.atLeastOneProduct],
      [s.order([]), messages.order.atLeastOneProduct],
      [
        s.order([{ id: s.widget.id, quantity: 0 }], { transaction_type: 'ADJUST' }),
        messages.inventory.noAdjustments,
      ],
    ]
    for (const [payload, message] of cases) {
      const response = await postOrder(h.app, payload, { tenant: s.tenant })
      expect(response.statusCode, message).toBe(400)
      expect(errorOf(response).message).toBe(message)
    }
  })

  it('refuses malformed order text, fractional quantities and foreign products without writing', async () => {
    const s = await shop()
    const other = await signup(h.app)
    const foreign = await makeProduct(h.app, other)
    const bad = [
      await h.app.inject({
        method: 'POST',
        url: '/api/order',
        headers: { authorization: `Bearer ${s.tenant.session.access_token}` },
        payload: { order: '{not json' },
      }),
      await postOrder(h.app, s.order([{ id: s.widget.id, quantity: 1.5 }]), { tenant: s.tenant }),
      await postOrder(h.app, s.order([{ id: foreign.id, quantity: 1 }]), { tenant: s.tenant }),
      await postOrder(h.app, s.order([{ id: 'nope', quantity: 1 }]), { tenant: s.tenant }),
      await h.app.inject({ method: 'POST', url: '/api/order', payload: { order: 42 } }),
    ]
    for (const response of bad) {
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).message).toBeTruthy()
    }
    const list = (await as(h.app, s.tenant).get('/orders')).json()
    expect(list.pagination.total).toBe(0)
  })

  it('needs a membership of the provider named in the order', async () => {
    const s = await shop()
    const intruder = await signup(h.app)
    const response = await postOrder(h.app, s.order([{ id: s.widget.id, quantity: 1 }]), {
      tenant: intruder,
    })
    expect(response.statusCode).toBe(403)
  })

  it('creates an order once for a repeated Idempotency-Key, even when sent at the same time', async () => {
    const s = await shop()
    const payload = s.order([{ id: s.widget.id, quantity: 1 }])
    const first = await postOrder(h.app, payload, { tenant: s.tenant, idempotencyKey: 'key-1' })
    const again = await postOrder(h.app, payload, { tenant: s.tenant, idempotencyKey: 'key-1' })
    expect(again.json().order.id).toBe(first.json().order.id)
    expect(again.headers['idempotent-replayed']).toBe('true')
    const racing = await Promise.all(
      Array.from({ length: 5 }, () =>
        postOrder(h.app, payload, { tenant: s.tenant, idempotencyKey: 'key-2' }),
      ),
    )
    expect(new Set(racing.map((r) => r.json().order.id)).size).toBe(1)
    expect((await as(h.app, s.tenant).get('/orders')).json().pagination.total).toBe(2)
    expect(await stockOf(s.tenant, s.widget.id, s.location.id)).toBe(-2)
  })
})

describe('stock movements', () => {
  it('adds IN, takes OUT, applies ADJUST differences, and a cancel takes the effect back', async () => {
    const s = await shop()
    const move = (type: string, quantity: number) =>
      postOrder(
        h.app,
        s.order([{ id: s.widget.id, quantity }], { transaction_type: type, clientId: undefined }),
        {
          tenant: s.tenant,
        },
      )
    const received = (await move('IN', 10)).json().order
    expect(received.client).toBeNull()
    await move('OUT', 3)
    await move('ADJUST', -2)
    expect(await stockOf(s.tenant, s.widget.id, s.location.id)).toBe(5)
    const cancel = await as(h.app, s.tenant).put(`/order/${received.id}`, { cancelled: true })
    expect(cancel.json().order.cancelled).toBe(true)
    expect(await stockOf(s.tenant, s.widget.id, s.location.id)).toBe(-5)
  })

  it('refuses an inactive location', async () => {
    const s = await shop()
    const closed = await makeLocation(h.app, s.tenant, { active: false })
    const response = await postOrder(
      h.app,
      s.order([{ id: s.widget.id, quantity: 1 }], { locationId: closed.id }),
      {
        tenant: s.tenant,
      },
    )
    expect(response.statusCode).toBe(400)
  })
})

describe('order actions', () => {
  it('fulfils a pending order, then refuses to cancel or fulfil it again', async () => {
    const s = await shop()
    const { id } = (
      await postOrder(h.app, s.order([{ id: s.widget.id, quantity: 1 }]), { tenant: s.tenant })
    ).json().order
    const api = as(h.app, s.tenant)
    expect((await api.put(`/order/${id}`, { fulfilled: true })).json().order.fulfilled).toBe(true)
    expect((await api.put(`/order/${id}`, { cancelled: true })).statusCode).toBe(409)
    expect((await api.put(`/order/${id}`, { fulfilled: true })).statusCode).toBe(409)
    expect(await stockOf(s.tenant, s.widget.id, s.location.id)).toBe(-1)
  })

  it('cancels once, restores the stock once, and cannot fulfil a cancelled order', async () => {
    const s = await shop()
    const { id } = (
      await postOrder(h.app, s.order([{ id: s.widget.id, quantity: 3 }]), { tenant: s.tenant })
    ).json().order
    const api = as(h.app, s.tenant)
    const answers = await Promise.all([
      api.put(`/order/${id}`, { cancelled: true }),
      api.put(`/order/${id}`, { cancelled: true }),
    ])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(await stockOf(s.tenant, s.widget.id, s.location.id)).toBe(0)
    expect((await api.put(`/order/${id}`, { fulfilled: true })).statusCode).toBe(409)
  })

  it('fulfils only ORDER transactions', async () => {
    const s = await shop()
    const { id } = (
      await postOrder(
        h.app,
        s.order([{ id: s.widget.id, quantity: 3 }], {
          transaction_type: 'IN',
          clientId: undefined,
        }),
        {
          tenant: s.tenant,
        },
      )
    ).json().order
    expect((await as(h.app, s.tenant).put(`/order/${id}`, { fulfilled: true })).statusCode).toBe(
      409,
    )
  })

  it('takes exactly one change', async () => {
    const s = await shop()
    const { id } = (
      await postOrder(h.app, s.order([{ id: s.widget.id, quantity: 1 }]), { tenant: s.tenant })
    ).json().order
    for (const body of [
      {},
      { fulfilled: true, cancelled: true },
      { fulfilled: false },
      { note: 'x' },
    ]) {
      expect((await as(h.app, s.tenant).put(`/order/${id}`, body)).statusCode).toBe(400)
    }
  })
})

describe('listing orders', () => {
  it('filters by type, client, location, product and inbox, newest first', async () => {
    const s = await shop()
    const annex = await makeLocation(h.app, s.tenant, { name: 'Annex' })
    const bob = await makeClient(h.app, s.tenant, { name: 'Bob' })
    const create = async (
      over: Record<string, unknown>,
      products = [{ id: s.widget.id, quantity: 1 }],
    ) =>
      (await postOrder(h.app, s.order(products, over), { tenant: s.tenant })).json().order
        .id as number
    const a = await create({})
    const b = await create({ clientId: bob.id, locationId: annex.id }, [
      { id: s.gadget.id, quantity: 2 },
    ])
    const c = await create({ transaction_type: 'IN', clientId: undefined })
    const d = await create({})
    await as(h.app, s.tenant).put(`/order/${d}`, { fulfilled: true })
    const ids = async (query: string) =>
      (await as(h.app, s.tenant).get(`/orders${query}`))
        .json()
        .orders.map((o: { id: number }) => o.id)
    expect(await ids('')).toEqual([d, c, b, a])
    expect(await ids('?type=ORDER')).toEqual([d, b, a])
    expect(await ids('?type=IN')).toEqual([c])
    expect(await ids(`?client_id=${bob.id}`)).toEqual([b])
    expect(await ids(`?location_id=${annex.id}`)).toEqual([b])
    expect(await ids(`?product_id=${s.gadget.id}`)).toEqual([b])
    expect(await ids('?inbox=true&type=ORDER')).toEqual([b, a])
    const recent = (await as(h.app, s.tenant).get(`/product/${s.gadget.id}/orders`)).json()
    expect(recent.orders.map((o: { id: number }) => o.id)).toEqual([b])
    const inbox = (await as(h.app, s.tenant).get('/orders?inbox=true')).json()
    expect(inbox.pagination).toEqual({ total: 2, limit: 100, offset: 0 })
    expect((await as(h.app, s.tenant).get('/orders')).json().pagination.limit).toBe(50)
  })

  it('filters by whole UTC days and refuses a start after the end', async () => {
    const s = await shop()
    await postOrder(h.app, s.order([{ id: s.widget.id, quantity: 1 }]), { tenant: s.tenant })
    const today = new Date().toISOString().slice(0, 10)
    const api = as(h.app, s.tenant)
    expect(
      (await api.get(`/orders?startDate=${today}&endDate=${today}`)).json().pagination.total,
    ).toBe(1)
    expect((await api.get('/orders?endDate=2020-01-31')).json().pagination.total).toBe(0)
    const reversed = await api.get('/orders?startDate=2026-03-02&endDate=2026-03-01')
    expect(reversed.statusCode).toBe(400)
    expect(errorOf(reversed).message).toBe(messages.order.dateRangeOrder)
    expect((await api.get('/orders?startDate=yesterday')).statusCode).toBe(400)
    expect((await api.get('/orders?startDate=2026-02-30')).statusCode).toBe(400)
  })

  it('pages with limit and offset', async () => {
    const s = await shop()
    for (let i = 0; i < 7; i++)
      await postOrder(h.app, s.order([{ id: s.widget.id, quantity: 1 }]), { tenant: s.tenant })
    const page = (await as(h.app, s.tenant).get('/orders?limit=3&offset=6')).json()
    expect(page.orders).toHaveLength(1)
    expect(page.pagination).toEqual({ total: 7, limit: 3, offset: 6 })
    expect((await as(h.app, s.tenant).get('/orders?limit=abc')).statusCode).toBe(400)
    expect((await as(h.app, s.tenant).get('/orders?limit=501')).statusCode).toBe(400)
  })
})

describe('answers written by the database', () => {
  it("have exactly the contract's shape and the same values as the client portal's rows", async () => {
    const s = await shop()
    const photo = (await uploadPhoto(h.app, s.tenant)).json().path as string
    await as(h.app, s.tenant).put(`/product/${s.gadget.id}`, { photo })
    const created = await postOrder(
      h.app,
      s.order([
        { id: s.widget.id, quantity: 3 },
        { id: s.gadget.id, quantity: 1 },
      ]),
      { tenant: s.tenant },
    )
    const walkIn = await postOrder(
      h.app,
      s.order([{ id: s.widget.id, quantity: 2 }], { transaction_type: 'IN', clientId: null }),
      { tenant: s.tenant },
    )
    const { order } = OrderEnvelope.parse(created.json())
    const detail = await as(h.app, s.tenant).get(`/order/${order.id}`)
    const list = await as(h.app, s.tenant).get('/orders')
    // encode() keeps only the contract's fields: an extra or misnamed field makes these differ.
    for (const [schema, response] of [
      [OrderEnvelope, created],
      [OrderEnvelope, detail],
      [OrdersEnvelope, list],
      [OrderEnvelope, walkIn],
    ] as const) {
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(response.json()).toEqual(z.encode(schema as z.ZodType, response.json()))
    }
    expect(order.total).toBe(17.5)
    expect(order.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    expect(order.line_items.map((l) => [l.quantity, l.price, l.product.price])).toEqual([
      [3, 2.5, 2.5],
      [1, 10, 10],
    ])
    expect(order.line_items[1]!.product.photo).toMatch(/^\/files\/.+\.png$/)
    expect(order.line_items[0]!.product.photo).toBeNull()
    expect(walkIn.json().order.client).toBeNull()
    const portal = (await h.app.inject(`/api/client/${s.client.id}/order/${order.id}`)).json()
    // The provider sees who made it; a client never learns a member's address.
    const { created_by: createdBy, origin, ...shared } = detail.json<{ order: Order }>().order
    expect(createdBy).toEqual({ id: s.tenant.session.user.id, email: s.tenant.email })
    expect(origin).toBe('provider')
    expect(portal.order).not.toHaveProperty('created_by')
    expect(portal.order).not.toHaveProperty('origin')
    expect({ ...portal.order, provider: s.tenant.providerId }).toEqual(shared)
    const { line_items: _lines, ...summary } = detail.json<{ order: Order }>().order
    expect(list.json().orders[1]).toEqual(summary)
  })
})

describe('tenant isolation on orders', () => {
  it("never shows or changes another provider's order", async () => {
    const s = await shop()
    const { id } = (
      await postOrder(h.app, s.order([{ id: s.widget.id, quantity: 1 }]), { tenant: s.tenant })
    ).json().order
    const other = as(h.app, await signup(h.app))
    expect((await other.get(`/order/${id}`)).statusCode).toBe(404)
    expect((await other.put(`/order/${id}`, { cancelled: true })).statusCode).toBe(404)
    expect((await other.get('/orders')).json().orders).toEqual([])
    expect((await other.get(`/product/${s.widget.id}/orders`)).statusCode).toBe(404)
    expect((await other.get(`/api/provider/${s.tenant.providerId}/orders`)).statusCode).toBe(403)
    expect((await as(h.app, s.tenant).get(`/order/${id}`)).json().order.cancelled).toBe(false)
  })
})
