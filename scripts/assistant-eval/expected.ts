// The evaluation's answer key: loads the provider's rows with plain selects and computes each
// expected table in TypeScript, independently of the planner's plan and SQL.
import { eq } from 'drizzle-orm'
import type { Db } from '../../server/db/client'
import {
  clients,
  lineItems,
  locations,
  orders,
  products,
  providerClients,
  stockLevels,
} from '../../server/db/schema'
import type { Expected } from './cases'

interface Order {
  type: string
  client: string | null
  location: string
  cancelled: boolean
  fulfilled: boolean
  day: string
}

interface Line {
  order: number
  product: string
  quantity: number
  cents: number
}

export interface Data {
  orders: Map<number, Order>
  lines: Line[]
  products: { id: string; name: string; active: boolean }[]
  clients: { id: string; name: string }[]
  locations: { id: string; name: string }[]
  stock: { product: string; location: string; quantity: number }[]
}

export async function loadData(db: Db, providerId: string): Promise<Data> {
  const [orderRows, lineRows, productRows, clientRows, locationRows, stockRows] = await Promise.all(
    [
      db.select().from(orders).where(eq(orders.providerId, providerId)),
      db.select().from(lineItems).where(eq(lineItems.providerId, providerId)),
      db.select().from(products).where(eq(products.providerId, providerId)),
      db
        .select({ id: clients.id, name: clients.name })
        .from(providerClients)
        .innerJoin(clients, eq(clients.id, providerClients.clientId))
        .where(eq(providerClients.providerId, providerId)),
      db.select().from(locations).where(eq(locations.providerId, providerId)),
      db.select().from(stockLevels).where(eq(stockLevels.providerId, providerId)),
    ],
  )
  return {
    orders: new Map(
      orderRows.map((o) => [
        o.id,
        {
          type: o.transactionType,
          client: o.clientId,
          location: o.locationId,
          cancelled: o.cancelled,
          fulfilled: o.fulfilled,
          day: o.createdAt.toISOString().slice(0, 10),
        },
      ]),
    ),
    lines: lineRows.map((l) => ({
      order: l.orderId,
      product: l.productId,
      quantity: l.quantity,
      cents: Math.round(l.price * 100),
    })),
    products: productRows.map((p) => ({ id: p.id, name: p.name, active: p.active })),
    clients: clientRows,
    locations: locationRows.map((l) => ({ id: l.id, name: l.name })),
    stock: stockRows.map((s) => ({
      product: s.productId,
      location: s.locationId,
      quantity: s.quantity,
    })),
  }
}

/** A table as [label, value] pairs: the label is null for a single total. */
export type Table = [string | null, number][]

/** The records a name filter picks: "=Exact name" or a case-insensitive part of the names. */
function named(list: { id: string; name: string }[], spec: string | undefined) {
  if (spec === undefined) return undefined
  const exact = spec.startsWith('=')
  const text = (exact ? spec.slice(1) : spec).toLowerCase()
  const ids = list
    .filter((r) => (exact ? r.name.toLowerCase() === text : r.name.toLowerCase().includes(text)))
    .map((r) => r.id)
  // A name the shop lacks is a mistake in a case, not an empty answer.
  if (ids.length === 0) throw new Error(`no record is named ${spec}`)
  return new Set(ids)
}

function mondayOf(day: string) {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7))
  return d.toISOString().slice(0, 10)
}

const statusOf = (o: Order) => (o.cancelled ? 'cancelled' : o.fulfilled ? 'complete' : 'pending')

/** The lines (with their orders) that the description's filters keep. */
export function linesOf(data: Data, e: Omit<Expected, 'value' | 'group' | 'sort' | 'limit'>) {
  const productIds = named(data.products, e.products)
  const clientIds = named(data.clients, e.clients)
  const locationIds = named(data.locations, e.locations)
  const kept: { line: Line; order: Order }[] = []
  for (const line of data.lines) {
    const o = data.orders.get(line.order)!
    if (e.type !== 'any' && o.type !== (e.type ?? 'ORDER')) continue
    if (e.status === undefined ? o.cancelled : e.status !== 'any' && statusOf(o) !== e.status) {
      continue
    }
    if ((e.from && o.day < e.from) || (e.to && o.day > e.to)) continue
    if (productIds && !productIds.has(line.product)) continue
    if (clientIds && !(o.client && clientIds.has(o.client))) continue
    if (locationIds && !locationIds.has(o.location)) continue
    kept.push({ line, order: o })
  }
  return kept
}

