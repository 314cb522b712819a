// The real HTTP app on a test database, with factories that take overrides (STYLE.md §6).
import { afterAll, beforeAll } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Session } from '../../common/auth'
import type { MemberRole } from '../../common/constants'
import { loadConfig } from '../config'
import { buildApp, type App, type AppOptions } from '../app'
import type { Mail, Mailer } from '../mail/mailer'
import { createTestDatabase, type TestDatabase } from './test-database'

export interface Harness {
  app: App
  database: TestDatabase
  /** Every mail the app sent, oldest first. */
  mails: Mail[]
}

/** A quiet server's settings with a data folder of its own and no web app. */
export const testConfig = (env: Record<string, string> = {}) =>
  loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'stockline-test-')),
    WEB_DIR: join(tmpdir(), 'stockline-no-web'),
    ...env,
  })

/** Builds the app once for the test file and tears it down after its last test. */
export function useHarness(
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'notifications' | 'webhooks'> = {},
): Harness {
  const harness = { mails: [] as Mail[] } as Harness
  beforeAll(async () => {
    harness.database = await createTestDatabase()
    const mailer: Mailer = { send: async (mail) => void harness.mails.push(mail) }
    harness.app = await buildApp({
      ...options,
      config: testConfig(env),
      database: harness.database,
      mailer,
    })
    await harness.app.ready()
  })
  afterAll(async () => {
    await harness.app?.close()
    await harness.database?.destroy()
  })
  return harness
}

/** A loopback address of its own, so one test's requests never spend another's rate limit. */
export const freshIp = () =>
  `127.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@example.com`

export async function signup(
  app: App,
  overrides: Partial<{ email: string; password: string; name: string }> = {},
) {
  const body = {
    email: uniqueEmail(),
    password: 'correct-horse',
    name: 'Acme Supplies',
    ...overrides,
  }
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: body,
    remoteAddress: freshIp(),
  })
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`)
  const session = response.json<Session>()
  return { ...body, session, providerId: session.user.providers[0]!.provider.id }
}

/** The token of the last invitation mailed to `email`. */
export function invitationToken(mails: Mail[], email: string): string {
  const mail = mails.findLast((m) => m.to === email && /\/invite#token=/.test(m.text))
  const token = mail && /\/invite#token=([\w-]+)/.exec(mail.text)?.[1]
  if (!token) throw new Error(`no invitation was mailed to ${email}`)
  return token
}

/** A new account that joined the owner's business with `role` through an invitation link. */
export async function addMember(
  h: Harness,
  owner: Tenant,
  role: MemberRole,
  email = uniqueEmail(role),
): Promise<Tenant> {
  const invited = await as(h.app, owner).post('/member', { email, role })
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.body}`)
  const body = { email, password: 'correct-horse', invitation: invitationToken(h.mails, email) }
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: body,
    remoteAddress: freshIp(),
  })
  if (response.statusCode !== 201) throw new Error(`joining failed: ${response.body}`)
  const session = response.json<Session>()
  return { email, password: body.password, name: '', session, providerId: owner.providerId }
}

export const bearer = (session: Session) => ({ authorization: `Bearer ${session.access_token}` })

export function errorOf(response: LightMyRequestResponse) {
  return response.json<{
    error: { code: string; message: string; fields?: Record<string, string> }
  }>().error
}

export type Tenant = Awaited<ReturnType<typeof signup>>

/** Calls the API as a signed-in provider: `as(tenant).post('/location', body)`. */
export function as(app: App, tenant: Tenant) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
    app.inject({
      method,
      url: path.startsWith('/api/') ? path : `/api/provider/${tenant.providerId}${path}`,
      headers: bearer(tenant.session),
      ...(payload !== undefined && { payload: payload as object }),
    })
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, payload: unknown) => call('POST', path, payload),
    put: (path: string, payload: unknown) => call('PUT', path, payload),
    delete: (path: string) => call('DELETE', path),
  }
}

async function created<T>(response: LightMyRequestResponse, key: string): Promise<T> {
  if (response.statusCode !== 201) throw new Error(`create ${key} failed: ${response.body}`)
  return response.json()[key] as T
}

export async function makeLocation(
  app: App,
  tenant: Tenant,
  overrides: Record<string, unknown> = {},
) {
  return created<{ id: string; name: string; default: boolean; active: boolean }>(
    await as(app, tenant).post('/location', {
      name: `Location ${randomUUID().slice(0, 6)}`,
      ...overrides,
    }),
    'location',
  )
}

export async function makeProduct(
  app: App,
  tenant: Tenant,
  overrides: Record<string, unknown> = {},
) {
  return created<{ id: string; name: string; price: number; active: boolean }>(
    await as(app, tenant).post('/product', {
      name: `Product ${randomUUID().slice(0, 6)}`,
      price: 10,
      ...overrides,
    }),
    'product',
  )
}

export async function makeClient(
  app: App,
  tenant: Tenant,
  overrides: Record<string, unknown> = {},
) {
  return created<{ id: string; name: string; email: string }>(
    await as(app, tenant).post('/client', {
      name: `Client ${randomUUID().slice(0, 6)}`,
      email: uniqueEmail('client'),
      ...overrides,
    }),
    'client',
  )
}

/** POST /api/order with the payload as JSON text, as the web app sends it. */
export function postOrder(
  app: App,
  payload: Record<string, unknown>,
  options: { tenant?: Tenant; idempotencyKey?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/order',
    headers: {
      ...(options.tenant && bearer(options.tenant.session)),
      ...(options.idempotencyKey && { 'idempotency-key': options.idempotencyKey }),
    },
    payload: { order: JSON.stringify(payload) },
    remoteAddress: freshIp(),
  })
}

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

export interface Part {
  name: string
  filename?: string
  type?: string
  body: Buffer | string
}

/** A multipart/form-data body written by hand, so the bytes on the wire are the ones under test. */
export function multipart(parts: Part[]) {
  const boundary = `----stockline${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${
      part.filename === undefined ? '' : `; filename="${part.filename}"`
    }`
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`]
    if (part.type) head.push(`Content-Type: ${part.type}`)
    chunks.push(
      Buffer.from(`${head.join('\r\n')}\r\n\r\n`),
      Buffer.from(part.body),
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** POST /api/provider/{id}/file with one file, as the provider. */
export function uploadPhoto(app: App, tenant: Tenant, bytes: Buffer = PNG, filename = 'a.png') {
  const body = multipart([{ name: 'file', filename, type: 'image/png', body: bytes }])
  return app.inject({
    method: 'POST',
    url: `/api/provider/${tenant.providerId}/file`,
    headers: { ...bearer(tenant.session), ...body.headers },
    payload: body.payload,
  })
}
