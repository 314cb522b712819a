import { describe, expect, it } from 'vitest'
import { messages } from '../../../common/messages'
import { as, errorOf, signup, useHarness } from '../../test/harness'

const h = useHarness()

describe('locations', () => {
  it('creates an active location that is not the default', async () => {
    const tenant = await signup(h.app)
    const response = await as(h.app, tenant).post('/location', {
      name: ' Main store ',
      provider: tenant.providerId,
      active: true,
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().location).toEqual({
      id: expect.any(String),
      name: 'Main store',
      provider: tenant.providerId,
      active: true,
      default: false,
    })
  })

  it('needs a name', async () => {
    const api = as(h.app, await signup(h.app))
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 12 }]) {
      const response = await api.post('/location', body)
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).message).toBe(messages.location.nameRequired)
      expect(errorOf(response).fields?.name).toBe(messages.location.nameRequired)
    }
  })

  it('lists by name, case-insensitively', async () => {
    const api = as(h.app, await signup(h.app))
    for (const name of ['warehouse', 'Backroom', 'annex', 'Zeta'])
      await api.post('/location', { name })
    const names = (await api.get('/locations'))
      .json()
      .locations.map((l: { name: string }) => l.name)
    expect(names).toEqual(['annex', 'Backroom', 'warehouse', 'Zeta'])
  })

  it('keeps at most one default: making one default clears the other', async () => {
    const api = as(h.app, await signup(h.app))
    const a = (await api.post('/location', { name: 'A' })).json().location
    const b = (await api.post('/location', { name: 'B' })).json().location
    expect((await api.put(`/location/${a.id}`, { default: true })).json().location.default).toBe(
      true,
    )
    expect((await api.put(`/location/${b.id}`, { default: true })).json().location.default).toBe(
      true,
    )
    const list = (await api.get('/locations')).json().locations
    expect(
      list.filter((l: { default: boolean }) => l.default).map((l: { id: string }) => l.id),
    ).toEqual([b.id])
  })

  it('survives concurrent default switches with exactly one default', async () => {
    const api = as(h.app, await signup(h.app))
    const ids: string[] = []
    for (const name of ['A', 'B', 'C', 'D'])
      ids.push((await api.post('/location', { name })).json().location.id)
    const answers = await Promise.all(
      ids.map((id) => api.put(`/location/${id}`, { default: true })),
    )
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200])
    const defaults = (await api.get('/locations'))
      .json()
      .locations.filter((l: { default: boolean }) => l.default)
    expect(defaults).toHaveLength(1)
  })

  it('toggles active and renames', async () => {
    const api = as(h.app, await signup(h.app))
    const { id } = (await api.post('/location', { name: 'Old' })).json().location
    const updated = (await api.put(`/location/${id}`, { name: 'New', active: false })).json()
      .location
    expect(updated).toMatchObject({ name: 'New', active: false })
    expect((await api.get(`/location/${id}`)).json().location).toMatchObject({
      name: 'New',
      active: false,
    })
    const blank = await api.put(`/location/${id}`, { name: '' })
    expect(errorOf(blank).message).toBe(messages.location.nameRequired)
  })

  it("keeps each provider's locations to itself", async () => {
    const alice = as(h.app, await signup(h.app))
    const bobTenant = await signup(h.app)
    const bob = as(h.app, bobTenant)
    const { id } = (await alice.post('/location', { name: 'Secret depot' })).json().location
    expect((await bob.get(`/location/${id}`)).statusCode).toBe(404)
    expect((await bob.put(`/location/${id}`, { default: true })).statusCode).toBe(404)
    expect(JSON.stringify((await bob.get('/locations')).json())).not.toContain('Secret depot')
    const aliceTenantId = (await alice.get('/locations')).json().locations[0].provider
    const crossed = await bob.get(`/api/provider/${aliceTenantId}/locations`)
    expect(crossed.statusCode).toBe(403)
  })

  it('answers 400 for a malformed id and unknown fields', async () => {
    const api = as(h.app, await signup(h.app))
    expect((await api.get('/location/not-a-uuid')).statusCode).toBe(400)
    expect((await api.post('/location', { name: 'X', color: 'red' })).statusCode).toBe(400)
    const { id } = (await api.post('/location', { name: 'Nothing to change' })).json().location
    expect((await api.put(`/location/${id}`, {})).json().location.name).toBe('Nothing to change')
    expect((await api.post('/location', { name: 'Nul\u0000byte' })).statusCode).toBe(400)
  })
})
