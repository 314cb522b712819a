// Clients and their relation to a provider. A client record belongs to the provider who entered
// it (DESIGN.md): every read and write is bound to that provider, and no email, name or id a
// provider types ever reaches another provider's record. The relation keeps the spec's shape
// (active flag, custom values), one per client.
import { and, eq, or, sql } from 'drizzle-orm'
import type { ClientCreate, ClientSort, ClientUpdate } from '../../../common/clients'
import type { SortDirection } from '../../../common/schemas'
import type { Db } from '../../db/client'
import { clients, providerClients, providers } from '../../db/schema'
import { jsonPages } from '../../db/json'
import { listFilter, type ListFilter, type ListShape } from '../../db/list-filter'
import { matchesSearch } from '../../db/search'
import { conflict, notFound } from '../../http/errors'
import { mergeMetadata, validateMetadata } from '../custom-fields/service'

const relationColumns = {
  id: providerClients.id,
  active: providerClients.active,
  client: { id: clients.id, name: clients.name, email: clients.email },
  provider: { id: providers.id, name: providers.name, email: providers.email },
}

const clientColumns = {
  id: clients.id,
  name: clients.name,
  email: clients.email,
  address: clients.address,
  metadata: providerClients.metadata,
}

const relations = (db: Db) =>
  db
    .select(relationColumns)
    .from(providerClients)
    .innerJoin(clients, eq(clients.id, providerClients.clientId))
    .innerJoin(providers, eq(providers.id, providerClients.providerId))

export type ClientFilter = ListFilter<ClientSort>

const clientOrder: Record<ClientSort, (direction: SortDirection) => string[]> = {
  created_at: (d) => [`created_at ${d}`, 'id'],
  name: (d) => [`lower({t}name) ${d}`, 'id'],
}

// Written by PostgreSQL as JSON (db/json.ts), keys in the order of the contract. The page is cut
// from the provider's own client records (their name and email are what is searched and
// sorted); each row's relation and provider are then read by key.
const clientPages = jsonPages<ListShape<ClientSort>>({
  table: clients,
  where: (shape, bind) =>
    and(
      eq(clients.providerId, bind('providerId')),
      shape.active
        ? sql`exists (select 1 from ${providerClients} where ${providerClients.clientId} = ${clients.id}
            and ${providerClients.active} = ${bind('active')})`
        : undefined,
      shape.search
        ? or(
            matchesSearch(clients.name, bind('search')),
            matchesSearch(clients.email, bind('search')),
          )
        : undefined,
    ),
  orderBy: (shape) => clientOrder[shape.sort](shape.direction),
  alias: 'page',
  item: () => sql`(select json_build_object(
    'id', pc.id,
    'active', pc.active,
    'client', json_build_object('id', page.id, 'name', page.name, 'email', page.email),
    'provider', (select json_build_object('id', p.id, 'name', p.name, 'email', p.email)
      from ${providers} p where p.id = page.provider_id))
    from ${providerClients} pc where pc.client_id = page.id)`,
})

export async function listProviderClients(db: Db, providerId: string, filter: ClientFilter) {
  const { shape, values } = listFilter(providerId, filter)
  const { items, total } = await clientPages(db, shape, values)
  return { relations: items, total }
}

export async function getProviderClient(db: Db, providerId: string, clientId: string) {
  const [row] = await relations(db).where(
    and(eq(providerClients.providerId, providerId), eq(providerClients.clientId, clientId)),
  )
  if (!row) throw notFound('This client does not exist.')
  return row
}

export async function setProviderClientActive(
  db: Db,
  providerId: string,
  relationId: string,
  active: boolean,
) {
  const [updated] = await db
    .update(providerClients)
    .set({ active })
    .where(and(eq(providerClients.providerId, providerId), eq(providerClients.id, relationId)))
    .returning({ id: providerClients.id })
  if (!updated) throw notFound('This client does not exist.')
  const [row] = await relations(db).where(eq(providerClients.id, relationId))
  return row!
}

export async function getClient(db: Db, providerId: string, clientId: string) {
  const [row] = await db
    .select(clientColumns)
    .from(clients)
    .innerJoin(providerClients, eq(providerClients.clientId, clients.id))
    .where(and(eq(clients.providerId, providerId), eq(clients.id, clientId)))
  if (!row) throw notFound('This client does not exist.')
  return row
}

const emailTaken = () => conflict('client_exists', 'A client with this email already exists.')

/** Whether this provider already has a client with that email, in any letter case. */
async function emailInUse(db: Db, providerId: string, email: string) {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.providerId, providerId), sql`lower(${clients.email}) = lower(${email})`))
  return row !== undefined
}

/** Creates this provider's own record of a client and its relation; answers the new id. */
export async function createClient(db: Db, providerId: string, body: ClientCreate) {
  const metadata = await validateMetadata(db, providerId, 'CLIENTS', body.metadata)
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(clients)
      .values({ providerId, name: body.name, email: body.email, address: body.address ?? null })
      .onConflictDoNothing()
      .returning({ id: clients.id })
    if (!created) throw emailTaken()
    await tx
      .insert(providerClients)
      .values({ providerId, clientId: created.id, metadata: mergeMetadata({}, metadata) })
    return created.id
  })
}

export async function updateClient(
  db: Db,
  providerId: string,
  clientId: string,
  body: ClientUpdate,
) {
  await db.transaction(async (tx) => {
    const current = await getClient(tx, providerId, clientId)
    const newEmail = body.email && body.email.toLowerCase() !== current.email.toLowerCase()
    if (newEmail && (await emailInUse(tx, providerId, body.email!))) throw emailTaken()
    const person = {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.email !== undefined && { email: body.email }),
      ...(body.address !== undefined && { address: body.address }),
    }
    if (Object.keys(person).length > 0) {
      await tx
        .update(clients)
        .set(person)
        .where(and(eq(clients.providerId, providerId), eq(clients.id, clientId)))
    }
    if (body.metadata) {
      const changes = await validateMetadata(tx, providerId, 'CLIENTS', body.metadata)
      await tx
        .update(providerClients)
        .set({ metadata: mergeMetadata(current.metadata, changes) })
        .where(
          and(eq(providerClients.providerId, providerId), eq(providerClients.clientId, clientId)),
        )
    }
  })
  return getClient(db, providerId, clientId)
}
