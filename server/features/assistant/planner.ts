// Runs a validated query plan as ONE parameterised SQL query. Every identifier comes from the
// fixed fragments below, chosen by the plan's enums; every value (provider, ids, dates, field
// values, limits) is a bound parameter; and the provider filter is always applied. Sums of
// revenue and units come from sales_rollup where it keeps them (rollup-sums.ts), else from the lines.
import { sql, type SQL } from 'drizzle-orm'
import { QueryPlan, type Grouping } from '../../../common/assistant'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { AppError } from '../../http/errors'
import { rollupSums, type RollupSums } from './rollup-sums'

export interface PlanRow {
  key: string | null
  label: string | null
  value: number
  /** The value summed over every group, before the limit: the base of a share. */
  total: number
  /** Of the orders counted, how many are cancelled: an order count says so. */
  cancelled?: number
}

const list = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
const DAY_MS = 86_400_000
const TIES_LIMIT = 20
const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`).toISOString()
const endOf = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString()

const SALES_VALUE = {
  revenue: sql`coalesce(sum(li.quantity * li.price), 0)`,
  units: sql`coalesce(sum(li.quantity), 0)`,
  order_count: sql`count(distinct o.id)`,
  average_order_value: sql`coalesce(round(sum(li.quantity * li.price) / nullif(count(distinct o.id), 0), 2), 0)`,
  client_count: sql`count(distinct o.client_id)`,
  product_count: sql`count(distinct li.product_id)`,
  day_count: sql`count(distinct (o.created_at at time zone 'UTC')::date)`,
  first_date: sql`extract(epoch from min(o.created_at))`,
  last_date: sql`extract(epoch from max(o.created_at))`,
} as const

const DIVISOR = {
  per_order: sql`nullif(count(distinct o.id), 0)`,
  per_client: sql`nullif(count(distinct o.client_id), 0)`,
  per_product: sql`nullif(count(distinct li.product_id), 0)`,
} as const

/** The days of a period, both ends included. */
export const daysIn = (range: { from?: string | undefined; to?: string | undefined }) =>
  Math.round((Date.parse(endOf(range.to!)) - Date.parse(startOf(range.from!))) / DAY_MS)

/**
 * What a sales plan groups by. Rows are summed by the key alone; an entity's name is looked up
 * once per group afterwards, not joined to every line (a year of a large shop is millions).
 */
const SALES_GROUP: Record<Grouping, { key: SQL; names?: SQL }> = {
  none: { key: sql`null::text` },
  day: { key: sql`to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD')` },
  week: { key: sql`to_char(date_trunc('week', o.created_at at time zone 'UTC'), 'YYYY-MM-DD')` },
  month: { key: sql`to_char(o.created_at at time zone 'UTC', 'YYYY-MM')` },
  product: { key: sql`li.product_id`, names: sql`products` },
  client: { key: sql`o.client_id`, names: sql`clients` },
  location: { key: sql`o.location_id`, names: sql`locations` },
  // Keys only: the answer names them in the question's language.
  status: {
    key: sql`case when o.cancelled then 'cancelled' when o.fulfilled then 'complete' else 'pending' end`,
  },
  transaction_type: { key: sql`o.transaction_type::text` },
}

const STATUS = {
  pending: sql`not o.cancelled and not o.fulfilled`,
  complete: sql`not o.cancelled and o.fulfilled`,
  cancelled: sql`o.cancelled`,
} as const

/**
 * An order count counts every order placed unless a status is named or cancelled ones are left
 * out, and says how many of them are cancelled; sums of money and units leave cancelled orders out.
 * Orders per day are that count over the days, so they count the same orders ("how many orders"
 * does); per order, client or product divide by kept orders and leave cancelled ones out.
 */
export const countsEveryOrder = (plan: QueryPlan) =>
  plan.value_function === 'order_count' &&
  (!plan.average || plan.average === 'per_day') &&
  !plan.filters.status &&
  !plan.filters.without_cancelled

/** The plan's value over the measure: averaged per day, order, client or product if asked. */
function averaged(plan: QueryPlan, measured: SQL) {
  if (!plan.average) return measured
  return plan.average === 'per_day'
    ? sql`round(${measured}::numeric / ${daysIn(plan.filters.date_range!)}, 2)`
    : sql`coalesce(round(${measured}::numeric / ${DIVISOR[plan.average]}, 2), 0)`
}

