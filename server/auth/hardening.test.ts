import { SignJWT, decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import type { Session } from '../../common/auth'
import { loadJwtSecret } from './tokens'
import { as, makeClient, signup, uniqueEmail, uploadPhoto, useHarness } from '../test/harness'

const h = useHarness()

interface Claims {
  sub: string
  /** The session; null leaves it out. */
  sid: string | null
  /** null leaves the expiry out. */
  exp?: number | null
  typ?: string
  iss?: string
}

const sign = (secret: string, claims: Claims) => {
  const jwt = new SignJWT({
    typ: claims.typ ?? 'access',
    ...(claims.sid !== null && { sid: claims.sid }),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(claims.iss ?? 'stockline')
  if (claims.exp !== null) jwt.setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 600)
  return jwt.sign(new TextEncoder().encode(secret))
}

const sessionIdOf = (session: Session) => decodeJwt(session.access_token).sid as string

describe('access tokens', () => {
  it('refuses tokens signed with another secret, expired, of another type or issuer, or unsigned', async () => {
    const tenant = await signup(h.app)
    const secret = await loadJwtSecret(h.app.db, undefined)
    const sub = tenant.session.user.id
    const sid = sessionIdOf(tenant.session)
    const now = Math.floor(Date.now() / 1000)
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub, sid, typ: 'access', iss: 'stockline', exp: now + 600 })).toString('base64url')}.`
    const forged = [
      await sign('another-secret-that-is-long-enough-0000', { sub, sid }),
      await sign(secret, { sub, sid, exp: now - 10 }),
      await sign(secret, { sub, sid, typ: 'refresh' }),
      await sign(secret, { sub, sid, iss: 'someone-else' }),
      // Signed with the secret, but never expiring, or of no session: refused all the same.
      await sign(secret, { sub, sid, exp: null }),
      await sign(secret, { sub, sid: null }),
      unsigned,
    ]
    for (const token of forged) {
      const response = await h.app.inject({
        url: `/api/provider/${tenant.providerId}`,
        headers: { authorization: `Bearer ${token}` },
      })
      expect(response.statusCode).toBe(401)
    }
    const genuine = await sign(secret, { sub, sid })
    const ok = await h.app.inject({
      url: `/api/provider/${tenant.providerId}`,
      headers: { authorization: `Bearer ${genuine}` },
    })
    expect(ok.statusCode).toBe(200)
  })

  it('stops accepting a token it has already verified once the token expires', async () => {
    const tenant = await signup(h.app)
    const secret = await loadJwtSecret(h.app.db, undefined)
    const expiresAt = Math.floor(Date.now() / 1000) + 2
    const token = await sign(secret, {
      sub: tenant.session.user.id,
      sid: sessionIdOf(tenant.session),
      exp: expiresAt,
    })
    const call = () =>
      h.app.inject({
        url: `/api/provider/${tenant.providerId}`,
        headers: { authorization: `Bearer ${token}` },
      })
    expect((await call()).statusCode).toBe(200)
    expect((await call()).statusCode).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, expiresAt * 1000 - Date.now() + 50))
    expect((await call()).statusCode).toBe(401)
  })

  it('generates the signing secret once and keeps it in the database for every instance', async () => {
    const first = await loadJwtSecret(h.app.db, undefined)
    const second = await loadJwtSecret(h.app.db, undefined)
    expect(first).toBe(second)
    expect(first.length).toBeGreaterThanOrEqual(48)
    expect(await loadJwtSecret(h.app.db, 'x'.repeat(40))).toBe('x'.repeat(40))
  })

  it('never puts the password or its hash in an answer', async () => {
    const password = 'a-very-private-pass'
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: uniqueEmail(), password },
    })
    expect(response.body).not.toContain(password)
    expect(response.body).not.toContain('argon2')
  })
})

describe('client capability links', () => {
  it('are random version 4 UUIDs', async () => {
    const tenant = await signup(h.app)
    const ids = await Promise.all([1, 2, 3].map(() => makeClient(h.app, tenant)))
    for (const { id } of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(new Set(ids.map((c) => c.id)).size).toBe(3)
  })
})

describe('uploads', () => {
  it('serves a PNG polyglot (image bytes followed by HTML) as an image the browser will not sniff', async () => {
    const tenant = await signup(h.app)
    const polyglot = Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex'),
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ])
    const upload = await uploadPhoto(h.app, tenant, polyglot, 'evil.html')
    expect(upload.statusCode).toBe(201)
    expect(upload.json().path).toMatch(/\.png$/)
    const served = await h.app.inject({ url: upload.json().url })
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['content-security-policy']).toContain('sandbox')
    expect((await as(h.app, tenant).get('/products')).statusCode).toBe(200)
  })
})
