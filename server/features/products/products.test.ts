import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { PAGE_SIZE } from '../../../common/constants'
import { COUNT_CAP } from '../../../common/pagination'
import { products } from '../../db/schema'
import { messages } from '../../../common/messages'
import { z } from 'zod'
import { ProductsEnvelope, type Product } from '../../../common/products'
import {
  as,
  bearer,
  errorOf,
  signup,
  uploadPhoto,
  useHarness,
  type Tenant,
} from '../../test/harness'

const h = useHarness()
const m = messages.product

type Api = ReturnType<typeof as>
const makeProduct = async (api: Api, overrides: Record<string, unknown> = {}) => {
  const response = await api.post('/product', { name: 'Coffee beans', price: 12.5, ...overrides })
  if (response.statusCode !== 201) throw new Error(`product not created: ${response.body}`)
  return response.json().product as Product
}
const numbered = (i: number) => `Product ${String(i).padStart(2, '0')}`
const makeField = async (api: Api, body: Record<string, unknown>) =>
  (await api.post('/metadata/fields', { entity_type: 'PRODUCTS', ...body })).json().field
    .id as string

describe('creating and editing a product', () => {
  it('creates an active product, with or without the trailing slash of the spec', async () => {
    const tenant = await signup(h.app)
    const api = as(h.app, tenant)
    for (const path of ['/product', '/product/']) {
      const response = await api.post(path, {
        name: ' Coffee beans ',
        price: 12.5,
        provider: tenant.providerId,
        photo: null,
      })
      expect(response.statusCode).toBe(201)
      expect(response.json().product).toEqual({
        id: expect.any(String),
        name: 'Coffee beans',
        price: 12.5,
        photo: null,
        photo_path: null,
        provider: tenant.providerId,
        active: true,
        metadata: {},
      })
    }
  })

  it('needs a name', async () => {
    const api = as(h.app, await signup(h.app))
    for (const name of [undefined, '', '  ', 7]) {
      const body = { name, price: 1 }
      const response = await api.post('/product', body)
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).message).toBe(m.nameRequired)
      expect(errorOf(response).fields?.name).toBe(m.nameRequired)
    }
  })

  it('needs a price', async () => {
    const api = as(h.app, await signup(h.app))
    for (const price of [undefined, null, '3']) {
      const body = { name: 'Tea', price }
      const response = await api.post('/product', body)
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).message).toBe(m.priceRequired)
      expect(errorOf(response).fields?.price).toBe(m.priceRequired)
    }
  })

  it('takes prices with at most 2 decimals and never negative', async () => {
    const api = as(h.app, await signup(h.app))
    for (const price of [12.345, -1, -0.01, 1e12]) {
      const response = await api.post('/product', { name: 'Tea', price })
      expect(response.statusCode, String(price)).toBe(400)
      expect(errorOf(response).fields?.price).toEqual(expect.any(String))
    }
    for (const price of [0, 0.1, 1.15, 19.99, 9_999_999_999.99])
      expect((await makeProduct(api, { price })).price).toBe(price)
  })

  it('reads and updates a product, keeping what is not sent', async () => {
    const api = as(h.app, await signup(h.app))
    const { id } = await makeProduct(api)
    const response = await api.put(`/product/${id}`, { name: 'Decaf', active: false })
    expect(response.statusCode).toBe(200)
    expect(response.json().product).toMatchObject({ id, name: 'Decaf', price: 12.5, active: false })
    expect((await api.put(`/product/${id}`, { price: 9.9 })).json().product.price).toBe(9.9)
    expect((await api.get(`/product/${id}`)).json().product).toMatchObject({
      name: 'Decaf',
      price: 9.9,
      active: false,
    })
    const unchanged = await api.put(`/product/${id}`, {})
    expect(unchanged.statusCode).toBe(200)
    expect(unchanged.json().product).toMatchObject({ name: 'Decaf', price: 9.9, active: false })
    const blank = await api.put(`/product/${id}`, { name: ' ' })
    expect(errorOf(blank).message).toBe(m.nameRequired)
    const noPrice = await api.put(`/product/${id}`, { price: null })
    expect(errorOf(noPrice).message).toBe(m.priceRequired)
    expect((await api.put(`/product/${id}`, { price: 1.005 })).statusCode).toBe(400)
  })

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const api = as(h.app, await signup(h.app))
    expect((await api.get(`/product/${randomUUID()}`)).statusCode).toBe(404)
    expect((await api.put(`/product/${randomUUID()}`, { name: 'X' })).statusCode).toBe(404)
    expect((await api.get('/product/42')).statusCode).toBe(400)
  })

  it("accepts only photos stored under the provider's own folder", async () => {
    const tenant = await signup(h.app)
    const other = await signup(h.app)
    const api = as(h.app, tenant)
    const own = (await uploadPhoto(h.app, tenant)).json().path as string
    const product = await makeProduct(api, { photo: own })
    expect(product).toMatchObject({ photo: `/files/${own}`, photo_path: own })
    for (const photo of [
      `${other.providerId}/${'a'.repeat(32)}.png`,
      'http://evil.example/x.png',
      '../x.png',
    ]) {
      const response = await api.put(`/product/${product.id}`, { photo })
      expect(response.statusCode, photo).toBe(400)
      expect(errorOf(response).fields?.photo).toBe('Unknown photo.')
      expect((await api.post('/product', { name: 'X', price: 1, photo })).statusCode).toBe(400)
    }
  })

  it('refuses a photo of its own folder that is not stored (never uploaded, or deleted)', async () => {
    const tenant = await signup(h.app)
    const api = as(h.app, tenant)
    const product = await makeProduct(api)
    const deleted = (await uploadPhoto(h.app, tenant)).json().path as string
    const removed = await h.app.inject({
      method: 'DELETE',
      url: `/api/file?file=${encodeURIComponent(deleted)}`,
      headers: bearer(tenant.session),
    })
    expect(removed.statusCode).toBe(204)
    for (const photo of [`${tenant.providerId}/${'b'.repeat(32)}.png`, deleted]) {
      for (const response of [
        await api.post('/product', { name: 'X', price: 1, photo }),
        await api.put(`/product/${product.id}`, { photo }),
      ]) {
        expect(response.statusCode, photo).toBe(400)
        expect(errorOf(response)).toEqual({
          code: 'photo_missing',
          message: messages.file.photoMissing,
          fields: { photo: messages.file.photoMissing },
        })
      }
    }
    expect((await api.get(`/product/${product.id}`)).json().product.photo).toBeNull()
  })
})