/** What keeps a line (with its order) in a sales plan: the tenant, type, status, period, names. */
function ledgerConditions(providerId: string, plan: QueryPlan): SQL[] {
  const f = plan.filters
  const everyOrder = countsEveryOrder(plan)
  const byStatus = plan.grouping === 'status'
  // The tenant filter is on orders (a line belongs to its order's provider). A constant
  // li.provider_id as well leads PostgreSQL without statistics — PGlite never analyses — into a
  // nested loop over the (provider, product, order) index: 20 times slower.
  const conditions: SQL[] = [sql`o.provider_id = ${providerId}`]
  if (plan.grouping !== 'transaction_type') {
    conditions.push(sql`o.transaction_type = ${f.transaction_type ?? 'ORDER'}`)
  }
  if (f.status) conditions.push(STATUS[f.status])
  else if (!everyOrder && !byStatus) conditions.push(sql`not o.cancelled`)
  if (f.date_range?.from)
    conditions.push(sql`o.created_at >= ${startOf(f.date_range.from)}::timestamptz`)
  if (f.date_range?.to) conditions.push(sql`o.created_at < ${endOf(f.date_range.to)}::timestamptz`)
  if (f.product_ids) conditions.push(sql`li.product_id in (${list(f.product_ids)})`)
  if (f.client_ids) conditions.push(sql`o.client_id in (${list(f.client_ids)})`)
  if (f.location_ids) conditions.push(sql`o.location_id in (${list(f.location_ids)})`)
  if (f.custom_field?.entity_type === 'PRODUCTS') {
    conditions.push(sql`exists (select 1 from products fp where fp.id = li.product_id
      and fp.provider_id = ${providerId} and fp.metadata ->> ${f.custom_field.field_id} = ${f.custom_field.value})`)
  }
  if (f.custom_field?.entity_type === 'CLIENTS') {
    conditions.push(sql`exists (select 1 from provider_clients fpc where fpc.client_id = o.client_id
      and fpc.provider_id = ${providerId} and fpc.metadata ->> ${f.custom_field.field_id} = ${f.custom_field.value})`)
  }
  if (plan.grouping === 'client') conditions.push(sql`o.client_id is not null`)
  return conditions
}

/** The sums by the plan's key, read from its lines and orders. */
function ledgerSums(providerId: string, plan: QueryPlan): SQL {
  const group = SALES_GROUP[plan.grouping]
  const value = averaged(plan, SALES_VALUE[plan.value_function as keyof typeof SALES_VALUE])
  const everyOrder = countsEveryOrder(plan)
  const conditions = ledgerConditions(providerId, plan)
  const grouped = plan.grouping === 'none' ? sql`` : sql`group by 1`
  const cancelled = everyOrder ? sql`count(distinct o.id) filter (where o.cancelled)` : sql`null`
  return sql`select ${group.key} as key, ${value} as value,
      sum(${value}) over () as total, ${cancelled} as cancelled
    from line_items li
    join orders o on o.id = li.order_id
    where ${sql.join(conditions, sql` and `)}
    ${grouped}`
}

/** Where a plan's sums are read from. */
export interface Reading {
  /** The ledger even where sales_rollup has the sums: tests compare the two. */
  ledgerOnly?: boolean
  /** The day it is (UTC), which only decides how a period is cut for the rollup. */
  today?: string
}

/** The sums by the plan's key from rollup parts; a key is there when it has lines in the period. */
function rollupSummed(plan: QueryPlan, { parts, measured }: RollupSums): SQL {
  const value = averaged(plan, measured)
  const grouped = plan.grouping !== 'none'
  return sql`select ${grouped ? sql`p.key` : sql`null::text`} as key, ${value} as value,
      sum(${value}) over () as total, null as cancelled
    from (${parts}) p
    ${grouped ? sql`group by 1 having sum(p.lines) > 0` : sql``}`
}

function salesQuery(providerId: string, plan: QueryPlan, reading: Reading): SQL {
  const group = SALES_GROUP[plan.grouping]
  const today = reading.today ?? new Date().toISOString().slice(0, 10)
  const rollup = reading.ledgerOnly ? undefined : rollupSums(providerId, plan, today)
  const summed = rollup ? rollupSummed(plan, rollup) : ledgerSums(providerId, plan)
  if (!group.names) {
    return sql`select g.key::text as key, g.key::text as label, g.value, g.total, g.cancelled
        from (${summed}) g`
  }
  // A year of a large catalog has 100,000 products: only those that can make the first `limit`
  // rows (ties at the last place included, as the name breaks them) get their names.
  const ranked =
    plan.sorting.by === 'value'
      ? sql`(select s.*, rank() over (order by s.value ${direction(plan)}) as place
          from (${summed}) s) g join ${group.names} n on n.id = g.key where g.place <= ${plan.limit}`
      : sql`(${summed}) g join ${group.names} n on n.id = g.key`
  return sql`select g.key::text as key, n.name as label, g.value, g.total, g.cancelled from ${ranked}`
}

const direction = (plan: QueryPlan) => (plan.sorting.direction === 'asc' ? sql`asc` : sql`desc`)

