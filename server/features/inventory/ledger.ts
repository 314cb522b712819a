// The stock invariant (DESIGN.md): stock_levels equals the sum of the signed line quantities of
// the non-cancelled transactions, for every product and location. A TRANSFER counts at both of
// its locations: -q where it leaves, +q where it arrives.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'

export interface StockMismatch {
  product_id: string
  location_id: string
  ledger: number
  stored: number
}

export async function stockMismatches(db: Db, providerId?: string): Promise<StockMismatch[]> {
  const tenant = providerId ? sql`and o.provider_id = ${providerId}` : sql``
  const tenantLevels = providerId ? sql`where provider_id = ${providerId}` : sql``
  return rowsOf<StockMismatch>(
    db,
    sql`
    with ledger as (
      select li.product_id, moved.location_id, sum(moved.quantity) as quantity
      from line_items li join orders o on o.id = li.order_id
      cross join lateral (values
        (o.location_id,
          case when o.transaction_type in ('IN', 'ADJUST') then li.quantity else -li.quantity end),
        (o.to_location_id, li.quantity)
      ) as moved (location_id, quantity)
      where not o.cancelled and moved.location_id is not null ${tenant}
      group by li.product_id, moved.location_id
    ), levels as (select product_id, location_id, quantity from stock_levels ${tenantLevels})
    select coalesce(l.product_id, s.product_id) as product_id,
           coalesce(l.location_id, s.location_id) as location_id,
           coalesce(l.quantity, 0)::int as ledger, coalesce(s.quantity, 0)::int as stored
    from ledger l full outer join levels s
      on s.product_id = l.product_id and s.location_id = l.location_id
    where coalesce(l.quantity, 0) <> coalesce(s.quantity, 0)`,
  )
}
