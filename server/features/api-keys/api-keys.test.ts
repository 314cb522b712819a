// API keys through the real HTTP app: what a key may do (its role, its provider, never the team
// or the integrations), revocation and expiry on every instance, the per-key rate limit, and a
// second tenant's key against the first tenant's ids and natural keys.
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { apiKeyMessages } from '../../../common/api-keys'
import { messages } from '../../../common/messages'
import { roleNeededMessage } from '../../../common/permissions'
import { buildApp, type App } from '../../app'
import { apiKeys, orders } from '../../db/schema'
import {
  addMember,
  as,
  errorOf,
  makeClient,
  makeLocation,
  makeProduct,
  testConfig,
  useHarness,
  signup,
  type Tenant,
} from '../../test/harness'

const RATE_LIMIT = 25
const h = useHarness({ API_KEY_RATE_LIMIT: String(RATE_LIMIT) })

async function createKey(tenant: Tenant, body: Record<string, unknown> = {}, app: App = h.app) {
  const response = await as(app, tenant).post('/api_keys', {
    name: `Key ${randomUUID().slice(0, 6)}`,
    role: 'staff',
    ...body,
  })
  if (response.statusCode !== 201) throw new Error(`key failed: ${response.body}`)
  return response.json<{ api_key: { id: string; last_four: string }; secret: string }>()
}

