// Bulk data for the benchmarks: tenants of any size written with a few large
// INSERT … SELECT generate_series statements (the fastest load path without COPY), then
// stock_levels built from the ledger in one statement, so the stock invariant holds by
// construction. Everything goes through a Drizzle handle, so the same code loads PostgreSQL
// and PGlite. Run directly for a PGlite load: `node --import tsx bench/generate.ts --orders 10000`.
import { randomUUID } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../server/db/client'
import { hashPassword } from '../server/auth/passwords'
import { FIRST_NAMES, LAST_NAMES, PRODUCT_ADJECTIVES, PRODUCT_NOUNS } from '../scripts/demo-names'

export interface TenantSize {
  products: number
  locations: number
  clients: number
  orders: number
  /** One receipt per location holding every product, so the inventory grid has no empty cell. */
  fullGrid?: boolean
}

export interface Owner {
  providerId: string
  email: string
  password: string
}

/** Orders per INSERT statement: big enough to be fast, small enough to show progress. */
const ORDER_BATCH = 50_000
/** Orders are spread over two years, oldest first, so ids grow with created_at as in real life. */
const SPAN_DAYS = 730
const PASSWORD = 'bench-password'

/**
 * A deterministic pseudo-random integer in [0, mod) from an integer expression and a salt.
 * hashint8 is PostgreSQL's own integer hash (present in PGlite too); unlike random() it gives
 * the same data on every run and can be recomputed from an order id in a later statement.
 */
const h = (expr: SQL | string, salt: number, mod: number | SQL) =>
  sql`((hashint8((${typeof expr === 'string' ? sql.raw(expr) : expr})::bigint * 7919 + ${sql.raw(String(salt))})::bigint + 2147483648) % ${typeof mod === 'number' ? sql.raw(String(mod)) : mod})`

/** The word at a position that wraps around the list, as SQL over an integer expression. */
const nth = (words: readonly string[], index: string) =>
  sql.raw(
    `(array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}])[1 + (${index}) % ${words.length}]`,
  )


/** A provider, with an owner who can sign in when `withOwner` is set. */
export async function createProvider(db: Db, name: string, withOwner: boolean): Promise<Owner> {
  const [provider] = await rows<{ id: string }>(
    db,
    sql`insert into providers (name, email) values (${name}, ${`${randomUUID().slice(0, 8)}@bench.example`}) returning id`,
  )
  const providerId = provider!.id
  const email = `owner-${providerId}@bench.example`
  if (withOwner) {
    const passwordHash = await hashPassword(PASSWORD)
    await db.execute(sql`
      with u as (insert into users (email, password_hash) values (${email}, ${passwordHash}) returning id)
      insert into provider_members (provider_id, user_id, role) select ${providerId}, id, 'owner' from u`)
  }
  return { providerId, email, password: PASSWORD }
}

/** Fills one provider: locations, products, clients, orders with ~3 line items each. */
export async function generateTenant(
  db: Db,
  providerId: string,
  size: TenantSize,
  log: (line: string) => void = () => undefined,
) {
  const p = providerId
  await db.execute(sql`
    insert into locations (provider_id, name, is_default, created_at)
    select ${p}, 'Location ' || g, g = 1, now() - make_interval(days => 800 - g)
    from generate_series(1, ${size.locations}) g`)
  await db.execute(sql`
    insert into products (provider_id, name, price, active, created_at)
    select ${p}, ${nth(PRODUCT_ADJECTIVES, 'g')} || ' ' || ${nth(PRODUCT_NOUNS, `g / ${PRODUCT_ADJECTIVES.length}`)} || ' ' || g,
      (150 + ${h('g', 1, 8851)}) / 100.0, ${h('g', 2, 100)} >= 5,
      now() - make_interval(mins => g)
    from generate_series(1, ${size.products}) g`)
  await db.execute(sql`
    with c as (
      insert into clients (provider_id, name, email, address, created_at)
      select ${p}, ${nth(FIRST_NAMES, 'g')} || ' ' || ${nth(LAST_NAMES, `g / ${FIRST_NAMES.length}`)} || ' ' || g,
        'client-' || g || '@' || ${p}::text || '.bench.example',
        case when g % 2 = 0 then (1 + g % 999) || ' ' || ${nth(LAST_NAMES, 'g')} || ' Street' end,
        now() - make_interval(mins => g)
      from generate_series(1, ${size.clients}) g
      returning id, created_at)
    insert into provider_clients (provider_id, client_id, created_at) select ${p}, id, created_at from c`)
  if (size.fullGrid) await stockEveryCell(db, p)
  for (let from = 1; from <= size.orders; from += ORDER_BATCH) {
    const to = Math.min(size.orders, from + ORDER_BATCH - 1)
    await insertOrders(db, p, size, from, to)
    log(`  orders ${to.toLocaleString('en')} / ${size.orders.toLocaleString('en')}`)
  }
}

