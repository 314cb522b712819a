import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { AssistantResponse } from '../../../common/assistant'
import {
  as,
  bearer,
  errorOf,
  makeClient,
  makeProduct,
  postOrder,
  signup,
  useHarness,
} from '../../test/harness'
import { ask, makeShop } from './test-shop'
import { HELP } from './text'

const h = useHarness()

const answer = async (tenant: Parameters<typeof ask>[1], query: string) => {
  const response = await ask(h.app, tenant, query)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<AssistantResponse>()
}
const rowsOf = (r: AssistantResponse) => r.table_data?.rows

describe('the names it knows', () => {
  it('follows the catalog: a product added or renamed is matched at the next question', async () => {
    const { tenant } = await makeShop(h.app)
    const matched = async (query: string) =>
      (await answer(tenant, query)).query_details?.entity_matching.filters_applied.flatMap((f) =>
        f.matches_found.map((m) => m.name),
      )
    expect((await matched('sales of Zebra Stripes Paint')) ?? []).not.toContain(
      'Zebra Stripes Paint',
    )
    const added = await makeProduct(h.app, tenant, { name: 'Zebra Stripes Paint' })
    expect(await matched('sales of Zebra Stripes Paint')).toEqual(['Zebra Stripes Paint'])
    await as(h.app, tenant).put(`/product/${added.id}`, { name: 'Quokka Glitter Paint' })
    expect(await matched('sales of Quokka Glitter Paint')).toEqual(['Quokka Glitter Paint'])
  })
})

describe('the clients or products without orders', () => {
  it('names them, with their last order, in English and Spanish', async () => {
    const shop = await makeShop(h.app)
    await makeClient(h.app, shop.tenant, { name: 'Cleo Diaz' })
    const r = await answer(shop.tenant, "which clients didn't order at Warehouse 2")
    expect(r.answer).toBe(
      '3 clients placed no order at Warehouse 2: Ana Garcia, Ben Smith and Cleo Diaz.',
    )
    expect(r.table_data?.columns.map((c) => c.key)).toEqual(['client', 'last_order'])
    expect(rowsOf(r)?.[2]).toEqual({ client: 'Cleo Diaz', last_order: null })
    const es = await answer(shop.tenant, 'clientes que no compraron nada')
    expect(es.answer).toBe('1 cliente no hizo ningún pedido: Cleo Diaz.')
  })
})