/** Calls the API with a key: `withKey(secret).get('/api/provider/…')`. */
function withKey(secret: string, app: App = h.app) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${secret}` },
      ...(payload !== undefined && { payload: payload as object }),
    })
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown) => call('POST', url, payload),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    delete: (url: string) => call('DELETE', url),
    order: (payload: Record<string, unknown>, key?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/order',
        headers: {
          authorization: `Bearer ${secret}`,
          ...(key && { 'idempotency-key': key }),
        },
        payload: { order: JSON.stringify(payload) },
      }),
  }
}

async function shop(tenant: Tenant) {
  const location = await makeLocation(h.app, tenant, { default: true })
  const product = await makeProduct(h.app, tenant)
  const client = await makeClient(h.app, tenant)
  return { location, product, client }
}

describe('API keys', () => {
  it('shows the secret once, keeps its hash, and acts as its role on its provider', async () => {
    const owner = await signup(h.app)
    const { location, product, client } = await shop(owner)
    const created = await createKey(owner, { name: 'Storefront', role: 'staff' })
    expect(created.secret).toMatch(/^sk_[\w-]{43}$/)
    expect(created.api_key).toMatchObject({ name: 'Storefront', role: 'staff', last_used_at: null })
    expect(created.api_key.last_four).toBe(created.secret.slice(-4))
    const [stored] = await h.database.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.id, created.api_key.id))
    expect(stored!.secretHash).not.toContain(created.secret.slice(3))
    const listed = await as(h.app, owner).get('/api_keys')
    expect(listed.body).not.toContain(created.secret)

    const key = withKey(created.secret)
    const P = `/api/provider/${owner.providerId}`
    expect((await key.get(`${P}/products`)).statusCode).toBe(200)
    const order = await key.order({
      providerId: owner.providerId,
      locationId: location.id,
      clientId: client.id,
      transaction_type: 'ORDER',
      products: [{ id: product.id, quantity: 2 }],
    })
    expect(order.statusCode).toBe(201)
    // Where it came from: the key, and no person.
    const [row] = await h.database.db
      .select({ apiKeyId: orders.apiKeyId, createdBy: orders.createdBy, origin: orders.origin })
      .from(orders)
      .where(eq(orders.id, order.json().order.id))
    expect(row).toEqual({ apiKeyId: created.api_key.id, createdBy: null, origin: 'provider' })

    // Its role: staff moves stock but does not edit the catalogue.
    const refused = await key.post(`${P}/product`, { name: 'Nope', price: 1 })
    expect(refused.statusCode).toBe(403)
    expect(errorOf(refused).message).toBe(roleNeededMessage('manage_catalog'))
    // Never the keys, the webhooks or the team, whatever its role.
    const ownerKey = withKey((await createKey(owner, { role: 'owner' })).secret)
    for (const call of [
      () => ownerKey.get(`${P}/api_keys`),
      () => ownerKey.post(`${P}/api_keys`, { name: 'More', role: 'viewer' }),
      () => ownerKey.post(`${P}/member`, { email: 'x@example.com', role: 'staff' }),
    ]) {
      const response = await call()
      expect(response.statusCode).toBe(403)
      expect(errorOf(response).message).toBe(apiKeyMessages.keysCannot)
    }
    // Nor anything that needs a person (the signed-in user's own routes).
    expect((await ownerKey.put('/api/auth/me/locale', { locale: 'es' })).statusCode).toBe(401)

    const used = (await as(h.app, owner).get('/api_keys')).json().api_keys as {
      id: string
      last_used_at: string | null
    }[]
    expect(used.find((k) => k.id === created.api_key.id)!.last_used_at).not.toBeNull()
  })

  it('refuses a revoked or expired key at once, on every instance', async () => {
    const owner = await signup(h.app)
    const second = await buildApp({ config: testConfig(), database: h.database })
    await second.ready()
    try {
      const P = `/api/provider/${owner.providerId}`
      const { api_key, secret } = await createKey(owner)
      expect((await withKey(secret).get(`${P}/locations`)).statusCode).toBe(200)
      expect((await withKey(secret, second).get(`${P}/locations`)).statusCode).toBe(200)
      const revoked = await as(h.app, owner).delete(`/api_keys/${api_key.id}`)
      expect(revoked.statusCode).toBe(200)
      expect(revoked.json().api_key.revoked_at).not.toBeNull()
      for (const app of [h.app, second]) {
        const response = await withKey(secret, app).get(`${P}/locations`)
        expect(response.statusCode).toBe(401)
        expect(errorOf(response).message).toBe(messages.http.unauthorized)
      }

      const expiring = await createKey(owner, {
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      })
      expect((await withKey(expiring.secret).get(`${P}/locations`)).statusCode).toBe(200)
      await h.database.db.execute(
        sql`update api_keys set expires_at = now() - interval '1 second' where id = ${expiring.api_key.id}`,
      )
      expect((await withKey(expiring.secret, second).get(`${P}/locations`)).statusCode).toBe(401)
      expect((await withKey('sk_not-a-key').get(`${P}/locations`)).statusCode).toBe(401)
    } finally {
      await second.close()
    }
  })

  it('lets owners and managers create keys up to their own role', async () => {
    const owner = await signup(h.app)
    const manager = await addMember(h, owner, 'manager')
    const staff = await addMember(h, owner, 'staff')
    const tooHigh = await as(h.app, manager).post('/api_keys', { name: 'Boss', role: 'owner' })
    expect(tooHigh.statusCode).toBe(400)
    expect(errorOf(tooHigh).fields).toEqual({ role: apiKeyMessages.roleAboveYours })
    expect((await createKey(manager, { role: 'manager' })).api_key).toMatchObject({
      role: 'manager',
    })
    const byStaff = await as(h.app, staff).post('/api_keys', { name: 'Mine', role: 'viewer' })
    expect(byStaff.statusCode).toBe(403)
    expect((await as(h.app, staff).get('/api_keys')).statusCode).toBe(403)
    const past = await as(h.app, owner).post('/api_keys', {
      name: 'Old',
      role: 'viewer',
      expires_at: '2020-01-01T00:00:00Z',
    })
    expect(errorOf(past).fields).toEqual({ expires_at: apiKeyMessages.expiryInPast })
    const blank = await as(h.app, owner).post('/api_keys', { name: '  ', role: 'viewer' })
    expect(errorOf(blank).fields).toEqual({ name: apiKeyMessages.nameRequired })
  })

  it('creates one key per Idempotency-Key, showing its secret the first time only', async () => {
    const owner = await signup(h.app)
    const send = () =>
      h.app.inject({
        method: 'POST',
        url: `/api/provider/${owner.providerId}/api_keys`,
        headers: {
          authorization: `Bearer ${owner.session.access_token}`,
          'idempotency-key': 'create-key-1',
        },
        payload: { name: 'Once', role: 'viewer' },
      })
    const first = await send()
    const again = await send()
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json().api_key.id).toBe(first.json().api_key.id)
    expect(first.json().secret).toMatch(/^sk_/)
    expect(again.json().secret).toBeNull()
    expect((await as(h.app, owner).get('/api_keys')).json().api_keys).toHaveLength(1)
  })

  it('limits each key to its own rate', async () => {
    const owner = await signup(h.app)
    const P = `/api/provider/${owner.providerId}`
    const busy = withKey((await createKey(owner)).secret)
    const statuses = []
    for (let i = 0; i <= RATE_LIMIT; i++)
      statuses.push((await busy.get(`${P}/locations`)).statusCode)
    expect(statuses.slice(0, RATE_LIMIT).every((s) => s === 200)).toBe(true)
    expect(statuses[RATE_LIMIT]).toBe(429)
    // Another key of the same business, and the members, keep their own.
    expect((await withKey((await createKey(owner)).secret).get(`${P}/locations`)).statusCode).toBe(
      200,
    )
    expect((await as(h.app, owner).get('/locations')).statusCode).toBe(200)
  })

  it("gives another business's key nothing of the first, by id or by natural key", async () => {
    const victim = await signup(h.app)
    const intruder = await signup(h.app)
    const { location, product, client } = await shop(victim)
    const victimOrder = await withKey((await createKey(victim)).secret).order(
      {
        providerId: victim.providerId,
        locationId: location.id,
        clientId: client.id,
        transaction_type: 'ORDER',
        products: [{ id: product.id, quantity: 1 }],
      },
      'same-key',
    )
    expect(victimOrder.statusCode).toBe(201)
    const key = withKey((await createKey(intruder, { role: 'owner' })).secret)
    const V = `/api/provider/${victim.providerId}`
    for (const url of [
      `${V}/products`,
      `${V}/order/${victimOrder.json().order.id}`,
      `${V}/client/${client.id}`,
      `${V}/inventory`,
    ]) {
      const response = await key.get(url)
      expect(response.statusCode).toBe(403)
      expect(errorOf(response).message).toBe(messages.auth.notAMember)
    }
    expect((await key.post(`${V}/location`, { name: 'Taken' })).statusCode).toBe(403)
    const foreignOrder = await key.order({
      providerId: victim.providerId,
      locationId: location.id,
      clientId: client.id,
      transaction_type: 'ORDER',
      products: [{ id: product.id, quantity: 1 }],
    })
    expect(foreignOrder.statusCode).toBe(403)
    // Through its own provider, the victim's ids are unknown.
    const I = `/api/provider/${intruder.providerId}`
    expect((await key.get(`${I}/order/${victimOrder.json().order.id}`)).statusCode).toBe(404)
    expect((await key.get(`${I}/client/${client.id}`)).statusCode).toBe(404)
    // The victim's names and Idempotency-Key make the intruder's own records.
    const own = await makeLocation(h.app, intruder, { name: location.name, default: true })
    const ownClient = await makeClient(h.app, intruder, { email: client.email, name: client.name })
    const ownProduct = await makeProduct(h.app, intruder, { name: product.name })
    const replay = await key.order(
      {
        providerId: intruder.providerId,
        locationId: own.id,
        clientId: ownClient.id,
        transaction_type: 'ORDER',
        products: [{ id: ownProduct.id, quantity: 3 }],
      },
      'same-key',
    )
    expect(replay.statusCode).toBe(201)
    expect(replay.headers['idempotent-replayed']).toBeUndefined()
    expect(replay.json().order.id).not.toBe(victimOrder.json().order.id)
    expect(replay.body).not.toContain(victim.providerId)
    expect(replay.body).not.toContain(client.id)
  })
})
