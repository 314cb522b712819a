// Migration 0003 on a database built with the schema before it, where one client row was shared
// by every provider who typed its email: each provider ends with a record of its own, its
// orders, relation and custom values follow it, and the provider that linked first keeps the id.
import { rmSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { testConfig } from '../test/harness'
import { migrationsUpTo } from '../test/migrations-up-to'
import { createTestDatabase } from '../test/test-database'
import type { Database } from './client'
import { rowsOf } from './rows'

const LAST_SHARED_CLIENTS_MIGRATION = 2

const ids = {
  alpha: randomUUID(),
  beta: randomUUID(),
  gone: randomUUID(),
  shared: randomUUID(),
  betaOnly: randomUUID(),
  orphan: randomUUID(),
  alphaDepot: randomUUID(),
  betaDepot: randomUUID(),
  alphaProduct: randomUUID(),
  betaProduct: randomUUID(),
  alphaField: randomUUID(),
  betaField: randomUUID(),
}

/** Two providers sharing one client row, as the old model made them, with orders and values. */
async function fillOldSchema(database: Database) {
  const { db } = database
  await db.execute(sql`insert into providers (id, name) values
    (${ids.alpha}, 'Alpha'), (${ids.beta}, 'Beta'), (${ids.gone}, 'Gone')`)
  await db.execute(sql`insert into clients (id, name, email, address) values
    (${ids.shared}, 'Vera', 'vera@x.com', '1 Secret Street'),
    (${ids.betaOnly}, 'Bo', 'bo@x.com', null),
    (${ids.orphan}, 'Nobody', 'nobody@x.com', null)`)
  await db.execute(sql`insert into provider_clients (provider_id, client_id, metadata, created_at) values
    (${ids.alpha}, ${ids.shared}, ${JSON.stringify({ [ids.alphaField]: 'Gold' })}, now() - interval '2 days'),
    (${ids.beta}, ${ids.shared}, ${JSON.stringify({ [ids.betaField]: 'North' })}, now() - interval '1 day'),
    (${ids.beta}, ${ids.betaOnly}, '{}', now())`)
  await db.execute(sql`insert into locations (id, provider_id, name, is_default) values
    (${ids.alphaDepot}, ${ids.alpha}, 'A depot', true), (${ids.betaDepot}, ${ids.beta}, 'B depot', true)`)
  await db.execute(sql`insert into products (id, provider_id, name, price) values
    (${ids.alphaProduct}, ${ids.alpha}, 'A thing', 5), (${ids.betaProduct}, ${ids.beta}, 'B thing', 7)`)
  await db.execute(sql`insert into orders
    (id, provider_id, transaction_type, client_id, location_id, idempotency_key)
    overriding system value values
    (1, ${ids.alpha}, 'ORDER', ${ids.shared}, ${ids.alphaDepot}, null),
    (2, ${ids.beta}, 'ORDER', ${ids.shared}, ${ids.betaDepot}, 'retry-key'),
    (3, ${ids.beta}, 'ORDER', ${ids.betaOnly}, ${ids.betaDepot}, null),
    (4, ${ids.beta}, 'IN', null, ${ids.betaDepot}, null)`)
  await db.execute(sql`insert into line_items (order_id, provider_id, product_id, quantity, price) values
    (1, ${ids.alpha}, ${ids.alphaProduct}, 2, 5), (2, ${ids.beta}, ${ids.betaProduct}, 1, 7),
    (3, ${ids.beta}, ${ids.betaProduct}, 4, 7), (4, ${ids.beta}, ${ids.betaProduct}, 9, 7)`)
}

interface ClientRow {
  id: string
  provider_id: string
  name: string
  email: string
  address: string | null
}

describe('migration 0003: one owner per client record', () => {
  const folder = migrationsUpTo(LAST_SHARED_CLIENTS_MIGRATION)
  const open: Database[] = []
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true })
    return Promise.all(open.map((d) => d.close().catch(() => undefined)))
  })

  it('splits shared clients, moves orders, relations and values, and keeps the first id', async () => {
    const old = await createTestDatabase({ migrationsFolder: folder })
    try {
      await fillOldSchema(old)
      await old.close()
      const database = await old.reopen()
      open.push(database)
      const { db } = database

      const clients = await rowsOf<ClientRow>(
        db,
        sql`select id, provider_id, name, email, address from clients order by name, provider_id`,
      )
      const copy = clients.find((c) => c.provider_id === ids.beta && c.email === 'vera@x.com')!
      expect(copy.id).not.toBe(ids.shared)
      expect(clients).toEqual(
        [
          { id: ids.betaOnly, provider_id: ids.beta, name: 'Bo', email: 'bo@x.com', address: null },
          {
            id: ids.shared,
            provider_id: ids.alpha,
            name: 'Vera',
            email: 'vera@x.com',
            address: '1 Secret Street',
          },
          { ...copy, name: 'Vera', email: 'vera@x.com', address: '1 Secret Street' },
        ].sort(
          (a, b) => a.name.localeCompare(b.name) || a.provider_id.localeCompare(b.provider_id),
        ),
      )

      const relations = await rowsOf<{ provider_id: string; client_id: string; metadata: unknown }>(
        db,
        sql`select provider_id, client_id, metadata from provider_clients order by created_at`,
      )
      expect(relations).toEqual([
        { provider_id: ids.alpha, client_id: ids.shared, metadata: { [ids.alphaField]: 'Gold' } },
        { provider_id: ids.beta, client_id: copy.id, metadata: { [ids.betaField]: 'North' } },
        { provider_id: ids.beta, client_id: ids.betaOnly, metadata: {} },
      ])

      const orders = await rowsOf<Record<string, unknown>>(
        db,
        sql`select id::int, client_id, client_name, client_email, client_address from orders order by id`,
      )
      expect(orders).toEqual([
        {
          id: 1,
          client_id: ids.shared,
          client_name: 'Vera',
          client_email: 'vera@x.com',
          client_address: '1 Secret Street',
        },
        {
          id: 2,
          client_id: copy.id,
          client_name: 'Vera',
          client_email: 'vera@x.com',
          client_address: '1 Secret Street',
        },
        {
          id: 3,
          client_id: ids.betaOnly,
          client_name: 'Bo',
          client_email: 'bo@x.com',
          client_address: null,
        },
        { id: 4, client_id: null, client_name: null, client_email: null, client_address: null },
      ])

      const keys = await rowsOf<Record<string, unknown>>(
        db,
        sql`select scope, key, fingerprint, resource_id from idempotency_keys`,
      )
      expect(keys).toEqual([
        {
          scope: `provider:${ids.beta}`,
          key: 'retry-key',
          fingerprint: 'unscoped',
          resource_id: '2',
        },
      ])

      // Through the API: each link reaches its own provider's orders only.
      const app = await buildApp({
        config: testConfig(),
        database,
      })
      try {
        const portalOrders = async (clientId: string) =>
          (await app.inject({ url: `/api/client/${clientId}/orders` }))
            .json()
            .orders.map((o: { id: number }) => o.id)
        expect(await portalOrders(ids.shared)).toEqual([1])
        expect(await portalOrders(copy.id)).toEqual([2])
        expect(await portalOrders(ids.betaOnly)).toEqual([3])
        expect((await app.inject({ url: `/api/client/${ids.orphan}/orders` })).statusCode).toBe(404)
      } finally {
        await app.close()
      }
    } finally {
      await old.destroy()
    }
    // Two PGlite databases on disk, each migrated from scratch: slow on a busy machine.
  }, 180_000)
})
