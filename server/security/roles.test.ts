// Walks every route of the OpenAPI document as each member role and checks the permission
// matrix of issue #19: a role the matrix refuses gets 403 with the sentence naming the roles
// needed, and a role it allows never gets 403. The expected permission of every writing route is
// written here, from the table, not read from the server.
import { describe, expect, it } from 'vitest'
import type { MemberRole } from '../../common/constants'
import { can, roleNeededMessage, type Permission } from '../../common/permissions'
import { addMember, bearer, errorOf, useHarness, type Tenant } from '../test/harness'
import { callRoute, providerRoutes, routeName, sampleBodies, sampleShop } from './sample-requests'

const h = useHarness()

const P = '/api/provider/{providerId}'
/** The matrix, route by route; reads ('read') need no line, save the owner's backup. */
const matrix: Record<string, Permission> = {
  [`POST ${P}/location`]: 'manage_catalog',
  [`PUT ${P}/location/{locationId}`]: 'manage_catalog',
  [`POST ${P}/product`]: 'manage_catalog',
  [`POST ${P}/product/`]: 'manage_catalog',
  [`PUT ${P}/product/{productId}`]: 'manage_catalog',
  [`PUT ${P}/product/{productId}/reorder_rules`]: 'manage_catalog',
  [`POST ${P}/file`]: 'manage_catalog',
  [`POST ${P}/client`]: 'manage_catalog',
  [`PUT ${P}/client/{clientId}`]: 'manage_catalog',
  [`PUT ${P}/provider_client/{relationId}`]: 'manage_catalog',
  [`POST ${P}/metadata/fields`]: 'manage_catalog',
  [`PUT ${P}/metadata/fields/{fieldId}`]: 'manage_catalog',
  [`POST ${P}/import/products`]: 'manage_catalog',
  [`POST ${P}/import/clients`]: 'manage_catalog',
  [`POST ${P}/import/stock`]: 'move_stock',
  [`PUT ${P}/order/{orderId}`]: 'move_stock',
  [`PUT ${P}/notifications`]: 'manage_business',
  [`PUT ${P}/locale`]: 'manage_business',
  [`GET ${P}/export/all.zip`]: 'manage_business',
  [`POST ${P}/llm-query-2`]: 'read',
  [`POST ${P}/member`]: 'manage_team',
  [`PUT ${P}/member/{userId}`]: 'manage_team',
  [`DELETE ${P}/member/{userId}`]: 'manage_team',
  [`DELETE ${P}/invitation/{invitationId}`]: 'manage_team',
  [`GET ${P}/api_keys`]: 'manage_integrations',
  [`POST ${P}/api_keys`]: 'manage_integrations',
  [`DELETE ${P}/api_keys/{keyId}`]: 'manage_integrations',
  [`GET ${P}/webhooks`]: 'manage_integrations',
  [`POST ${P}/webhooks`]: 'manage_integrations',
  [`PUT ${P}/webhooks/{webhookId}`]: 'manage_integrations',
  [`POST ${P}/webhooks/{webhookId}/rotate_secret`]: 'manage_integrations',
  [`DELETE ${P}/webhooks/{webhookId}`]: 'manage_integrations',
  [`GET ${P}/webhooks/{webhookId}/deliveries`]: 'manage_integrations',
  [`POST ${P}/webhooks/{webhookId}/deliveries/{deliveryId}/resend`]: 'manage_integrations',
}

// Those allowed first is not needed: a refusal comes before anything is looked up. The owner
// goes last, so that what an earlier role deletes (a member, an invitation) exists for it.
const ROLES: MemberRole[] = ['viewer', 'staff', 'manager', 'owner']

describe('the role matrix on every provider route', () => {
  it('refuses exactly what each role may not do, naming the role needed', async () => {
    const shop = await sampleShop(h, 'matrix')
    const members: Record<MemberRole, Tenant> = {
      owner: shop.tenant,
      manager: await addMember(h, shop.tenant, 'manager'),
      staff: await addMember(h, shop.tenant, 'staff'),
      viewer: await addMember(h, shop.tenant, 'viewer'),
    }
    const routes = await providerRoutes(h.app)
    expect(routes.length).toBeGreaterThan(25)
    const checked: string[] = []
    for (const route of routes) {
      const name = routeName(route)
      const permission = matrix[name] ?? 'read'
      if (route.method !== 'GET') {
        expect(Object.keys(matrix), `add ${name} to the matrix`).toContain(name)
        expect(Object.keys(sampleBodies), `add a sample body for ${name}`).toContain(name)
      }
      for (const role of ROLES) {
        const response = await callRoute(h.app, members[role], route, shop.ids)
        const label = `${role} ${name} → ${response.statusCode} ${response.body.slice(0, 200)}`
        if (can(role, permission)) {
          expect(response.statusCode, label).not.toBe(403)
          expect(response.statusCode, label).toBeLessThan(500)
        } else {
          expect(response.statusCode, label).toBe(403)
          expect(errorOf(response).message, label).toBe(roleNeededMessage(permission))
        }
        checked.push(`${role} ${name}`)
      }
    }
    expect(checked.length).toBe(routes.length * ROLES.length)
  })

  it('applies it to the routes outside /api/provider too', async () => {
    const shop = await sampleShop(h, 'outside')
    const owner = shop.tenant
    const viewer = await addMember(h, owner, 'viewer')
    const staff = await addMember(h, owner, 'staff')
    const manager = await addMember(h, owner, 'manager')
    const order = (member: Tenant) =>
      h.app.inject({
        method: 'POST',
        url: '/api/order',
        headers: bearer(member.session),
        payload: {
          order: JSON.stringify({
            providerId: owner.providerId,
            locationId: shop.ids.locationId,
            transaction_type: 'IN',
            products: [{ id: shop.ids.productId, quantity: 1 }],
          }),
        },
      })
    const refused = await order(viewer)
    expect(refused.statusCode).toBe(403)
    expect(errorOf(refused).message).toBe(roleNeededMessage('move_stock'))
    expect((await order(staff)).statusCode).toBe(201)

    const billing = (member: Tenant) =>
      h.app.inject({
        url: `/api/auth/billing?provider=${owner.providerId}`,
        headers: bearer(member.session),
      })
    for (const member of [viewer, staff, manager]) {
      const answer = await billing(member)
      expect(answer.statusCode).toBe(403)
      expect(errorOf(answer).message).toBe(roleNeededMessage('manage_business'))
    }
    expect((await billing(owner)).statusCode).not.toBe(403)

    const deletePhoto = (member: Tenant) =>
      h.app.inject({
        method: 'DELETE',
        url: `/api/file?file=${encodeURIComponent(shop.photoPath)}`,
        headers: bearer(member.session),
      })
    expect((await deletePhoto(staff)).statusCode).toBe(403)
    expect((await deletePhoto(manager)).statusCode).toBe(204)
  })
})
