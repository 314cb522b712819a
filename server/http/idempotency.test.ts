// Every POST that creates something takes an Idempotency-Key (API.md): a repeat, even at the same
// moment, creates one record and answers it; another request under the key answers 409; the
// same key from another provider is another key.
import { randomUUID } from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import {
  PNG,
  as,
  bearer,
  makeClient,
  makeLocation,
  makeProduct,
  multipart,
  postOrder,
  signup,
  useHarness,
  type Tenant,
} from '../test/harness'

const h = useHarness()

interface Create {
  name: string
  post: (tenant: Tenant, key: string, variant: number) => Promise<LightMyRequestResponse>
  /** The id of what an answer created. */
  idOf: (body: Record<string, { id?: unknown; path?: unknown }>) => unknown
  /** How many of them the provider has. */
  count: (tenant: Tenant) => Promise<number>
}

const json = (
  tenant: Tenant,
  path: string,
  key: string,
  payload: object,
): Promise<LightMyRequestResponse> =>
  h.app.inject({
    method: 'POST',
    url: `/api/provider/${tenant.providerId}${path}`,
    headers: { ...bearer(tenant.session), 'idempotency-key': key },
    payload,
  })

const listed = async (tenant: Tenant, path: string, envelope: string) =>
  ((await as(h.app, tenant).get(path)).json()[envelope] as unknown[]).length

const creates: Create[] = [
  {
    name: 'location',
    post: (t, key, v) => json(t, '/location', key, { name: `Depot ${v}` }),
    idOf: (b) => b.location?.id,
    count: (t) => listed(t, '/locations', 'locations'),
  },
  {
    name: 'product',
    post: (t, key, v) => json(t, '/product', key, { name: 'Tea', price: 2 + v }),
    idOf: (b) => b.product?.id,
    count: (t) => listed(t, '/products', 'products'),
  },
  {
    name: 'client',
    post: (t, key, v) => json(t, '/client', key, { name: 'Ana', email: `ana-${v}@x.com` }),
    idOf: (b) => b.client?.id,
    count: (t) => listed(t, '/provider_clients', 'provider_clients'),
  },
  {
    name: 'custom field',
    post: (t, key, v) =>
      json(t, '/metadata/fields', key, {
        entity_type: 'PRODUCTS',
        field_label: `Size ${v}`,
        field_type: 'TEXT',
      }),
    idOf: (b) => b.field?.id,
    count: (t) => listed(t, '/metadata/fields', 'fields'),
  },
  {
    name: 'file',
    post: (t, key, v) => {
      const body = multipart([
        { name: 'file', filename: `photo-${v}.png`, type: 'image/png', body: PNG },
      ])
      return h.app.inject({
        method: 'POST' as const,
        url: `/api/provider/${t.providerId}/file`,
        headers: { ...bearer(t.session), ...body.headers, 'idempotency-key': key },
        payload: body.payload,
      })
    },
    idOf: (b) => b.path,
    count: async () => 0,
  },
]

describe('Idempotency-Key on every create', () => {
  for (const create of creates) {
    it(`${create.name}: a repeat creates one, another request answers 409`, async () => {
      const tenant = await signup(h.app)
      const key = randomUUID()
      const before = await create.count(tenant)
      // A double click: both at once, then a retry after a lost answer.
      const [first, second] = await Promise.all([
        create.post(tenant, key, 1),
        create.post(tenant, key, 1),
      ])
      const retry = await create.post(tenant, key, 1)
      for (const answer of [first!, second!, retry])
        expect(answer.statusCode, answer.body).toBe(201)
      const id = create.idOf(first!.json())
      expect(id).toBeTruthy()
      expect(create.idOf(second!.json())).toBe(id)
      expect(create.idOf(retry.json())).toBe(id)
      expect(retry.headers['idempotent-replayed']).toBe('true')
      if (create.name !== 'file') expect(await create.count(tenant)).toBe(before + 1)

      const other = await create.post(tenant, key, 2)
      expect(other.statusCode).toBe(409)
      expect(other.json().error.code).toBe('idempotency_key_reused')

      // The same key from another provider is that provider's own key.
      const intruder = await signup(h.app)
      const theirs = await create.post(intruder, key, 1)
      expect(theirs.statusCode).toBe(201)
      expect(create.idOf(theirs.json())).not.toBe(id)
    })
  }

  it('one key serves one kind of record', async () => {
    const tenant = await signup(h.app)
    const key = randomUUID()
    expect((await json(tenant, '/location', key, { name: 'A' })).statusCode).toBe(201)
    expect((await json(tenant, '/product', key, { name: 'A', price: 1 })).statusCode).toBe(409)
  })

  it('orders: a double submit, from the provider or the portal, creates one order', async () => {
    const tenant = await signup(h.app)
    const location = await makeLocation(h.app, tenant, { default: true })
    const product = await makeProduct(h.app, tenant)
    const client = await makeClient(h.app, tenant)
    const payload = {
      providerId: tenant.providerId,
      clientId: client.id,
      transaction_type: 'ORDER',
      products: [{ id: product.id, quantity: 1 }],
    }
    for (const options of [{ tenant }, {}]) {
      const idempotencyKey = randomUUID()
      const body = 'tenant' in options ? { ...payload, locationId: location.id } : payload
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => postOrder(h.app, body, { ...options, idempotencyKey })),
      )
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201])
      expect(new Set(answers.map((a) => a.json().order.id)).size).toBe(1)
    }
    expect((await as(h.app, tenant).get('/orders')).json().pagination.total).toBe(2)
  })
})
