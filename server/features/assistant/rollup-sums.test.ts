// The sums read from sales_rollup are the ledger's: every plan the rollup answers gives the same
// table both ways, whatever day it is (which only changes how a period is cut).
import { PgDialect } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { QueryPlan } from '../../../common/assistant'
import { useHarness } from '../../test/harness'
import { planSql, runPlan } from './planner'
import { makeShop } from './test-shop'

const h = useHarness()
const dialect = new PgDialect()

const plan = (over: Partial<QueryPlan>, filters: QueryPlan['filters'] = {}): QueryPlan => ({
  table: 'orders',
  value_function: 'revenue',
  grouping: 'none',
  sorting: { by: 'value', direction: 'desc' },
  limit: 10,
  ...over,
  filters,
})

const readsRollup = (p: QueryPlan) =>
  dialect
    .sqlToQuery(planSql('11111111-1111-4111-8111-111111111111', p))
    .sql.includes('sales_rollup')

describe('sums from the rollup', () => {
  it('equal the ledger for every grouping, measure, period and name filter', async () => {
    const shop = await makeShop(h.app)
    const { providerId } = shop.tenant
    // The shop's orders spread over two years: months, a year boundary, a leap day.
    const ids = await h.app.db.execute(sql`select id from orders
      where provider_id = ${providerId} and transaction_type = 'ORDER' order by id`)
    const dates = ['2025-02-28T23:30:00Z', '2025-12-31T23:59:59Z', '2026-03-01T00:00:00Z']
    for (const [i, row] of (ids as unknown as { rows: { id: string }[] }).rows.entries()) {
      await h.app.db.execute(
        sql`update orders set created_at = ${dates[i % dates.length]!}::timestamptz where id = ${row.id}`,
      )
    }
    const ranges = [
      undefined,
      { from: '2025-01-01', to: '2025-12-31' },
      { from: '2025-02-28', to: '2025-02-28' },
      { from: '2025-03-01', to: '2026-02-28' },
      { from: '2026-01-01' },
      { to: '2025-12-31' },
      { from: '2024-06-15', to: '2026-07-20' },
    ]
    const names = [
      {},
      { product_ids: [shop.widget.id, shop.pro.id] },
      { client_ids: [shop.ben.id] },
    ]
    let checked = 0
    let fromRollup = 0
    for (const [grouping, table] of [
      ['product', 'products'],
      ['client', 'clients'],
      ['none', 'orders'],
    ] as const) {
      for (const value_function of ['revenue', 'units'] as const) {
        for (const date_range of ranges) {
          for (const ids of names) {
            const p = plan(
              { table, grouping, value_function, sorting: { by: 'value', direction: 'asc' } },
              { ...(date_range && { date_range }), ...ids },
            )
            // Sums by product for named clients (or the reverse) are not kept: the ledger's.
            if (grouping !== 'none' && Object.keys(ids).some((k) => !k.startsWith(grouping)))
              continue
            const ledger = await runPlan(h.app.db, providerId, p, { ledgerOnly: true })
            for (const today of ['2025-02-28', '2025-12-31', '2026-03-01', '2031-01-01']) {
              expect(await runPlan(h.app.db, providerId, p, { today }), JSON.stringify(p)).toEqual(
                ledger,
              )
            }
            checked++
            if (readsRollup(p)) fromRollup++
          }
        }
      }
    }
    expect(checked).toBe(2 * ranges.length * (2 + 2 + 3))
    // All but the single day, which is read from the ledger: a day's lines cost less than a month.
    expect(fromRollup).toBe(checked - 2 * (2 + 2 + 3))
    // A day's average and a share are the same too.
    const perDay = plan(
      { average: 'per_day' },
      { date_range: { from: '2025-01-01', to: '2026-12-31' } },
    )
    const share = plan({ share: true }, { product_ids: [shop.beans.id] })
    for (const p of [perDay, share]) {
      expect(readsRollup(p)).toBe(true)
      expect(await runPlan(h.app.db, providerId, p)).toEqual(
        await runPlan(h.app.db, providerId, p, { ledgerOnly: true }),
      )
    }
  })

  it('are not used for what the rollup does not keep', () => {
    for (const p of [
      plan({ value_function: 'order_count' }),
      plan({ value_function: 'average_order_value' }),
      plan({ average: 'per_order' }),
      plan({ grouping: 'location', table: 'locations' }),
      plan({ grouping: 'month' }),
      plan({}, { status: 'pending' }),
      plan({}, { transaction_type: 'IN' }),
      plan({}, { location_ids: ['11111111-1111-4111-8111-111111111111'] }),
      plan(
        { grouping: 'product', table: 'products' },
        { client_ids: ['11111111-1111-4111-8111-111111111111'] },
      ),
    ]) {
      expect(readsRollup(p), JSON.stringify(p)).toBe(false)
    }
  })
})
