// The dashboard's figures (issue #24). Whole days come from sales_daily and months' best sellers
// from sales_rollup, which triggers keep in the transaction of every order (migrations 0006 and
// 0014), so a shop of a million orders answers from a few hundred rows; only the part of a day
// that a comparison cuts ("yesterday until this hour") is summed from the orders themselves.
import { sql, type SQL } from 'drizzle-orm'
import type { Dashboard } from '../../../common/dashboard'
import { DASHBOARD_TOP } from '../../../common/dashboard'
import type { Db } from '../../db/client'
import { cappedCount } from '../../db/capped-count'
import { statement } from '../../db/statements'
import { clients, orders, products, salesDaily, salesRollup } from '../../db/schema'
import { lowStock } from '../reorder/service'
import { dashboardPeriods } from './periods'

interface Sales {
  orders: number
  revenue: number
}

const sold = sql`${orders.transactionType} = 'ORDER' and not ${orders.cancelled}`

/** ORDERs placed in [from, to) and what they sold. */
const ledgerPart = (providerId: SQL, from: SQL, to: SQL) => sql`
  select count(*) as orders, coalesce(sum(${orders.total}), 0) as revenue
  from ${orders}
  where ${orders.providerId} = ${providerId} and ${sold}
    and ${orders.createdAt} >= ${from} and ${orders.createdAt} < ${to}`

/** The whole days from `from` to `to`, `to` included or not. */
const dailyPart = (providerId: SQL, from: SQL, to: SQL, through: boolean) => sql`
  select coalesce(sum(d.orders), 0) as orders, coalesce(sum(d.revenue), 0) as revenue
  from ${salesDaily} d
  where d.provider_id = ${providerId} and d.day >= ${from}::date
    and ${through ? sql`d.day <= ${to}::date` : sql`d.day < ${to}::date`}`

/** The parts added up, as JSON; in numeric until then, so cents stay exact. */
const salesOf = (...parts: SQL[]) => sql`(
  select json_build_object('orders', sum(s.orders)::int, 'revenue', sum(s.revenue)::float8)
  from (${sql.join(parts, sql` union all `)}) s)`

const topOf = (providerId: SQL, dimension: 'product' | 'client', monthStart: SQL) => {
  const named = dimension === 'product' ? products : clients
  return sql`(
    select coalesce(json_agg(json_build_object('id', t.key, 'name', t.name,
        'revenue', t.revenue::float8, 'units', t.units) order by t.rank), '[]')
    from (
      select r.key, n.name, r.revenue, r.units,
        row_number() over (order by r.revenue desc, r.units desc, lower(n.name), r.key) as rank
      from (
        -- The best of the month first, ties at the cut kept, so that only those few are looked
        -- up by id for their names rather than the whole catalog joined to the month.
        select r.key, r.revenue, r.units from ${salesRollup} r
        where r.provider_id = ${providerId} and r.dimension = ${dimension} and r.period = 'month'
          and r.starts = ${monthStart}::date and r.lines > 0
        order by r.revenue desc, r.units desc
        fetch first ${DASHBOARD_TOP} rows with ties) r
      join ${named} n on n.id = r.key
      order by r.revenue desc, r.units desc, lower(n.name), r.key
      limit ${DASHBOARD_TOP}) t)`
}

// Built once (db/statements.ts) and kept prepared: PostgreSQL planning it for its dates took
// longer than running it.
const figures = statement(
  (bind) => {
    const providerId = bind('providerId')
    return sql`select
    ${salesOf(dailyPart(providerId, bind('today'), bind('today'), true))} as today,
    ${salesOf(ledgerPart(providerId, bind('yesterdayFrom'), bind('yesterdayTo')))} as yesterday,
    ${salesOf(dailyPart(providerId, bind('monthStart'), bind('today'), true))} as month,
    ${salesOf(
      dailyPart(providerId, bind('previousFromDay'), bind('previousCutoffDay'), false),
      ledgerPart(providerId, bind('previousCutoffStart'), bind('previousCutoff')),
    )} as previous_month,
    ${cappedCount(
      orders,
      sql`${orders.providerId} = ${providerId} and ${sold} and not ${orders.fulfilled}`,
      0,
      sql`${orders.createdAt} desc, ${orders.id} desc`,
    )} as pending,
    (select json_agg(json_build_object('week', to_char(w.week, 'YYYY-MM-DD'),
        'orders', coalesce(w.orders, 0)::int, 'revenue', coalesce(w.revenue, 0)::float8)
        order by w.week)
      from (select w.week, sum(d.orders) as orders, sum(d.revenue) as revenue
        from generate_series(${bind('weeksFirst')}::date, ${bind('weeksLast')}::date, interval '7 days') w(week)
        left join ${salesDaily} d on d.provider_id = ${providerId}
          and d.day >= w.week and d.day < w.week + interval '7 days'
        group by w.week) w) as weeks,
    ${topOf(providerId, 'product', bind('monthStart'))} as top_products,
    ${topOf(providerId, 'client', bind('monthStart'))} as top_clients`
  },
  { prepared: true },
)

export async function dashboard(db: Db, providerId: string, now = new Date()): Promise<Dashboard> {
  const p = dashboardPeriods(now)
  const [[row], low] = await Promise.all([
    figures<{
      today: Sales
      yesterday: Sales
      month: Sales
      previous_month: Sales
      pending: number
      weeks: Dashboard['revenue_by_week']
      top_products: Dashboard['top_products']
      top_clients: Dashboard['top_clients']
    }>(db, {
      providerId,
      today: p.today,
      yesterdayFrom: p.yesterday.from.toISOString(),
      yesterdayTo: p.yesterday.to.toISOString(),
      monthStart: p.monthStart,
      previousFromDay: p.previousMonth.fromDay,
      previousCutoffDay: p.previousMonth.cutoffDay,
      previousCutoffStart: p.previousMonth.cutoffStart.toISOString(),
      previousCutoff: p.previousMonth.cutoff.toISOString(),
      weeksFirst: p.weeks.first,
      weeksLast: p.weeks.last,
    }),
    lowStock(db, providerId, { limit: 1, offset: 0 }),
  ])
  const r = row!
  return {
    as_of: now.toISOString(),
    today: { ...r.today, previous: r.yesterday },
    month: { ...r.month, previous: r.previous_month },
    pending_orders: r.pending,
    low_stock: low.total,
    revenue_by_week: r.weeks,
    top_products: r.top_products,
    top_clients: r.top_clients,
  }
}
