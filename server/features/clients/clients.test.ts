import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ProviderClientsEnvelope, type Client } from '../../../common/clients'
import { PAGE_SIZE } from '../../../common/constants'
import { messages } from '../../../common/messages'
import {
  as,
  bearer,
  errorOf,
  signup,
  uniqueEmail,
  useHarness,
  type Tenant,
} from '../../test/harness'

const h = useHarness()
const m = messages.client

type Api = ReturnType<typeof as>
const makeClient = async (api: Api, overrides: Record<string, unknown> = {}) => {
  const body = { name: 'Ana Ruiz', email: uniqueEmail('client'), ...overrides }
  const response = await api.post('/client', body)
  if (response.statusCode !== 201) throw new Error(`client not created: ${response.body}`)
  return response.json().client as Client
}
const makeField = async (api: Api, field_label: string) => {
  const body = { entity_type: 'CLIENTS', field_label, field_type: 'TEXT' }
  return (await api.post('/metadata/fields', body)).json().field.id as string
}
const numbered = (i: number) => `Client ${String(i).padStart(2, '0')}`
const relationOf = async (api: Api, clientId: string) =>
  (await api.get(`/provider_client?client_id=${clientId}`)).json().provider_client as {
    id: string
    active: boolean
  }

describe('creating and editing a client', () => {
  it('creates a client linked to the provider', async () => {
    const api = as(h.app, await signup(h.app))
    const email = uniqueEmail('ana')
    const response = await api.post('/client', {
      name: ' Ana Ruiz ',
      email: ` ${email} `,
      address: '1 Main St',
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().client).toEqual({
      id: expect.any(String),
      name: 'Ana Ruiz',
      email,
      address: '1 Main St',
      metadata: {},
    })
    const { id } = response.json().client
    expect((await api.get(`/client/${id}`)).json().client).toEqual(response.json().client)
  })

  it('needs a name and an email, with the create sentences', async () => {
    const api = as(h.app, await signup(h.app))
    const cases: [object, string, string][] = [
      [{ email: uniqueEmail() }, 'name', m.nameRequired],
      [{ name: ' ', email: uniqueEmail() }, 'name', m.nameRequired],
      [{ name: 'Ana' }, 'email', m.emailRequired],
      [{ name: 'Ana', email: '' }, 'email', m.emailRequired],
      [{ name: 'Ana', email: '   ' }, 'email', m.emailRequired],
      [{ name: 'Ana', email: 3 }, 'email', m.emailRequired],
    ]
    for (const [body, field, message] of cases) {
      const response = await api.post('/client', body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(errorOf(response).message).toBe(message)
      expect(errorOf(response).fields?.[field]).toBe(message)
    }
    const invalid = await api.post('/client', { name: 'Ana', email: 'not-an-email' })
    expect(invalid.statusCode).toBe(400)
    expect(errorOf(invalid).fields?.email).toEqual(expect.any(String))
  })

  it('updates name, email and address, with the update sentence for a blank email', async () => {
    const api = as(h.app, await signup(h.app))
    const { id } = await makeClient(api)
    const newEmail = uniqueEmail('renamed')
    const response = await api.put(`/client/${id}`, {
      name: 'Ana R.',
      email: newEmail,
      address: null,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().client).toMatchObject({
      id,
      name: 'Ana R.',
      email: newEmail,
      address: null,
    })
    expect((await api.put(`/client/${id}`, { email: newEmail.toUpperCase() })).statusCode).toBe(200)
    const unchanged = await api.put(`/client/${id}`, {})
    expect(unchanged.statusCode).toBe(200)
    expect(unchanged.json().client).toMatchObject({ name: 'Ana R.', address: null })
    for (const [body, field, message] of [
      [{ email: '' }, 'email', m.emailRequiredOnUpdate],
      [{ email: '  ' }, 'email', m.emailRequiredOnUpdate],
      [{ name: '' }, 'name', m.nameRequired],
    ] as const) {
      const blank = await api.put(`/client/${id}`, body)
      expect(blank.statusCode).toBe(400)
      expect(errorOf(blank).message).toBe(message)
      expect(errorOf(blank).fields?.[field]).toBe(message)
    }
  })

  it('answers 409 for a client the provider already has, or an email another client uses', async () => {
    const api = as(h.app, await signup(h.app))
    const ana = await makeClient(api)
    const again = await api.post('/client', { name: 'Ana again', email: ana.email.toUpperCase() })
    expect(again.statusCode).toBe(409)
    expect(errorOf(again).code).toBe('client_exists')
    const bo = await makeClient(api, { name: 'Bo' })
    const taken = await api.put(`/client/${bo.id}`, { email: ana.email })
    expect(taken.statusCode).toBe(409)
    expect((await api.get(`/client/${bo.id}`)).json().client.email).toBe(bo.email)
    expect((await api.get('/provider_clients')).json().pagination.total).toBe(2)
  })

  it('answers 404 for an unknown client and 400 for a malformed id', async () => {
    const api = as(h.app, await signup(h.app))
    expect((await api.get(`/client/${randomUUID()}`)).statusCode).toBe(404)
    expect((await api.put(`/client/${randomUUID()}`, { name: 'X' })).statusCode).toBe(404)
    expect((await api.get('/client/12')).statusCode).toBe(400)
  })
})

describe('two providers who know the same person', () => {
  it('each get a record of their own, whatever letter case the email is typed in', async () => {
    const alice = as(h.app, await signup(h.app))
    const bob = as(h.app, await signup(h.app))
    const email = uniqueEmail('Shared')
    const hers = await makeClient(alice, { email, address: '1 Secret Street' })
    const his = await bob.post('/client', { name: 'Ana', email: email.toUpperCase() })
    expect(his.statusCode).toBe(201)
    expect(his.json().client).toEqual({
      id: expect.any(String),
      name: 'Ana',
      email: email.toUpperCase(),
      address: null,
      metadata: {},
    })
    expect(his.json().client.id).not.toBe(hers.id)
    expect((await bob.get(`/client/${hers.id}`)).statusCode).toBe(404)
    expect((await alice.get(`/client/${hers.id}`)).json().client).toEqual(hers)
  })

  it("keeps each provider's custom values to itself", async () => {
    const alice = as(h.app, await signup(h.app))
    const bob = as(h.app, await signup(h.app))
    const aliceField = await makeField(alice, 'Tier')
    const bobField = await makeField(bob, 'Route')
    const hers = await makeClient(alice, { metadata: { [aliceField]: 'Gold' } })
    const refused = await bob.post('/client', {
      name: 'Ana',
      email: hers.email,
      metadata: { [aliceField]: 'x' },
    })
    expect(refused.statusCode).toBe(400)
    expect(errorOf(refused).code).toBe('invalid_metadata')

    const his = (await bob.post('/client', { name: 'Ana', email: hers.email })).json().client
    expect(his.metadata).toEqual({})
    await bob.put(`/client/${his.id}`, { metadata: { [bobField]: 'North' } })
    expect((await bob.get(`/client/${his.id}`)).json().client.metadata).toEqual({
      [bobField]: 'North',
    })
    expect((await alice.get(`/client/${hers.id}`)).json().client.metadata).toEqual({
      [aliceField]: 'Gold',
    })
    expect(
      (await bob.put(`/client/${his.id}`, { metadata: { [aliceField]: 'x' } })).statusCode,
    ).toBe(400)
  })
  it('merges custom values on update, and a null clears one', async () => {
    const api = as(h.app, await signup(h.app))
    const tier = await makeField(api, 'Tier')
    const notes = await makeField(api, 'Notes')
    const { id } = await makeClient(api, { metadata: { [tier]: 'Gold' } })
    const merged = await api.put(`/client/${id}`, { metadata: { [notes]: 'Calls first' } })
    expect(merged.json().client.metadata).toEqual({ [tier]: 'Gold', [notes]: 'Calls first' })
    const cleared = await api.put(`/client/${id}`, { metadata: { [tier]: null } })
    expect(cleared.json().client.metadata).toEqual({ [notes]: 'Calls first' })
    const wrongType = await api.put(`/client/${id}`, { metadata: { [notes]: 12 } })
    expect(wrongType.statusCode).toBe(400)
  })
})

describe('provider-client relations', () => {
  let tenant: Tenant
  let api: Api
  const clientNames = (response: {
    json(): { provider_clients: { client: { name: string } }[] }
  }) => response.json().provider_clients.map((r) => r.client.name)

  beforeAll(async () => {
    tenant = await signup(h.app)
    api = as(h.app, tenant)
    for (let i = 1; i <= 55; i++) await makeClient(api, { name: numbered(i) })
  })

  it('pages 50 at a time, newest first, with the total', async () => {
    const first = await api.get('/provider_clients')
    expect(first.statusCode).toBe(200)
    expect(first.json().pagination).toEqual({ total: 55, limit: PAGE_SIZE.clients, offset: 0 })
    expect(clientNames(first)).toHaveLength(50)
    expect(clientNames(first)[0]).toBe('Client 55')
    const last = await api.get('/provider_clients?limit=10&offset=50')
    expect(clientNames(last)).toEqual([5, 4, 3, 2, 1].map(numbered))
    expect(last.json().pagination).toEqual({ total: 55, limit: 10, offset: 50 })
    expect(clientNames(await api.get('/provider_clients?limit=500'))).toHaveLength(55)
    for (const query of ['limit=501', 'limit=0', 'limit=ten', 'offset=-5']) {
      expect((await api.get(`/provider_clients?${query}`)).statusCode, query).toBe(400)
    }
  })

  it('finds the relation by client id and toggles it active', async () => {
    const [row] = (await api.get('/provider_clients?limit=1')).json().provider_clients
    const relation = await relationOf(api, row.client.id)
    expect(relation).toEqual({
      id: row.id,
      active: true,
      client: { id: row.client.id, name: 'Client 55', email: row.client.email },
      provider: { id: tenant.providerId, name: tenant.name, email: tenant.email },
    })
    const off = await api.put(`/provider_client/${relation.id}`, { active: false })
    expect(off.statusCode).toBe(200)
    expect(off.json().providerClient).toMatchObject({ id: relation.id, active: false })
    expect((await relationOf(api, row.client.id)).active).toBe(false)
    const inactive = (await api.get('/provider_clients?active=false')).json()
    expect(inactive.provider_clients.map((r: { id: string }) => r.id)).toEqual([relation.id])
    expect(
      (await api.put(`/provider_client/${relation.id}`, { active: true })).json().providerClient
        .active,
    ).toBe(true)
  })

  it('answers 400 without a client id or an active flag, and 404 for an unknown one', async () => {
    expect((await api.get('/provider_client')).statusCode).toBe(400)
    expect((await api.get('/provider_client?client_id=x')).statusCode).toBe(400)
    expect((await api.get(`/provider_client?client_id=${randomUUID()}`)).statusCode).toBe(404)
    expect((await api.put(`/provider_client/${randomUUID()}`, { active: false })).statusCode).toBe(
      404,
    )
    const [row] = (await api.get('/provider_clients?limit=1')).json().provider_clients
    for (const body of [{}, { active: 'no' }, { active: false, client: 'x' }]) {
      expect((await api.put(`/provider_client/${row.id}`, body)).statusCode).toBe(400)
    }
  })

  it("never shows one provider's clients to another", async () => {
    const bob = as(h.app, await signup(h.app))
    const [row] = (await api.get('/provider_clients?limit=1')).json().provider_clients
    expect((await bob.get('/provider_clients')).json()).toEqual({
      provider_clients: [],
      pagination: { total: 0, limit: 50, offset: 0 },
    })
    expect((await bob.get(`/client/${row.client.id}`)).statusCode).toBe(404)
    expect((await bob.put(`/client/${row.client.id}`, { name: 'Mine' })).statusCode).toBe(404)
    expect((await bob.get(`/provider_client?client_id=${row.client.id}`)).statusCode).toBe(404)
    expect((await bob.put(`/provider_client/${row.id}`, { active: false })).statusCode).toBe(404)
    expect((await bob.get(`/api/provider/${tenant.providerId}/provider_clients`)).statusCode).toBe(
      403,
    )
    expect((await relationOf(api, row.client.id)).active).toBe(true)
    expect((await api.get(`/client/${row.client.id}`)).json().client.name).toBe(row.client.name)
  })
})

describe('the relations list as PostgreSQL writes it', () => {
  it("has the contract's shape and the same values as one relation", async () => {
    const tenant = await signup(h.app)
    const api = as(h.app, tenant)
    const client = await makeClient(api)
    const response = await api.get('/provider_clients')
    expect(response.json()).toEqual(z.encode(ProviderClientsEnvelope, response.json()))
    const relation = (await api.get(`/provider_client?client_id=${client.id}`)).json()
    expect(response.json().provider_clients).toEqual([relation.provider_client])
  })
})

describe('bad input', () => {
  it('answers wrong types, unknown keys and malformed JSON with a 4xx error body', async () => {
    const tenant = await signup(h.app)
    const api = as(h.app, tenant)
    const { id } = await makeClient(api)
    const bodies = [
      { name: ['x'], email: {} },
      { name: 'X', email: uniqueEmail(), role: 'admin' },
      { name: 'X', email: uniqueEmail(), address: 5 },
      { name: 'X', email: uniqueEmail(), metadata: [] },
      { name: 'X', email: uniqueEmail(), metadata: { 'not-a-uuid': 1 } },
      { name: 'a\u0000b', email: uniqueEmail() },
      { name: 'X', email: uniqueEmail(), address: 'Main St\u0000' },
      [],
    ]
    for (const body of bodies) {
      for (const response of [
        await api.post('/client', body),
        await api.put(`/client/${id}`, body),
      ]) {
        expect(response.statusCode, JSON.stringify(body)).toBe(400)
        expect(errorOf(response)).toMatchObject({
          code: expect.any(String),
          message: expect.any(String),
        })
      }
    }
    for (const payload of ['{"name":', 'null', '"x"']) {
      const response = await h.app.inject({
        method: 'POST',
        url: `/api/provider/${tenant.providerId}/client`,
        headers: { ...bearer(tenant.session), 'content-type': 'application/json' },
        payload,
      })
      expect(response.statusCode, payload).toBe(400)
      expect(errorOf(response).message).toEqual(expect.any(String))
    }
    expect((await api.get('/provider_clients?active=maybe')).statusCode).toBe(400)
  })
})
