// A client record belongs to the provider who entered it. A second provider who types the same
// email (any letter case, or a look-alike), reuses an Idempotency-Key, or is handed a link, must
// learn and change nothing of the first.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  as,
  freshIp,
  makeLocation,
  makeProduct,
  postOrder,
  signup,
  useHarness,
  type Tenant,
} from '../test/harness'

const h = useHarness()

const VICTIM = { name: 'Victim Vera', address: '1 Secret Street' }
const SECRETS = ['Victim Vera', 'Secret Street']

/** A shop with a default location, a product, and the victim's client with one order. */
async function shopWithVictim(email: string) {
  const tenant = await signup(h.app, { name: 'Alpha Shop' })
  const location = await makeLocation(h.app, tenant, { name: 'Alpha depot', default: true })
  const product = await makeProduct(h.app, tenant, { name: 'Alpha product', price: 7 })
  const client = (await as(h.app, tenant).post('/client', { ...VICTIM, email })).json().client
  const key = randomUUID()
  const order = (
    await postOrder(
      h.app,
      {
        providerId: tenant.providerId,
        locationId: location.id,
        clientId: client.id,
        transaction_type: 'ORDER',
        products: [{ id: product.id, quantity: 2 }],
      },
      { tenant, idempotencyKey: key },
    )
  ).json().order
  return { tenant, location, product, client, order, key }
}

type Shop = Awaited<ReturnType<typeof shopWithVictim>>

/** What the victim's provider sees of her: the client, the order (also the print sheet's source). */
async function victimView(shop: Shop) {
  const api = as(h.app, shop.tenant)
  return {
    client: (await api.get(`/client/${shop.client.id}`)).json(),
    order: (await api.get(`/order/${shop.order.id}`)).json(),
    portal: (await portal(shop.client.id, '/orders')).json(),
  }
}

const portal = (clientId: string, path: string, method: 'GET' | 'PUT' = 'GET', payload?: object) =>
  h.app.inject({
    method,
    url: `/api/client/${clientId}${path}`,
    remoteAddress: freshIp(),
    ...(payload && { payload }),
  })

const leaks = (body: string) => SECRETS.filter((secret) => body.includes(secret))

async function intruderShop() {
  const tenant = await signup(h.app, { name: 'Beta Shop' })
  const location = await makeLocation(h.app, tenant, { name: 'Beta depot', default: true })
  const product = await makeProduct(h.app, tenant, { name: 'Beta product', price: 3 })
  return { tenant, location, product }
}

// The victim's address in the case she typed, and the forms an intruder may type it in:
// other letter case, a dotted capital I, a Kelvin sign, full-width letters.
const victimEmail = () => `victim-${randomUUID().slice(0, 6)}@x.com`
const lookAlikes = (email: string) => [
  email,
  email.toUpperCase(),
  email.replace('i', '\u0130'),
  email.replace('v', 'V').replace('c', '\u212A'),
  email.replace('victim', '\uFF56\uFF49\uFF43\uFF54\uFF49\uFF4D'),
]

