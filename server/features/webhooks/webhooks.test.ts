// Outgoing webhooks through the real HTTP app and a local stand-in endpoint: each event once with
// a valid Stripe-style signature, retries and automatic disabling with the owners' e-mail, a
// manual resend, the SSRF refusals at subscription time and at delivery, and tenants apart.
import { createHmac } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { webhookMessages, WEBHOOK_EVENTS } from '../../../common/webhooks'
import { rowsOf } from '../../db/rows'
import {
  as,
  errorOf,
  makeClient,
  makeLocation,
  makeProduct,
  postOrder,
  signup,
  useHarness,
  type Harness,
  type Tenant,
} from '../../test/harness'
import { isPrivateAddress } from './addresses'

const FAILURES_TO_DISABLE = 3
const worker = { pollMs: 50, retryBaseMs: 20, failuresToDisable: FAILURES_TO_DISABLE }
const h = useHarness({ WEBHOOKS_ALLOW_PRIVATE: 'true' }, { webhooks: worker })
const strict = useHarness({}, { webhooks: worker })

interface Received {
  headers: IncomingHttpHeaders
  body: string
}

/** A local endpoint that keeps what it receives and answers `status()`. */
async function standIn(status: () => number = () => 200) {
  const received: Received[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
      res.writeHead(status(), { 'content-type': 'text/plain' }).end(`answer ${received.length}`)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`
  servers.push(server)
  return { url, received }
}
const servers: ReturnType<typeof createServer>[] = []
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))))

/** Checks a Stockline-Signature as a receiver would: HMAC-SHA256 of "t.body". */
function validSignature(secret: string, received: Received) {
  const header = String(received.headers['stockline-signature'])
  const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('='))) as {
    t: string
    v1: string
  }
  return v1 === createHmac('sha256', secret).update(`${t}.${received.body}`).digest('hex')
}

async function subscribe(
  harness: Harness,
  tenant: Tenant,
  url: string,
  events: readonly string[] = WEBHOOK_EVENTS,
) {
  const response = await as(harness.app, tenant).post('/webhooks', { url, events })
  if (response.statusCode !== 201) throw new Error(`webhook failed: ${response.body}`)
  return response.json<{ webhook: { id: string }; secret: string }>()
}

async function shop(tenant: Tenant) {
  const location = await makeLocation(h.app, tenant, { default: true })
  const product = await makeProduct(h.app, tenant, { price: 2.5 })
  const client = await makeClient(h.app, tenant)
  const order = (type: string, quantity: number, extra: Record<string, unknown> = {}) =>
    postOrder(
      h.app,
      {
        providerId: tenant.providerId,
        locationId: location.id,
        transaction_type: type,
        products: [{ id: product.id, quantity }],
        ...extra,
      },
      { tenant },
    )
  return { location, product, client, order }
}

describe('outgoing webhooks', () => {
  it('delivers each event once, signed, with what it said at the time', async () => {
    const owner = await signup(h.app)
    const other = await signup(h.app)
    const endpoint = await standIn()
    const otherEndpoint = await standIn()
    const { secret, webhook } = await subscribe(h, owner, endpoint.url)
    await subscribe(h, other, otherEndpoint.url)
    const { location, product, client, order } = await shop(owner)
    await as(h.app, owner).put(`/product/${product.id}/reorder_rules`, {
      reorder_rules: [{ location_id: location.id, min: 5, max: 20 }],
    })
    expect((await order('IN', 10)).statusCode).toBe(201)
    const sold = (await order('ORDER', 6, { clientId: client.id })).json().order
    await as(h.app, owner).put(`/order/${sold.id}`, { fulfilled: true })
    const cancelled = (await order('ORDER', 1, { clientId: client.id })).json().order
    await as(h.app, owner).put(`/order/${cancelled.id}`, { cancelled: true })

    await vi.waitFor(() => expect(endpoint.received.length).toBeGreaterThanOrEqual(6), {
      timeout: 20_000,
    })
    // Whatever else comes late would show here.
    await new Promise((r) => setTimeout(r, 500))
    const events = endpoint.received.map((r) => JSON.parse(r.body))
    expect(events.map((e) => e.type).sort()).toEqual(
      [
        'transaction.created',
        'order.created',
        'stock.low',
        'order.fulfilled',
        'order.created',
        'order.cancelled',
      ].sort(),
    )
    expect(new Set(events.map((e) => e.id)).size).toBe(6)
    expect(endpoint.received.every((r) => validSignature(secret, r))).toBe(true)
    expect(endpoint.received.every((r) => !validSignature('whsec_other', r))).toBe(true)
    expect(endpoint.received.every((r) => r.headers['stockline-event'])).toBe(true)

    const created = events.find((e) => e.type === 'order.created' && e.data.object.id === sold.id)
    expect(created.provider_id).toBe(owner.providerId)
    expect(created.data.object).toMatchObject({
      transaction_type: 'ORDER',
      fulfilled: false,
      cancelled: false,
      client: { id: client.id, name: client.name, email: client.email },
      location: { id: location.id, name: location.name },
      line_items: [{ quantity: 6, price: 2.5, product: { id: product.id, name: product.name } }],
      total: 15,
    })
    const low = events.find((e) => e.type === 'stock.low')
    expect(low.data.object).toEqual({
      product: { id: product.id, name: product.name },
      location: { id: location.id, name: location.name },
      on_hand: 4,
      min: 5,
      max: 20,
      suggested: 16,
    })
    // The other business heard nothing of these.
    expect(otherEndpoint.received).toEqual([])

    const log = await as(h.app, owner).get(`/webhooks/${webhook.id}/deliveries`)
    expect(log.json().pagination.total).toBe(6)
    expect(log.json().deliveries[0]).toMatchObject({
      state: 'delivered',
      attempts: 1,
      last_status: 200,
    })
    expect(log.json().deliveries[0].last_response).toMatch(/^answer \d+$/)
  })

  it('retries a failing endpoint, then disables it and tells the owners once', async () => {
    const owner = await signup(h.app)
    let status = 500
    const endpoint = await standIn(() => status)
    const { webhook } = await subscribe(h, owner, endpoint.url, ['transaction.created'])
    const { order } = await shop(owner)
    await order('IN', 3)
    await vi.waitFor(
      async () => {
        const listed = (await as(h.app, owner).get('/webhooks')).json().webhooks[0]
        expect(listed.enabled).toBe(false)
      },
      { timeout: 20_000 },
    )
    expect(endpoint.received).toHaveLength(FAILURES_TO_DISABLE)
    const listed = (await as(h.app, owner).get('/webhooks')).json().webhooks[0]
    expect(listed).toMatchObject({ consecutive_failures: FAILURES_TO_DISABLE })
    expect(listed.disabled_at).not.toBeNull()
    const mails = h.mails.filter((m) => m.to === owner.email && /webhook/.test(m.subject))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain(endpoint.url)

    const [delivery] = (await as(h.app, owner).get(`/webhooks/${webhook.id}/deliveries`)).json()
      .deliveries
    expect(delivery).toMatchObject({ attempts: FAILURES_TO_DISABLE, last_status: 500 })

    // Fixed and enabled again, the event is sent again by hand.
    status = 200
    const enabled = await as(h.app, owner).put(`/webhooks/${webhook.id}`, { enabled: true })
    expect(enabled.json().webhook).toMatchObject({ enabled: true, consecutive_failures: 0 })
    const resent = await as(h.app, owner).post(
      `/webhooks/${webhook.id}/deliveries/${delivery.id}/resend`,
      {},
    )
    expect(resent.statusCode).toBe(201)
    await vi.waitFor(() => expect(endpoint.received).toHaveLength(FAILURES_TO_DISABLE + 1), {
      timeout: 20_000,
    })
    const bodies = new Set(endpoint.received.map((r) => JSON.parse(r.body).id))
    expect(bodies.size).toBe(1)
  })

  it('keeps one business out of another business’s webhooks', async () => {
    const owner = await signup(h.app)
    const intruder = await signup(h.app)
    const endpoint = await standIn()
    const { webhook } = await subscribe(h, owner, endpoint.url, ['order.created'])
    for (const call of [
      () => as(h.app, intruder).get(`/webhooks/${webhook.id}/deliveries`),
      () => as(h.app, intruder).put(`/webhooks/${webhook.id}`, { enabled: false }),
      () => as(h.app, intruder).post(`/webhooks/${webhook.id}/rotate_secret`, {}),
      () => as(h.app, intruder).delete(`/webhooks/${webhook.id}`),
    ]) {
      expect((await call()).statusCode).toBe(404)
    }
    expect((await as(h.app, intruder).get('/webhooks')).json().webhooks).toEqual([])
    const foreign = await h.app.inject({
      method: 'GET',
      url: `/api/provider/${owner.providerId}/webhooks`,
      headers: { authorization: `Bearer ${intruder.session.access_token}` },
    })
    expect(foreign.statusCode).toBe(403)
  })

  it('answers the same webhook and secret for a repeated Idempotency-Key, and rotates it', async () => {
    const owner = await signup(h.app)
    const endpoint = await standIn()
    const send = () =>
      h.app.inject({
        method: 'POST',
        url: `/api/provider/${owner.providerId}/webhooks`,
        headers: {
          authorization: `Bearer ${owner.session.access_token}`,
          'idempotency-key': 'hook-1',
        },
        payload: { url: endpoint.url, events: ['order.created'] },
      })
    const [first, again] = [await send(), await send()]
    expect(again.json()).toEqual(first.json())
    expect(first.json().secret).toMatch(/^whsec_/)
    const rotated = await as(h.app, owner).post(
      `/webhooks/${first.json().webhook.id}/rotate_secret`,
      {},
    )
    expect(rotated.json().secret).not.toBe(first.json().secret)
    expect((await as(h.app, owner).get('/webhooks')).body).not.toContain(rotated.json().secret)
  })
})

describe('webhooks and private addresses', () => {
  it('refuses private, loopback and link-local addresses when subscribing', async () => {
    const owner = await signup(strict.app)
    for (const url of [
      'http://127.0.0.1:9/hook',
      'http://localhost:9/hook',
      'http://10.1.2.3/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:9/hook',
      'http://[::ffff:192.168.0.1]/hook',
    ]) {
      const response = await as(strict.app, owner).post('/webhooks', {
        url,
        events: ['order.created'],
      })
      expect(response.statusCode, url).toBe(400)
      expect(errorOf(response).fields).toEqual({ url: webhookMessages.urlPrivate })
    }
    const bad = await as(strict.app, owner).post('/webhooks', {
      url: 'ftp://example.com/x',
      events: ['order.created'],
    })
    expect(errorOf(bad).fields).toEqual({ url: webhookMessages.urlInvalid })
    expect(isPrivateAddress('93.184.216.34')).toBe(false)
    expect(isPrivateAddress('2606:4700::1111')).toBe(false)
  })

  it('checks the address again at delivery (DNS may have changed)', async () => {
    const owner = await signup(strict.app)
    const endpoint = await standIn()
    // As if the name had resolved to a public address when it was saved.
    const [row] = await rowsOf<{ id: string }>(
      strict.database.db,
      sql`insert into webhook_subscriptions (provider_id, url, events, secret)
        values (${owner.providerId}, ${endpoint.url}, array['transaction.created'], 'whsec_test')
        returning id`,
    )
    const id = row!.id
    const location = await makeLocation(strict.app, owner)
    const product = await makeProduct(strict.app, owner)
    await postOrder(
      strict.app,
      {
        providerId: owner.providerId,
        locationId: location.id,
        transaction_type: 'IN',
        products: [{ id: product.id, quantity: 1 }],
      },
      { tenant: owner },
    )
    await vi.waitFor(
      async () => {
        const [delivery] = (await as(strict.app, owner).get(`/webhooks/${id}/deliveries`)).json()
          .deliveries
        expect(delivery.last_error).toBe('private address refused')
      },
      { timeout: 20_000 },
    )
    expect(endpoint.received).toEqual([])
  })
})