function stockQuery(providerId: string, plan: QueryPlan): SQL {
  const f = plan.filters
  // Without named products, only active ones: a retired product's stock is not a concern.
  const productConditions: SQL[] = [
    sql`p.provider_id = ${providerId}`,
    f.product_ids ? sql`p.id in (${list(f.product_ids)})` : sql`p.active`,
  ]
  if (f.custom_field?.entity_type === 'PRODUCTS') {
    productConditions.push(sql`p.metadata ->> ${f.custom_field.field_id} = ${f.custom_field.value}`)
  }
  const products = sql.join(productConditions, sql` and `)
  const atLocations = f.location_ids ? sql`and s.location_id in (${list(f.location_ids)})` : sql``
  const value = sql`coalesce(sum(s.quantity), 0)`
  const having = f.stock_below !== undefined ? sql`having ${value} < ${f.stock_below}` : sql``
  const select = (key: SQL, label: SQL) =>
    sql`select ${key} as key, ${label} as label, ${value} as value, sum(${value}) over () as total,
      null as cancelled`
  if (plan.grouping === 'location') {
    // Summed per location before the join: a large catalog has millions of stock rows and only a
    // few locations, whose ids and names need not be carried along each of them.
    const stock = sql`coalesce(s.value, 0)`
    return sql`select l.id::text as key, l.name as label, ${stock} as value,
        sum(${stock}) over () as total, null as cancelled
      from locations l
      left join (select s.location_id, sum(s.quantity) as value
        from stock_levels s join products p on p.id = s.product_id and ${products}
        where s.provider_id = ${providerId} ${atLocations}
        group by s.location_id) s on s.location_id = l.id
      where l.provider_id = ${providerId}
        ${f.location_ids ? sql`and l.id in (${list(f.location_ids)})` : sql``}
        ${f.stock_below !== undefined ? sql`and ${stock} < ${f.stock_below}` : sql``}`
  }
  if (plan.grouping === 'product') {
    return sql`${select(sql`p.id::text`, sql`p.name`)}
      from products p
      left join stock_levels s on s.product_id = p.id and s.provider_id = ${providerId} ${atLocations}
      where ${products}
      group by 1, 2 ${having}`
  }
  return sql`${select(sql`null::text`, sql`null::text`)}
    from stock_levels s join products p on p.id = s.product_id
    where s.provider_id = ${providerId} and ${products} ${atLocations}
    ${having}`
}

function countQuery(providerId: string, plan: QueryPlan): SQL {
  const field = plan.filters.custom_field
  const active = plan.filters.active
  const count = sql`select null::text as key, null::text as label, count(*) as value,
    count(*) as total, null as cancelled`
  if (plan.table === 'locations') {
    return sql`${count} from locations l where l.provider_id = ${providerId}`
  }
  if (plan.table === 'clients') {
    return sql`${count} from provider_clients pc where pc.provider_id = ${providerId}
      ${field ? sql`and pc.metadata ->> ${field.field_id} = ${field.value}` : sql``}
      ${active !== undefined ? sql`and pc.active = ${active}` : sql``}`
  }
  return sql`${count} from products p where p.provider_id = ${providerId}
    ${field ? sql`and p.metadata ->> ${field.field_id} = ${field.value}` : sql``}
    ${active !== undefined ? sql`and p.active = ${active}` : sql``}`
}

/**
 * The provider's clients (or products) with no line the plan's filters keep: "how many clients
 * haven't ordered this month" is an anti-join, not a count of the ones who did.
 */
function withoutOrdersQuery(providerId: string, plan: QueryPlan): SQL {
  const kept = sql.join(ledgerConditions(providerId, plan), sql` and `)
  const active = plan.filters.active
  const activeClient = active !== undefined ? sql`and pc.active = ${active}` : sql``
  const activeProduct = active !== undefined ? sql`and p.active = ${active}` : sql``
  if (plan.grouping === 'client' || plan.grouping === 'product') {
    // The list, by name: only the rows shown look up their last order (an index read each).
    const missing =
      plan.grouping === 'client'
        ? sql`select pc.client_id as id, c.name from provider_clients pc
            join clients c on c.id = pc.client_id
            where pc.provider_id = ${providerId} ${activeClient}
              and not exists (select 1 from line_items li join orders o on o.id = li.order_id
                where ${kept} and o.client_id = pc.client_id)`
        : sql`select p.id, p.name from products p where p.provider_id = ${providerId} ${activeProduct}
            and not exists (select 1 from line_items li join orders o on o.id = li.order_id
              where ${kept} and li.product_id = p.id)`
    const lastOrder =
      plan.grouping === 'client'
        ? sql`select max(lo.created_at) from orders lo where lo.provider_id = ${providerId}
            and lo.client_id = m.id and lo.transaction_type = 'ORDER' and not lo.cancelled`
        : sql`select max(lo.created_at) from line_items ll join orders lo on lo.id = ll.order_id
            where ll.provider_id = ${providerId} and ll.product_id = m.id
              and lo.transaction_type = 'ORDER' and not lo.cancelled`
    return sql`select m.id::text as key, m.name as label,
        extract(epoch from (${lastOrder})) as value, m.total, null as cancelled
      from (select x.*, count(*) over () as total from (${missing}) x
        order by lower(x.name) collate "C" ${direction(plan)}, x.id::text collate "C" asc
        limit ${plan.limit}) m`
  }
  const count = sql`select null::text as key, null::text as label, count(*) as value,
    count(*) as total, null as cancelled`
  if (plan.value_function === 'client_count') {
    return sql`${count} from provider_clients pc where pc.provider_id = ${providerId} ${activeClient}
      and not exists (select 1 from line_items li join orders o on o.id = li.order_id
        where ${kept} and o.client_id = pc.client_id)`
  }
  return sql`${count} from products p where p.provider_id = ${providerId} ${activeProduct}
    and not exists (select 1 from line_items li join orders o on o.id = li.order_id
      where ${kept} and li.product_id = p.id)`
}