/** A receipt per location holding every product (20 + up to 60 of each). */
async function stockEveryCell(db: Db, p: string) {
  await bulk(
    db,
    sql`
    with o as (
      insert into orders (provider_id, transaction_type, location_id, created_at)
      select ${p}, 'IN', id, now() - interval '${sql.raw(String(SPAN_DAYS + 1))} days'
      from locations where provider_id = ${p}
      returning id)
    insert into line_items (order_id, provider_id, product_id, quantity, price)
    select o.id, ${p}, pr.id, 20 + ${h(sql`o.id + length(pr.name)`, 3, 61)}, pr.price
    from o cross join products pr where pr.provider_id = ${p}`,
  )
}

/**
 * Orders `from`..`to` of the tenant's plan in one statement: 85 % ORDER, 10 % IN, 3 % OUT, 2 %
 * ADJUST, over SPAN_DAYS; ORDERs older than 3 days are 97 % fulfilled, 3 % are cancelled, so the
 * inbox (open orders) is a few percent of them. Line items (1–5, receipts 5) pick distinct products
 * by a stride from a hash of the order id.
 */
async function insertOrders(db: Db, p: string, size: TenantSize, from: number, to: number) {
  const total = size.orders
  await bulk(
    db,
    sql`
    with l as (select row_number() over (order by created_at, id) - 1 as n, id
               from locations where provider_id = ${p}),
    c as (select row_number() over (order by created_at, id) - 1 as n, id, name, email, address
          from clients where provider_id = ${p}),
    pr as (select row_number() over (order by created_at, id) - 1 as n, id, price
           from products where provider_id = ${p}),
    plan as (
      select g, ${h('g', 4, size.clients)} as cn, ${h('g', 5, size.locations)} as ln,
        case when ${h('g', 6, 100)} < 85 then 'ORDER' when ${h('g', 6, 100)} < 95 then 'IN'
             when ${h('g', 6, 100)} < 98 then 'OUT' else 'ADJUST' end as type,
        now() - make_interval(secs => (${total}::float8 - g) / ${total} * ${SPAN_DAYS * 86_400}) as created_at,
        ${h('g', 7, 100)} < 3 as unlucky, ${h('g', 8, 100)} < 97 as done
      from generate_series(${from}::int, ${to}::int) g),
    o as (
      insert into orders (provider_id, transaction_type, client_id, client_name, client_email,
        client_address, location_id, cancelled, fulfilled, created_at)
      select ${p}, plan.type, case when plan.type = 'ORDER' then c.id end,
        case when plan.type = 'ORDER' then c.name end, case when plan.type = 'ORDER' then c.email end,
        case when plan.type = 'ORDER' then c.address end, l.id,
        plan.type = 'ORDER' and plan.unlucky,
        plan.type = 'ORDER' and not plan.unlucky and plan.done and plan.created_at < now() - interval '3 days',
        plan.created_at
      from plan join l on l.n = plan.ln join c on c.n = plan.cn
      order by plan.g
      returning id, transaction_type)
    insert into line_items (order_id, provider_id, product_id, quantity, price)
    select o.id, ${p}, pr.id,
      case o.transaction_type
        when 'IN' then 20 + ${h(sql`o.id * 8 + i`, 9, 61)}
        when 'ADJUST' then ${h(sql`o.id * 8 + i`, 9, 10)} - 5 + (${h(sql`o.id * 8 + i`, 9, 10)} >= 5)::int
        else 1 + ${h(sql`o.id * 8 + i`, 9, 6)} end,
      pr.price
    from o
    cross join lateral generate_series(1, case when o.transaction_type = 'IN' then 5
                                               else 1 + ${h('o.id', 10, 5)}::int end) i
    join pr on pr.n = (${h('o.id', 11, size.products)} + i * 7919) % ${size.products}`,
  )
}

/** stock_levels of every tenant from the ledger, in one statement (DESIGN.md stock rules). */
export async function buildStockLevels(db: Db) {
  await bulk(
    db,
    sql`
    insert into stock_levels (provider_id, product_id, location_id, quantity)
    select o.provider_id, li.product_id, o.location_id,
      sum(case when o.transaction_type in ('IN', 'ADJUST') then li.quantity else -li.quantity end)
    from line_items li join orders o on o.id = li.order_id
    where not o.cancelled
    group by o.provider_id, li.product_id, o.location_id
    on conflict (product_id, location_id) do update set quantity = excluded.quantity`,
  )
}

/**
 * Runs one large generated statement with the settings of a bulk load: foreign-key triggers off
 * (every reference is taken from rows that exist, by construction; the constraints stay
 * defined and the stock invariant is checked afterwards), memory for the big joins and
 * aggregates, and no wait for the WAL flush. `set local` keeps it to this transaction.
 */
