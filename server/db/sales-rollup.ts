// The invariant of sales_rollup: every row equals the sums of the sold lines it stands for,
// computed here from the ledger on its own (not with the migration's SQL), and no sold line is
// missing from it. A row whose lines were all cancelled may stay, holding zeros.
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from './client'
import { rowsOf } from './rows'

export interface RollupMismatch {
  provider_id: string
  dimension: string
  period: string
  starts: string
  key: string
  /** revenue|units|lines */
  ledger: string
  stored: string
}

const soldBy = (dimension: 'product' | 'client', period: 'month' | 'year', tenant: SQL) => sql`
  select o.provider_id, ${dimension}::text as dimension, ${period}::text as period,
    date_trunc(${period}, o.created_at at time zone 'UTC')::date as starts,
    ${dimension === 'product' ? sql`li.product_id` : sql`o.client_id`} as key,
    sum(li.quantity * li.price) as revenue, sum(li.quantity) as units, count(*) as lines
  from line_items li join orders o on o.id = li.order_id
  where o.transaction_type = 'ORDER' and not o.cancelled
    ${dimension === 'client' ? sql`and o.client_id is not null` : sql``} ${tenant}
  group by 1, 4, 5`

const sums = (row: 'l' | 'r') =>
  sql.raw(
    `coalesce(${row}.revenue, 0) || '|' || coalesce(${row}.units, 0) || '|' || coalesce(${row}.lines, 0)`,
  )

/** Rows where sales_rollup and the ledger disagree, for one provider or all of them. */
export async function rollupMismatches(db: Db, providerId?: string): Promise<RollupMismatch[]> {
  const tenant = providerId ? sql`and o.provider_id = ${providerId}` : sql``
  const stored = providerId ? sql`where provider_id = ${providerId}` : sql``
  return rowsOf<RollupMismatch>(
    db,
    sql`
    with ledger as (
      ${soldBy('product', 'month', tenant)} union all ${soldBy('product', 'year', tenant)}
      union all ${soldBy('client', 'month', tenant)} union all ${soldBy('client', 'year', tenant)}
    ), rollup as (select * from sales_rollup ${stored})
    select coalesce(l.provider_id, r.provider_id) as provider_id,
      coalesce(l.dimension, r.dimension) as dimension, coalesce(l.period, r.period) as period,
      to_char(coalesce(l.starts, r.starts), 'YYYY-MM-DD') as starts, coalesce(l.key, r.key) as key,
      ${sums('l')} as ledger, ${sums('r')} as stored
    from ledger l full outer join rollup r
      on r.provider_id = l.provider_id and r.dimension = l.dimension and r.period = l.period
        and r.starts = l.starts and r.key = l.key
    where coalesce(l.revenue, 0) <> coalesce(r.revenue, 0)
      or coalesce(l.units, 0) <> coalesce(r.units, 0)
      or coalesce(l.lines, 0) <> coalesce(r.lines, 0)`,
  )
}
