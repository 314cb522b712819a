// The invariant of orders.total: every order's total equals what its lines add up to (0 without
// lines), computed here from line_items on their own.
import { sql } from 'drizzle-orm'
import type { Db } from './client'
import { rowsOf } from './rows'

export interface TotalMismatch {
  id: string
  lines: string
  stored: string
}

export async function orderTotalMismatches(db: Db, providerId?: string): Promise<TotalMismatch[]> {
  const tenant = providerId ? sql`and o.provider_id = ${providerId}` : sql``
  return rowsOf<TotalMismatch>(
    db,
    sql`select o.id::text as id, coalesce(t.total, 0)::text as lines, o.total::text as stored
    from orders o
    left join (select order_id, sum(quantity * price) as total from line_items group by 1) t
      on t.order_id = o.id
    where o.total <> coalesce(t.total, 0) ${tenant}`,
  )
}