describe('a second provider who types the victim’s email', () => {
  it('gets a record of its own and learns nothing, whoever registered first', async () => {
    for (const victimFirst of [true, false]) {
      const email = victimEmail()
      let intruder: Tenant
      let shop: Shop
      const intruderClients: { id: string; email: string }[] = []
      const addIntruderClients = async () => {
        for (const typed of lookAlikes(email)) {
          const response = await as(h.app, intruder).post('/client', {
            name: 'Intruder copy',
            email: typed,
          })
          expect(leaks(response.body), typed).toEqual([])
          if (typed === email || typed === email.toUpperCase()) {
            // Plain letter case variants collide with each other in B's own list, never with A's.
            if (response.statusCode === 409) continue
          }
          if (response.statusCode !== 201) {
            expect(response.statusCode, typed).toBe(400)
            continue
          }
          const client = response.json().client
          expect(client).toEqual({
            id: expect.any(String),
            name: 'Intruder copy',
            email: typed,
            address: null,
            metadata: {},
          })
          intruderClients.push(client)
        }
      }
      if (victimFirst) {
        shop = await shopWithVictim(email)
        intruder = (await intruderShop()).tenant
        await addIntruderClients()
      } else {
        intruder = (await intruderShop()).tenant
        await addIntruderClients()
        shop = await shopWithVictim(email)
      }
      expect(intruderClients.length).toBeGreaterThan(0)
      const before = await victimView(shop)
      const b = as(h.app, intruder)
      for (const mine of intruderClients) {
        expect(mine.id).not.toBe(shop.client.id)
        // B rewrites its own record: A's client, order, print sheet and portal stay as they were.
        const put = await b.put(`/client/${mine.id}`, { name: 'Rewritten', address: 'B Street' })
        expect(put.statusCode).toBe(200)
        expect(leaks(put.body)).toEqual([])
        // B's link reaches B's orders only.
        const orders = await portal(mine.id, '/orders')
        expect(orders.statusCode).toBe(200)
        expect(orders.json().orders).toEqual([])
        expect((await portal(mine.id, `/order/${shop.order.id}`)).statusCode).toBe(404)
        const cancel = await portal(mine.id, `/order/${shop.order.id}`, 'PUT', { cancelled: true })
        expect(cancel.statusCode).toBe(404)
      }
      // B cannot reach A's record by id either.
      expect((await b.get(`/client/${shop.client.id}`)).statusCode).toBe(404)
      expect((await b.put(`/client/${shop.client.id}`, { name: 'X' })).statusCode).toBe(404)
      expect(await victimView(shop)).toEqual(before)
      const view = await victimView(shop)
      expect(view.client.client).toMatchObject({ ...VICTIM, email })
      expect(view.order.order.client).toEqual({ id: shop.client.id, ...VICTIM, email })
      expect(view.order.order.cancelled).toBe(false)
    }
  })

  it('cannot place an order at the victim’s provider through its own record', async () => {
    const email = victimEmail()
    const shop = await shopWithVictim(email)
    const intruder = await intruderShop()
    const mine = (await as(h.app, intruder.tenant).post('/client', { name: 'B', email })).json()
      .client
    const response = await postOrder(h.app, {
      providerId: shop.tenant.providerId,
      clientId: mine.id,
      transaction_type: 'ORDER',
      products: [{ id: shop.product.id, quantity: 1 }],
    })
    expect(response.statusCode).toBe(404)
    const orders = (await as(h.app, shop.tenant).get('/orders')).json()
    expect(orders.pagination.total).toBe(1)
  })
})

describe('an Idempotency-Key the victim used', () => {
  it('answers nothing of the victim to anyone else, and 409 for another request of hers', async () => {
    const shop = await shopWithVictim(victimEmail())
    const intruder = await intruderShop()
    const intruderClient = (
      await as(h.app, intruder.tenant).post('/client', { name: 'B client', email: victimEmail() })
    ).json().client
    const attempts = [
      // No token, whatever the body says.
      postOrder(h.app, { providerId: shop.tenant.providerId }, { idempotencyKey: shop.key }),
      postOrder(
        h.app,
        {
          providerId: shop.tenant.providerId,
          clientId: randomUUID(),
          transaction_type: 'ORDER',
          products: [{ id: shop.product.id, quantity: 2 }],
        },
        { idempotencyKey: shop.key },
      ),
      // The intruder's own portal link, at its own shop.
      postOrder(
        h.app,
        {
          providerId: intruder.tenant.providerId,
          clientId: intruderClient.id,
          transaction_type: 'ORDER',
          products: [{ id: intruder.product.id, quantity: 1 }],
        },
        { idempotencyKey: shop.key },
      ),
      // The intruder's token, at its own shop.
      postOrder(
        h.app,
        {
          providerId: intruder.tenant.providerId,
          locationId: intruder.location.id,
          transaction_type: 'IN',
          products: [{ id: intruder.product.id, quantity: 5 }],
        },
        { tenant: intruder.tenant, idempotencyKey: shop.key },
      ),
    ]
    const answers = await Promise.all(attempts)
    for (const answer of answers) {
      expect(leaks(answer.body)).toEqual([])
      expect(answer.body).not.toContain(shop.tenant.providerId)
      if (answer.statusCode === 201) expect(answer.json().order.id).not.toBe(shop.order.id)
    }
    expect(answers.map((a) => a.statusCode)).toEqual([400, 404, 201, 201])

    // The victim's own retry answers her order; another request under her key is refused.
    const payload = {
      providerId: shop.tenant.providerId,
      locationId: shop.location.id,
      clientId: shop.client.id,
      transaction_type: 'ORDER',
      products: [{ id: shop.product.id, quantity: 2 }],
    }
    const retry = await postOrder(h.app, payload, { tenant: shop.tenant, idempotencyKey: shop.key })
    expect(retry.statusCode).toBe(201)
    expect(retry.json().order.id).toBe(shop.order.id)
    const other = await postOrder(
      h.app,
      { ...payload, products: [{ id: shop.product.id, quantity: 3 }] },
      { tenant: shop.tenant, idempotencyKey: shop.key },
    )
    expect(other.statusCode).toBe(409)
    expect((await as(h.app, shop.tenant).get('/orders')).json().pagination.total).toBe(1)
  })
})

