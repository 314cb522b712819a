// Fills one provider with a year of realistic business: locations, products, clients, stock
// receipts and orders. Rows are written in bulk, then stock_levels is computed from the
// ledger in one statement, so the stock invariant holds by construction.
import { sql } from 'drizzle-orm'
import type { Db } from '../server/db/client'
import {
  clients,
  lineItems,
  locations,
  orders,
  providerClients,
  products,
} from '../server/db/schema'
import { FIRST_NAMES, LAST_NAMES, PRODUCT_ADJECTIVES, PRODUCT_NOUNS } from './demo-names'

export interface DemoSize {
  products: number
  clients: number
  orders: number
  locations: number
}

export const DEMO_SIZE: DemoSize = { products: 200, clients: 100, orders: 5000, locations: 3 }

/** A small deterministic generator, so the same seed gives the same shop. */
function prng(seed: number) {
  let s = seed >>> 0
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  }
}

const BUSINESS = ['Cafe', 'Deli', 'Market', 'Bistro', 'Shop', 'Bakery', 'Store', 'Pantry']
const PLACES = ['Main Warehouse', 'Downtown Store', 'Airport Kiosk', 'North Depot', 'Harbor Shed']

const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
    list.slice(i * size, (i + 1) * size),
  )

export async function seedDemo(db: Db, providerId: string, size: DemoSize = DEMO_SIZE, seed = 42) {
  const r = prng(seed)
  const now = Date.now()
  const yearMs = 365 * 86_400_000

  const locationRows = await db
    .insert(locations)
    .values(
      Array.from({ length: size.locations }, (_, i) => ({
        providerId,
        name: PLACES[i] ?? `Location ${i + 1}`,
        isDefault: i === 0,
      })),
    )
    .returning({ id: locations.id })

  const productRows: { id: string; price: number }[] = []
  for (const part of chunks(
    Array.from({ length: size.products }, (_, i) => i),
    1000,
  )) {
    productRows.push(
      ...(await db
        .insert(products)
        .values(
          part.map((i) => ({
            providerId,
            name: `${r.pick(PRODUCT_ADJECTIVES)} ${PRODUCT_NOUNS[i % PRODUCT_NOUNS.length]} ${Math.floor(i / PRODUCT_NOUNS.length) + 1}`,
            price: r.int(150, 9_000) / 100,
            active: r.next() > 0.05,
          })),
        )
        .returning({ id: products.id, price: products.price })),
    )
  }

  const clientRows: { id: string; name: string; email: string; address: string | null }[] = []
  for (const part of chunks(
    Array.from({ length: size.clients }, (_, i) => i),
    1000,
  )) {
    const rows = await db
      .insert(clients)
      .values(
        part.map((i) => {
          const first = r.pick(FIRST_NAMES)
          const last = r.pick(LAST_NAMES)
          return {
            providerId,
            name: i % 3 === 0 ? `${last}'s ${r.pick(BUSINESS)}` : `${first} ${last}`,
            email: `${first}.${last}.${providerId.slice(0, 8)}.${i}@example.com`.toLowerCase(),
            address: i % 2 === 0 ? `${r.int(1, 999)} ${r.pick(LAST_NAMES)} Street` : null,
          }
        }),
      )
      .returning({
        id: clients.id,
        name: clients.name,
        email: clients.email,
        address: clients.address,
      })
    await db.insert(providerClients).values(rows.map((c) => ({ providerId, clientId: c.id })))
    clientRows.push(...rows)
  }

  // Receipts first (a quarter of the volume), then orders spread over the year, older first.
  const receipts = Math.ceil(size.orders / 4)
  const plan = Array.from({ length: size.orders + receipts }, (_, i) => {
    const type =
      i < receipts ? ('IN' as const) : r.next() < 0.04 ? ('OUT' as const) : ('ORDER' as const)
    const age = i < receipts ? yearMs - (i / receipts) * yearMs * 0.2 : r.next() * yearMs * 0.98
    return { type, createdAt: new Date(now - age) }
  }).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())

  for (const part of chunks(plan, 500)) {
    const inserted = await db
      .insert(orders)
      .values(
        part.map((p) => {
          const old = now - p.createdAt.getTime() > 3 * 86_400_000
          const client = p.type === 'ORDER' ? r.pick(clientRows) : null
          return {
            providerId,
            transactionType: p.type,
            clientId: client?.id ?? null,
            clientName: client?.name ?? null,
            clientEmail: client?.email ?? null,
            clientAddress: client?.address ?? null,
            locationId: p.type === 'ORDER' ? locationRows[0]!.id : r.pick(locationRows).id,
            cancelled: p.type === 'ORDER' && r.next() < 0.05,
            fulfilled: p.type === 'ORDER' && old && r.next() < 0.97,
            createdAt: p.createdAt,
          }
        }),
      )
      .returning({ id: orders.id, type: orders.transactionType })
    const lines = inserted.flatMap((order) => {
      const picked = new Set<number>()
      const count = order.type === 'IN' ? r.int(3, 8) : r.int(1, 4)
      while (picked.size < count) picked.add(r.int(0, productRows.length - 1))
      return [...picked].map((index) => ({
        orderId: order.id,
        providerId,
        productId: productRows[index]!.id,
        quantity: order.type === 'IN' ? r.int(20, 80) : r.int(1, 6),
        price: productRows[index]!.price,
      }))
    })
    for (const lineChunk of chunks(lines, 2000)) await db.insert(lineItems).values(lineChunk)
  }

  await db.execute(sql`
    insert into stock_levels (provider_id, product_id, location_id, quantity)
    select o.provider_id, li.product_id, o.location_id,
      sum(case when o.transaction_type in ('IN', 'ADJUST') then li.quantity else -li.quantity end)
    from line_items li join orders o on o.id = li.order_id
    where o.provider_id = ${providerId} and not o.cancelled
    group by o.provider_id, li.product_id, o.location_id
    on conflict (product_id, location_id) do update set quantity = excluded.quantity`)

  return {
    locations: locationRows.length,
    products: productRows.length,
    clients: clientRows.length,
    transactions: plan.length,
  }
}
