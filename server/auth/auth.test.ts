import { describe, expect, it, vi } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { Session } from '../../common/auth'
import { messages } from '../../common/messages'
import { passwordResetTokens } from '../db/schema'
import { hashToken } from './tokens'
import { bearer, errorOf, freshIp, signup, uniqueEmail, useHarness } from '../test/harness'

const h = useHarness()

const post = (url: string, payload: unknown, remoteAddress = freshIp()) =>
  h.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress })

function resetTokenFrom(text: string) {
  const match = /\/reset#access_token=([\w-]+)&type=recovery/.exec(text)
  if (!match) throw new Error(`no reset link in: ${text}`)
  return match[1]!
}

describe('signup', () => {
  it('creates the user, a provider named after the business and an owner membership', async () => {
    const email = uniqueEmail()
    const response = await post('/api/auth/signup', {
      email,
      password: 'secret-7',
      name: 'Corner Shop',
    })
    expect(response.statusCode).toBe(201)
    const session = response.json<Session>()
    expect(session.token_type).toBe('bearer')
    expect(session.expires_in).toBeGreaterThan(0)
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000)
    expect(session.user.email).toBe(email)
    expect(session.user.providers).toEqual([
      { provider: { id: expect.any(String), name: 'Corner Shop', plan: 'free' }, role: 'owner' },
    ])
  })

  it('refuses an email that exists in any letter case with 409', async () => {
    const { email } = await signup(h.app)
    const response = await post('/api/auth/signup', {
      email: email.toUpperCase(),
      password: 'secret-7',
    })
    expect(response.statusCode).toBe(409)
    expect(errorOf(response)).toEqual({ code: 'email_taken', message: messages.auth.emailTaken })
  })

  it('needs a password longer than 6 characters', async () => {
    const short = await post('/api/auth/signup', { email: uniqueEmail(), password: '123456' })
    expect(short.statusCode).toBe(400)
    expect(errorOf(short).message).toBe(messages.auth.passwordTooShort)
    const seven = await post('/api/auth/signup', { email: uniqueEmail(), password: '1234567' })
    expect(seven.statusCode).toBe(201)
  })

  it('needs an email and a password', async () => {
    const response = await post('/api/auth/signup', { name: 'Nobody' })
    expect(response.statusCode).toBe(400)
    expect(errorOf(response).message).toBe(messages.auth.emailOrPhoneRequired)
  })

  it('names the business after the email when no name is given', async () => {
    const response = await post('/api/auth/signup', {
      email: 'maria.lopez@example.org'.replace('@', `+${Date.now()}@`),
      password: 'secret-7',
    })
    expect(response.json<Session>().user.providers[0]?.provider.name).toMatch(/^maria\.lopez\+\d+$/)
  })

  it('refuses unknown fields and wrong types with 400, never 500', async () => {
    for (const payload of [
      { email: uniqueEmail(), password: 'secret-7', admin: true },
      { email: 42, password: 'secret-7' },
      { email: uniqueEmail(), password: ['x'] },
      [],
    ]) {
      const response = await post('/api/auth/signup', payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(errorOf(response).code).toBeTruthy()
    }
  })

  it('answers a body that is not JSON with 415', async () => {
    const response = await post('/api/auth/signup', 'just text')
    expect(response.statusCode).toBe(415)
    expect(errorOf(response).code).toBe('unsupported_media_type')
  })

  it('answers malformed JSON with the error body', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expect(response.statusCode).toBe(400)
    expect(errorOf(response)).toEqual({
      code: 'invalid_json',
      message: 'The request body is not valid JSON.',
    })
  })
})

describe('login', () => {
  it('signs in with the right password, whatever the email case', async () => {
    const user = await signup(h.app)
    const response = await post('/api/auth/login', {
      email: user.email.toUpperCase(),
      password: user.password,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json<Session>().user.providers[0]?.provider.id).toBe(user.providerId)
  })

  it('answers 401 Invalid credentials for a wrong password and for an unknown email alike', async () => {
    const user = await signup(h.app)
    const wrong = await post('/api/auth/login', { email: user.email, password: 'not-the-password' })
    const unknown = await post('/api/auth/login', { email: uniqueEmail(), password: 'whatever-1' })
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401)
      expect(errorOf(response)).toEqual({
        code: 'invalid_credentials',
        message: 'Invalid credentials',
      })
    }
  })

  it('needs both fields', async () => {
    const response = await post('/api/auth/login', { email: '', password: '' })
    expect(response.statusCode).toBe(400)
    expect(errorOf(response).message).toBe(messages.auth.fillAllFields)
  })

  it('is rate limited per address and email, but a person can retry 20 times a minute', async () => {
    const user = await signup(h.app)
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (await post('/api/auth/login', { email: user.email, password: 'wrong-pass' }, ip))
          .statusCode,
      )
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    const limited = await post(
      '/api/auth/login',
      { email: user.email, password: user.password },
      ip,
    )
    expect(errorOf(limited).code).toBe('rate_limited')
    const elsewhere = await post('/api/auth/login', { email: user.email, password: user.password })
    expect(elsewhere.statusCode).toBe(200)
  })
})