describe('a client whose relation was deactivated', () => {
  it('no longer reaches that provider: not its orders, not a cancel, not a new order', async () => {
    const shop = await shopWithVictim(victimEmail())
    const api = as(h.app, shop.tenant)
    const relation = (await api.get(`/provider_client?client_id=${shop.client.id}`)).json()
      .provider_client
    await api.put(`/provider_client/${relation.id}`, { active: false })

    expect((await portal(shop.client.id, '/orders')).json().orders).toEqual([])
    expect((await portal(shop.client.id, '/provider_client')).json().providerClients).toEqual([])
    expect((await portal(shop.client.id, `/order/${shop.order.id}`)).statusCode).toBe(404)
    const cancel = await portal(shop.client.id, `/order/${shop.order.id}`, 'PUT', {
      cancelled: true,
    })
    expect(cancel.statusCode).toBe(404)
    const order = await postOrder(h.app, {
      providerId: shop.tenant.providerId,
      clientId: shop.client.id,
      transaction_type: 'ORDER',
      products: [{ id: shop.product.id, quantity: 1 }],
    })
    expect(order.statusCode).toBe(404)
    expect((await api.get(`/order/${shop.order.id}`)).json().order.cancelled).toBe(false)

    await api.put(`/provider_client/${relation.id}`, { active: true })
    expect((await portal(shop.client.id, '/orders')).json().orders).toHaveLength(1)
  })
})

describe('orders keep the customer as it was', () => {
  it('renaming a client changes neither past order, print sheet nor portal', async () => {
    const email = victimEmail()
    const shop = await shopWithVictim(email)
    const api = as(h.app, shop.tenant)
    await api.put(`/client/${shop.client.id}`, {
      name: 'Vera Renamed',
      email: `new-${email}`,
      address: '2 New Road',
    })
    const asPlaced = { id: shop.client.id, ...VICTIM, email }
    expect((await api.get(`/order/${shop.order.id}`)).json().order.client).toEqual(asPlaced)
    expect((await api.get('/orders')).json().orders[0].client).toEqual(asPlaced)
    expect((await portal(shop.client.id, `/order/${shop.order.id}`)).json().order.client).toEqual(
      asPlaced,
    )
    const next = await postOrder(
      h.app,
      {
        providerId: shop.tenant.providerId,
        locationId: shop.location.id,
        clientId: shop.client.id,
        transaction_type: 'ORDER',
        products: [{ id: shop.product.id, quantity: 1 }],
      },
      { tenant: shop.tenant },
    )
    expect(next.json().order.client).toEqual({
      id: shop.client.id,
      name: 'Vera Renamed',
      email: `new-${email}`,
      address: '2 New Road',
    })
  })
})
