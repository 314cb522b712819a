import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { afterAll, describe, expect, it } from 'vitest'
import Stripe from 'stripe'
import { messages } from '../../../common/messages'
import {
  as,
  bearer,
  errorOf,
  freshIp,
  makeClient,
  makeLocation,
  makeProduct,
  postOrder,
  signup,
  useHarness,
  type Tenant,
  uploadPhoto,
} from '../../test/harness'

const WEBHOOK_SECRET = 'whsec_test_secret'

/** A local stand-in for the two Stripe API calls Stockline makes. */
const stripeCalls: { path: string; form: URLSearchParams }[] = []
const standIn: Server = createServer(async (request: IncomingMessage, response) => {
  let body = ''
  for await (const chunk of request) body += chunk
  stripeCalls.push({ path: request.url ?? '', form: new URLSearchParams(body) })
  response.setHeader('content-type', 'application/json')
  if (request.url === '/v1/checkout/sessions') {
    return response.end(
      JSON.stringify({
        id: 'cs_test_1',
        object: 'checkout.session',
        url: 'https://checkout.stripe.test/cs_test_1',
      }),
    )
  }
  if (request.url === '/v1/billing_portal/sessions') {
    return response.end(
      JSON.stringify({
        id: 'bps_1',
        object: 'billing_portal.session',
        url: 'https://billing.stripe.test/p/1',
      }),
    )
  }
  response.statusCode = 404
  response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'unknown' } }))
})
await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve))
const port = (standIn.address() as { port: number }).port

const h = useHarness({
  STRIPE_SECRET_KEY: 'sk_test_stand_in',
  STRIPE_PRICE_ID: 'price_pro_monthly',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: `http://127.0.0.1:${port}`,
})
const signer = new Stripe('sk_test_unused')

afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())))

