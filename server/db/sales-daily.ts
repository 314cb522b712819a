// The invariant of sales_daily: every row equals what the ledger says of its day — ORDERs not
// cancelled placed that day (UTC) and what their lines sold — computed here from the ledger on its
// own, and no such day is missing. A day whose orders were all cancelled may stay, holding zeros.
import { sql } from 'drizzle-orm'
import type { Db } from './client'
import { rowsOf } from './rows'

export interface DailyMismatch {
  provider_id: string
  day: string
  /** orders|revenue|units */
  ledger: string
  stored: string
}

export async function salesDailyMismatches(db: Db, providerId?: string): Promise<DailyMismatch[]> {
  const tenant = providerId ? sql`and o.provider_id = ${providerId}` : sql``
  const stored = providerId ? sql`where provider_id = ${providerId}` : sql``
  return rowsOf<DailyMismatch>(
    db,
    sql`
    with ledger as (
      select o.provider_id, (o.created_at at time zone 'UTC')::date as day, count(*) as orders,
        coalesce(sum(t.revenue), 0) as revenue, coalesce(sum(t.units), 0) as units
      from orders o
      cross join lateral (
        select sum(li.quantity * li.price) as revenue, sum(li.quantity) as units
        from line_items li where li.order_id = o.id) t
      where o.transaction_type = 'ORDER' and not o.cancelled ${tenant}
      group by 1, 2
    ), daily as (select * from sales_daily ${stored})
    select coalesce(l.provider_id, d.provider_id) as provider_id,
      to_char(coalesce(l.day, d.day), 'YYYY-MM-DD') as day,
      coalesce(l.orders, 0) || '|' || coalesce(l.revenue, 0) || '|' || coalesce(l.units, 0) as ledger,
      coalesce(d.orders, 0) || '|' || coalesce(d.revenue, 0) || '|' || coalesce(d.units, 0) as stored
    from ledger l full outer join daily d on d.provider_id = l.provider_id and d.day = l.day
    where coalesce(l.orders, 0) <> coalesce(d.orders, 0)
      or coalesce(l.revenue, 0) <> coalesce(d.revenue, 0)
      or coalesce(l.units, 0) <> coalesce(d.units, 0)`,
  )
}
