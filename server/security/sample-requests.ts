// Every provider route of the OpenAPI document, with a request that would succeed for the owner:
// the security walks (tenant isolation, the role matrix) call each one as someone else.
import type { LightMyRequestResponse } from 'fastify'
import type { App } from '../app'
import {
  addMember,
  as,
  bearer,
  makeClient,
  makeLocation,
  makeProduct,
  postOrder,
  signup,
  uniqueEmail,
  uploadPhoto,
  type Harness,
  type Tenant,
} from '../test/harness'

/** Bodies that would succeed for the owner, so a refusal is about the caller alone. */
export const sampleBodies: Record<string, unknown> = {
  'POST /api/provider/{providerId}/location': { name: 'Intruder depot' },
  'PUT /api/provider/{providerId}/location/{locationId}': { name: 'Taken over', default: true },
  'POST /api/provider/{providerId}/product': { name: 'Intruder product', price: 1 },
  'POST /api/provider/{providerId}/product/': { name: 'Intruder product', price: 1 },
  'PUT /api/provider/{providerId}/product/{productId}': { name: 'Taken over', active: false },
  'PUT /api/provider/{providerId}/product/{productId}/reorder_rules': {
    reorder_rules: [{ location_id: null, min: 1, max: 2 }],
  },
  'POST /api/provider/{providerId}/client': { name: 'Intruder', email: 'intruder@example.com' },
  'PUT /api/provider/{providerId}/client/{clientId}': { name: 'Taken over' },
  'PUT /api/provider/{providerId}/provider_client/{relationId}': { active: false },
  'POST /api/provider/{providerId}/metadata/fields': {
    entity_type: 'CLIENTS',
    field_label: 'Intruder field',
    field_type: 'TEXT',
  },
  'PUT /api/provider/{providerId}/metadata/fields/{fieldId}': { field_label: 'Taken over' },
  'PUT /api/provider/{providerId}/order/{orderId}': { cancelled: true },
  'POST /api/provider/{providerId}/file': undefined,
  'POST /api/provider/{providerId}/import/products': undefined,
  'POST /api/provider/{providerId}/import/clients': undefined,
  'POST /api/provider/{providerId}/import/stock': undefined,
  'PUT /api/provider/{providerId}/notifications': { client_order_emails: false },
  'PUT /api/provider/{providerId}/locale': { locale: 'es' },
  'POST /api/provider/{providerId}/llm-query-2': { query: 'top 5 products by revenue' },
  'POST /api/provider/{providerId}/member': { email: 'new-teammate@example.com', role: 'staff' },
  'PUT /api/provider/{providerId}/member/{userId}': { role: 'viewer' },
  'DELETE /api/provider/{providerId}/member/{userId}': undefined,
  'DELETE /api/provider/{providerId}/invitation/{invitationId}': undefined,
  'POST /api/provider/{providerId}/api_keys': { name: 'Intruder key', role: 'viewer' },
  'DELETE /api/provider/{providerId}/api_keys/{keyId}': undefined,
  'POST /api/provider/{providerId}/webhooks': {
    url: 'https://93.184.216.34/intruder',
    events: ['stock.low'],
  },
  'PUT /api/provider/{providerId}/webhooks/{webhookId}': { enabled: false },
  'POST /api/provider/{providerId}/webhooks/{webhookId}/rotate_secret': {},
  'DELETE /api/provider/{providerId}/webhooks/{webhookId}': undefined,
  'POST /api/provider/{providerId}/webhooks/{webhookId}/deliveries/{deliveryId}/resend': {},
}

/**
 * A provider with one record of every kind, a staff member and a pending invitation, all named
 * after `name`; answers the ids the routes' paths take.
 */
export async function sampleShop(h: Harness, name: string) {
  const tenant = await signup(h.app, { name: `${name} shop` })
  const location = await makeLocation(h.app, tenant, { name: `${name} depot`, default: true })
  const product = await makeProduct(h.app, tenant, { name: `${name} product` })
  const client = await makeClient(h.app, tenant, { name: `${name} client` })
  const field = (
    await as(h.app, tenant).post('/metadata/fields', {
      entity_type: 'PRODUCTS',
      field_label: `${name} field`,
      field_type: 'TEXT',
    })
  ).json().field
  const relation = (await as(h.app, tenant).get(`/provider_client?client_id=${client.id}`)).json()
    .provider_client
  const order = (
    await postOrder(
      h.app,
      {
        providerId: tenant.providerId,
        locationId: location.id,
        clientId: client.id,
        transaction_type: 'ORDER',
        products: [{ id: product.id, quantity: 2 }],
      },
      { tenant },
    )
  ).json().order
  const upload = await uploadPhoto(h.app, tenant)
  const member = await addMember(h, tenant, 'staff', uniqueEmail(`${name}-member`))
  const invitation = (
    await as(h.app, tenant).post('/member', {
      email: uniqueEmail(`${name}-invited`),
      role: 'staff',
    })
  ).json().member
  const apiKey = (
    await as(h.app, tenant).post('/api_keys', { name: `${name} key`, role: 'viewer' })
  ).json().api_key
  // A public address written as an IP, so that no DNS is needed; stock.low never comes here.
  const webhook = (
    await as(h.app, tenant).post('/webhooks', {
      url: 'https://93.184.216.34/hook',
      events: ['stock.low'],
    })
  ).json().webhook
  return {
    tenant,
    ids: {
      providerId: tenant.providerId,
      locationId: location.id,
      productId: product.id,
      clientId: client.id,
      fieldId: field.id,
      relationId: relation.id,
      orderId: String(order.id),
      userId: member.session.user.id,
      invitationId: invitation.invitation_id,
      keyId: apiKey.id,
      webhookId: webhook.id,
      deliveryId: '1',
    } as Record<string, string>,
    photoPath: upload.json().path as string,
  }
}

export type Route = { method: string; path: string }

export async function providerRoutes(app: App): Promise<Route[]> {
  const doc = (await app.inject({ url: '/api/docs/json' })).json<{
    paths: Record<string, object>
  }>()
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    path.startsWith('/api/provider/{providerId}')
      ? Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path }))
      : [],
  )
}

export const routeName = (route: Route) => `${route.method} ${route.path}`

/** Calls the route as `caller`, its path filled with `ids`, with its sample body. */
export function callRoute(
  app: App,
  caller: Tenant,
  route: Route,
  ids: Record<string, string>,
  query = '',
): Promise<LightMyRequestResponse> {
  const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? name) + query
  const body = sampleBodies[routeName(route)]
  return app.inject({
    method: route.method as 'GET',
    url,
    headers: bearer(caller.session),
    ...(body !== undefined && { payload: body as object }),
  })
}
