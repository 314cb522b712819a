import { PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { QueryPlan, type QueryPlan as Plan } from '../../../common/assistant'
import {
  as,
  makeClient,
  makeLocation,
  makeProduct,
  postOrder,
  useHarness,
} from '../../test/harness'
import { planSql, runPlan } from './planner'
import { makeShop } from './test-shop'

const h = useHarness()
const dialect = new PgDialect()
const providerId = '11111111-1111-4111-8111-111111111111'

const plan = (over: Partial<Plan> = {}, filters: Plan['filters'] = {}): Plan => ({
  table: 'products',
  value_function: 'revenue',
  grouping: 'product',
  sorting: { by: 'value', direction: 'desc' },
  limit: 5,
  ...over,
  filters,
})

describe('the plan validator', () => {
  it('refuses an unknown table, column, grouping or value', () => {
    const base = plan()
    for (const wrong of [
      { ...base, table: 'users' },
      { ...base, grouping: 'email' },
      { ...base, value_function: 'max(password_hash)' },
      { ...base, sorting: { by: 'password_hash', direction: 'desc' } },
      { ...base, columns: ['password_hash'] },
      {
        ...base,
        filters: { custom_field: { field_id: 'name', entity_type: 'PRODUCTS', value: 'x' } },
      },
      { ...base, filters: { product_ids: ["' or 1=1 --"] } },
    ]) {
      expect(QueryPlan.safeParse(wrong).success, JSON.stringify(wrong)).toBe(false)
    }
  })

  it('is checked again before anything runs', async () => {
    await expect(
      runPlan(h.app.db, providerId, { ...plan(), table: 'users' } as unknown as Plan),
    ).rejects.toMatchObject({ statusCode: 400, code: 'invalid_plan' })
  })
})

describe('the SQL of a plan', () => {
  const every: Plan[] = [
    plan({}, { date_range: { from: '2026-01-01', to: '2026-01-31' }, status: 'pending' }),
    plan({ table: 'orders', value_function: 'average_order_value', grouping: 'week' }),
    plan({ table: 'clients', grouping: 'client', value_function: 'order_count' }),
    plan({ table: 'inventory', value_function: 'stock', grouping: 'location' }, { stock_below: 5 }),
    plan({ table: 'inventory', value_function: 'stock', grouping: 'none', limit: 1 }),
    plan({ table: 'clients', value_function: 'record_count', grouping: 'none', limit: 1 }),
  ]

  it.each(every.map((p) => [`${p.table} ${p.value_function} by ${p.grouping}`, p]))(
    '%s binds every value and filters on the provider',
    (_, p) => {
      const query = dialect.sqlToQuery(planSql(providerId, p as Plan))
      expect(query.params).toContain(providerId)
      expect(query.params).toContain((p as Plan).limit)
      expect(query.sql).not.toContain(providerId)
      expect(query.sql).not.toMatch(/2026-01-01/)
    },
  )

  it("returns nothing for another provider's ids", async () => {
    const mine = await makeShop(h.app)
    const theirs = await makeShop(h.app)
    const rows = await runPlan(
      h.app.db,
      mine.tenant.providerId,
      plan(
        { table: 'line_items', grouping: 'none', limit: 1 },
        { product_ids: [theirs.widget.id] },
      ),
    )
    expect(rows).toEqual([{ key: null, label: null, value: 0, total: 0 }])
    const stock = await runPlan(
      h.app.db,
      mine.tenant.providerId,
      plan({ table: 'inventory', value_function: 'stock' }, { product_ids: [theirs.widget.id] }),
    )
    expect(stock).toEqual([])
  })
})

describe('stock by location', () => {
  it('sums the active products of each location, an empty location at 0, the threshold on the sum', async () => {
    const shop = await makeShop(h.app)
    const empty = await makeLocation(h.app, shop.tenant, { name: 'Annex' })
    const retired = await makeProduct(h.app, shop.tenant, { name: 'Retired', price: 1 })
    const moved = await postOrder(
      h.app,
      {
        providerId: shop.tenant.providerId,
        locationId: shop.second.id,
        transaction_type: 'IN',
        products: [{ id: retired.id, quantity: 1000 }],
      },
      { tenant: shop.tenant },
    )
    expect(moved.statusCode).toBe(201)
    const api = as(h.app, shop.tenant)
    expect((await api.put(`/product/${retired.id}`, { active: false })).statusCode).toBe(200)
    const byLocation = (filters: Plan['filters'] = {}) =>
      runPlan(
        h.app.db,
        shop.tenant.providerId,
        plan({ table: 'inventory', value_function: 'stock', grouping: 'location' }, filters),
      )
    // Main: widget 96, pro 28, beans -2; Warehouse 2: widget 5, beans 50 (the retired 1000 left out).
    expect(await byLocation()).toEqual([
      { key: shop.main.id, label: 'Main Warehouse', value: 122, total: 177 },
      { key: shop.second.id, label: 'Warehouse 2', value: 55, total: 177 },
      { key: empty.id, label: 'Annex', value: 0, total: 177 },
    ])
    expect(await byLocation({ stock_below: 60 })).toEqual([
      { key: shop.second.id, label: 'Warehouse 2', value: 55, total: 55 },
      { key: empty.id, label: 'Annex', value: 0, total: 55 },
    ])
    expect(await byLocation({ product_ids: [retired.id], location_ids: [shop.second.id] })).toEqual(
      [{ key: shop.second.id, label: 'Warehouse 2', value: 1000, total: 1000 }],
    )
  })
})

describe('days with orders', () => {
  it('counts the different days of the kept orders, cancelled ones left out', async () => {
    const shop = await makeShop(h.app)
    const [row] = await runPlan(
      h.app.db,
      shop.tenant.providerId,
      plan({ table: 'orders', value_function: 'day_count', grouping: 'none', limit: 1 }),
    )
    // The shop's orders were all placed today.
    expect(row?.value).toBe(1)
    const grouped = plan({ table: 'orders', value_function: 'day_count', grouping: 'day' })
    expect(QueryPlan.safeParse(grouped).success).toBe(false)
  })
})

describe('clients and products without orders', () => {
  it('counts the ones no kept line names: an anti-join, filtered like any sales plan', async () => {
    const shop = await makeShop(h.app)
    await makeClient(h.app, shop.tenant, { name: 'Cleo Diaz' })
    await makeProduct(h.app, shop.tenant, { name: 'Unsold', price: 1 })
    const without = (value: 'client_count' | 'product_count', filters: Plan['filters'] = {}) =>
      runPlan(
        h.app.db,
        shop.tenant.providerId,
        plan(
          { table: 'orders', value_function: value, grouping: 'none', limit: 1 },
          { without_orders: true, ...filters },
        ),
      ).then((rows) => rows[0]?.value)
    // Ana and Ben ordered; Cleo never did. Only Unsold was never ordered.
    expect(await without('client_count')).toBe(1)
    expect(await without('product_count')).toBe(1)
    // Nothing was ordered at Warehouse 2, nor in 2020.
    expect(await without('client_count', { location_ids: [shop.second.id] })).toBe(3)
    expect(
      await without('product_count', { date_range: { from: '2020-01-01', to: '2020-12-31' } }),
    ).toBe(4)
    // Ben's only order of Widget Pro is the cancelled one… but Ana's is kept.
    expect(await without('product_count', { client_ids: [shop.ben.id] })).toBe(2)
    // A retired product never ordered is left out of the active ones, kept in the inactive.
    const retired = await makeProduct(h.app, shop.tenant, { name: 'Retired', price: 1 })
    const api = as(h.app, shop.tenant)
    expect((await api.put(`/product/${retired.id}`, { active: false })).statusCode).toBe(200)
    expect(await without('product_count')).toBe(2)
    expect(await without('product_count', { active: true })).toBe(1)
    expect(await without('product_count', { active: false })).toBe(1)
  })

  it('lists the ones without orders by name, each with its last order ever', async () => {
    const shop = await makeShop(h.app)
    await makeClient(h.app, shop.tenant, { name: 'Cleo Diaz' })
    await makeProduct(h.app, shop.tenant, { name: 'Unsold', price: 1 })
    const list = (grouping: 'client' | 'product', filters: Plan['filters'] = {}, limit = 100) =>
      runPlan(
        h.app.db,
        shop.tenant.providerId,
        plan(
          {
            table: grouping === 'client' ? 'clients' : 'products',
            value_function: 'last_date',
            grouping,
            sorting: { by: 'label', direction: 'asc' },
            limit,
          },
          { without_orders: true, ...filters },
        ),
      )
    // Cleo never ordered: no last order. Unsold was never sold.
    expect((await list('client')).map((r) => [r.label, r.value, r.total])).toEqual([
      ['Cleo Diaz', 0, 1],
    ])
    expect((await list('product')).map((r) => r.label)).toEqual(['Unsold'])
    // Nobody ordered at Warehouse 2: everyone, Ana and Ben with their last order (today).
    const atSecond = await list('client', { location_ids: [shop.second.id] })
    expect(atSecond.map((r) => r.label)).toEqual(['Ana Garcia', 'Ben Smith', 'Cleo Diaz'])
    const today = Date.now() / 1000
    expect(Math.abs(atSecond[0]!.value - today)).toBeLessThan(3600)
    // The first rows by name, and how many there are in all.
    const first = await list('client', { location_ids: [shop.second.id] }, 1)
    expect(first.map((r) => [r.label, r.total])).toEqual([['Ana Garcia', 3]])
  })

  it.each<[string, Partial<Plan>, Plan['filters']]>([
    ['a list ranked by its value', { sorting: { by: 'value', direction: 'desc' } }, {}],
    ['a list of the ones named', {}, { client_ids: [providerId] }],
  ])('refuses %s', (_, over, filters) => {
    const wrong = {
      ...plan({
        table: 'clients',
        value_function: 'last_date',
        grouping: 'client',
        sorting: { by: 'label', direction: 'asc' },
        limit: 100,
        ...over,
      }),
      filters: { without_orders: true, ...filters },
    }
    expect(QueryPlan.safeParse(wrong).success).toBe(false)
    expect(
      QueryPlan.safeParse({
        ...wrong,
        sorting: { by: 'label', direction: 'asc' },
        filters: { without_orders: true },
      }).success,
    ).toBe(true)
  })

  it.each([
    ['a value other than a count of clients or products', { value_function: 'revenue' }],
    ['a grouping', { value_function: 'client_count', grouping: 'product', table: 'products' }],
    ['an average', { value_function: 'client_count', average: 'per_day' }],
  ] as const)('refuses %s', (_, over) => {
    const wrong = {
      ...plan({ table: 'orders', grouping: 'none', limit: 1, ...over }),
      filters: { without_orders: true, date_range: { from: '2026-01-01', to: '2026-01-31' } },
    }
    expect(QueryPlan.safeParse(wrong).success).toBe(false)
  })
})
