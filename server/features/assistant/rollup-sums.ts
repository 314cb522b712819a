// The sums of a sales plan read from sales_rollup (server/db/schema.ts) where it answers the plan
// exactly: revenue or units of ORDERs not cancelled, by product, by client or in all, for any
// period. The period is cut into whole years and months of the rollup and days of the ledger
// (periods.ts), each added or taken off; `lines` tells whether a key sold anything in the period,
// as the ledger's own sum would.
import { sql, type SQL } from 'drizzle-orm'
import type { QueryPlan } from '../../../common/assistant'
import { coverRange, type Part } from './periods'

type Dimension = 'product' | 'client'

const list = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
const startOf = (day: string) => `${day}T00:00:00.000Z`

/** The rollup's dimension that answers the plan exactly, or undefined when only the ledger can. */
function dimensionOf(plan: QueryPlan): Dimension | undefined {
  const {
    date_range: _period,
    without_cancelled: _sameAsSums,
    transaction_type,
    product_ids,
    client_ids,
    ...others
  } = plan.filters
  // Statuses, locations, custom fields…: what the rollup does not keep.
  if (Object.values(others).some((v) => v !== undefined)) return undefined
  if (transaction_type !== undefined && transaction_type !== 'ORDER') return undefined
  if (plan.value_function !== 'revenue' && plan.value_function !== 'units') return undefined
  if (plan.average !== undefined && plan.average !== 'per_day') return undefined
  if (product_ids && client_ids) return undefined
  if (plan.grouping === 'product') return client_ids ? undefined : 'product'
  if (plan.grouping === 'client') return product_ids ? undefined : 'client'
  if (plan.grouping === 'none') return client_ids ? 'client' : 'product'
  return undefined
}

const within = (column: SQL, part: Part) =>
  sql.join(
    [
      part.from !== undefined && sql`${column} >= ${part.from}::date`,
      part.to !== undefined && sql`${column} < ${part.to}::date`,
    ].filter((c): c is SQL => c !== false),
    sql` and `,
  )

/** One UNION ALL branch per sign and source: rollup rows of the buckets, or ledger lines of the days. */
function branches(providerId: string, dimension: Dimension, parts: Part[], ids?: string[]) {
  const out: SQL[] = []
  for (const sign of [1, -1] as const) {
    const signed = sign === 1 ? sql`` : sql`-`
    const buckets = parts.filter((p) => p.sign === sign && p.source !== 'ledger')
    if (buckets.length) {
      const periods = buckets.map(
        (p) =>
          sql`(r.period = ${p.source} ${p.from || p.to ? sql`and ${within(sql`r.starts`, p)}` : sql``})`,
      )
      out.push(sql`select r.key, ${signed}r.revenue as revenue, ${signed}r.units as units,
          ${signed}r.lines as lines
        from sales_rollup r
        where r.provider_id = ${providerId} and r.dimension = ${dimension}
          and (${sql.join(periods, sql` or `)}) ${ids ? sql`and r.key in (${list(ids)})` : sql``}`)
    }
    const days = parts.filter((p) => p.sign === sign && p.source === 'ledger')
    if (days.length) {
      const key = dimension === 'product' ? sql`li.product_id` : sql`o.client_id`
      const ranges = days.map(
        (p) =>
          sql`(o.created_at >= ${startOf(p.from!)}::timestamptz and o.created_at < ${startOf(p.to!)}::timestamptz)`,
      )
      out.push(sql`select ${key} as key, ${signed}(li.quantity * li.price) as revenue,
          ${signed}li.quantity as units, ${sql.raw(String(sign))} as lines
        from line_items li join orders o on o.id = li.order_id
        where o.provider_id = ${providerId} and o.transaction_type = 'ORDER' and not o.cancelled
          and (${sql.join(ranges, sql` or `)})
          ${dimension === 'client' ? sql`and o.client_id is not null` : sql``}
          ${ids ? sql`and ${key} in (${list(ids)})` : sql``}`)
    }
  }
  return out
}

export interface RollupSums {
  /** Rows (key, revenue, units, lines) whose sums per key are the plan's sums. */
  parts: SQL
  /** The plan's measure over those rows. */
  measured: SQL
}

/** The plan's sums from the rollup, or undefined when it does not keep what the plan asks. */
export function rollupSums(
  providerId: string,
  plan: QueryPlan,
  today: string,
): RollupSums | undefined {
  const dimension = dimensionOf(plan)
  if (!dimension) return undefined
  const ids = dimension === 'product' ? plan.filters.product_ids : plan.filters.client_ids
  const union = branches(providerId, dimension, coverRange(plan.filters.date_range, today), ids)
  if (union.length === 0) return undefined
  return {
    parts: sql.join(union, sql` union all `),
    measured:
      plan.value_function === 'revenue'
        ? sql`coalesce(sum(p.revenue), 0)`
        : sql`coalesce(sum(p.units), 0)`,
  }
}
