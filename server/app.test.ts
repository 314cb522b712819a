import { describe, expect, it } from 'vitest'
import { useHarness } from './test/harness'

const h = useHarness()

describe('server basics', () => {
  it('reports health with the database kind', async () => {
    const response = await h.app.inject({ url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: h.database.kind })
  })

  it('publishes the OpenAPI document and its UI', async () => {
    const doc = await h.app.inject({ url: '/api/docs/json' })
    expect(doc.statusCode).toBe(200)
    const paths = Object.keys(doc.json<{ paths: object }>().paths)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/signup',
        '/api/provider/{providerId}',
      ]),
    )
    const ui = await h.app.inject({ url: '/api/docs/' })
    expect(ui.statusCode).toBe(200)
    expect(ui.headers['content-type']).toContain('text/html')
  })

  it('sends security headers', async () => {
    const response = await h.app.inject({ url: '/api/health' })
    expect(response.headers['content-security-policy']).toContain("default-src 'self'")
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['strict-transport-security']).toBeDefined()
  })

  it('gives every response a request id, keeping a sane one from the caller', async () => {
    const generated = await h.app.inject({ url: '/api/health' })
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    const given = await h.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } })
    expect(given.headers['x-request-id']).toBe('abc-123')
    const hostile = await h.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': '<script>' },
    })
    expect(hostile.headers['x-request-id']).not.toBe('<script>')
  })

  it('answers unknown API routes with the error body', async () => {
    const response = await h.app.inject({ url: '/api/nothing-here' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'Route GET /api/nothing-here not found.' },
    })
  })

  it('refuses a body larger than 1 MiB with 413', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().error.code).toBe('payload_too_large')
  })
})
