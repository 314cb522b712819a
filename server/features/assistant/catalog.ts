// The provider's names the assistant may match a question against: products, clients,
// locations and the options of active custom dropdown fields. Read with plain selects, always
// filtered on the provider, so another tenant's names can never be matched.
import { and, eq } from 'drizzle-orm'
import type { Catalog } from '../../../common/assistant-entities'
import type { Db } from '../../db/client'
import { clients, customFields, locations, products, providerClients } from '../../db/schema'

export async function loadCatalog(db: Db, providerId: string): Promise<Catalog> {
  const [productRows, clientRows, locationRows, fieldRows] = await Promise.all([
    db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.providerId, providerId)),
    db
      .select({ id: clients.id, name: clients.name })
      .from(providerClients)
      .innerJoin(clients, eq(clients.id, providerClients.clientId))
      .where(eq(providerClients.providerId, providerId)),
    db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(eq(locations.providerId, providerId)),
    db
      .select({
        id: customFields.id,
        label: customFields.fieldLabel,
        entity_type: customFields.entityType,
        options: customFields.fieldOptions,
      })
      .from(customFields)
      .where(
        and(
          eq(customFields.providerId, providerId),
          eq(customFields.fieldType, 'SELECT'),
          eq(customFields.active, true),
        ),
      ),
  ])
  return { products: productRows, clients: clientRows, locations: locationRows, fields: fieldRows }
}