describe('refresh', () => {
  it('rotates the refresh token and gives a working access token', async () => {
    const { session, providerId } = await signup(h.app)
    const response = await post('/api/auth/refresh', { refresh_token: session.refresh_token })
    expect(response.statusCode).toBe(200)
    const next = response.json<Session>()
    expect(next.refresh_token).not.toBe(session.refresh_token)
    const me = await h.app.inject({ url: `/api/provider/${providerId}`, headers: bearer(next) })
    expect(me.statusCode).toBe(200)
  })

  it('revokes the whole family when a token rotated a while ago is presented again', async () => {
    const { session } = await signup(h.app)
    const second = (
      await post('/api/auth/refresh', { refresh_token: session.refresh_token })
    ).json<Session>()
    // Past the reuse window: the first token was rotated long enough ago to be a leak.
    await h.database.db.execute(
      sql`update refresh_tokens set revoked_at = now() - interval '1 minute' where revoked_at is not null`,
    )
    const replay = await post('/api/auth/refresh', { refresh_token: session.refresh_token })
    expect(replay.statusCode).toBe(401)
    expect(errorOf(replay).code).toBe('invalid_refresh_token')
    const victim = await post('/api/auth/refresh', { refresh_token: second.refresh_token })
    expect(victim.statusCode).toBe(401)
    // The access token of the leaked session stops working at once, not in 15 minutes.
    const me = await h.app.inject({
      url: `/api/provider/${second.user.providers[0]!.provider.id}`,
      headers: bearer(second),
    })
    expect(me.statusCode).toBe(401)
  })

  it('answers two tabs refreshing the same token at once with the same new pair', async () => {
    const { session } = await signup(h.app)
    const answers = await Promise.all([
      post('/api/auth/refresh', { refresh_token: session.refresh_token }),
      post('/api/auth/refresh', { refresh_token: session.refresh_token }),
    ])
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200])
    const [a, b] = answers.map((r) => r.json<Session>())
    expect(b!.refresh_token).toBe(a!.refresh_token)
    expect(b!.access_token).toBe(a!.access_token)
    expect(a!.refresh_token).not.toBe(session.refresh_token)
    // A moment later, the second tab again: still the same pair, and the session lives on.
    const late = await post('/api/auth/refresh', { refresh_token: session.refresh_token })
    expect(late.json<Session>().refresh_token).toBe(a!.refresh_token)
    const next = await post('/api/auth/refresh', { refresh_token: a!.refresh_token })
    expect(next.statusCode).toBe(200)
  })

  it('refuses an unknown token', async () => {
    const response = await post('/api/auth/refresh', { refresh_token: 'made-up' })
    expect(response.statusCode).toBe(401)
  })
})

describe('logout', () => {
  it('revokes the refresh token', async () => {
    const { session } = await signup(h.app)
    const out = await post('/api/auth/logout', { refresh_token: session.refresh_token })
    expect(out.statusCode).toBe(204)
    const after = await post('/api/auth/refresh', { refresh_token: session.refresh_token })
    expect(after.statusCode).toBe(401)
  })
})

/** The reset mail to this address: it is sent after the answer, so it may take a moment. */
const mailTo = (email: string) =>
  vi.waitFor(() => {
    const mail = h.mails.findLast((m) => m.to === email)
    if (!mail) throw new Error(`no mail to ${email} yet`)
    return mail
  })

