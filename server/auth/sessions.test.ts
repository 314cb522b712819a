// Ending a session ends its access tokens too, on every instance at once; look-alike emails are
// other mailboxes; sign-in and reset are limited per address whatever the email.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Session } from '../../common/auth'
import { buildApp, type App } from '../app'
import type { Mailer } from '../mail/mailer'
import { bearer, freshIp, signup, testConfig, uniqueEmail, useHarness } from '../test/harness'

const h = useHarness()

/** Another server instance on the same database, as behind a load balancer. */
async function anotherInstance(mailer: Mailer = { send: async () => undefined }) {
  const app = await buildApp({ config: testConfig(), database: h.database, mailer })
  await app.ready()
  return app
}

let other: App
beforeAll(async () => {
  other = await anotherInstance()
})
afterAll(() => other?.close())

const post = (app: App, url: string, payload: object, ip = freshIp()) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: ip })

/** Whether each instance still accepts the access token. */
const acceptedBy = async (session: Session) => {
  const providerId = session.user.providers[0]!.provider.id
  const statuses = await Promise.all(
    [h.app, other].map(
      async (app) =>
        (await app.inject({ url: `/api/provider/${providerId}`, headers: bearer(session) }))
          .statusCode,
    ),
  )
  return statuses.map((status) => status === 200)
}

describe('ending a session', () => {
  it('refuses its access token on every instance as soon as it signs out', async () => {
    const { session } = await signup(h.app)
    const another = (
      await post(h.app, '/api/auth/login', {
        email: session.user.email,
        password: 'correct-horse',
      })
    ).json<Session>()
    // Both instances have verified (and remembered) the tokens before the sign-out.
    expect(await acceptedBy(session)).toEqual([true, true])
    expect(await acceptedBy(another)).toEqual([true, true])

    const out = await post(other, '/api/auth/logout', { refresh_token: session.refresh_token })
    expect(out.statusCode).toBe(204)
    await vi.waitFor(async () => expect(await acceptedBy(session)).toEqual([false, false]), {
      timeout: 2_000,
    })
    // Only that session: the other sign-in of the same person goes on.
    expect(await acceptedBy(another)).toEqual([true, true])
  })

  it('refuses the access tokens of every session after a password reset', async () => {
    const user = await signup(h.app)
    expect(await acceptedBy(user.session)).toEqual([true, true])
    await post(h.app, '/api/auth/send_reset', { email: user.email })
    const mail = await vi.waitFor(() => {
      const found = h.mails.findLast((m) => m.to === user.email)
      if (!found) throw new Error('no mail yet')
      return found
    })
    const token = /access_token=([^&\s]+)/.exec(mail.text)![1]!
    const reset = await post(h.app, '/api/auth/reset', {
      password: 'a-new-password',
      auth: { access_token: token },
    })
    expect(reset.statusCode).toBe(200)
    await vi.waitFor(async () => expect(await acceptedBy(user.session)).toEqual([false, false]), {
      timeout: 2_000,
    })
    expect(await acceptedBy(reset.json<Session>())).toEqual([true, true])
  })

  it('is known to an instance that starts after it', async () => {
    const { session } = await signup(h.app)
    await post(h.app, '/api/auth/logout', { refresh_token: session.refresh_token })
    const late = await anotherInstance()
    try {
      const providerId = session.user.providers[0]!.provider.id
      const answer = await late.inject({
        url: `/api/provider/${providerId}`,
        headers: bearer(session),
      })
      expect(answer.statusCode).toBe(401)
    } finally {
      await late.close()
    }
  })
})

describe('emails that look alike', () => {
  it('never match another mailbox: a Kelvin sign is not a K', async () => {
    const email = `kate-${Date.now()}@example.com`
    await signup(h.app, { email })
    const before = h.mails.length
    const lookAlike = email.replace('k', '\u212A')
    const sent = await post(h.app, '/api/auth/send_reset', { email: lookAlike })
    expect(sent.statusCode).toBe(200)
    const login = await post(h.app, '/api/auth/login', {
      email: lookAlike,
      password: 'correct-horse',
    })
    expect(login.statusCode).toBe(401)
    // Other letter case is the same mailbox; the mail goes to the address on record.
    await post(h.app, '/api/auth/send_reset', { email: email.toUpperCase() })
    await vi.waitFor(() => expect(h.mails.slice(before).map((m) => m.to)).toContain(email))
    expect(h.mails.slice(before).map((m) => m.to)).toEqual([email])
  })
})

describe('limits per address', () => {
  it('stops a client spraying sign-ins for many emails, before hashing', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 70; i++) {
      const answer = await post(
        h.app,
        '/api/auth/login',
        { email: uniqueEmail('spray'), password: 'guess-123' },
        ip,
      )
      statuses.push(answer.statusCode)
    }
    expect(statuses.slice(0, 60).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(60).every((s) => s === 429)).toBe(true)
    // Another address is not held up.
    const user = await signup(h.app)
    const elsewhere = await post(h.app, '/api/auth/login', {
      email: user.email,
      password: user.password,
    })
    expect(elsewhere.statusCode).toBe(200)
  })

  it('stops a client asking resets for many emails from one address', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 22; i++) {
      statuses.push(
        (await post(h.app, '/api/auth/send_reset', { email: uniqueEmail('spray') }, ip)).statusCode,
      )
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(20)).toEqual([429, 429])
  })
})

describe('asking for a reset', () => {
  it('answers before any token or mail is made, so a real account answers as fast as none', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const sent: string[] = []
    const slowMail = await anotherInstance({
      send: async (mail) => {
        await held
        sent.push(mail.to)
      },
    })
    try {
      const user = await signup(h.app)
      const answer = await post(slowMail, '/api/auth/send_reset', { email: user.email })
      expect(answer.statusCode).toBe(200)
      expect(sent).toEqual([])
      release()
      await vi.waitFor(() => expect(sent).toEqual([user.email]))
    } finally {
      await slowMail.close()
    }
  })
})
