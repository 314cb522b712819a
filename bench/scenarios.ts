// The pages under test: each is a URL of the API and the server functions its route calls with
// the same parsed query, so the load test, its ceiling and the query plans all cover the same
// work. The first statement of every provider route is the membership check of the guard.
import { tmpdir } from 'node:os'
import { and, eq } from 'drizzle-orm'
import pg from 'pg'
import { OrdersQuery, ordersPageSize } from '../common/orders'
import { ProductsQuery } from '../common/products'
import { ProviderClientsQuery } from '../common/clients'
import type { Db } from '../server/db/client'
import { providerMembers } from '../server/db/schema'
import { localStorage } from '../server/features/files/storage'
import { getOrder, listOrders } from '../server/features/orders/queries'
import { listProducts } from '../server/features/products/service'
import { listProviderClients } from '../server/features/clients/service'
import { getInventory } from '../server/features/inventory/service'

export const storage = localStorage(tmpdir())

export interface Tenant {
  providerId: string
  userId: string
  token: string
}

export interface Fixtures {
  large: Tenant
  grid: Tenant
  /** A location of the large tenant, for the filtered orders page. */
  locationId: string
  /** Samples of the large tenant's ids, for requests that vary. */
  orderIds: number[]
  productIds: string[]
  clientIds: string[]
}

export interface PageScenario {
  key: string
  label: string
  tenant: 'large' | 'grid'
  /** Path and query string under /api/provider/{id}. */
  path: string
  /** What the route does with that path, on a given database handle. */
  serve(db: Db, tenant: Tenant): Promise<unknown>
}

/** The guard's membership query (server/auth/guard.ts), run first on every provider route. */
export function membership(db: Db, tenant: Tenant) {
  return db
    .select({ role: providerMembers.role })
    .from(providerMembers)
    .where(
      and(
        eq(providerMembers.providerId, tenant.providerId),
        eq(providerMembers.userId, tenant.userId),
      ),
    )
}

const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams)

function ordersPage(key: string, label: string, path: string): PageScenario {
  return {
    key,
    label,
    tenant: 'large',
    path,
    serve: (db, tenant) => {
      const query = OrdersQuery.parse(queryOf(path))
      return listOrders(db, tenant.providerId, { ...query, limit: ordersPageSize(query) })
    },
  }
}

const isoDay = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)

export function pageScenarios(fixtures: Fixtures): PageScenario[] {
  return [
    ordersPage('inbox', 'inbox', '/orders?inbox=true&type=ORDER'),
    // The Orders screen as it opens, before any filter: every ORDER of the tenant is a match.
    ordersPage('orders-all', 'orders page (type only)', '/orders?type=ORDER'),
    ordersPage(
      'orders',
      'orders page (type, location, 30 days)',
      `/orders?type=ORDER&location_id=${fixtures.locationId}&startDate=${isoDay(30)}&endDate=${isoDay(0)}`,
    ),
    {
      key: 'products',
      label: 'products page',
      tenant: 'large',
      path: '/products',
      serve: (db, tenant) => {
        const query = ProductsQuery.parse({})
        return listProducts(db, tenant.providerId, { limit: query.limit, offset: query.offset })
      },
    },
    {
      key: 'clients',
      label: 'clients page',
      tenant: 'large',
      path: '/provider_clients',
      serve: (db, tenant) => {
        const query = ProviderClientsQuery.parse({})
        return listProviderClients(db, tenant.providerId, {
          limit: query.limit,
          offset: query.offset,
        })
      },
    },
    {
      key: 'inventory',
      label: 'inventory grid',
      tenant: 'grid',
      path: '/inventory',
      serve: (db, tenant) => getInventory(db, storage, tenant.providerId),
    },
  ]
}

/** The order detail page's work for one order id. */
export const orderDetail = (db: Db, tenant: Tenant, orderId: number) =>
  getOrder(db, storage, tenant.providerId, orderId)

/** Random samples of the large tenant's rows, taken once per run. */
export async function sampleIds(databaseUrl: string, providerId: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const sample = async <T>(text: string) =>
      (await client.query<{ id: T }>(text, [providerId])).rows.map((r) => r.id)
    return {
      orderIds: (
        await sample<string>(
          `select id from orders where provider_id = $1 order by random() limit 2000`,
        )
      ).map(Number),
      productIds: await sample<string>(
        `select id from products where provider_id = $1 order by random() limit 2000`,
      ),
      clientIds: await sample<string>(
        `select client_id as id from provider_clients where provider_id = $1 order by random() limit 2000`,
      ),
      locationId: (
        await sample<string>(
          `select id from locations where provider_id = $1 order by lower(name), id offset 3 limit 1`,
        )
      )[0]!,
    }
  } finally {
    await client.end()
  }
}