describe('password reset', () => {
  it('mails a single-use link that sets a new password and signs in', async () => {
    const user = await signup(h.app)
    const sent = await post('/api/auth/send_reset', { email: user.email })
    expect(sent.statusCode).toBe(200)
    expect(sent.json()).toEqual({ sent: true })
    const mail = await mailTo(user.email)
    expect(mail.text).toContain('http://localhost:3000/reset#access_token=')
    const token = resetTokenFrom(mail.text)

    const reset = await post('/api/auth/reset', {
      password: 'brand-new-pass',
      auth: { access_token: token },
    })
    expect(reset.statusCode).toBe(200)
    expect(reset.json<Session>().user.email).toBe(user.email)

    const oldPassword = await post('/api/auth/login', {
      email: user.email,
      password: user.password,
    })
    expect(oldPassword.statusCode).toBe(401)
    const newPassword = await post('/api/auth/login', {
      email: user.email,
      password: 'brand-new-pass',
    })
    expect(newPassword.statusCode).toBe(200)

    const again = await post('/api/auth/reset', {
      password: 'another-pass',
      auth: { access_token: token },
    })
    expect(again.statusCode).toBe(400)
    expect(errorOf(again)).toEqual({
      code: 'invalid_reset_token',
      message: messages.auth.resetLinkInvalid,
    })
  })

  it('revokes the sessions that existed before the reset', async () => {
    const user = await signup(h.app)
    await post('/api/auth/send_reset', { email: user.email })
    const token = resetTokenFrom((await mailTo(user.email)).text)
    await post('/api/auth/reset', { password: 'brand-new-pass', auth: { access_token: token } })
    const stale = await post('/api/auth/refresh', { refresh_token: user.session.refresh_token })
    expect(stale.statusCode).toBe(401)
  })

  it('refuses an expired token', async () => {
    const user = await signup(h.app)
    await post('/api/auth/send_reset', { email: user.email })
    const token = resetTokenFrom((await mailTo(user.email)).text)
    await h.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)))
    const response = await post('/api/auth/reset', {
      password: 'brand-new-pass',
      auth: { access_token: token },
    })
    expect(response.statusCode).toBe(400)
    expect(errorOf(response).code).toBe('invalid_reset_token')
  })

  it('applies the password rule to the new password', async () => {
    const response = await post('/api/auth/reset', {
      password: 'short',
      auth: { access_token: 'x' },
    })
    expect(response.statusCode).toBe(400)
    expect(errorOf(response).message).toBe(messages.auth.passwordTooShort)
  })

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const email = uniqueEmail()
    const response = await post('/api/auth/send_reset', { email })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ sent: true })
    // Given the time a mail to a known address takes to go out, none goes to this one.
    const known = await signup(h.app)
    await post('/api/auth/send_reset', { email: known.email })
    await mailTo(known.email)
    expect(h.mails.some((m) => m.to === email)).toBe(false)
  })

  it('needs an email', async () => {
    const response = await post('/api/auth/send_reset', { email: ' ' })
    expect(response.statusCode).toBe(400)
    expect(errorOf(response).message).toBe(messages.auth.fillEmail)
  })

  it('is rate limited per address and email', async () => {
    const user = await signup(h.app)
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await post('/api/auth/send_reset', { email: user.email }, ip)).statusCode)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})

describe('provider guard', () => {
  it('answers 401 without a token or with a bad one', async () => {
    const { providerId } = await signup(h.app)
    const none = await h.app.inject({ url: `/api/provider/${providerId}` })
    expect(none.statusCode).toBe(401)
    const forged = await h.app.inject({
      url: `/api/provider/${providerId}`,
      headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
    })
    expect(forged.statusCode).toBe(401)
    expect(errorOf(forged).code).toBe('unauthorized')
  })

  it("answers 403 for another provider's id, and for an id that is not a uuid", async () => {
    const alice = await signup(h.app)
    const bob = await signup(h.app)
    for (const id of [bob.providerId, 'not-a-uuid']) {
      const response = await h.app.inject({
        url: `/api/provider/${id}`,
        headers: bearer(alice.session),
      })
      expect(response.statusCode).toBe(403)
      expect(JSON.stringify(response.json())).not.toContain(bob.email)
    }
  })

  it("returns the member's provider with its plan", async () => {
    const { session, providerId, email } = await signup(h.app, { name: 'Bakery' })
    const response = await h.app.inject({
      url: `/api/provider/${providerId}`,
      headers: bearer(session),
    })
    expect(response.json()).toEqual({
      provider: {
        id: providerId,
        name: 'Bakery',
        email,
        plan: 'free',
        locale: 'en',
        plans_enforced: false,
      },
    })
  })
})

describe('billing without Stripe', () => {
  it('says billing is not configured, to members only', async () => {
    const { session, providerId, session: s } = await signup(h.app)
    const url = `/api/auth/billing?user_id=${s.user.id}&provider=${providerId}`
    const response = await h.app.inject({ url, headers: bearer(session) })
    expect(response.statusCode).toBe(501)
    expect(errorOf(response).code).toBe('billing_not_configured')
    const other = await signup(h.app)
    const foreign = await h.app.inject({ url, headers: bearer(other.session) })
    expect(foreign.statusCode).toBe(403)
  })

  it('tells pages shown before signing in that no plan is sold here', async () => {
    expect((await h.app.inject({ url: '/api/plans' })).json()).toEqual({ enforced: false })
  })
})