describe('answering questions about the shop', () => {
  it('ranks products by revenue, ties broken by name, with the plan in query_details', async () => {
    const { tenant } = await makeShop(h.app)
    const r = await answer(tenant, 'top 5 products by revenue')
    expect(rowsOf(r)).toEqual([
      { product: 'Widget Pro', revenue: 50 },
      { product: 'Coffee Beans', revenue: 40 },
      { product: 'Widget', revenue: 40 },
    ])
    expect(r.answer).toBe('Your top 3 products by revenue: Widget Pro leads with $50.')
    expect(r.insight).toBe('Widget Pro accounts for 38.5% of the total ($130).')
    expect(r.table_data).toMatchObject({
      columns: [
        { key: 'product', label: 'Product', type: 'text' },
        { key: 'revenue', label: 'Revenue', type: 'currency' },
      ],
      metadata: { sort_column: 'revenue', sort_direction: 'desc' },
    })
    expect(r.query_details).toMatchObject({
      database_query: {
        table: 'products',
        columns: ['product', 'revenue'],
        filters: [
          { type: 'transaction_type', value: 'ORDER', from: null, to: null },
          { type: 'status', value: 'not_cancelled', from: null, to: null },
        ],
      },
      analytical_intent: {
        analysis_type: 'ranking',
        groupings: [{ label: 'Product' }],
        value_function: 'revenue',
        sorting: { by: 'revenue', direction: 'desc' },
      },
      entity_matching: { filters_applied: [] },
    })
  })

  it('counts pending orders, in English and Spanish', async () => {
    const { tenant } = await makeShop(h.app)
    const en = await answer(tenant, 'how many pending orders do I have')
    expect(rowsOf(en)).toEqual([{ orders: 2 }])
    expect(en.answer).toBe('You have 2 pending orders.')
    const es = await answer(tenant, 'cuántos pedidos pendientes tengo')
    expect(rowsOf(es)).toEqual([{ orders: 2 }])
    expect(es.answer).toBe('Tienes 2 pedidos pendientes.')
    expect(es.table_data?.columns).toEqual([{ key: 'orders', label: 'Pedidos', type: 'number' }])
  })

  it('lists what is low on stock at a location, lowest first', async () => {
    const { tenant } = await makeShop(h.app)
    const r = await answer(tenant, 'what is low on stock at Warehouse 2')
    expect(rowsOf(r)).toEqual([
      { product: 'Widget Pro', stock: 0 },
      { product: 'Widget', stock: 5 },
      { product: 'Coffee Beans', stock: 50 },
    ])
    expect(r.answer).toBe('Lowest stock at Warehouse 2: Widget Pro with 0 units.')
  })

  it('matches a misspelt product and reports the matches', async () => {
    const { tenant } = await makeShop(h.app)
    const r = await answer(tenant, 'which clients ordered Widgit')
    expect(r.query_details?.entity_matching.filters_applied).toEqual([
      {
        dimension: 'product',
        user_input: 'Widgit',
        matches_found: [{ name: 'Widget' }, { name: 'Widget Pro' }],
        records_matched: 2,
      },
    ])
    expect(rowsOf(r)).toEqual([
      { client: 'Ana Garcia', units: 5 },
      { client: 'Ben Smith', units: 1 },
    ])
  })

  it('groups by time and answers in Spanish', async () => {
    const { tenant } = await makeShop(h.app)
    const weekly = await answer(tenant, 'sales per week this year')
    expect(weekly.table_data?.rows).toHaveLength(1)
    expect(weekly.table_data?.rows[0]).toMatchObject({ revenue: 130 })
    expect(weekly.table_data?.columns[0]).toEqual({ key: 'week', label: 'Week of', type: 'date' })
    const es = await answer(tenant, 'ventas por cliente')
    expect(rowsOf(es)).toEqual([
      { client: 'Ana Garcia', revenue: 80 },
      { client: 'Ben Smith', revenue: 50 },
    ])
    expect(es.answer).toMatch(/^Ventas por cliente: Ana Garcia encabeza/)
  })

  it('answers a sentence and no table when it does not understand', async () => {
    const { tenant } = await makeShop(h.app)
    const r = await answer(tenant, 'what is the weather like')
    expect(r.answer).toBe(HELP.en)
    expect(r.table_data).toBeUndefined()
    const unknown = await answer(tenant, 'sales of Unicorn Dust')
    expect(unknown.table_data).toBeUndefined()
    expect(unknown.answer).toContain('“Unicorn Dust”')
  })
})

