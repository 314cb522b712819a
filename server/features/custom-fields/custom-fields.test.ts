import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { FIELD_TYPES } from '../../../common/constants'
import { messages } from '../../../common/messages'
import { as, bearer, errorOf, signup, useHarness } from '../../test/harness'

const h = useHarness()
const m = messages.customField

type Api = ReturnType<typeof as>
interface FieldOut {
  id: string
  entity_type: string
  field_label: string
  field_type: string
  field_options: string[]
  active: boolean
}
const makeField = async (api: Api, overrides: Record<string, unknown> = {}) => {
  const response = await api.post('/metadata/fields', {
    entity_type: 'PRODUCTS',
    field_label: 'Origin',
    field_type: 'TEXT',
    ...overrides,
  })
  if (response.statusCode !== 201) throw new Error(`field not created: ${response.body}`)
  return response.json().field as FieldOut
}
const labels = async (api: Api, query = '') =>
  (await api.get(`/metadata/fields${query}`))
    .json()
    .fields.map((f: FieldOut) => `${f.entity_type} ${f.field_label}`)

describe('creating custom fields', () => {
  it('creates an active field of every type', async () => {
    const api = as(h.app, await signup(h.app))
    for (const type of FIELD_TYPES) {
      const options = type === 'SELECT' ? ['Small', 'Large'] : []
      const response = await api.post('/metadata/fields', {
        entity_type: 'CLIENTS',
        field_label: ` ${type} field `,
        field_type: type,
        field_options: options,
      })
      expect(response.statusCode, type).toBe(201)
      expect(response.json().field).toEqual({
        id: expect.any(String),
        entity_type: 'CLIENTS',
        field_label: `${type} field`,
        field_type: type,
        field_options: options,
        active: true,
      })
    }
  })

  it('keeps options only for dropdowns, and takes an explicit active flag', async () => {
    const api = as(h.app, await signup(h.app))
    expect(await makeField(api, { field_options: ['ignored'], active: false })).toMatchObject({
      field_options: [],
      active: false,
    })
  })

  it('needs a label', async () => {
    const api = as(h.app, await signup(h.app))
    for (const field_label of [undefined, '', '   ', 12]) {
      const response = await api.post('/metadata/fields', {
        entity_type: 'PRODUCTS',
        field_type: 'TEXT',
        field_label,
      })
      expect(response.statusCode, String(field_label)).toBe(400)
      expect(errorOf(response).message).toBe(m.labelRequired)
      expect(errorOf(response).fields?.field_label).toBe(m.labelRequired)
    }
  })

  it('needs at least one option for a dropdown, each one different and not empty', async () => {
    const api = as(h.app, await signup(h.app))
    for (const field_options of [
      undefined,
      [],
      ['Red', 'Red'],
      ['Red', ' Red '],
      ['Coffee', 'coffee'],
      ['Red', ''],
    ]) {
      const response = await api.post('/metadata/fields', {
        entity_type: 'PRODUCTS',
        field_label: 'Color',
        field_type: 'SELECT',
        field_options,
      })
      expect(response.statusCode, JSON.stringify(field_options)).toBe(400)
      expect(
        errorOf(response).fields?.field_options ?? errorOf(response).fields?.['field_options.1'],
      ).toEqual(expect.any(String))
    }
    expect((await api.get('/metadata/fields')).json().fields).toEqual([])
  })

  it('refuses unknown entity and field types', async () => {
    const api = as(h.app, await signup(h.app))
    for (const body of [
      { entity_type: 'ORDERS', field_label: 'X', field_type: 'TEXT' },
      { entity_type: 'PRODUCTS', field_label: 'X', field_type: 'COLOR' },
      { entity_type: 'products', field_label: 'X', field_type: 'text' },
      { field_label: 'X', field_type: 'TEXT' },
    ]) {
      const response = await api.post('/metadata/fields', body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(errorOf(response).code).toBe('validation_failed')
    }
  })
})

describe('listing custom fields', () => {
  it('sorts by entity type, then label case-insensitively', async () => {
    const api = as(h.app, await signup(h.app))
    for (const [entity_type, field_label] of [
      ['PRODUCTS', 'zeta'],
      ['CLIENTS', 'Tier'],
      ['PRODUCTS', 'Alpha'],
      ['CLIENTS', 'notes'],
      ['PRODUCTS', 'beta'],
      ['PRODUCTS', 'Gamma'],
    ]) {
      await makeField(api, { entity_type, field_label })
    }
    expect(await labels(api)).toEqual([
      'CLIENTS notes',
      'CLIENTS Tier',
      'PRODUCTS Alpha',
      'PRODUCTS beta',
      'PRODUCTS Gamma',
      'PRODUCTS zeta',
    ])
    expect(await labels(api, '?entity_type=PRODUCTS')).toEqual([
      'PRODUCTS Alpha',
      'PRODUCTS beta',
      'PRODUCTS Gamma',
      'PRODUCTS zeta',
    ])
    expect(await labels(api, '?entity_type=CLIENTS')).toEqual(['CLIENTS notes', 'CLIENTS Tier'])
    expect((await api.get('/metadata/fields?entity_type=ORDERS')).statusCode).toBe(400)
  })

  it('answers an empty list to a new provider', async () => {
    const api = as(h.app, await signup(h.app))
    expect((await api.get('/metadata/fields')).json()).toEqual({ fields: [] })
  })
})

describe('editing custom fields', () => {
  it('changes label, options and active, and the full body of the drawer', async () => {
    const api = as(h.app, await signup(h.app))
    const field = await makeField(api, { field_type: 'SELECT', field_options: ['Red', 'Blue'] })
    const response = await api.put(`/metadata/fields/${field.id}`, {
      entity_type: 'PRODUCTS',
      field_label: ' Colour ',
      field_type: 'SELECT',
      field_options: ['Red', 'Green'],
      active: false,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().field).toEqual({
      ...field,
      field_label: 'Colour',
      field_options: ['Red', 'Green'],
      active: false,
    })
    const unchanged = await api.put(`/metadata/fields/${field.id}`, {})
    expect(unchanged.statusCode).toBe(200)
    expect(unchanged.json().field).toMatchObject({ field_label: 'Colour', active: false })
    expect((await api.put(`/metadata/fields/${field.id}`, { active: true })).json().field).toEqual({
      ...field,
      field_label: 'Colour',
      field_options: ['Red', 'Green'],
    })
    expect((await api.get('/metadata/fields')).json().fields).toEqual([
      { ...field, field_label: 'Colour', field_options: ['Red', 'Green'] },
    ])
  })

  it('never changes the entity type or the field type', async () => {
    const api = as(h.app, await signup(h.app))
    const field = await makeField(api)
    for (const body of [{ entity_type: 'CLIENTS' }, { field_type: 'NUMBER' }]) {
      const response = await api.put(`/metadata/fields/${field.id}`, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(errorOf(response).code).toBe('immutable_field')
      expect(Object.keys(errorOf(response).fields ?? {})).toEqual(Object.keys(body))
    }
    expect((await api.get('/metadata/fields')).json().fields).toEqual([field])
  })

  it('keeps the label and dropdown rules on update', async () => {
    const api = as(h.app, await signup(h.app))
    const select = await makeField(api, { field_type: 'SELECT', field_options: ['A'] })
    const blank = await api.put(`/metadata/fields/${select.id}`, { field_label: ' ' })
    expect(blank.statusCode).toBe(400)
    expect(errorOf(blank).message).toBe(m.labelRequired)
    for (const field_options of [[], ['A', 'A']]) {
      const response = await api.put(`/metadata/fields/${select.id}`, { field_options })
      expect(response.statusCode, JSON.stringify(field_options)).toBe(400)
      expect(errorOf(response).fields?.field_options).toEqual(expect.any(String))
    }
    const text = await makeField(api)
    const ignored = await api.put(`/metadata/fields/${text.id}`, { field_options: ['X'] })
    expect(ignored.statusCode, ignored.body).toBe(200)
    expect(ignored.json().field.field_options).toEqual([])
  })

  it('answers 404 for an unknown field and 400 for a malformed id', async () => {
    const api = as(h.app, await signup(h.app))
    expect((await api.put(`/metadata/fields/${randomUUID()}`, { active: false })).statusCode).toBe(
      404,
    )
    expect((await api.put('/metadata/fields/7', { active: false })).statusCode).toBe(400)
  })

  it("never shows or changes one provider's fields for another", async () => {
    const aliceTenant = await signup(h.app)
    const alice = as(h.app, aliceTenant)
    const bob = as(h.app, await signup(h.app))
    const field = await makeField(alice, { field_label: 'Secret grade' })
    expect((await bob.get('/metadata/fields')).json()).toEqual({ fields: [] })
    const changed = await bob.put(`/metadata/fields/${field.id}`, {
      field_label: 'Mine',
      active: false,
    })
    expect(changed.statusCode).toBe(404)
    expect(
      (await bob.get(`/api/provider/${aliceTenant.providerId}/metadata/fields`)).statusCode,
    ).toBe(403)
    expect((await alice.get('/metadata/fields')).json().fields).toEqual([field])
  })
})

describe('bad input', () => {
  it('answers wrong types, unknown keys and malformed JSON with a 4xx error body', async () => {
    const tenant = await signup(h.app)
    const api = as(h.app, tenant)
    const field = await makeField(api, { field_type: 'SELECT', field_options: ['A'] })
    const bodies = [
      { entity_type: 'PRODUCTS', field_label: 'X', field_type: 'TEXT', required: true },
      { entity_type: 'PRODUCTS', field_label: 'X', field_type: 'SELECT', field_options: 'A,B' },
      { entity_type: 'PRODUCTS', field_label: 'X', field_type: 'SELECT', field_options: [1, 2] },
      { entity_type: 'PRODUCTS', field_label: 'X', field_type: 'TEXT', active: 'yes' },
      { entity_type: 7, field_label: { en: 'X' }, field_type: null },
      { entity_type: 'PRODUCTS', field_label: 'a\u0000b', field_type: 'TEXT' },
      {
        entity_type: 'PRODUCTS',
        field_label: 'X',
        field_type: 'SELECT',
        field_options: ['\u0000'],
      },
      [],
    ]
    for (const body of bodies) {
      const responses = [
        await api.post('/metadata/fields', body),
        await api.put(`/metadata/fields/${field.id}`, body),
      ]
      for (const response of responses) {
        expect(response.statusCode, JSON.stringify(body)).toBe(400)
        expect(errorOf(response)).toMatchObject({
          code: expect.any(String),
          message: expect.any(String),
        })
      }
    }
    for (const payload of ['{"field_label":', 'null', '42']) {
      const response = await h.app.inject({
        method: 'POST',
        url: `/api/provider/${tenant.providerId}/metadata/fields`,
        headers: { ...bearer(tenant.session), 'content-type': 'application/json' },
        payload,
      })
      expect(response.statusCode, payload).toBe(400)
      expect(errorOf(response).message).toEqual(expect.any(String))
    }
    expect((await api.get('/metadata/fields')).json().fields).toEqual([field])
  })
})
