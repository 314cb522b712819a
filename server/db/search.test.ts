// Every list a person looks things up in takes `search` (and products and clients `sort`,
// `direction`): any letter case, any accent, anywhere in the text, wildcards typed taken
// literally, and only ever the caller's own records.
import { describe, expect, it } from 'vitest'
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

const h = useHarness()

async function shop() {
  const tenant = await signup(h.app)
  const api = as(h.app, tenant)
  const location = await makeLocation(h.app, tenant, { default: true })
  const products = {
    beans: await makeProduct(h.app, tenant, { name: 'Organic Coffee Beans', price: 12 }),
    tea: await makeProduct(h.app, tenant, { name: 'Green tea', price: 4 }),
    mug: await makeProduct(h.app, tenant, { name: '100% Cotton_Mug', price: 9 }),
  }
  const clients = {
    ana: await makeClient(h.app, tenant, {
      name: 'Ana Ruiz',
      email: `ana-${tenant.providerId.slice(0, 6)}@cafe.example`,
    }),
    bo: await makeClient(h.app, tenant, {
      name: 'Bo Lindqvist',
      email: `bo-${tenant.providerId.slice(0, 6)}@mail.example`,
    }),
  }
  const order = async (client: { id: string }) =>
    (
      await postOrder(
        h.app,
        {
          providerId: tenant.providerId,
          locationId: location.id,
          clientId: client.id,
          transaction_type: 'ORDER',
          products: [{ id: products.tea.id, quantity: 1 }],
        },
        { tenant },
      )
    ).json().order.id as number
  const orders = { ana: await order(clients.ana), bo: await order(clients.bo) }
  return { tenant, api, products, clients, orders }
}

const names = (body: { products?: { name: string }[]; inventory?: { product_name: string }[] }) =>
  body.products?.map((p) => p.name) ?? body.inventory?.map((r) => r.product_name)

