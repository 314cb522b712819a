// Photo uploads, serving and deletion through the real HTTP app, with multipart bodies built by
// hand so that the bytes on the wire are exactly the ones under test.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PHOTO_MAX_BYTES } from '../../../common/constants'
import { messages } from '../../../common/messages'
import {
  PNG,
  as,
  bearer,
  errorOf,
  multipart,
  signup,
  useHarness,
  type Tenant,
} from '../../test/harness'

const h = useHarness()

/** The start of a JFIF JPEG: enough for a check by content. */
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(32),
])
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')

function upload(
  tenant: Tenant,
  body: { payload: Buffer | string; headers: Record<string, string> },
  providerId = tenant.providerId,
) {
  return h.app.inject({
    method: 'POST',
    url: `/api/provider/${providerId}/file`,
    headers: { ...bearer(tenant.session), ...body.headers },
    payload: body.payload,
  })
}

const uploadFile = (tenant: Tenant, filename: string, bytes: Buffer, type = 'image/png') =>
  upload(tenant, multipart([{ name: 'file', filename, type, body: bytes }]))

const onDisk = (path: string) => join(h.app.config.DATA_DIR, 'uploads', path)

const getFile = (url: string) => h.app.inject({ method: 'GET', url })

describe('uploading a photo', () => {
  it('stores a PNG under a random name and serves it back as an image', async () => {
    const tenant = await signup(h.app)
    const response = await uploadFile(tenant, 'Shelf photo.png', PNG)
    expect(response.statusCode).toBe(201)
    const { path, url } = response.json<{ path: string; url: string }>()
    expect(path).toMatch(new RegExp(`^${tenant.providerId}/[0-9a-f]{32}\\.png$`))
    expect(url).toBe(`/files/${path}`)
    expect(existsSync(onDisk(path))).toBe(true)

    const served = await getFile(url)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.rawPayload.equals(PNG)).toBe(true)
  })

  it('gives every upload its own name', async () => {
    const tenant = await signup(h.app)
    const a = (await uploadFile(tenant, 'same.png', PNG)).json().path
    const b = (await uploadFile(tenant, 'same.png', PNG)).json().path
    expect(a).not.toBe(b)
  })

  it('keeps the original extension when it matches the content, else uses the real one', async () => {
    const tenant = await signup(h.app)
    const cases: [string, Buffer, string][] = [
      ['holiday.jpeg', JPEG, 'jpeg'],
      ['holiday.JPG', JPEG, 'jpg'],
      ['camera.PNG', PNG, 'png'],
      ['renamed.jpg', PNG, 'png'],
      ['no-extension', JPEG, 'jpg'],
    ]
    for (const [filename, bytes, extension] of cases) {
      const response = await uploadFile(tenant, filename, bytes, 'application/octet-stream')
      expect(response.statusCode, filename).toBe(201)
      expect(response.json().path, filename).toMatch(new RegExp(`/[0-9a-f]{32}\\.${extension}$`))
    }
    const jpeg = (await uploadFile(tenant, 'a.jpeg', JPEG)).json()
    expect((await getFile(jpeg.url)).headers['content-type']).toBe('image/jpeg')
  })

  it('refuses what is not an image by its content, whatever its name or type says', async () => {
    const tenant = await signup(h.app)
    const cases: [string, Buffer, string][] = [
      ['notes.png', Buffer.from('just some text, honestly'), 'image/png'],
      ['logo.svg', SVG, 'image/svg+xml'],
      ['logo.png', SVG, 'image/png'],
      ['page.html', HTML, 'text/html'],
      ['page.png', HTML, 'image/png'],
    ]
    for (const [filename, bytes, type] of cases) {
      const response = await uploadFile(tenant, filename, bytes, type)
      expect(response.statusCode, filename).toBe(415)
      expect(errorOf(response).code, filename).toBe('not_an_image')
    }
    expect(existsSync(onDisk(tenant.providerId))).toBe(false)
  })

  it('accepts exactly 2097152 bytes and refuses one byte more with the spec message', async () => {
    const tenant = await signup(h.app)
    const atLimit = Buffer.concat([PNG, Buffer.alloc(PHOTO_MAX_BYTES - PNG.length)])
    expect((await uploadFile(tenant, 'big.png', atLimit)).statusCode).toBe(201)

    const tooLarge = await uploadFile(tenant, 'huge.png', Buffer.concat([atLimit, Buffer.alloc(1)]))
    expect(tooLarge.statusCode).toBe(413)
    expect(errorOf(tooLarge)).toEqual({
      code: 'file_too_large',
      message: messages.file.photoTooLarge,
    })
  })

  it('asks for a file when there is none', async () => {
    const tenant = await signup(h.app)
    const bodies = [
      multipart([{ name: 'note', body: 'no file here' }]),
      multipart([{ name: 'file', filename: 'empty.png', type: 'image/png', body: '' }]),
      multipart([]),
      {
        payload: JSON.stringify({ file: 'x.png' }),
        headers: { 'content-type': 'application/json' },
      },
    ]
    for (const body of bodies) {
      const response = await upload(tenant, body)
      expect(response.statusCode, body.headers['content-type']).toBe(400)
      expect(errorOf(response)).toEqual({ code: 'file_required', message: messages.file.noFile })
    }
  })

  it('needs a token of a member of the provider', async () => {
    const alice = await signup(h.app)
    const bob = await signup(h.app)
    const body = multipart([{ name: 'file', filename: 'a.png', type: 'image/png', body: PNG }])
    const anonymous = await h.app.inject({
      method: 'POST',
      url: `/api/provider/${alice.providerId}/file`,
      headers: body.headers,
      payload: body.payload,
    })
    expect(anonymous.statusCode).toBe(401)
    expect((await upload(bob, body, alice.providerId)).statusCode).toBe(403)
    expect(existsSync(onDisk(alice.providerId))).toBe(false)
  })

  it('answers a malformed upload with a 4xx error body, never a 500', async () => {
    const tenant = await signup(h.app)
    const truncated = multipart([{ name: 'file', filename: 'a.png', type: 'image/png', body: PNG }])
    const bodies = [
      { payload: truncated.payload.subarray(0, 80), headers: truncated.headers },
      { payload: 'not multipart at all', headers: truncated.headers },
      { payload: truncated.payload, headers: { 'content-type': 'multipart/form-data' } },
      { payload: '{"file":', headers: { 'content-type': 'application/json' } },
    ]
    for (const body of bodies) {
      const response = await upload(tenant, body)
      expect(response.statusCode, response.body).toBe(400)
      expect(errorOf(response)).toEqual({ code: expect.any(String), message: expect.any(String) })
    }
  })
})

