// The pages under test: each is a URL of the API and the server functions its route calls with
// the same parsed query, so the load test, its ceiling and the query plans all cover the same
// work. The guard's membership check is not among them: it remembers a member after the first
// request (server/auth/memberships.ts), so it is not part of a page's per-request work.
import { tmpdir } from 'node:os'
import { sql, type SQL } from 'drizzle-orm'
import { OrdersQuery, ordersPageSize } from '../common/orders'
import { ProductsQuery } from '../common/products'
import { ProviderClientsQuery } from '../common/clients'
import type { Db } from '../server/db/client'
import { localStorage } from '../server/features/files/storage'
import { getOrder, listOrders } from '../server/features/orders/queries'
import { listProducts } from '../server/features/products/service'
import { listProviderClients } from '../server/features/clients/service'
import { getInventory } from '../server/features/inventory/service'
import { dashboard } from '../server/features/dashboard/service'
import { rows } from './generate'

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
  /** A whole unpaged answer (the full inventory grid): reported, without a budget. */
  unpaged?: true
  /** Indexes its plan must read alone (an Index Only Scan), or the plan check fails. */
  indexOnly?: string[]
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
        return listProducts(db, storage, tenant.providerId, {
          limit: query.limit,
          offset: query.offset,
          withMetadata: false,
        })
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
      // The Home screen: every figure in one request, over the tenant's whole history.
      key: 'dashboard',
      label: 'dashboard',
      tenant: 'large',
      path: '/dashboard',
      serve: (db, tenant) => dashboard(db, tenant.providerId),
    },
    {
      // The inventory screen reads the grid a page of 50 products at a time.
      key: 'inventory',
      label: 'inventory grid page (50 products × 20 locations)',
      tenant: 'grid',
      path: '/inventory?limit=50',
      serve: (db, tenant) => getInventory(db, storage, tenant.providerId, { limit: 50 }),
      indexOnly: ['stock_levels_product_location_quantity_idx', 'products_provider_created_idx'],
    },
    {
      key: 'inventory-all',
      label: 'inventory grid, unpaged',
      tenant: 'grid',
      path: '/inventory',
      serve: (db, tenant) => getInventory(db, storage, tenant.providerId),
      unpaged: true,
    },
  ]
}

/** The order detail page's work for one order id. */
export const orderDetail = (db: Db, tenant: Tenant, orderId: number) =>
  getOrder(db, storage, tenant.providerId, orderId)

/** Random samples of the large tenant's rows, taken once per run (PostgreSQL or PGlite). */
export async function sampleIds(db: Db, providerId: string) {
  const sample = async (of: SQL) => (await rows<{ id: string }>(db, of)).map((r) => r.id)
  return {
    orderIds: (
      await sample(
        sql`select id from orders where provider_id = ${providerId} order by random() limit 2000`,
      )
    ).map(Number),
    productIds: await sample(
      sql`select id from products where provider_id = ${providerId} order by random() limit 2000`,
    ),
    clientIds: await sample(
      sql`select client_id as id from provider_clients where provider_id = ${providerId} order by random() limit 2000`,
    ),
    locationId: (
      await sample(
        sql`select id from locations where provider_id = ${providerId} order by lower(name), id offset 3 limit 1`,
      )
    )[0]!,
  }
}