describe('what to reorder, from the reorder rules (issue #17)', () => {
  /** Rules on the test shop: Coffee Beans owed at Main, Widget Pro's total and Widget at Warehouse 2 at their minimum. */
  async function shopWithRules() {
    const shop = await makeShop(h.app)
    const rules = (productId: string, list: unknown[]) =>
      as(h.app, shop.tenant).put(`/product/${productId}/reorder_rules`, { reorder_rules: list })
    await rules(shop.beans.id, [{ location_id: shop.main.id, min: 5, max: 20 }])
    await rules(shop.pro.id, [{ location_id: null, min: 30, max: 60 }])
    await rules(shop.widget.id, [
      { location_id: shop.second.id, min: 5, max: 10 },
      { location_id: shop.main.id, min: 10, max: 200 },
    ])
    return shop
  }

  it('lists what is at or below its minimum, most urgent first, with what to order', async () => {
    const { tenant } = await shopWithRules()
    for (const question of ['what should I reorder', 'what do I need to restock']) {
      const r = await answer(tenant, question)
      expect(rowsOf(r), question).toEqual([
        { product: 'Coffee Beans', location: 'Main Warehouse', on_hand: -2, min: 5, suggested: 22 },
        {
          product: 'Widget Pro',
          location: 'All locations (total)',
          on_hand: 28,
          min: 30,
          suggested: 32,
        },
        { product: 'Widget', location: 'Warehouse 2', on_hand: 5, min: 5, suggested: 5 },
      ])
      expect(r.answer).toBe(
        '3 items are at or below their minimum: ordering the 59 suggested units brings them back to their maximum.',
      )
      expect(r.insight).toBe(
        'Most urgent: Coffee Beans at Main Warehouse, with -2 on hand (minimum 5).',
      )
      expect(r.table_data?.columns.map((c) => c.label)).toEqual([
        'Product',
        'Location',
        'On hand',
        'Min',
        'Suggested',
      ])
    }
    const low = (await as(h.app, tenant).get('/low_stock')).json().low_stock
    expect(low.map((i: { suggested: number }) => i.suggested)).toEqual([22, 32, 5])
  })

  it('answers in Spanish, and for one location', async () => {
    const { tenant } = await shopWithRules()
    const es = await answer(tenant, 'qué tengo que reponer')
    expect(es.answer).toBe(
      '3 artículos están en su mínimo o por debajo: pedir las 59 unidades sugeridas los lleva a su máximo.',
    )
    expect(es.table_data?.rows[1]).toMatchObject({ location: 'Todas las ubicaciones (total)' })
    expect(es.table_data?.columns[2]?.label).toBe('En stock')
    expect((await answer(tenant, 'qué está bajo de stock')).table_data?.rows).toHaveLength(3)

    const there = await answer(tenant, 'what is low on stock at Warehouse 2')
    expect(rowsOf(there)).toEqual([
      { product: 'Widget', location: 'Warehouse 2', on_hand: 5, min: 5, suggested: 5 },
    ])
    expect(there.answer).toMatch(
      /^1 item is at or below its minimum at Warehouse 2: ordering the 5/,
    )
  })

  it('says when nothing needs reordering, and ranks the least stock as before', async () => {
    const { tenant, main } = await shopWithRules()
    const least = await answer(tenant, 'which products have the least stock')
    expect(least.table_data?.columns.map((c) => c.key)).toEqual(['product', 'stock'])
    type Low = { product: { id: string }; location: { id: string } | null; suggested: number }
    for (const item of (await as(h.app, tenant).get('/low_stock')).json().low_stock as Low[]) {
      await postOrder(
        h.app,
        {
          providerId: tenant.providerId,
          locationId: item.location?.id ?? main.id,
          transaction_type: 'ADJUST',
          products: [{ id: item.product.id, quantity: item.suggested }],
        },
        { tenant },
      )
    }
    const none = await answer(tenant, 'what should I reorder')
    expect(none.answer).toBe('Nothing needs reordering: no product is at or below its minimum.')
    expect(rowsOf(none)).toEqual([])
  })
})

