// Stock locations of a provider. At most one is the default (a partial unique index guards it).
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { LocationCreate, LocationUpdate } from '../../../common/locations'
import type { Db } from '../../db/client'
import { locations, providers } from '../../db/schema'
import { notFound } from '../../http/errors'

const columns = {
  id: locations.id,
  name: locations.name,
  provider: locations.providerId,
  active: locations.active,
  default: locations.isDefault,
}

export function listLocations(db: Db, providerId: string) {
  return db
    .select(columns)
    .from(locations)
    .where(eq(locations.providerId, providerId))
    .orderBy(sql`lower(${locations.name})`, asc(locations.name))
}

export async function getLocation(db: Db, providerId: string, locationId: string) {
  const [location] = await db
    .select(columns)
    .from(locations)
    .where(and(eq(locations.providerId, providerId), eq(locations.id, locationId)))
  if (!location) throw notFound('This location does not exist.')
  return location
}

/**
 * Clears the current default. The provider row is locked first, so two concurrent switches run
 * one after the other instead of both clearing and then colliding on the unique index.
 */
async function clearDefault(db: Db, providerId: string, exceptId?: string) {
  await db
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.id, providerId))
    .for('update')
  await db
    .update(locations)
    .set({ isDefault: false })
    .where(
      and(
        eq(locations.providerId, providerId),
        eq(locations.isDefault, true),
        exceptId ? ne(locations.id, exceptId) : undefined,
      ),
    )
}

export function createLocation(db: Db, providerId: string, body: LocationCreate) {
  return db.transaction(async (tx) => {
    if (body.default) await clearDefault(tx, providerId)
    const [location] = await tx
      .insert(locations)
      .values({
        providerId,
        name: body.name,
        active: body.active,
        isDefault: body.default ?? false,
      })
      .returning(columns)
    return location!
  })
}

/** Making a location the default clears the previous default in the same transaction. */
export function updateLocation(
  db: Db,
  providerId: string,
  locationId: string,
  body: LocationUpdate,
) {
  return db.transaction(async (tx) => {
    const current = await getLocation(tx, providerId, locationId)
    const changes = {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.active !== undefined && { active: body.active }),
      ...(body.default !== undefined && { isDefault: body.default }),
    }
    if (Object.keys(changes).length === 0) return current
    if (body.default) await clearDefault(tx, providerId, locationId)
    const [location] = await tx
      .update(locations)
      .set(changes)
      .where(and(eq(locations.providerId, providerId), eq(locations.id, locationId)))
      .returning(columns)
    return location!
  })
}
