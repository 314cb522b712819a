// Walks every route of the OpenAPI document as another provider, with the first provider's
// ids, and checks that nothing of the first provider is read, changed or revealed.
import { describe, expect, it } from 'vitest'
import {
  as,
  bearer,
  makeLocation,
  postOrder,
  signup,
  useHarness,
  type Tenant,
} from '../test/harness'
import { callRoute, providerRoutes, sampleBodies, sampleShop, type Route } from './sample-requests'

const h = useHarness()

const SECRET = 'zz-alpha-secret'
const victim = () => sampleShop(h, SECRET)

const call = (intruder: Tenant, route: Route, ids: Record<string, string>, query = '') =>
  callRoute(h.app, intruder, route, ids, query)

describe('tenant isolation across every provider route', () => {
  it("answers 403 for the other provider's id and 404 for its records, revealing nothing", async () => {
    const a = await victim()
    const b = await signup(h.app)
    await makeLocation(h.app, b, { default: true })
    const routes = await providerRoutes(h.app)
    expect(routes.length).toBeGreaterThan(20)
    for (const route of routes) {
      if (route.method !== 'GET') {
        expect(
          Object.keys(sampleBodies),
          `add a sample body for ${route.method} ${route.path}`,
        ).toContain(`${route.method} ${route.path}`)
      }
      const foreignProvider = await call(b, route, a.ids)
      expect(foreignProvider.statusCode, `${route.method} ${route.path}`).toBe(403)
      expect(foreignProvider.body).not.toContain(SECRET)

      if (/\{(?!providerId)\w+\}/.test(route.path)) {
        const foreignRecord = await call(b, route, { ...a.ids, providerId: b.providerId })
        expect(foreignRecord.statusCode, `${route.method} ${route.path} with a foreign id`).toBe(
          404,
        )
        expect(foreignRecord.body).not.toContain(SECRET)
      }
    }

    const own = as(h.app, b)
    const filters = [
      `/orders?client_id=${a.ids.clientId}`,
      `/orders?product_id=${a.ids.productId}`,
      `/orders?location_id=${a.ids.locationId}`,
      `/orders?inbox=true`,
      '/products?include_metadata=true',
      '/provider_clients',
      '/locations',
      '/metadata/fields',
      '/inventory',
    ]
    for (const path of filters) {
      const response = await own.get(path)
      expect(response.statusCode, path).toBe(200)
      expect(response.body, path).not.toContain(SECRET)
    }
    expect((await own.get(`/provider_client?client_id=${a.ids.clientId}`)).statusCode).toBe(404)
    expect((await own.get(`/inventory?location_id=${a.ids.locationId}`)).statusCode).toBe(404)

    const foreignOrder = (over: Record<string, unknown>) =>
      postOrder(
        h.app,
        {
          providerId: b.providerId,
          transaction_type: 'IN',
          products: [{ id: a.ids.productId, quantity: 1 }],
          ...over,
        },
        { tenant: b },
      )
    expect((await foreignOrder({ locationId: a.ids.locationId })).statusCode).toBe(400)
    expect(
      (await foreignOrder({ providerId: a.ids.providerId, locationId: a.ids.locationId }))
        .statusCode,
    ).toBe(403)

    const deleteFile = await h.app.inject({
      method: 'DELETE',
      url: `/api/file?file=${encodeURIComponent(a.photoPath)}`,
      headers: bearer(b.session),
    })
    expect(deleteFile.statusCode).toBe(404)
    const billing = await h.app.inject({
      url: `/api/auth/billing?provider=${a.ids.providerId}`,
      headers: bearer(b.session),
    })
    expect(billing.statusCode).toBe(403)

    const victimView = as(h.app, a.tenant)
    expect((await victimView.get(`/order/${a.ids.orderId}`)).json().order.cancelled).toBe(false)
    expect((await victimView.get(`/location/${a.ids.locationId}`)).json().location.name).toBe(
      `${SECRET} depot`,
    )
    expect((await victimView.get(`/product/${a.ids.productId}`)).json().product.active).toBe(true)
    expect((await victimView.get('/locations')).json().locations).toHaveLength(1)
    expect((await h.app.inject({ url: `/files/${a.photoPath}` })).statusCode).toBe(200)
  })
})