describe('the kinds of issue #16, through the API', () => {
  it('counts every order and says how many are cancelled', async () => {
    const { tenant } = await makeShop(h.app)
    const r = await answer(tenant, 'how many orders do I have')
    expect(rowsOf(r)).toEqual([{ orders: 3 }])
    expect(r.answer).toBe('You have 3 orders (1 of them cancelled).')
    const kept = await answer(tenant, 'how many orders that are not cancelled')
    expect(rowsOf(kept)).toEqual([{ orders: 2 }])
    expect(kept.answer).toBe('You have 2 non-cancelled orders.')
  })

  it('counts every order in orders per day too, and says how many are cancelled', async () => {
    const { tenant } = await makeShop(h.app)
    const r = await answer(tenant, 'average number of orders per day today')
    expect(rowsOf(r)).toEqual([{ orders_per_day: 3 }])
    expect(r.answer).toMatch(/; 1 of the orders counted are cancelled\.$/)
    const es = await answer(tenant, 'promedio de pedidos por día hoy')
    expect(es.answer).toMatch(/; 1 de los pedidos contados están cancelados\.$/)
  })

  it('compares two products side by side, with the difference', async () => {
    const { tenant } = await makeShop(h.app)
    const r = await answer(tenant, 'compare sales of Widget Pro and Widget')
    expect(rowsOf(r)).toEqual([
      { compared: 'Widget Pro', revenue: 50 },
      { compared: 'Widget', revenue: 40 },
    ])
    expect(r.insight).toBe('Widget Pro has $10 more (+25.0%).')
  })

  it('labels a side named with a slip with the name it found', async () => {
    const { tenant } = await makeShop(h.app)
    const r = await answer(tenant, 'who spent more, ana garcia or ben smiht')
    expect(rowsOf(r)).toEqual([
      { compared: 'Ana Garcia', revenue: 80 },
      { compared: 'Ben Smith', revenue: 50 },
    ])
    expect(r.answer).toBe('Revenue: Ana Garcia $80 against Ben Smith $50.')
  })

  it('compares the stock of two places as two totals', async () => {
    const { tenant } = await makeShop(h.app)
    const r = await answer(tenant, 'stock at Main Warehouse vs Warehouse 2')
    // Main Warehouse: Widget 100 - 4, Widget Pro 30 - 2 (the cancelled order gave its 10 back),
    // Coffee Beans 3 - 5; Warehouse 2: Widget 5, Coffee Beans 50.
    expect(rowsOf(r)).toEqual([
      { compared: 'Main Warehouse', stock: 122 },
      { compared: 'Warehouse 2', stock: 55 },
    ])
    expect(r.answer).toBe('Stock: Main Warehouse 122 against Warehouse 2 55.')
  })

  it('answers a share of the whole', async () => {
    const { tenant } = await makeShop(h.app)
    const r = await answer(tenant, 'what share of revenue came from Ana Garcia')
    expect(rowsOf(r)).toEqual([{ share: 61.54 }])
    expect(r.answer).toContain('61.5%')
  })

  it("answers one place's part of all the stock", async () => {
    const { tenant } = await makeShop(h.app)
    const r = await answer(tenant, 'what fraction of my stock sits at Warehouse 2')
    expect(rowsOf(r)).toEqual([{ share: 31.07 }])
    expect(r.answer).toContain('31.1%')
  })

  it('answers the part of the catalogue active or inactive', async () => {
    const { tenant } = await makeShop(h.app)
    await makeProduct(h.app, tenant, { name: 'Old Mug', active: false })
    const catalog = await answer(tenant, 'what percentage of my products are inactive')
    expect(rowsOf(catalog)).toEqual([{ share: 25 }])
    expect(catalog.answer).toBe('Inactive products make up 25.0% of all of them (1 of 4).')
    const es = await answer(tenant, 'qué porcentaje del catálogo está activo')
    expect(es.answer).toBe('Los productos activos son el 75.0% del total (3 de 4).')
  })

  it('answers beside a clause about the one asking, and says it left the clause aside', async () => {
    const { tenant } = await makeShop(h.app)
    const plain = await answer(tenant, 'how many orders do I have')
    const r = await answer(tenant, 'how many orders do I have? my accountant is asking')
    expect(rowsOf(r)).toEqual(rowsOf(plain))
    expect(r.answer).toBe(
      `${plain.answer} (I left aside “my accountant is asking”: it does not change the figures.)`,
    )
    const es = await answer(tenant, 'lo necesita mi gestor: cuantos pedidos tengo')
    expect(es.answer).toMatch(/\(Dejé de lado «lo necesita mi gestor»: no cambia las cifras\.\)$/)
    const restricted = await answer(
      tenant,
      'how many orders do I have? my accountant only wants paid ones',
    )
    expect(restricted.table_data).toBeUndefined()
  })

  it('declines a command and a superlative it would not use, offering questions it answers', async () => {
    const { tenant } = await makeShop(h.app)
    const command = await answer(tenant, 'delete all orders of Widget')
    expect(command.table_data).toBeUndefined()
    expect(command.answer).toMatch(/^I only read your data/)
    const unused = await answer(tenant, 'best revenue')
    expect(unused.table_data).toBeUndefined()
    expect(unused.answer).toContain('“best”')
    expect(unused.suggestions?.length).toBeGreaterThan(0)
    for (const question of unused.suggestions ?? []) {
      expect((await answer(tenant, question)).table_data, question).toBeDefined()
    }
  })
})