describe('listing products', () => {
  let tenant: Tenant
  let api: Api
  const names = (response: { json(): { products: { name: string }[] } }) =>
    response.json().products.map((p) => p.name)

  beforeAll(async () => {
    tenant = await signup(h.app)
    api = as(h.app, tenant)
    for (let i = 1; i <= 60; i++) await makeProduct(api, { name: numbered(i) })
  })

  it('pages 50 at a time, newest first, with the total', async () => {
    const response = await api.get('/products')
    expect(response.statusCode).toBe(200)
    expect(response.json().pagination).toEqual({ total: 60, limit: PAGE_SIZE.products, offset: 0 })
    expect(names(response)).toHaveLength(50)
    expect(names(response)[0]).toBe('Product 60')
    expect(names(response)[49]).toBe('Product 11')
  })

  it('takes limit and offset, up to 500', async () => {
    const page = await api.get('/products?limit=20&offset=50')
    expect(names(page)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map(numbered))
    expect(page.json().pagination).toEqual({ total: 60, limit: 20, offset: 50 })
    expect(names(await api.get('/products?limit=500'))).toHaveLength(60)
    expect(names(await api.get('/products?offset=60'))).toEqual([])
    for (const query of 'limit=501 limit=0 limit=abc limit=1.5 offset=-1 offset=x'.split(' ')) {
      const response = await api.get(`/products?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(errorOf(response).code).toBe('validation_failed')
    }
  })

  it('filters by availability', async () => {
    const [first] = (await api.get('/products?limit=1')).json().products
    await api.put(`/product/${first.id}`, { active: false })
    const inactive = await api.get('/products?active=false')
    expect(inactive.json().products.map((p: { id: string }) => p.id)).toEqual([first.id])
    expect((await api.get('/products?active=true')).json().pagination.total).toBe(59)
    await api.put(`/product/${first.id}`, { active: true })
  })

  it("never shows one provider's products to another", async () => {
    const bob = as(h.app, await signup(h.app))
    const [product] = (await api.get('/products?limit=1')).json().products
    expect((await bob.get('/products')).json()).toEqual({
      products: [],
      pagination: { total: 0, limit: 50, offset: 0 },
    })
    expect((await bob.get(`/product/${product.id}`)).statusCode).toBe(404)
    expect((await bob.put(`/product/${product.id}`, { name: 'Mine' })).statusCode).toBe(404)
    expect((await bob.get(`/api/provider/${tenant.providerId}/products`)).statusCode).toBe(403)
    expect((await api.get(`/product/${product.id}`)).json().product.name).toBe(product.name)
  })
})

describe('the total of a long list', () => {
  it(`is exact up to ${COUNT_CAP} rows past the offset and a lower bound beyond`, async () => {
    const tenant = await signup(h.app)
    const rows = COUNT_CAP + 100
    await h.app.db.insert(products).values(
      Array.from({ length: rows }, (_, i) => ({
        providerId: tenant.providerId,
        name: numbered(i),
        price: 1,
      })),
    )
    const totalAt = async (offset: number) =>
      (await as(h.app, tenant).get(`/products?offset=${offset}`)).json().pagination.total
    expect(await totalAt(0)).toBe(COUNT_CAP)
    expect(await totalAt(100)).toBe(rows)
    expect(await totalAt(rows - 10)).toBe(rows)
  })
})

describe('the list as PostgreSQL writes it', () => {
  it("has the contract's shape and the same values as the product itself", async () => {
    const tenant = await signup(h.app)
    const api = as(h.app, tenant)
    const field = await makeField(api, { field_label: 'Origin', field_type: 'TEXT' })
    const photo = (await uploadPhoto(h.app, tenant)).json().path as string
    const product = await makeProduct(api, { price: 3.1, photo, metadata: { [field]: 'Perú' } })
    await makeProduct(api, { name: 'Tea', active: false })
    for (const query of ['', '?include_metadata=true', '?active=false']) {
      const response = await api.get(`/products${query}`)
      expect(response.json()).toEqual(z.encode(ProductsEnvelope, response.json()))
    }
    const listed = (await api.get('/products?include_metadata=true')).json().products[1]
    expect(listed).toEqual(product)
    expect(listed).toMatchObject({ price: 3.1, photo: `/files/${photo}`, photo_path: photo })
    expect((await api.get('/products')).json().products[1].metadata).toEqual({})
  })
})

describe('custom values on products', () => {
  let api: Api
  const f = { text: '', number: '', date: '', bool: '', select: '', client: '' }

  beforeAll(async () => {
    api = as(h.app, await signup(h.app))
    f.text = await makeField(api, { field_label: 'Origin', field_type: 'TEXT' })
    f.number = await makeField(api, { field_label: 'Weight', field_type: 'NUMBER' })
    f.date = await makeField(api, { field_label: 'Roasted', field_type: 'DATE' })
    f.bool = await makeField(api, { field_label: 'Organic', field_type: 'BOOLEAN' })
    f.select = await makeField(api, {
      field_label: 'Roast',
      field_type: 'SELECT',
      field_options: ['Light', 'Dark'],
    })
    f.client = await makeField(api, {
      entity_type: 'CLIENTS',
      field_label: 'Tier',
      field_type: 'TEXT',
    })
  })

  it('stores a value of every type and shows them only when asked', async () => {
    const metadata = {
      [f.text]: 'Peru',
      [f.number]: 0.25,
      [f.date]: '2024-02-29',
      [f.bool]: true,
      [f.select]: 'Dark',
    }
    const product = await makeProduct(api, { metadata: { ...metadata, [f.text]: 'Perú ☕🙂' } })
    expect(product.metadata).toEqual({ ...metadata, [f.text]: 'Perú ☕🙂' })
    await api.put(`/product/${product.id}`, { metadata })
    const listed = (await api.get('/products?include_metadata=true')).json().products
    expect(listed.find((p: { id: string }) => p.id === product.id).metadata).toEqual(metadata)
    const plain = (await api.get('/products')).json().products
    expect(plain.find((p: { id: string }) => p.id === product.id).metadata).toEqual({})
    expect(
      (await api.get(`/product/${product.id}?include_metadata=true`)).json().product.metadata,
    ).toEqual(metadata)
  })

  it('checks each value against the type of its field', async () => {
    const bad: [string, unknown[]][] = [
      // PostgreSQL's jsonb holds neither a NUL character nor an unpaired surrogate.
      [f.text, [5, { a: 1 }, 'a\u0000b', 'a\ud800b']],
      [f.number, ['5', 'NaN', true]],
      [f.date, ['2024-13-45', '12/31/2024', 20240101]],
      [f.bool, ['true', 1]],
      [f.select, ['Medium', 'dark', ['Dark']]],
    ]
    for (const [id, value] of bad.flatMap(([id, values]) => values.map((v) => [id, v] as const))) {
      const response = await api.post('/product', {
        name: 'X',
        price: 1,
        metadata: { [id]: value },
      })
      expect(response.statusCode, JSON.stringify(value)).toBe(400)
      expect(errorOf(response).code).toBe('invalid_metadata')
      expect(errorOf(response).fields?.[`metadata.${id}`]).toEqual(expect.any(String))
    }
  })

  it('refuses unknown fields, client fields and fields of another provider', async () => {
    const stranger = as(h.app, await signup(h.app))
    const foreign = await makeField(stranger, { field_label: 'Origin', field_type: 'TEXT' })
    for (const id of [randomUUID(), f.client, foreign, 'origin']) {
      const response = await api.post('/product', { name: 'X', price: 1, metadata: { [id]: 'a' } })
      expect(response.statusCode, id).toBe(400)
      expect(errorOf(response).message).toBe('Unknown custom field.')
    }
    const { id } = await makeProduct(stranger)
    expect((await stranger.put(`/product/${id}`, { metadata: { [f.text]: 'a' } })).statusCode).toBe(
      400,
    )
  })

  it('merges values on update, and a null clears one', async () => {
    const { id } = await makeProduct(api, { metadata: { [f.text]: 'Peru', [f.number]: 1 } })
    const merged = await api.put(`/product/${id}`, { metadata: { [f.number]: 2, [f.bool]: false } })
    expect(merged.json().product.metadata).toEqual({
      [f.text]: 'Peru',
      [f.number]: 2,
      [f.bool]: false,
    })
    const cleared = await api.put(`/product/${id}`, { metadata: { [f.text]: null } })
    expect(cleared.json().product.metadata).toEqual({ [f.number]: 2, [f.bool]: false })
    expect((await api.put(`/product/${id}`, { name: 'Renamed' })).json().product.metadata).toEqual({
      [f.number]: 2,
      [f.bool]: false,
    })
  })
})

describe('bad input', () => {
  it('answers wrong types, unknown keys and malformed JSON with a 4xx error body', async () => {
    const tenant = await signup(h.app)
    const api = as(h.app, tenant)
    const { id } = await makeProduct(api)
    const bodies = [
      { name: ['x'], price: {} },
      { name: 'X', price: 1, color: 'red' },
      { name: 'X', price: 1, active: 'yes' },
      { name: 'X', price: 1, metadata: [] },
      { name: 'X', price: 1, metadata: 'x' },
      { name: 'X', price: 1, provider: 'me' },
      { name: 'a\u0000b', price: 1 },
      [],
    ]
    for (const body of bodies) {
      for (const response of [
        await api.post('/product', body),
        await api.put(`/product/${id}`, body),
      ]) {
        expect(response.statusCode, JSON.stringify(body)).toBe(400)
        expect(errorOf(response)).toMatchObject({
          code: expect.any(String),
          message: expect.any(String),
        })
      }
    }
    for (const payload of ['{"name":', 'null', '']) {
      const response = await h.app.inject({
        method: 'POST',
        url: `/api/provider/${tenant.providerId}/product`,
        headers: { ...bearer(tenant.session), 'content-type': 'application/json' },
        payload,
      })
      expect(response.statusCode, payload).toBe(400)
      expect(errorOf(response).message).toEqual(expect.any(String))
    }
    expect((await api.get('/products?include_metadata=maybe')).statusCode).toBe(400)
  })
})
