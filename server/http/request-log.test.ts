// At info, each request is one log line with its method, path, status and time, and nothing of
// its body or query string; a mail written to the outbox is logged without its text.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp, type App } from '../app'
import type { Mail } from '../mail/mailer'
import { freshIp, signup, testConfig } from '../test/harness'
import { createTestDatabase, type TestDatabase } from '../test/test-database'

const lines: Record<string, unknown>[] = []
const stream = new Writable({
  write(chunk: Buffer, _encoding, next) {
    lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>)
    next()
  },
})

let database: TestDatabase
let app: App
beforeAll(async () => {
  database = await createTestDatabase()
  // No mailer given and no SMTP_URL: the app writes its mail to the outbox, as a server does.
  app = await buildApp({ config: testConfig(), database, logger: { level: 'info', stream } })
  await app.ready()
})
afterAll(async () => {
  await app?.close()
  await database?.destroy()
})

describe('the request log', () => {
  it('writes one line per request, without the body or the query string', async () => {
    const secret = 'a-password-nobody-may-read'
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login?remember=sesame',
      payload: { email: 'nobody@example.com', password: secret },
      headers: { 'x-request-id': 'log-test-login' },
    })
    const health = await app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'log-test-health' },
    })

    const ofLogin = lines.filter((line) => line.reqId === 'log-test-login')
    expect(ofLogin).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request',
        method: 'POST',
        path: '/api/auth/login',
        status: login.statusCode,
        ms: expect.any(Number),
      }),
    ])
    expect(lines.filter((line) => line.reqId === 'log-test-health')).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/health', status: health.statusCode }),
    ])
    const written = JSON.stringify(lines)
    expect(written).not.toContain(secret)
    expect(written).not.toContain('sesame')
  })
})

describe('mail without SMTP', () => {
  it('goes to DATA_DIR/outbox.jsonl, and the log says only to whom and what', async () => {
    const { email } = await signup(app)
    await app.inject({
      method: 'POST',
      url: '/api/auth/send_reset',
      payload: { email },
      remoteAddress: freshIp(),
    })
    const outbox = join(app.config.DATA_DIR, 'outbox.jsonl')
    const mail = await vi.waitFor(async () => {
      const written = (await readFile(outbox, 'utf8')).trim().split('\n')
      return JSON.parse(written.at(-1)!) as Mail
    })
    const link = /\/reset#access_token=[\w-]+/.exec(mail.text)?.[0]
    expect(mail.to).toBe(email)
    expect(link).toBeDefined()
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'mail written to the outbox', to: email, file: outbox }),
    )
    expect(JSON.stringify(lines)).not.toContain(link)
  })
})
