// What a client reaches with its link: the providers it is actively linked to, their active
// products, and its own orders. Anything else answers 404, as if it did not exist.
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { clients, locations, products, providerClients, providers } from '../../db/schema'
import { planOf } from '../billing/plans'
import { AppError, notFound } from '../../http/errors'
import { messages } from '../../../common/messages'
import type { Plans } from '../billing/plans'
import type { Storage } from '../files/storage'
import { presentProduct } from '../products/service'

/**
 * Which provider this client's link reaches: the one provider whose record it is, while that
 * provider keeps the relation active (and, with plans enforced, is on Pro). A deactivated link
 * reaches nothing, not even its past orders. With plans enforced and the provider on the free
 * plan, the portal answers 402.
 */
export async function portalAccess(db: Db, plans: Plans, clientId: string) {
  const [link] = await db
    .select({ providerId: providerClients.providerId, active: providerClients.active })
    .from(providerClients)
    .where(eq(providerClients.clientId, clientId))
  if (!link) throw notFound()
  if (plans.enforced && (await planOf(db, link.providerId)) !== 'pro') {
    throw new AppError(402, 'portal_unavailable', messages.billing.portalUnavailable)
  }
  return (providerId: string) => link.active && providerId === link.providerId
}

export async function portalProviderClients(
  db: Db,
  storage: Storage,
  clientId: string,
  reachable: (providerId: string) => boolean,
) {
  const relations = await db
    .select({
      id: providerClients.id,
      active: providerClients.active,
      client: { id: clients.id, name: clients.name, email: clients.email },
      provider: {
        id: providers.id,
        name: providers.name,
        email: providers.email,
        locale: providers.locale,
      },
      defaultLocationId: locations.id,
      defaultLocationName: locations.name,
    })
    .from(providerClients)
    .innerJoin(clients, eq(clients.id, providerClients.clientId))
    .innerJoin(providers, eq(providers.id, providerClients.providerId))
    .leftJoin(locations, and(eq(locations.providerId, providers.id), eq(locations.isDefault, true)))
    .where(and(eq(providerClients.clientId, clientId), eq(providerClients.active, true)))
    .orderBy(asc(sql`lower(${providers.name})`))
  const reached = relations.filter((r) => reachable(r.provider.id))
  const providerIds = reached.map((r) => r.provider.id)
  const offered = providerIds.length
    ? await db
        .select({
          id: products.id,
          name: products.name,
          price: products.price,
          photo: products.photo,
          provider: products.providerId,
          active: products.active,
          metadata: products.metadata,
        })
        .from(products)
        .where(and(inArray(products.providerId, providerIds), eq(products.active, true)))
        .orderBy(sql`lower(${products.name})`)
    : []
  return reached.map(({ defaultLocationId, defaultLocationName, ...relation }) => ({
    ...relation,
    provider: {
      ...relation.provider,
      default_location: defaultLocationId
        ? { id: defaultLocationId, name: defaultLocationName! }
        : null,
      // A client sees names, prices and photos; a provider's custom values stay private.
      products: offered
        .filter((p) => p.provider === relation.provider.id)
        .map((p) => presentProduct(storage, p, false)),
    },
  }))
}
