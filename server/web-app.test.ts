import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { as, makeLocation, signup, useHarness } from './test/harness'

// A build as `npm run build` leaves it: each text file with its .br and .gz siblings.
const webDir = mkdtempSync(join(tmpdir(), 'stockline-web-'))
mkdirSync(join(webDir, 'assets'))
const files = {
  'index.html': '<!doctype html><title>Stockline</title><div id="root"></div>',
  'landing.html': '<!doctype html><title>Stockline · landing</title><div id="root"></div>',
  'assets/app.js': `console.log(${JSON.stringify('stock '.repeat(500))})`,
}
for (const [name, text] of Object.entries(files)) {
  writeFileSync(join(webDir, name), text)
  writeFileSync(join(webDir, `${name}.br`), brotliCompressSync(text))
  writeFileSync(join(webDir, `${name}.gz`), gzipSync(text))
}
writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')

const h = useHarness({ WEB_DIR: webDir })

describe('serving the web app', () => {
  it('answers every app route with index.html and "/" with the landing page, not cached', async () => {
    for (const path of ['/login', '/provider/abc/inbox', '/client/xyz/order/12']) {
      const response = await h.app.inject({ url: path })
      expect(response.statusCode, path).toBe(200)
      expect(response.headers['content-type']).toContain('text/html')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toBe(files['index.html'])
    }
    for (const path of ['/', '/?ref=mail']) {
      const landing = await h.app.inject({ url: path })
      expect(landing.headers['cache-control']).toBe('no-cache')
      expect(landing.body, path).toBe(files['landing.html'])
    }
  })

  it('sends the brotli file to a browser that accepts it', async () => {
    const response = await h.app.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['vary']).toBe('accept-encoding')
    expect(response.headers['content-type']).toContain('javascript')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(files['assets/app.js'])
  })

  it('sends the gzip file when brotli is not accepted, and the plain one without any', async () => {
    const gzip = await h.app.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(files['assets/app.js'])

    const plain = await h.app.inject({ url: '/assets/app.js' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    // The plain file too depends on the request's accept-encoding, which caches must know.
    expect(plain.headers['vary']).toBe('accept-encoding')
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(plain.body).toBe(files['assets/app.js'])
  })

  it('sends a file without compressed siblings as it is', async () => {
    const response = await h.app.inject({
      url: '/favicon.svg',
      headers: { 'accept-encoding': 'br' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.headers['content-type']).toContain('image/svg+xml')
  })

  it('sends the documents compressed too, from any app route', async () => {
    const response = await h.app.inject({
      url: '/provider/abc/order/7',
      headers: { 'accept-encoding': 'br' },
    })
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers['vary']).toBe('accept-encoding')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(files['index.html'])
  })

  it('answers a revalidation with 304 and no body', async () => {
    const headers = { 'accept-encoding': 'br' }
    const first = await h.app.inject({ url: '/login', headers })
    const etag = first.headers['etag']
    expect(etag).toBeDefined()
    const again = await h.app.inject({
      url: '/login',
      headers: { ...headers, 'if-none-match': String(etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload).toHaveLength(0)
  })

  it('keeps unknown API routes a JSON 404', async () => {
    const response = await h.app.inject({ url: '/api/nothing' })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('not_found')
    const post = await h.app.inject({ method: 'POST', url: '/somewhere' })
    expect(post.statusCode).toBe(404)
  })
})

describe('compressing API answers', () => {
  it('compresses a large JSON answer for a client that asks, and only then', async () => {
    const tenant = await signup(h.app)
    for (let i = 0; i < 12; i++) await makeLocation(h.app, tenant)
    const plain = await as(h.app, tenant).get('/locations')
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(1024)

    const gzip = await h.app.inject({
      url: `/api/provider/${tenant.providerId}/locations`,
      headers: {
        authorization: `Bearer ${tenant.session.access_token}`,
        'accept-encoding': 'gzip',
      },
    })
    expect(gzip.statusCode).toBe(200)
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.headers['vary']).toContain('accept-encoding')
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json())
  })

  it('leaves small answers and HEAD requests without a body alone', async () => {
    const small = await h.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip, br' },
    })
    expect(small.statusCode).toBe(200)
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.json()).toBeTruthy()

    const head = await h.app.inject({
      method: 'HEAD',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip, br' },
    })
    expect(head.statusCode).toBe(200)
    expect(head.rawPayload).toHaveLength(0)
  })
})