describe('serving files', () => {
  it('answers 404 for unknown names and paths that try to leave the folder', async () => {
    const tenant = await signup(h.app)
    for (const url of [
      `/files/${tenant.providerId}/${'0'.repeat(32)}.png`,
      '/files/../../etc/passwd',
      `/files/${tenant.providerId}/..%2f..%2fsecret.png`,
    ]) {
      expect((await getFile(url)).statusCode, url).toBe(404)
    }
  })
})

describe('deleting a photo', () => {
  const remove = (tenant: Tenant | null, path: string) =>
    h.app.inject({
      method: 'DELETE',
      url: `/api/file?file=${encodeURIComponent(path)}`,
      headers: tenant ? bearer(tenant.session) : {},
    })

  it('removes the owner’s file from disk and from the web', async () => {
    const tenant = await signup(h.app)
    const { path, url } = (await uploadFile(tenant, 'a.png', PNG)).json()
    const response = await remove(tenant, path)
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    expect(existsSync(onDisk(path))).toBe(false)
    expect((await getFile(url)).statusCode).toBe(404)
  })

  it('answers 404 to another provider and keeps the file', async () => {
    const alice = await signup(h.app)
    const bob = await signup(h.app)
    const { path, url } = (await uploadFile(alice, 'a.png', PNG)).json()
    const response = await remove(bob, path)
    expect(response.statusCode).toBe(404)
    expect(errorOf(response).code).toBe('not_found')
    expect(existsSync(onDisk(path))).toBe(true)
    expect((await getFile(url)).statusCode).toBe(200)
  })

  it('needs a token', async () => {
    const tenant = await signup(h.app)
    const { path } = (await uploadFile(tenant, 'a.png', PNG)).json()
    const response = await remove(null, path)
    expect(response.statusCode).toBe(401)
    expect(errorOf(response).message).toBe(messages.http.unauthorized)
    expect(existsSync(onDisk(path))).toBe(true)
  })

  it('answers 404 for paths that are not stored photos, and 400 without a path', async () => {
    const tenant = await signup(h.app)
    for (const path of ['../../etc/passwd', `${tenant.providerId}/../x.png`, 'x'.repeat(300)]) {
      expect((await remove(tenant, path)).statusCode, path).toBe(404)
    }
    const missing = await h.app.inject({
      method: 'DELETE',
      url: '/api/file',
      headers: bearer(tenant.session),
    })
    expect(missing.statusCode).toBe(400)
    expect(errorOf(missing).code).toBe('validation_failed')
  })

  it('keeps a photo a product still shows, until the product drops it (remove-photo flow)', async () => {
    const tenant = await signup(h.app)
    const api = as(h.app, tenant)
    const { path, url } = (await uploadFile(tenant, 'a.png', PNG)).json()
    const product = (await api.post('/product', { name: 'Mug', price: 4.5, photo: path })).json()
      .product
    expect(product.photo).toBe(url)

    const inUse = await remove(tenant, path)
    expect(inUse.statusCode).toBe(409)
    expect(errorOf(inUse).code).toBe('file_in_use')
    expect(existsSync(onDisk(path))).toBe(true)

    const cleared = await api.put(`/product/${product.id}`, { photo: null })
    expect(cleared.statusCode).toBe(200)
    expect(cleared.json().product.photo).toBeNull()
    expect((await remove(tenant, path)).statusCode).toBe(204)
    expect(existsSync(onDisk(path))).toBe(false)
  })
})