describe('safety', () => {
  it("never shows another provider's data, even with the same names", async () => {
    const mine = await makeShop(h.app)
    const theirs = await makeShop(h.app, { client: 'Zed Secret' })
    await postOrder(
      h.app,
      {
        providerId: theirs.tenant.providerId,
        locationId: theirs.main.id,
        clientId: theirs.ana.id,
        transaction_type: 'ORDER',
        products: [{ id: theirs.widget.id, quantity: 1000 }],
      },
      { tenant: theirs.tenant },
    )
    const top = await answer(mine.tenant, 'units sold of Widget')
    expect(rowsOf(top)).toEqual([{ units: 4 }])
    expect(top.query_details?.entity_matching.filters_applied[0]?.records_matched).toBe(1)
    const secret = await answer(mine.tenant, 'sales to Zed Secret')
    expect(secret.table_data).toBeUndefined()
    const byClient = await ask(h.app, mine.tenant, 'revenue by client')
    expect(byClient.body).not.toContain('Zed Secret')
    expect(rowsOf(await answer(theirs.tenant, 'units sold of Widget'))).toEqual([{ units: 1004 }])
  })

  it('sends no text of the question to the database', async () => {
    const { tenant, main, ana } = await makeShop(h.app)
    const bobby = await makeProduct(h.app, tenant, { name: "Robert'); DROP TABLE orders;--" })
    await postOrder(
      h.app,
      {
        providerId: tenant.providerId,
        locationId: main.id,
        clientId: ana.id,
        transaction_type: 'ORDER',
        products: [{ id: bobby.id, quantity: 2 }],
      },
      { tenant },
    )
    const hostile = await answer(
      tenant,
      "how many pending orders do I have'; drop table orders; --",
    )
    expect(hostile.answer).toBeTruthy()
    const named = await answer(tenant, "units sold of Robert'); DROP TABLE orders;--")
    expect(rowsOf(named)).toEqual([{ units: 2 }])
    const result = await h.app.db.execute(sql`select count(*)::int as n from orders`)
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0)
  })
})

describe('requests that are refused', () => {
  it('answers 400 for a blank, missing or too long question', async () => {
    const { tenant } = await signup(h.app).then((t) => ({ tenant: t }))
    for (const query of ['', '   ', undefined, 42, 'x'.repeat(501)]) {
      const response = await ask(h.app, tenant, query)
      expect(response.statusCode, String(query)).toBe(400)
      expect(errorOf(response).code).toBe('validation_failed')
    }
    expect(errorOf(await ask(h.app, tenant, '  ')).message).toBe('Please type a question.')
  })

  it('answers 403 to a non-member and 401 without a token', async () => {
    const owner = await signup(h.app)
    const stranger = await signup(h.app)
    const url = `/api/provider/${owner.providerId}/llm-query-2`
    const foreign = await as(h.app, stranger).post(url, { query: 'revenue by client' })
    expect(foreign.statusCode).toBe(403)
    expect(errorOf(foreign).code).toBe('forbidden')
    const anonymous = await h.app.inject({ method: 'POST', url, payload: { query: 'revenue' } })
    expect(anonymous.statusCode).toBe(401)
    const withToken = await h.app.inject({
      method: 'POST',
      url,
      headers: bearer(owner.session),
      payload: { query: 'revenue' },
    })
    expect(withToken.statusCode).toBe(200)
  })
})