describe('searching lists', () => {
  it('finds products by any part of the name, any case, with wildcards taken literally', async () => {
    const { api } = await shop()
    const search = async (text: string) =>
      names((await api.get(`/products?search=${encodeURIComponent(text)}`)).json())
    expect(await search('coffee')).toEqual(['Organic Coffee Beans'])
    expect(await search('  TEA ')).toEqual(['Green tea'])
    expect(await search('100%')).toEqual(['100% Cotton_Mug'])
    expect(await search('%')).toEqual(['100% Cotton_Mug'])
    expect(await search('_')).toEqual(['100% Cotton_Mug'])
    expect(await search('nothing like it')).toEqual([])
    // Nor are a regular expression's.
    expect(await search('c.ffee')).toEqual([])
    expect(await search('(tea|mug)')).toEqual([])
    expect(await search('[g]reen')).toEqual([])
    const page = (await api.get('/products?search=e&limit=1')).json()
    expect(page.products).toHaveLength(1)
    expect(page.pagination.total).toBe(2)
    // The inventory grid (New order, Adjust) searches the same way.
    expect(names((await api.get('/inventory?limit=50&search=coff')).json())).toEqual([
      'Organic Coffee Beans',
    ])
  })

  it('finds products, stock, clients and orders whatever accents are typed or stored', async () => {
    const tenant = await signup(h.app)
    const api = as(h.app, tenant)
    const location = await makeLocation(h.app, tenant, { default: true })
    const creme = await makeProduct(h.app, tenant, { name: 'Crème brûlée dish', price: 8 })
    await makeProduct(h.app, tenant, { name: 'Creme jug', price: 5 })
    await makeProduct(h.app, tenant, { name: 'ÉCLAIR TRAY', price: 6 })
    await makeProduct(h.app, tenant, { name: 'Łódź mug', price: 7 })
    const zoe = await makeClient(h.app, tenant, {
      name: 'Zoë Núñez',
      email: `zoe-${tenant.providerId.slice(0, 6)}@signal.example`,
    })
    await makeClient(h.app, tenant, {
      name: 'Noe Nunez',
      email: `noe-${tenant.providerId.slice(0, 6)}@plain.example`,
    })
    const { order } = (
      await postOrder(
        h.app,
        {
          providerId: tenant.providerId,
          locationId: location.id,
          clientId: zoe.id,
          transaction_type: 'ORDER',
          products: [{ id: creme.id, quantity: 1 }],
        },
        { tenant },
      )
    ).json()
    const products = async (text: string) =>
      names((await api.get(`/products?sort=name&search=${encodeURIComponent(text)}`)).json())
    // Typed without accents, stored with them; typed with them, stored without.
    expect(await products('creme')).toEqual(['Creme jug', 'Crème brûlée dish'])
    expect(await products('créme')).toEqual(['Creme jug', 'Crème brûlée dish'])
    expect(await products('CRÈME BRU')).toEqual(['Crème brûlée dish'])
    expect(await products('brulee')).toEqual(['Crème brûlée dish'])
    expect(await products('éclair')).toEqual(['ÉCLAIR TRAY'])
    expect(await products('eclair tray')).toEqual(['ÉCLAIR TRAY'])
    expect(await products('lodz')).toEqual(['Łódź mug'])
    expect(names((await api.get('/inventory?limit=50&search=creme%20b')).json())).toEqual([
      'Crème brûlée dish',
    ])
    const clients = async (text: string) =>
      (await api.get(`/provider_clients?sort=name&search=${encodeURIComponent(text)}`))
        .json()
        .provider_clients.map((r: { client: { name: string } }) => r.client.name)
    expect(await clients('zoe nunez')).toEqual(['Zoë Núñez'])
    expect(await clients('nuñez')).toEqual(['Noe Nunez', 'Zoë Núñez'])
    expect(await clients('ZOË')).toEqual(['Zoë Núñez'])
    const orders = async (text: string) =>
      (await api.get(`/orders?search=${encodeURIComponent(text)}`))
        .json()
        .orders.map((o: { id: number }) => o.id)
    expect(await orders('zoe')).toEqual([order.id])
    expect(await orders('NÚÑEZ')).toEqual([order.id])
  })

  it('sorts products by name and price, both ways, newest first by default', async () => {
    const { api } = await shop()
    const list = async (query: string) => names((await api.get(`/products?${query}`)).json())
    expect(await list('')).toEqual(['100% Cotton_Mug', 'Green tea', 'Organic Coffee Beans'])
    expect(await list('sort=name')).toEqual([
      '100% Cotton_Mug',
      'Green tea',
      'Organic Coffee Beans',
    ])
    expect(await list('sort=name&direction=desc')).toEqual([
      'Organic Coffee Beans',
      'Green tea',
      '100% Cotton_Mug',
    ])
    expect(await list('sort=price')).toEqual([
      'Green tea',
      '100% Cotton_Mug',
      'Organic Coffee Beans',
    ])
    expect(await list('sort=price&direction=desc')).toEqual([
      'Organic Coffee Beans',
      '100% Cotton_Mug',
      'Green tea',
    ])
    expect((await api.get('/products?sort=stock')).statusCode).toBe(400)
    expect((await api.get('/products?direction=up')).statusCode).toBe(400)
  })

  it('finds clients by name or email, and sorts them by name', async () => {
    const { api } = await shop()
    const search = async (query: string) =>
      (await api.get(`/provider_clients?${query}`))
        .json()
        .provider_clients.map((r: { client: { name: string } }) => r.client.name)
    expect(await search('search=ruiz')).toEqual(['Ana Ruiz'])
    expect(await search('search=MAIL.EXAMPLE')).toEqual(['Bo Lindqvist'])
    expect(await search('sort=name')).toEqual(['Ana Ruiz', 'Bo Lindqvist'])
    expect(await search('sort=name&direction=desc')).toEqual(['Bo Lindqvist', 'Ana Ruiz'])
    expect(await search('search=ana&active=true')).toEqual(['Ana Ruiz'])
    expect(await search('search=ana&active=false')).toEqual([])
  })

  it('finds orders by number, customer name or email', async () => {
    const { api, orders } = await shop()
    const search = async (text: string) =>
      (await api.get(`/orders?search=${encodeURIComponent(text)}`))
        .json()
        .orders.map((o: { id: number }) => o.id)
    expect(await search(String(orders.ana))).toEqual([orders.ana])
    expect(await search(`#${orders.bo}`)).toEqual([orders.bo])
    expect(await search('lindq')).toEqual([orders.bo])
    expect(await search('cafe.example')).toEqual([orders.ana])
    expect(await search('a')).toEqual([orders.bo, orders.ana])
    const inbox = await api.get(`/orders?inbox=true&type=ORDER&search=ruiz`)
    expect(inbox.json().orders.map((o: { id: number }) => o.id)).toEqual([orders.ana])
  })

  it('never finds another provider’s records, whatever is typed', async () => {
    const victim = await shop()
    const intruder: Tenant = await signup(h.app)
    const api = as(h.app, intruder)
    for (const path of [
      '/products?search=coffee',
      '/inventory?limit=50&search=coffee',
      '/provider_clients?search=ruiz',
      `/orders?search=${victim.orders.ana}`,
      '/orders?search=ruiz',
    ]) {
      const body = (await api.get(path)).json()
      expect(body.pagination?.total ?? 0, path).toBe(0)
    }
  })

  it('refuses a search longer than 100 characters', async () => {
    const { api } = await shop()
    expect((await api.get(`/products?search=${'x'.repeat(101)}`)).statusCode).toBe(400)
  })
})
