// Order e-mails and the low-stock digest through a real SMTP server: each event sends one mail
// with the right recipient, language and links; options, unsubscribing and a failing mail server
// behave; the digest follows the provider's hour in its time zone (the sender's clock is moved).
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp, type App } from '../../app'
import { rowsOf } from '../../db/rows'
import {
  as,
  freshIp,
  makeClient,
  makeLocation,
  makeProduct,
  postOrder,
  signup,
  testConfig,
  type Tenant,
} from '../../test/harness'
import { createTestDatabase, type TestDatabase } from '../../test/test-database'
import { startTestSmtp, type ReceivedMail, type TestSmtp } from './test-smtp'

const PUBLIC_URL = 'https://shop.example'
let smtp: TestSmtp
let database: TestDatabase
let app: App
let now = new Date('2026-11-23T03:00:00Z')

beforeAll(async () => {
  smtp = await startTestSmtp()
  database = await createTestDatabase()
  app = await buildApp({
    config: testConfig({ SMTP_URL: smtp.url, PUBLIC_URL }),
    database,
    notifications: {
      clock: () => now,
      pollMs: 100,
      retryBaseMs: 200,
      leaseMs: 3_000,
      digestEveryMs: 100,
    },
  })
  await app.ready()
})

afterAll(async () => {
  await app?.close()
  await database?.destroy()
  await smtp?.close()
})

const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address))

/** Waits until `address` has `count` mails, then a little longer to see that no more come. */
async function settledMails(address: string, count: number): Promise<ReceivedMail[]> {
  await vi.waitFor(() => expect(mailsTo(address).length).toBeGreaterThanOrEqual(count), {
    timeout: 15_000,
  })
  await new Promise((r) => setTimeout(r, 400))
  return mailsTo(address)
}

async function outboxStates(orderId: number) {
  return rowsOf<{ kind: string; state: string; last_error: string | null; attempts: number }>(
    database.db,
    sql`select kind, state, last_error, attempts from notifications where order_id = ${orderId}
      order by id`,
  )
}

async function waitUntilSettled(orderId: number) {
  await vi.waitFor(
    async () => {
      const rows = await outboxStates(orderId)
      expect(rows.length).toBeGreaterThan(0)
      expect(rows.every((r) => r.state !== 'pending')).toBe(true)
    },
    { timeout: 15_000 },
  )
  return outboxStates(orderId)
}

async function shop(name = 'Acme Supplies') {
  const tenant = await signup(app, { name })
  const location = await makeLocation(app, tenant, { name: 'Main', default: true })
  const product = await makeProduct(app, tenant, { name: 'Oat milk <1L>', price: 12.5 })
  const client = await makeClient(app, tenant, { name: 'Tara Kim' })
  return { tenant, location, product, client }
}

type Shop = Awaited<ReturnType<typeof shop>>

/** An order of the shop's product for its client, or with type IN a receipt of it. */
async function order(s: Shop, quantity = 2, type: 'ORDER' | 'IN' = 'ORDER') {
  const response = await postOrder(
    app,
    {
      providerId: s.tenant.providerId,
      locationId: s.location.id,
      ...(type === 'ORDER' && { clientId: s.client.id }),
      transaction_type: type,
      products: [{ id: s.product.id, quantity }],
    },
    { tenant: s.tenant },
  )
  expect(response.statusCode).toBe(201)
  return response.json<{ order: { id: number } }>().order.id
}

const settings = (tenant: Tenant, body: object) => as(app, tenant).put('/notifications', body)