/** The whole statement for a plan; exported so a test can read exactly what would run. */
export function planSql(providerId: string, plan: QueryPlan, reading: Reading = {}): SQL {
  const inner =
    plan.value_function === 'stock'
      ? stockQuery(providerId, plan)
      : plan.value_function === 'record_count'
        ? countQuery(providerId, plan)
        : plan.filters.without_orders
          ? withoutOrdersQuery(providerId, plan)
          : salesQuery(providerId, plan, reading)
  // Ties break on the name, then the id, so the same data always gives the same table.
  const order =
    plan.sorting.by === 'label'
      ? sql`lower(t.label) collate "C" ${direction(plan)}, t.key collate "C" asc`
      : sql`t.value ${direction(plan)}, lower(t.label) collate "C" asc, t.key collate "C" asc`
  return sql`select t.key, t.label, t.value, t.total, t.cancelled from (${inner}) t
    order by ${order} limit ${plan.limit}`
}

async function run(
  db: Db,
  providerId: string,
  plan: QueryPlan,
  reading: Reading,
): Promise<PlanRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(db, planSql(providerId, plan, reading))
  return rows.map((row) => ({
    key: row.key === null ? null : String(row.key),
    label: row.label === null ? null : String(row.label),
    value: Number(row.value ?? 0),
    total: Number(row.total ?? 0),
    ...(row.cancelled !== null &&
      row.cancelled !== undefined && {
        cancelled: Number(row.cancelled),
      }),
  }))
}

/**
 * A plan's filters without what picks a part (names, a status, being active): the whole a share is
 * of.
 */
function wholeOf(plan: QueryPlan): QueryPlan {
  const {
    product_ids: _p,
    client_ids: _c,
    location_ids: _l,
    custom_field: _f,
    status: _s,
    active: _a,
    ...rest
  } = plan.filters
  return { ...plan, share: false, filters: rest }
}

/** Validates the plan once more (it may come from anywhere) and runs it for the provider. */
export async function runPlan(
  db: Db,
  providerId: string,
  given: QueryPlan,
  reading: Reading = {},
): Promise<PlanRow[]> {
  const checked = QueryPlan.safeParse(given)
  if (!checked.success) {
    throw new AppError(400, 'invalid_plan', checked.error.issues[0]?.message ?? 'Invalid plan.')
  }
  const plan = checked.data
  if (plan.compare) {
    // Each side is the plan with that side's period or names: one row per side, in its order.
    const { compare, ...base } = plan
    const sides = await Promise.all(
      compare.map(async ({ label, ...side }, i) => {
        const sidePlan = { ...base, filters: { ...base.filters, ...side } }
        const [row] = await run(db, providerId, sidePlan, reading)
        return {
          key: String(i),
          label,
          value: row?.value ?? 0,
          total: 0,
          ...(row?.cancelled !== undefined && { cancelled: row.cancelled }),
        }
      }),
    )
    return sides
  }
  // "Which client ordered the most" names every client tied at the top, not one of them.
  const single = plan.limit === 1 && plan.grouping !== 'none' && plan.sorting.by === 'value'
  const found = await run(db, providerId, single ? { ...plan, limit: TIES_LIMIT } : plan, reading)
  const rows = single ? found.filter((row) => row.value === found[0]!.value) : found
  if (plan.share && plan.grouping === 'none') {
    const [whole] = await run(db, providerId, wholeOf(plan), reading)
    return rows.map((row) => ({ ...row, total: whole?.value ?? 0 }))
  }
  return rows
}