let eventCounter = 0
function sendEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_${++eventCounter}_${Date.now()}`,
) {
  const payload = JSON.stringify({ id, object: 'event', type, data: { object } })
  return {
    id,
    send: (
      signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    ) =>
      h.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      }),
  }
}

const upgrade = (tenant: Tenant, customer = `cus_${tenant.providerId.slice(0, 8)}`) =>
  sendEvent('checkout.session.completed', {
    object: 'checkout.session',
    client_reference_id: tenant.providerId,
    customer,
    subscription: `sub_${tenant.providerId.slice(0, 8)}`,
  })

const planOf = async (tenant: Tenant) =>
  (await as(h.app, tenant).get('')).json().provider.plan as string

async function shop() {
  const tenant = await signup(h.app)
  const location = await makeLocation(h.app, tenant, { default: true })
  const product = await makeProduct(h.app, tenant)
  const client = await makeClient(h.app, tenant)
  const order = (origin: 'provider' | 'client' = 'provider') =>
    postOrder(
      h.app,
      {
        providerId: tenant.providerId,
        locationId: location.id,
        clientId: client.id,
        transaction_type: 'ORDER',
        products: [{ id: product.id, quantity: 1 }],
      },
      origin === 'provider' ? { tenant } : {},
    )
  return { tenant, client, product, location, order }
}

describe('billing with Stripe configured', () => {
  it('sends a free provider to Checkout for the Pro price, and a Pro one to the billing portal', async () => {
    const { tenant } = await shop()
    const url = `/api/auth/billing?user_id=${tenant.session.user.id}&provider=${tenant.providerId}`
    const checkout = await h.app.inject({ url, headers: bearer(tenant.session) })
    expect(checkout.json()).toEqual({ url: 'https://checkout.stripe.test/cs_test_1' })
    const call = stripeCalls.findLast((c) => c.path === '/v1/checkout/sessions')!
    expect(call.form.get('mode')).toBe('subscription')
    expect(call.form.get('client_reference_id')).toBe(tenant.providerId)
    expect(call.form.get('line_items[0][price]')).toBe('price_pro_monthly')

    await upgrade(tenant).send()
    const portal = await h.app.inject({ url, headers: bearer(tenant.session) })
    expect(portal.json()).toEqual({ url: 'https://billing.stripe.test/p/1' })
  })

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const { tenant } = await shop()
    const response = await upgrade(tenant).send('t=1,v1=forged')
    expect(response.statusCode).toBe(400)
    expect(errorOf(response).code).toBe('invalid_signature')
    expect(await planOf(tenant)).toBe('free')
  })

  it('applies a replayed event once', async () => {
    const { tenant } = await shop()
    const completed = upgrade(tenant)
    expect((await completed.send()).json()).toEqual({ received: true, duplicate: false })
    expect(await planOf(tenant)).toBe('pro')
    await sendEvent('customer.subscription.deleted', {
      object: 'subscription',
      id: `sub_${tenant.providerId.slice(0, 8)}`,
      customer: `cus_${tenant.providerId.slice(0, 8)}`,
      status: 'canceled',
    }).send()
    expect(await planOf(tenant)).toBe('free')
    expect((await completed.send()).json()).toEqual({ received: true, duplicate: true })
    expect(await planOf(tenant)).toBe('free')
  })

  it('acknowledges and ignores a signed checkout that belongs to nobody here', async () => {
    const { tenant } = await shop()
    for (const reference of [randomUUID(), 'not-a-uuid', null]) {
      const response = await sendEvent('checkout.session.completed', {
        object: 'checkout.session',
        client_reference_id: reference,
        customer: 'cus_elsewhere',
        subscription: 'sub_elsewhere',
      }).send()
      expect(response.statusCode, String(reference)).toBe(200)
    }
    expect(await planOf(tenant)).toBe('free')
  })

  it('applies a subscription started outside Checkout, for a known customer', async () => {
    const { tenant } = await shop()
    await upgrade(tenant).send()
    const customer = `cus_${tenant.providerId.slice(0, 8)}`
    const subscription = (status: string, type = 'customer.subscription.created') =>
      sendEvent(type, {
        object: 'subscription',
        id: `sub_new_${customer}`,
        customer,
        status,
      }).send()
    await subscription('canceled', 'customer.subscription.deleted')
    expect(await planOf(tenant)).toBe('free')
    await subscription('active')
    expect(await planOf(tenant)).toBe('pro')
  })

  it('refuses a product with a photo to a free provider, as an edit does', async () => {
    const s = await shop()
    await upgrade(s.tenant).send()
    const photo = (await uploadPhoto(h.app, s.tenant)).json().path as string
    await sendEvent('customer.subscription.deleted', {
      object: 'subscription',
      id: `sub_${s.tenant.providerId.slice(0, 8)}`,
      customer: `cus_${s.tenant.providerId.slice(0, 8)}`,
      status: 'canceled',
    }).send()
    const api = as(h.app, s.tenant)
    const created = await api.post('/product/', { name: 'With photo', price: 1, photo })
    expect(created.statusCode).toBe(402)
    expect((await api.get('/products')).json().pagination.total).toBe(1)
    expect((await api.post('/product/', { name: 'No photo', price: 1 })).statusCode).toBe(201)
  })

  it('limits the free plan to 50 orders a month, refusing the 51st without writing it', async () => {
    const s = await shop()
    for (let i = 0; i < 50; i++) expect((await s.order()).statusCode).toBe(201)
    const refused = await s.order()
    expect(refused.statusCode).toBe(402)
    expect(errorOf(refused).message).toBe(
      `${messages.billing.orderLimit} ${messages.billing.proUnlocks}`,
    )
    expect((await as(h.app, s.tenant).get('/orders')).json().pagination.total).toBe(50)
    const stock = (await as(h.app, s.tenant).get('/inventory')).json().inventory[0].total_stock
    expect(stock).toBe(-50)
    const receipt = await postOrder(
      h.app,
      {
        providerId: s.tenant.providerId,
        locationId: s.location.id,
        transaction_type: 'IN',
        products: [{ id: s.product.id, quantity: 5 }],
      },
      { tenant: s.tenant },
    )
    expect(receipt.statusCode).toBe(201)

    await upgrade(s.tenant).send()
    expect((await s.order()).statusCode).toBe(201)
  })

  it('keeps photos and client links for Pro, and brings the limits back on cancellation', async () => {
    const s = await shop()
    expect((await uploadPhoto(h.app, s.tenant)).statusCode).toBe(402)
    const portal = () =>
      h.app.inject({ url: `/api/client/${s.client.id}/provider_client`, remoteAddress: freshIp() })
    expect((await portal()).statusCode).toBe(402)
    expect(errorOf(await portal()).message).toBe(messages.billing.portalUnavailable)
    expect((await s.order('client')).statusCode).toBe(402)

    const pending = (await s.order()).json().order
    const cancel = () =>
      h.app.inject({
        method: 'PUT',
        url: `/api/client/${s.client.id}/order/${pending.id}`,
        payload: { cancelled: true },
        remoteAddress: freshIp(),
      })
    expect((await cancel()).statusCode).toBe(402)

    await upgrade(s.tenant).send()
    expect((await uploadPhoto(h.app, s.tenant)).statusCode).toBe(201)
    expect((await portal()).json().providerClients).toHaveLength(1)
    expect((await s.order('client')).statusCode).toBe(201)

    await sendEvent('customer.subscription.updated', {
      object: 'subscription',
      id: `sub_${s.tenant.providerId.slice(0, 8)}`,
      customer: `cus_${s.tenant.providerId.slice(0, 8)}`,
      status: 'canceled',
    }).send()
    expect(await planOf(s.tenant)).toBe('free')
    expect((await uploadPhoto(h.app, s.tenant)).statusCode).toBe(402)
    expect((await portal()).statusCode).toBe(402)
  })

  it('shows the plan in the session', async () => {
    const { tenant } = await shop()
    await upgrade(tenant).send()
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: tenant.email, password: tenant.password },
      remoteAddress: freshIp(),
    })
    expect(login.json().user.providers[0].provider.plan).toBe('pro')
    const profile = (await as(h.app, tenant).get('')).json().provider
    expect(profile).toMatchObject({ plan: 'pro', plans_enforced: true })
    expect((await h.app.inject({ url: '/api/plans' })).json()).toEqual({ enforced: true })
  })

  it('answers Please try again when Stripe fails', async () => {
    const { tenant } = await shop()
    await upgrade(tenant, 'cus_gone').send()
    standIn.removeAllListeners('request')
    standIn.on('request', (_req, res) => {
      res.statusCode = 500
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'down' } }))
    })
    const response = await h.app.inject({
      url: `/api/auth/billing?provider=${tenant.providerId}`,
      headers: bearer(tenant.session),
    })
    expect(response.statusCode).toBe(502)
    expect(errorOf(response).message).toBe(messages.billing.failed)
  })
})