describe('client order e-mails', () => {
  it('tell the client of an order received, fulfilled and cancelled, once each', async () => {
    const s = await shop()
    const fulfilled = await order(s)
    const [received] = await settledMails(s.client.email, 1)
    expect(received!.to).toEqual([s.client.email])
    expect(received!.subject).toBe(`Order ${fulfilled} received — Acme Supplies`)
    expect(received!.text).toContain('Hello Tara Kim,')
    expect(received!.text).toMatch(/Oat milk <1L>\s+2\s+\$12\.50/)
    expect(received!.text).toMatch(/Total\s+\$25\.00/)
    const portal = `${PUBLIC_URL}/client/${s.client.id}/order/${fulfilled}`
    expect(received!.text).toContain(portal)
    expect(received!.html).toContain(`href="${portal}"`)
    expect(received!.html).toContain('Oat milk &lt;1L&gt;')
    expect(received!.headers['list-unsubscribe']).toMatch(
      new RegExp(`^<${PUBLIC_URL}/api/unsubscribe/${s.client.id}/[\\w-]{43}>$`),
    )
    expect(received!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')

    await as(app, s.tenant).put(`/order/${fulfilled}`, { fulfilled: true })
    const cancelled = await order(s)
    await as(app, s.tenant).put(`/order/${cancelled}`, { cancelled: true })
    const mails = await settledMails(s.client.email, 4)
    expect(mails.map((m) => m.subject)).toEqual([
      `Order ${fulfilled} received — Acme Supplies`,
      `Order ${fulfilled} fulfilled — Acme Supplies`,
      `Order ${cancelled} received — Acme Supplies`,
      `Order ${cancelled} cancelled — Acme Supplies`,
    ])
    expect(mails[3]!.text).toContain(`${PUBLIC_URL}/client/${s.client.id}/order/${cancelled}`)
  })

  it('are written in Spanish for a provider who chose it', async () => {
    const s = await shop('Tienda Sol')
    expect((await settings(s.tenant, { language: 'es' })).statusCode).toBe(200)
    const id = await order(s, 3)
    const [mail] = await settledMails(s.client.email, 1)
    expect(mail!.subject).toBe(`Pedido ${id} recibido — Tienda Sol`)
    expect(mail!.text).toContain('Hola, Tara Kim:')
    expect(mail!.text).toMatch(/Producto\s+Cantidad\s+Precio/)
    expect(mail!.text).toContain('Ver tu pedido')
    expect(mail!.html).toContain('Darse de baja')
  })

  it('leave the portal link out when the client’s link is deactivated', async () => {
    const s = await shop()
    const relation = await as(app, s.tenant).get(`/provider_client?client_id=${s.client.id}`)
    const relationId = relation.json<{ provider_client: { id: string } }>().provider_client.id
    await as(app, s.tenant).put(`/provider_client/${relationId}`, { active: false })
    await order(s)
    const [mail] = await settledMails(s.client.email, 1)
    expect(mail!.text).not.toContain('/client/')
    expect(mail!.text).not.toContain('See your order')
    expect(mail!.html).not.toContain('See your order')
    expect(mail!.text).toContain(`${PUBLIC_URL}/api/unsubscribe/${s.client.id}/`)
  })

  it('stop when the provider turns them off', async () => {
    const s = await shop()
    expect((await settings(s.tenant, { client_order_emails: false })).statusCode).toBe(200)
    const id = await order(s)
    expect(await waitUntilSettled(id)).toEqual([
      expect.objectContaining({ state: 'dropped', last_error: 'client order e-mails are off' }),
    ])
    expect(mailsTo(s.client.email)).toEqual([])
  })
})

describe('new order from the portal', () => {
  /** An order placed through the client's portal link: no session, the client's id. */
  async function portalOrder(s: Shop) {
    const response = await postOrder(app, {
      providerId: s.tenant.providerId,
      locationId: s.location.id,
      clientId: s.client.id,
      transaction_type: 'ORDER',
      products: [{ id: s.product.id, quantity: 4 }],
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json<{ order: { id: number } }>().order.id
  }

  it('goes to the provider’s members in their language, and not for their own orders', async () => {
    const s = await shop()
    const own = await order(s)
    const id = await portalOrder(s)
    const mails = await settledMails(s.tenant.email, 1)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(`New order ${id} from Tara Kim`)
    expect(mails[0]!.text).toMatch(/Total\s+\$50\.00/)
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}/provider/${s.tenant.providerId}/order/${id}`)
    expect(mails[0]!.subject).not.toContain(String(own))

    await settings(s.tenant, { language: 'es' })
    const second = await portalOrder(s)
    const [, spanish] = await settledMails(s.tenant.email, 2)
    expect(spanish!.subject).toBe(`Nuevo pedido ${second} de Tara Kim`)
  })

  it('stops when the provider turns it off', async () => {
    const s = await shop()
    await settings(s.tenant, { new_order_email: false })
    const id = await portalOrder(s)
    const rows = await waitUntilSettled(id)
    expect(rows).toContainEqual(expect.objectContaining({ kind: 'new_order', state: 'dropped' }))
    expect(mailsTo(s.tenant.email)).toEqual([])
  })
})

describe('unsubscribe', () => {
  const linkOf = (mail: ReceivedMail) => /^<(.+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!

  it('asks on GET, unsubscribes on the one-click POST, and is honoured at once', async () => {
    const s = await shop()
    await order(s)
    const [mail] = await settledMails(s.client.email, 1)
    const path = new URL(linkOf(mail!)).pathname
    expect(mail!.text).toContain(linkOf(mail!))

    const page = await app.inject({ method: 'GET', url: path, remoteAddress: freshIp() })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.body).toContain('Stop order e-mails from Acme Supplies?')
    // Looking at the page (as a link scanner would) changes nothing.
    const stillSent = await order(s)
    await settledMails(s.client.email, 2)

    const oneClick = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: freshIp(),
    })
    expect(oneClick.statusCode).toBe(200)
    expect(oneClick.body).toContain('you will no longer get order e-mails from Acme Supplies')
    const dropped = await order(s)
    expect(await waitUntilSettled(dropped)).toEqual([
      expect.objectContaining({ state: 'dropped', last_error: 'the client unsubscribed' }),
    ])
    expect(mailsTo(s.client.email).map((m) => m.subject)).not.toContainEqual(
      expect.stringContaining(String(dropped)),
    )
    expect(stillSent).toBeLessThan(dropped)
    // A second click (or the mail program's retry) answers the same.
    const again = await app.inject({ method: 'POST', url: path, remoteAddress: freshIp() })
    expect(again.statusCode).toBe(200)
  })

  it('refuses a link that is not the client’s own', async () => {
    const s = await shop()
    const other = await makeClient(app, s.tenant)
    await order(s)
    const [mail] = await settledMails(s.client.email, 1)
    const [, , , clientId, token] = new URL(linkOf(mail!)).pathname.split('/')
    const call = (method: 'GET' | 'POST', url: string) =>
      app.inject({ method, url, remoteAddress: freshIp() })
    expect((await call('POST', `/api/unsubscribe/${other.id}/${token}`)).statusCode).toBe(404)
    const forged = `${token!.slice(0, -2)}${token!.endsWith('AA') ? 'BB' : 'AA'}`
    expect((await call('GET', `/api/unsubscribe/${clientId}/${forged}`)).statusCode).toBe(404)
    expect((await call('GET', `/api/unsubscribe/${randomUUID()}/${token}`)).statusCode).toBe(404)
    expect((await call('GET', `/api/unsubscribe/${clientId}/short`)).statusCode).toBe(400)
    expect((await call('POST', `/api/unsubscribe/not-a-uuid/${token}`)).statusCode).toBe(400)
    const rows = await rowsOf(database.db, sql`select 1 from notification_unsubscribes`)
    expect(rows.length).toBeLessThanOrEqual(1)
  })
})

describe('a failing mail server', () => {
  it.each([
    ['a temporary refusal (451)', 451],
    ['a permanent refusal (550)', 550],
  ])('is retried after %s and the mail is sent once it recovers', async (_name, code) => {
    const s = await shop()
    smtp.refuse(code)
    const before = smtp.turnedAway()
    try {
      const id = await order(s)
      await vi.waitFor(() => expect(smtp.turnedAway() - before).toBeGreaterThanOrEqual(2), {
        timeout: 15_000,
      })
      const [pending] = await outboxStates(id)
      expect(pending).toMatchObject({
        state: 'pending',
        last_error: expect.stringContaining(String(code)),
      })
    } finally {
      smtp.refuse(null)
    }
    const mails = await settledMails(s.client.email, 1)
    expect(mails).toHaveLength(1)
  })

  it('is retried while it is down', async () => {
    const s = await shop()
    const port = new URL(smtp.url).port
    await smtp.close()
    const id = await order(s)
    await vi.waitFor(
      async () => {
        const [row] = await outboxStates(id)
        expect(row!.attempts).toBeGreaterThanOrEqual(2)
        expect(row!.last_error).toMatch(/ECONNREFUSED/)
      },
      { timeout: 15_000 },
    )
    smtp = await startTestSmtp(Number(port))
    expect(await settledMails(s.client.email, 1)).toHaveLength(1)
    expect(await outboxStates(id)).toEqual([expect.objectContaining({ state: 'sent' })])
  })
})

describe('low-stock digest', () => {
  async function lowShop(timeZone: string, digestHour: number) {
    const s = await shop()
    const rules = await as(app, s.tenant).put(`/product/${s.product.id}/reorder_rules`, {
      reorder_rules: [{ location_id: s.location.id, min: 5, max: 20 }],
    })
    expect(rules.statusCode).toBe(200)
    await settings(s.tenant, { time_zone: timeZone, digest_hour: digestHour })
    return s
  }

  it('goes out once a day at the provider’s hour in its time zone', async () => {
    // Before the hour everywhere (01:00 in New York; the default is 08:00 UTC).
    now = new Date('2026-11-23T06:00:00Z')
    const s = await lowShop('America/New_York', 9)
    // A shop whose rule is not reached (10 on hand, minimum 5) gets no digest.
    const calm = await shop()
    await as(app, calm.tenant).put(`/product/${calm.product.id}/reorder_rules`, {
      reorder_rules: [{ location_id: null, min: 5, max: 20 }],
    })
    await order(calm, 10, 'IN')

    now = new Date('2026-11-23T13:30:00Z') // 08:30 in New York
    await new Promise((r) => setTimeout(r, 500))
    expect(mailsTo(s.tenant.email)).toEqual([])

    now = new Date('2026-11-23T14:05:00Z') // 09:05 in New York
    const [digest] = await settledMails(s.tenant.email, 1)
    expect(digest!.subject).toBe('Low stock: 1 item to reorder')
    expect(digest!.text).toContain('At or below their minimum on November 23, 2026:')
    expect(digest!.text).toMatch(/Oat milk <1L>\s+Main\s+0\s+5\s+20/)
    expect(digest!.text).toContain(
      `${PUBLIC_URL}/provider/${s.tenant.providerId}/inventory/low-stock`,
    )

    now = new Date('2026-11-24T04:00:00Z') // 23:00 the same day in New York
    await new Promise((r) => setTimeout(r, 500))
    expect(mailsTo(s.tenant.email)).toHaveLength(1)

    await settings(s.tenant, { language: 'es' })
    now = new Date('2026-11-24T14:00:00Z') // the next day, 09:00
    const [, next] = await settledMails(s.tenant.email, 2)
    expect(next!.subject).toBe('Stock bajo: 1 artículo para reponer')
    expect(next!.text).toContain('En su mínimo o por debajo el 24 de noviembre de 2026:')
    expect(mailsTo(calm.tenant.email)).toEqual([])
  })

  it('does not go out when turned off', async () => {
    now = new Date('2026-11-25T05:00:00Z') // 14:00 in Tokyo
    const s = await lowShop('Asia/Tokyo', 23)
    await settings(s.tenant, { low_stock_digest: false })
    now = new Date('2026-11-25T14:30:00Z') // 23:30 in Tokyo
    await new Promise((r) => setTimeout(r, 500))
    expect(mailsTo(s.tenant.email)).toEqual([])
  })
})
