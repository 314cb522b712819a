import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { messages } from '../../../common/messages'
import {
  as,
  errorOf,
  freshIp,
  makeClient,
  makeLocation,
  makeProduct,
  postOrder,
  signup,
  useHarness,
} from '../../test/harness'

const h = useHarness()

async function portal() {
  const tenant = await signup(h.app, { name: 'Green Grocer' })
  const store = await makeLocation(h.app, tenant, { name: 'Store', default: true })
  const apples = await makeProduct(h.app, tenant, { name: 'Apples', price: 3 })
  const hidden = await makeProduct(h.app, tenant, { name: 'Hidden', active: false })
  const client = await makeClient(h.app, tenant, { name: 'Lena' })
  const get = (path: string) =>
    h.app.inject({ url: `/api/client/${client.id}${path}`, remoteAddress: freshIp() })
  const put = (path: string, payload: object) =>
    h.app.inject({
      method: 'PUT',
      url: `/api/client/${client.id}${path}`,
      payload,
      remoteAddress: freshIp(),
    })
  const order = (products: { id: string; quantity: number }[], over: object = {}) =>
    postOrder(h.app, {
      providerId: tenant.providerId,
      clientId: client.id,
      transaction_type: 'ORDER',
      products,
      ...over,
    })
  return { tenant, store, apples, hidden, client, get, put, order }
}

describe('client portal', () => {
  it('lists the active providers with their active products and default location', async () => {
    const p = await portal()
    const response = await p.get('/provider_client')
    expect(response.statusCode).toBe(200)
    const [relation] = response.json().providerClients
    expect(relation.provider).toMatchObject({
      id: p.tenant.providerId,
      name: 'Green Grocer',
      default_location: { id: p.store.id, name: 'Store' },
    })
    expect(relation.provider.products.map((x: { name: string }) => x.name)).toEqual(['Apples'])
  })

  it('places an order at the default location with prices from the products', async () => {
    const p = await portal()
    const response = await p.order([{ id: p.apples.id, quantity: 2 }], { locationId: randomUUID() })
    expect(response.statusCode).toBe(201)
    expect(response.json().order).toMatchObject({
      location: { id: p.store.id },
      total: 6,
      client: { id: p.client.id },
    })
    const list = (await p.get('/orders')).json().orders
    expect(list).toHaveLength(1)
    expect(list[0].provider).toEqual({
      id: p.tenant.providerId,
      name: 'Green Grocer',
      email: p.tenant.email,
    })
    const detail = (await p.get(`/order/${list[0].id}`)).json().order
    expect(detail.line_items[0]).toMatchObject({
      quantity: 2,
      price: 3,
      product: { name: 'Apples' },
    })
  })

  it('refuses inactive products, products of another provider, and other transaction types', async () => {
    const p = await portal()
    const other = await signup(h.app)
    const foreign = await makeProduct(h.app, other)
    expect((await p.order([{ id: p.hidden.id, quantity: 1 }])).statusCode).toBe(400)
    expect((await p.order([{ id: foreign.id, quantity: 1 }])).statusCode).toBe(400)
    expect(
      (await p.order([{ id: p.apples.id, quantity: 1 }], { transaction_type: 'IN' })).statusCode,
    ).toBe(403)
    expect((await p.get('/orders')).json().orders).toEqual([])
  })

  it('needs an active relation', async () => {
    const p = await portal()
    const relation = (
      await as(h.app, p.tenant).get(`/provider_client?client_id=${p.client.id}`)
    ).json().provider_client
    await as(h.app, p.tenant).put(`/provider_client/${relation.id}`, { active: false })
    expect((await p.order([{ id: p.apples.id, quantity: 1 }])).statusCode).toBe(404)
    expect((await p.get('/provider_client')).json().providerClients).toEqual([])
  })

  it('says so when the provider has no default location', async () => {
    const tenant = await signup(h.app)
    await makeLocation(h.app, tenant, { name: 'Not default' })
    const product = await makeProduct(h.app, tenant)
    const client = await makeClient(h.app, tenant)
    const response = await postOrder(h.app, {
      providerId: tenant.providerId,
      clientId: client.id,
      transaction_type: 'ORDER',
      products: [{ id: product.id, quantity: 1 }],
    })
    expect(response.statusCode).toBe(400)
    expect(errorOf(response).message).toBe(messages.order.defaultLocationMissing)
  })

  it('cancels a pending order and restores stock, but not after fulfilment, and never fulfils', async () => {
    const p = await portal()
    const first = (await p.order([{ id: p.apples.id, quantity: 1 }])).json().order
    expect((await p.put(`/order/${first.id}`, { fulfilled: true })).statusCode).toBe(403)
    const cancelled = await p.put(`/order/${first.id}`, { cancelled: true })
    expect(cancelled.json().order.cancelled).toBe(true)
    expect((await p.put(`/order/${first.id}`, { cancelled: true })).statusCode).toBe(409)

    const second = (await p.order([{ id: p.apples.id, quantity: 1 }])).json().order
    await as(h.app, p.tenant).put(`/order/${second.id}`, { fulfilled: true })
    expect((await p.put(`/order/${second.id}`, { cancelled: true })).statusCode).toBe(409)
    const stock = (await as(h.app, p.tenant).get('/inventory')).json().inventory
    expect(
      stock.find((r: { product_id: string }) => r.product_id === p.apples.id).stock[p.store.id],
    ).toBe(-1)
  })

  it("reaches nothing that is not the client's own", async () => {
    const p = await portal()
    const q = await portal()
    const theirs = (await q.order([{ id: q.apples.id, quantity: 1 }])).json().order
    expect((await p.get(`/order/${theirs.id}`)).statusCode).toBe(404)
    expect((await p.put(`/order/${theirs.id}`, { cancelled: true })).statusCode).toBe(404)
    const stranger = randomUUID()
    for (const path of ['/orders', '/provider_client', '/order/1']) {
      expect((await h.app.inject({ url: `/api/client/${stranger}${path}` })).statusCode).toBe(404)
    }
    expect((await h.app.inject({ url: '/api/client/not-a-uuid/orders' })).statusCode).toBe(400)
    const transfer = (
      await postOrder(
        h.app,
        {
          providerId: p.tenant.providerId,
          locationId: p.store.id,
          transaction_type: 'IN',
          products: [{ id: p.apples.id, quantity: 5 }],
        },
        { tenant: p.tenant },
      )
    ).json().order
    expect((await p.get(`/order/${transfer.id}`)).statusCode).toBe(404)
    expect((await p.get('/orders')).json().orders).toEqual([])
  })

  it('is rate limited per address', async () => {
    const p = await portal()
    const ip = freshIp()
    let last = 0
    for (let i = 0; i < 301; i++) {
      last = (await h.app.inject({ url: `/api/client/${p.client.id}/orders`, remoteAddress: ip }))
        .statusCode
    }
    expect(last).toBe(429)
  })
})