async function bulk(db: Db, statement: SQL) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`)
    await tx.execute(sql`set local work_mem = '256MB'`)
    await tx.execute(sql`set local synchronous_commit = off`)
    await tx.execute(statement)
  })
}

export interface DatasetSpec {
  large: TenantSize
  grid: TenantSize
  smallTenants: number
  small: TenantSize
}

export interface Dataset {
  large: Owner
  grid: Owner
  seconds: number
  counts: Record<string, number>
}

/** The whole benchmark dataset: the large tenant, the grid tenant and the small tenants. */
export async function generateDataset(
  db: Db,
  spec: DatasetSpec,
  log: (line: string) => void = () => undefined,
): Promise<Dataset> {
  const started = performance.now()
  const { large, grid } = await withoutSecondaryIndexes(db, LEDGER_TABLES, log, async () => {
    const large = await createProvider(db, 'Large Wholesale', true)
    log(`large tenant ${large.providerId}`)
    await generateTenant(db, large.providerId, spec.large, log)
    const grid = await createProvider(db, 'Grid Stores', true)
    log(`grid tenant ${grid.providerId}`)
    await generateTenant(db, grid.providerId, spec.grid, log)
    for (let i = 1; i <= spec.smallTenants; i++) {
      const small = await createProvider(db, `Small Shop ${i}`, false)
      await generateTenant(db, small.providerId, spec.small)
    }
    log(`${spec.smallTenants} small tenants`)
    await buildStockLevels(db)
    log('stock_levels built from the ledger')
    return { large, grid }
  })
  // Fresh statistics and a visibility map, as autovacuum would leave them after a while, so
  // the planner sees the real sizes and index-only scans work.
  await db.execute(sql`vacuum analyze`)
  const counts = await tableCounts(db)
  return { large, grid, seconds: (performance.now() - started) / 1000, counts }
}

const LEDGER_TABLES = ['orders', 'line_items', 'stock_levels']

/**
 * Drops the secondary indexes of the given tables for the load and builds them again after it,
 * from their definitions in the catalog (so they are exactly what the migrations made): one
 * sorted build is much faster than maintaining nine B-trees row by row. Indexes that back a
 * constraint (primary keys) stay.
 */
async function withoutSecondaryIndexes<T>(
  db: Db,
  tables: string[],
  log: (line: string) => void,
  load: () => Promise<T>,
): Promise<T> {
  const names = sql.join(
    tables.map((t) => sql`${t}`),
    sql`, `,
  )
  const indexes = await rows<{ name: string; definition: string }>(
    db,
    sql`select i.indexname as name, i.indexdef as definition from pg_indexes i
        where i.schemaname = 'public' and i.tablename in (${names})
          and not exists (select 1 from pg_constraint c
                          where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
  )
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`))
  const result = await load()
  const started = performance.now()
  for (const index of indexes) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '512MB'`)
      await tx.execute(sql.raw(index.definition))
    })
  }
  log(`${indexes.length} indexes rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return result
}

export async function tableCounts(db: Db) {
  const [row] = await rows<Record<string, string>>(
    db,
    sql`select (select count(*) from providers) as providers, (select count(*) from locations) as locations,
      (select count(*) from products) as products, (select count(*) from provider_clients) as provider_clients,
      (select count(*) from orders) as orders, (select count(*) from line_items) as line_items,
      (select count(*) from stock_levels) as stock_levels`,
  )
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]))
}

/** Rows of a raw statement on either driver (node-postgres and PGlite both answer `{rows}`). */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

// `node --import tsx bench/generate.ts [--orders N]`: loads an in-memory PGlite (the embedded
// default) at a smaller size and checks the stock invariant, to show the generator runs there.
async function mainPglite() {
  const { openDatabase } = await import('../server/db/client')
  const { stockMismatches } = await import('../server/features/inventory/ledger')
  const at = process.argv.indexOf('--orders')
  const orders = at > 0 ? Number(process.argv[at + 1]) : 10_000
  const database = await openDatabase({})
  try {
    const dataset = await generateDataset(
      database.db,
      {
        large: { products: 2_000, locations: 20, clients: 1_000, orders },
        grid: { products: 500, locations: 20, clients: 50, orders: 500, fullGrid: true },
        smallTenants: 3,
        small: { products: 50, locations: 2, clients: 20, orders: 200 },
      },
      console.log,
    )
    const mismatches = await stockMismatches(database.db)
    console.log(`PGlite: loaded in ${dataset.seconds.toFixed(1)} s`, dataset.counts)
    console.log(
      `stock invariant ${mismatches.length === 0 ? 'PASS' : `FAIL (${mismatches.length})`}`,
    )
  } finally {
    await database.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await mainPglite()
