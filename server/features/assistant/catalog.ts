// The provider's names the assistant may match a question against: products, clients,
// locations and the options of active custom dropdown fields. Read with plain selects, always
// filtered on the provider, so another tenant's names can never be matched.
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { firstRow } from '../../db/rows'
import { clients, customFields, locations, products, providerClients } from '../../db/schema'
import type { Catalog } from './entities'

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
      .select({ id: locations.id, name: locations.name, default: locations.isDefault })
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

const namesDigest = (table: string, columns: string) =>
  sql.raw(`(select count(*) || ':' || coalesce(sum(hashtext(${columns})), 0)
    from ${table} where provider_id = `)

/**
 * A digest of every name loadCatalog would read, computed by the database: the same while no
 * product, client, location or dropdown option is added, renamed or removed (nor another location
 * made the default), so the name index built from the catalog can be kept until then.
 */
export async function catalogVersion(db: Db, providerId: string) {
  const row = await firstRow<{ version: string }>(
    db,
    sql`select ${namesDigest('products', `id::text || name`)}${providerId}) || '|' ||
      ${namesDigest('clients', `id::text || name`)}${providerId}) || '|' ||
      ${namesDigest('locations', `id::text || name || is_default::text`)}${providerId}) || '|' ||
      ${namesDigest('custom_fields', `id::text || field_type || active::text || field_options::text`)}${providerId}) as version`,
  )
  return row!.version
}