interface Group {
  id: string
  label: string | null
  cents: number
  units: number
  orders: Set<number>
  stock: number
}

export const round2 = (n: number) => Math.round(n * 100) / 100

/** Every row the description selects, sorted as it asks; the limit is applied by the caller. */
export function expectedRows(data: Data, e: Expected): Table {
  const productIds = named(data.products, e.products)
  const locationIds = named(data.locations, e.locations)
  const nameOf = new Map(
    [...data.products, ...data.clients, ...data.locations].map((r) => [r.id, r.name]),
  )
  const groups = new Map<string, Group>()
  const group = (id: string, label: string | null) => {
    let g = groups.get(id)
    if (!g) groups.set(id, (g = { id, label, cents: 0, units: 0, orders: new Set(), stock: 0 }))
    return g
  }

  if (e.value === 'record_count') {
    const n =
      e.count === 'clients'
        ? data.clients.length
        : e.count === 'locations'
          ? data.locations.length
          : data.products.filter((p) => e.active === undefined || p.active === e.active).length
    return [[null, n]]
  }
  if (e.value === 'stock') {
    const counted = data.products.filter((p) =>
      productIds ? productIds.has(p.id) : p.active || e.withInactive,
    )
    const countedIds = new Set(counted.map((p) => p.id))
    if (e.group === 'product') for (const p of counted) group(p.id, p.name)
    if (e.group === 'location')
      for (const l of data.locations) if (!locationIds || locationIds.has(l.id)) group(l.id, l.name)
    if (e.group === 'none') group('', null)
    for (const s of data.stock) {
      if (!countedIds.has(s.product) || (locationIds && !locationIds.has(s.location))) continue
      const key = e.group === 'product' ? s.product : e.group === 'location' ? s.location : ''
      const g = groups.get(key)
      if (g) g.stock += s.quantity
    }
  } else {
    if (e.group === 'none') group('', null)
    for (const { line, order: o } of linesOf(data, e)) {
      let key: string
      if (e.group === 'product') key = line.product
      else if (e.group === 'client') key = o.client ?? ''
      else if (e.group === 'location') key = o.location
      else if (e.group === 'day') key = o.day
      else if (e.group === 'week') key = mondayOf(o.day)
      else if (e.group === 'month') key = o.day.slice(0, 7)
      else if (e.group === 'status') key = statusOf(o)
      else if (e.group === 'type') key = o.type
      else key = ''
      if (e.group === 'client' && !o.client) continue
      const isEntity = e.group === 'product' || e.group === 'client' || e.group === 'location'
      const g = group(key, e.group === 'none' ? null : isEntity ? nameOf.get(key)! : key)
      g.cents += line.quantity * line.cents
      g.units += line.quantity
      g.orders.add(line.order)
    }
  }

  const valueOf = (g: Group) => {
    switch (e.value) {
      case 'revenue':
        return g.cents / 100
      case 'units':
        return g.units
      case 'order_count':
        return g.orders.size
      case 'average_order_value':
        return g.orders.size ? round2(g.cents / 100 / g.orders.size) : 0
      default:
        return g.stock
    }
  }
  let rows = [...groups.values()].map((g) => ({ id: g.id, label: g.label, value: valueOf(g) }))
  if (e.below !== undefined) rows = rows.filter((r) => r.value < e.below!)
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  const byLabel = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    byText((a.label ?? '').toLowerCase(), (b.label ?? '').toLowerCase()) || byText(a.id, b.id)
  rows.sort((a, b) => {
    if (e.sort === 'label asc' || e.sort === 'any') return byLabel(a, b)
    const difference = e.sort === 'value asc' ? a.value - b.value : b.value - a.value
    return difference || byLabel(a, b)
  })
  return rows.map((r) => [r.label, round2(r.value)])
}