describe('an intruder who reuses every natural key the victim used', () => {
  it('creates its own records with them and learns or changes nothing of the victim', async () => {
    const key = (name: string) => `${SECRET}-${name}-key`
    const same = {
      location: { name: `${SECRET} depot`, default: true },
      product: { name: `${SECRET} product`, price: 10 },
      client: {
        name: `${SECRET} client`,
        email: 'Victim.Vera@Example.com',
        address: '1 Secret St',
      },
      field: { entity_type: 'CLIENTS', field_label: `${SECRET} field`, field_type: 'TEXT' },
      member: { email: 'Teammate.Tess@Example.com', role: 'manager' },
    }
    /** Creates everything with the same names, emails and Idempotency-Keys; answers the bodies. */
    const fill = async (tenant: Tenant) => {
      const post = (path: string, payload: object, name: string) =>
        h.app.inject({
          method: 'POST',
          url: `/api/provider/${tenant.providerId}${path}`,
          headers: { ...bearer(tenant.session), 'idempotency-key': key(name) },
          payload,
        })
      const answers = {
        location: await post('/location', same.location, 'location'),
        product: await post('/product', same.product, 'product'),
        client: await post('/client', same.client, 'client'),
        field: await post('/metadata/fields', same.field, 'field'),
        member: await post('/member', same.member, 'member'),
      }
      const record = (name: keyof typeof answers, envelope: string) =>
        answers[name].json()[envelope] as { id: string }
      const order = await postOrder(
        h.app,
        {
          providerId: tenant.providerId,
          locationId: record('location', 'location').id,
          clientId: record('client', 'client').id,
          transaction_type: 'ORDER',
          products: [{ id: record('product', 'product').id, quantity: 2 }],
        },
        { tenant, idempotencyKey: key('order') },
      )
      const bodies = [...Object.values(answers), order].map((r) => {
        expect(r.statusCode, r.body).toBe(201)
        return r.body
      })
      const ids = [
        tenant.providerId,
        record('location', 'location').id,
        record('product', 'product').id,
        record('client', 'client').id,
        record('field', 'field').id,
        String(order.json().order.id),
        (answers.member.json().member as { invitation_id: string }).invitation_id,
      ]
      return { bodies, ids }
    }
    const a = await signup(h.app, { name: `${SECRET} shop` })
    const victimRecords = await fill(a)
    const victimApi = as(h.app, a)
    const snapshot = async () =>
      Promise.all(
        [
          '/locations',
          '/products',
          '/provider_clients',
          '/metadata/fields',
          '/orders',
          '/members',
        ].map(async (path) => (await victimApi.get(path)).body),
      )
    const before = await snapshot()

    const b = await signup(h.app, { name: `${SECRET} shop` })
    const intruder = await fill(b)
    // Whole tokens only: a short order id such as 1002 may well occur inside one of the
    // intruder's own uuids.
    const leaked = (body: string) =>
      victimRecords.ids.filter((id) => new RegExp(`(?<![\\w-])${id}(?![\\w-])`).test(body))
    for (const body of intruder.bodies) expect(leaked(body)).toEqual([])
    for (const id of intruder.ids) expect(victimRecords.ids).not.toContain(id)

    const own = as(h.app, b)
    for (const path of [
      '/locations',
      '/products',
      '/provider_clients',
      '/metadata/fields',
      '/orders',
      '/inventory',
      '/members',
    ]) {
      expect(leaked((await own.get(path)).body), path).toEqual([])
    }
    const question = await own.post('/llm-query-2', { query: `orders of ${SECRET} client` })
    expect(leaked(question.body)).toEqual([])
    const clientId = intruder.ids[3]!
    const portal = await h.app.inject({ url: `/api/client/${clientId}/orders` })
    expect(portal.json().orders.map((o: { id: number }) => String(o.id))).toEqual([intruder.ids[5]])

    expect(await snapshot()).toEqual(before)
  })
})
