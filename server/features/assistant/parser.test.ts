import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PlanRequest, QueryPlan, planProblems } from '../../../common/assistant'
import { parseQuestion, type Parsed } from './parser'
import type { Catalog } from './entities'

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const named = (names: string[], offset: number) =>
  names.map((name, i) => ({ id: id(offset + i), name }))

const catalog: Catalog = {
  products: named(
    [
      'Widget',
      'Widget Pro',
      'Gadget',
      'Classic Coffee Beans 1',
      'Organic Coffee Beans 2',
      'Green Tea',
    ],
    0,
  ),
  clients: named(['Ana Garcia', "Lopez's Cafe", 'Ben Smith'], 100),
  locations: named(['Main Warehouse', 'Warehouse 2', 'Downtown Store'], 200),
  fields: [
    { id: id(300), label: 'Category', entity_type: 'PRODUCTS', options: ['Beverages', 'Snacks'] },
  ],
}
/** A Wednesday: this week began on Monday 2026-06-15. */
const now = new Date('2026-06-17T15:00:00Z')
const parse = (question: string) => parseQuestion(question, { now, catalog })
const plan = (question: string) => {
  const parsed: Parsed = parse(question)
  if (parsed.kind !== 'plan') throw new Error(`not understood: ${question} (${parsed.reason})`)
  return parsed.request
}

describe('the example questions', () => {
  it.each([
    [
      'top 5 products by revenue last month',
      {
        table: 'products',
        value_function: 'revenue',
        grouping: 'product',
        limit: 5,
        sorting: { by: 'value', direction: 'desc' },
        filters: { date_range: { from: '2026-05-01', to: '2026-05-31' } },
      },
    ],
    [
      'how many pending orders do I have',
      {
        table: 'orders',
        value_function: 'order_count',
        grouping: 'none',
        filters: { status: 'pending' },
      },
    ],
    [
      'sales per week this year',
      {
        table: 'orders',
        value_function: 'revenue',
        grouping: 'week',
        sorting: { by: 'label', direction: 'asc' },
        filters: { date_range: { from: '2026-01-01', to: '2026-06-17' } },
      },
    ],
    [
      'which clients ordered Widget in March',
      {
        table: 'clients',
        value_function: 'units',
        grouping: 'client',
        filters: { products: ['Widget'], date_range: { from: '2026-03-01', to: '2026-03-31' } },
      },
    ],
    [
      'what is low on stock at Warehouse 2',
      {
        table: 'inventory',
        value_function: 'stock',
        grouping: 'product',
        limit: 10,
        sorting: { by: 'value', direction: 'asc' },
        filters: { locations: ['Warehouse 2'] },
      },
    ],
    [
      'ventas del mes pasado por cliente',
      {
        table: 'clients',
        value_function: 'revenue',
        grouping: 'client',
        filters: { date_range: { from: '2026-05-01', to: '2026-05-31' } },
      },
    ],
    [
      'best customers this year',
      {
        table: 'clients',
        value_function: 'revenue',
        grouping: 'client',
        limit: 10,
        sorting: { by: 'value', direction: 'desc' },
        filters: { date_range: { from: '2026-01-01', to: '2026-06-17' } },
      },
    ],
    [
      'revenue by location',
      { table: 'locations', value_function: 'revenue', grouping: 'location', filters: {} },
    ],
    [
      'average order value in 2026',
      {
        table: 'orders',
        value_function: 'average_order_value',
        grouping: 'none',
        filters: { date_range: { from: '2026-01-01', to: '2026-12-31' } },
      },
    ],
    [
      'units sold of Coffee Beans last week',
      {
        table: 'line_items',
        value_function: 'units',
        grouping: 'none',
        filters: {
          products: ['Coffee Beans'],
          date_range: { from: '2026-06-08', to: '2026-06-14' },
        },
      },
    ],
    [
      'cuántos pedidos pendientes tengo',
      {
        table: 'orders',
        value_function: 'order_count',
        grouping: 'none',
        filters: { status: 'pending' },
      },
    ],
  ])('%s', (question, expected) => {
    expect(plan(question)).toMatchObject(expected)
  })

  it('answers in the language of the question', () => {
    expect(parse('cuántos pedidos pendientes tengo').language).toBe('es')
    expect(parse('how many pending orders do I have').language).toBe('en')
  })
})

describe('typos, names and filters', () => {
  it('reads misspelt keywords and names', () => {
    expect(plan('revnue by custmers lst month')).toMatchObject({
      value_function: 'revenue',
      grouping: 'client',
      filters: { date_range: { from: '2026-05-01', to: '2026-05-31' } },
    })
    expect(plan('stok of Widgit')).toMatchObject({
      value_function: 'stock',
      filters: { products: ['Widgit'] },
    })
    expect(plan('sales at Dowtown Store yesterday').filters).toEqual({
      date_range: { from: '2026-06-16', to: '2026-06-16' },
      locations: ['Dowtown Store'],
    })
  })

  it('keeps a number after "top" out of the names', () => {
    expect(plan('top 2 Coffee Beans products')).toMatchObject({
      limit: 2,
      filters: { products: ['Coffee Beans'] },
    })
  })

  it('takes a noun right before a name as part of it, not as a grouping', () => {
    expect(plan('revenue from customer Ana Garcia this year')).toMatchObject({
      grouping: 'none',
      filters: { clients: ['Ana Garcia'] },
    })
  })

  it('reads a custom dropdown option and counts of records', () => {
    expect(plan('sales of Beverages last month').filters).toMatchObject({
      custom_field: { field: 'Category', value: 'Beverages' },
    })
    expect(plan('how many products do I have')).toMatchObject({
      table: 'products',
      value_function: 'record_count',
    })
    expect(plan('cuántos clientes tengo')).toMatchObject({
      table: 'clients',
      value_function: 'record_count',
    })
  })

  it('reads single-best questions as one row', () => {
    expect(plan('who is my best customer')).toMatchObject({ grouping: 'client', limit: 1 })
    expect(plan('best month for sales this year')).toMatchObject({
      grouping: 'month',
      limit: 1,
      sorting: { by: 'value' },
    })
    expect(plan('¿Qué producto se vendió más ayer?')).toMatchObject({
      value_function: 'units',
      grouping: 'product',
      limit: 1,
    })
  })
})

describe('questions it does not understand', () => {
  it.each([
    ["what's the weather like", 'unknown'],
    ['profit by product last month', 'unsupported'],
    ['revenue per hour', 'unsupported'],
    ['sales of Unicorn Dust', 'no_match'],
    // "drop" asks how a figure changed: without two sides to compare there is nothing to measure.
    ["top products'; drop table orders; --", 'unused'],
    // Commands that would change data, in both languages, whatever names they hold.
    ['delete all orders of Widget', 'command'],
    ['cancel every pending order', 'command'],
    ['please remove the client Ana Garcia', 'command'],
    ['borra los pedidos cancelados', 'command'],
    ['elimina el cliente Ana Garcia', 'command'],
    // Words that carry meaning the plan would not use.
    ['did sales grow a lot last month', 'unused'],
    ['se vende caro el Widget', 'unused'],
    ['when did Ana Garcia pay', 'unknown'],
    ['average sales', 'unused'],
    ['best revenue', 'unused'],
  ])('%s → %s', (question, reason) => {
    expect(parse(question)).toMatchObject({ kind: 'not_understood', reason })
  })

  it('does not read ordinary words as names', () => {
    // "grew" is not Green Tea, "grande" and "caro" name nothing.
    expect(parse('sales grew at Main Warehouse')).toMatchObject({ kind: 'not_understood' })
    expect(parse('ventas del cliente grande')).toMatchObject({ kind: 'not_understood' })
  })
})

describe('the kinds shop owners ask (issue #16)', () => {
  it('reads day ranges, possessives and shorthand', () => {
    expect(plan('revenue from the 3rd to the 10th of June').filters.date_range).toEqual({
      from: '2026-06-03',
      to: '2026-06-10',
    })
    expect(plan('ventas del 3 al 10 de junio').filters.date_range).toEqual({
      from: '2026-06-03',
      to: '2026-06-10',
    })
    expect(plan('sales between June 3 and June 10').filters.date_range).toEqual({
      from: '2026-06-03',
      to: '2026-06-10',
    })
    expect(plan("yesterday's sales").filters.date_range).toEqual({
      from: '2026-06-16',
      to: '2026-06-16',
    })
    expect(plan('2day sales').filters.date_range).toEqual({ from: '2026-06-17', to: '2026-06-17' })
    expect(plan('ventas x semana este mes')).toMatchObject({ grouping: 'week' })
    expect(plan('cuantos pedidos ay pendientes')).toMatchObject({
      value_function: 'order_count',
      filters: { status: 'pending' },
    })
    expect(plan('howmany orders last week')).toMatchObject({ value_function: 'order_count' })
  })

  it('groups by status and by movement type, and counts the catalog', () => {
    expect(plan('orders by status')).toMatchObject({ grouping: 'status' })
    expect(plan('pedidos por estado este mes')).toMatchObject({ grouping: 'status' })
    expect(plan('transactions by type this year')).toMatchObject({
      grouping: 'transaction_type',
    })
    expect(plan('how many active products do I have')).toMatchObject({
      value_function: 'record_count',
      filters: { active: true },
    })
    expect(plan('cuántos productos inactivos hay')).toMatchObject({ filters: { active: false } })
  })

  it('reads "existencias" at one place as the units there, one amount', () => {
    for (const question of ['existencias en Downtown Store', 'existencias en Dowtown Store']) {
      expect(plan(question)).toMatchObject({
        value_function: 'stock',
        grouping: 'none',
        filters: { locations: [expect.stringMatching(/^Dow/)] },
      })
    }
    // What a place holds, product by product, and "existencias" asked per product, stay lists.
    expect(plan('stock at Downtown Store').grouping).toBe('product')
    expect(plan('inventario en Downtown Store').grouping).toBe('product')
    expect(plan('existencias en Downtown Store por producto').grouping).toBe('product')
    expect(plan('qué productos tienen existencias en Downtown Store').grouping).toBe('product')
    // Two places are not added into one amount.
    expect(plan('existencias en Downtown Store y Main Warehouse').grouping).not.toBe('none')
  })

  it('reads the goods held ("género", "mercancía") as stock, and "género" as no month', () => {
    expect(plan('¿tengo más género en el Downtown Store o en el Main Warehouse?')).toMatchObject({
      value_function: 'stock',
      grouping: 'none',
      compare: [{ locations: ['Downtown Store'] }, { locations: ['Main Warehouse'] }],
    })
    expect(plan('cuanta mercancia hay en Warehouse 2')).toMatchObject({
      value_function: 'stock',
      grouping: 'none',
      filters: { locations: ['Warehouse 2'] },
    })
    // Goods sold are sales, in the month named; "género" alone is no January.
    expect(plan('cuanto genero vendimos en mayo')).toMatchObject({
      value_function: 'revenue',
      filters: { date_range: { from: '2026-05-01', to: '2026-05-31' } },
    })
    expect(parse('género')).toMatchObject({ kind: 'not_understood' })
  })

  it('reads stock at a place, under a threshold, and in total', () => {
    expect(plan('how many Widget are at Main Warehouse')).toMatchObject({
      value_function: 'stock',
      filters: { products: ['Widget'], locations: ['Main Warehouse'] },
    })
    expect(plan('products under 80 units at Main Warehouse')).toMatchObject({
      value_function: 'stock',
      grouping: 'product',
      limit: 100,
      filters: { stock_below: 80 },
    })
    expect(plan('how many units do I have in stock in total')).toMatchObject({
      value_function: 'stock',
      grouping: 'none',
    })
    expect(plan('units taken out of stock this year')).toMatchObject({
      value_function: 'units',
      filters: { transaction_type: 'OUT' },
    })
  })

  it('keeps the superlative: a best seller is a product, not a total', () => {
    expect(plan('best seller in April')).toMatchObject({ grouping: 'product', limit: 1 })
    expect(plan('el más vendido de abril')).toMatchObject({ grouping: 'product', limit: 1 })
    expect(plan('product of the year')).toMatchObject({ grouping: 'product', limit: 1 })
    expect(plan('which client placed the most orders this year')).toMatchObject({
      value_function: 'order_count',
      grouping: 'client',
      limit: 1,
    })
  })

  it('lists what a client bought, not what it spent', () => {
    expect(plan('what did Ana Garcia buy this year')).toMatchObject({
      grouping: 'product',
      value_function: 'units',
      filters: { clients: ['Ana Garcia'] },
    })
  })

  it("reads a client's purchases, said with the possessive, as the items bought", () => {
    const items = { grouping: 'product', value_function: 'units', sorting: { by: 'label' } }
    expect(plan("Ana Garcia's purchases last week")).toMatchObject({
      ...items,
      filters: { date_range: { from: '2026-06-08', to: '2026-06-14' } },
    })
    expect(plan("Ben Smith's purchases this year")).toMatchObject(items)
    // A sum of them, or them grouped otherwise, is not the list of items.
    expect(plan("how much were Ana Garcia's purchases last week")).toMatchObject({
      value_function: 'revenue',
      grouping: 'none',
    })
    expect(plan("Ana Garcia's purchases by month")).toMatchObject({
      value_function: 'revenue',
      grouping: 'month',
    })
    expect(plan('compras de Ana Garcia en mayo').value_function).toBe('revenue')
    // Items per month are no plan's rows: the list alone would drop the month.
    expect(parse('what did Ana Garcia buy by month')).toMatchObject({ kind: 'not_understood' })
    expect(parse('que compro Ana Garcia por mes')).toMatchObject({ kind: 'not_understood' })
  })

  it('finds a short name with a one-letter slip, and says where it read it', () => {
    expect(plan('sales to Ben Smyth')).toMatchObject({ filters: { clients: ['Ben Smyth'] } })
  })

  it('compares two periods or two places instead of adding them up', () => {
    expect(plan('revenue this month vs last month')).toMatchObject({
      grouping: 'none',
      compare: [
        { label: 'this month', date_range: { from: '2026-06-01', to: '2026-06-17' } },
        { label: 'last month', date_range: { from: '2026-05-01', to: '2026-05-31' } },
      ],
    })
    const places = plan('compare sales at Main Warehouse and Downtown Store')
    expect(places.compare).toEqual([
      { label: 'Main Warehouse', locations: ['Main Warehouse'] },
      { label: 'Downtown Store', locations: ['Downtown Store'] },
    ])
    expect(places.filters.locations).toBeUndefined()
  })

  it('answers shares, averages, distinct counts and first or last dates', () => {
    expect(plan('what share of revenue came from Main Warehouse')).toMatchObject({
      share: true,
      grouping: 'none',
    })
    expect(plan('average daily revenue last month')).toMatchObject({
      value_function: 'revenue',
      average: 'per_day',
    })
    expect(plan('average units per order this year')).toMatchObject({
      value_function: 'units',
      average: 'per_order',
    })
    expect(plan('how many clients ordered last month')).toMatchObject({
      value_function: 'client_count',
    })
    expect(plan('cuántos productos distintos vendí esta semana')).toMatchObject({
      value_function: 'product_count',
    })
    expect(plan('when was the last order from Ana Garcia')).toMatchObject({
      value_function: 'last_date',
    })
  })

  it('reads a start day, two compared months, OUT movements and chat shorthand', () => {
    expect(plan('revenue since May 1').filters.date_range).toEqual({
      from: '2026-05-01',
      to: '2026-06-17',
    })
    expect(plan('ventas desde el 1 de abril').filters.date_range).toEqual({
      from: '2026-04-01',
      to: '2026-06-17',
    })
    expect(plan('compare revenue in March and April').compare).toEqual([
      { label: 'in March', date_range: { from: '2026-03-01', to: '2026-03-31' } },
      { label: 'April', date_range: { from: '2026-04-01', to: '2026-04-30' } },
    ])
    // Without a comparison, "March and April" stays one range.
    expect(plan('revenue in March and April').filters.date_range).toEqual({
      from: '2026-03-01',
      to: '2026-04-30',
    })
    expect(plan('how many OUT transactions this month')).toMatchObject({
      value_function: 'order_count',
      filters: { transaction_type: 'OUT' },
    })
    expect(plan('hw many orders 2day')).toMatchObject({ value_function: 'order_count' })
  })

  it('counts orders per day when "promedio de pedidos" is per day, not the order value', () => {
    expect(plan('promedio de pedidos por día la semana pasada')).toMatchObject({
      value_function: 'order_count',
      average: 'per_day',
    })
    expect(plan('promedio de pedidos la semana pasada')).toMatchObject({
      value_function: 'average_order_value',
    })
  })

  it('declines two measures at once, and reads negated or excluded cancellations', () => {
    expect(parse('revenue and units sold last month')).toMatchObject({
      kind: 'not_understood',
      reason: 'unsupported',
    })
    expect(parse('pedidos y ventas por cliente')).toMatchObject({ reason: 'unsupported' })
    expect(plan('orders that are not cancelled this month').filters).toMatchObject({
      without_cancelled: true,
    })
    expect(plan('pedidos no cancelados').filters.without_cancelled).toBe(true)
    // Sums leave cancelled orders out already.
    expect(plan('revenue excluding cancelled orders').filters).toEqual({})
    expect(plan('how many orders did Ana Garcia cancel').filters).toMatchObject({
      status: 'cancelled',
    })
    expect(parse('cancel the orders of Ana Garcia').kind).toBe('not_understood')
  })

  it('compares two names joined by "con" and "May" beside the other side', () => {
    expect(plan('compara Ana Garcia con Ben Smith en pedidos').compare).toEqual([
      { label: 'Ana Garcia', clients: ['Ana Garcia'] },
      { label: 'Ben Smith', clients: ['Ben Smith'] },
    ])
    expect(plan('how did May compare to April in units').compare).toEqual([
      { label: 'May', date_range: { from: '2026-05-01', to: '2026-05-31' } },
      { label: 'April', date_range: { from: '2026-04-01', to: '2026-04-30' } },
    ])
  })

  it('reads the new kinds in other words: differences, possessives, since when, last time', () => {
    expect(plan('difference in revenue between April and May').compare).toHaveLength(2)
    expect(plan('diferencia de ventas entre Main Warehouse y Downtown Store').compare).toEqual([
      { label: 'Main Warehouse', locations: ['Main Warehouse'] },
      { label: 'Downtown Store', locations: ['Downtown Store'] },
    ])
    expect(plan("when was Ana Garcia's most recent purchase")).toMatchObject({
      value_function: 'last_date',
      filters: { clients: [expect.stringMatching(/^Ana Garcia/)] },
    })
    expect(plan('¿desde cuándo compra Ana Garcia?')).toMatchObject({ value_function: 'first_date' })
    expect(plan('last time Main Warehouse sold Widget Pro')).toMatchObject({
      value_function: 'last_date',
    })
    expect(plan('gasto medio por cliente el mes pasado')).toMatchObject({
      value_function: 'revenue',
      average: 'per_client',
      grouping: 'none',
    })
    expect(plan('average number of items per order last month')).toMatchObject({
      value_function: 'units',
      average: 'per_order',
    })
    expect(plan('número de clientes distintos en 2025')).toMatchObject({
      value_function: 'client_count',
    })
    expect(plan('reparto de las ventas por ubicación')).toMatchObject({
      share: true,
      grouping: 'location',
    })
  })

  it('reads "what did I sell the most of" as one product', () => {
    expect(plan('what did I sell the most of last week')).toMatchObject({
      grouping: 'product',
      limit: 1,
    })
    expect(plan('what are my best sellers')).not.toMatchObject({ limit: 1 })
  })

  it('lists what a client ordered, and dates a first or last sale unless its amount is asked', () => {
    expect(plan('what has Ana Garcia ordered this year')).toMatchObject({
      grouping: 'product',
      value_function: 'units',
    })
    expect(plan('última venta de Widget Pro')).toMatchObject({ value_function: 'last_date' })
    expect(plan('when did Ana Garcia place her first order')).toMatchObject({
      value_function: 'first_date',
    })
    expect(parse('importe del último pedido de Ana Garcia').kind).toBe('not_understood')
    expect(parse('how much was the last sale of Widget Pro').kind).toBe('not_understood')
  })

  it('reads halves of a year and the start of a period', () => {
    const range = (question: string) => plan(question).filters.date_range
    expect(range('revenue for the first half of the year')).toEqual({
      from: '2026-01-01',
      to: '2026-06-30',
    })
    expect(range('ventas del segundo semestre del año pasado')).toEqual({
      from: '2025-07-01',
      to: '2025-12-31',
    })
    expect(range('sales in H1 2025')).toEqual({ from: '2025-01-01', to: '2025-06-30' })
    expect(range('ventas desde principios de mes')).toEqual({
      from: '2026-06-01',
      to: '2026-06-17',
    })
    expect(range('revenue since the beginning of the year')).toEqual({
      from: '2026-01-01',
      to: '2026-06-17',
    })
  })

  it('counts the busiest day in orders, and answers "which of my clients" with one', () => {
    expect(plan('busiest day last week')).toMatchObject({
      value_function: 'order_count',
      grouping: 'day',
      limit: 1,
    })
    expect(plan('which of my clients spent the most in May')).toMatchObject({
      value_function: 'revenue',
      grouping: 'client',
      limit: 1,
    })
    expect(plan('lo que compró Ana Garcia en mayo')).toMatchObject({
      grouping: 'product',
      value_function: 'units',
    })
  })

  it('counts movements named as events, and sums the units of movements named by a verb', () => {
    expect(plan('stock adjustments this year')).toMatchObject({
      value_function: 'order_count',
      filters: { transaction_type: 'ADJUST' },
    })
    expect(plan('unidades que entraron en abril')).toMatchObject({
      value_function: 'units',
      filters: { transaction_type: 'IN' },
    })
    expect(plan('how many orders did I fulfil last month')).toMatchObject({
      value_function: 'order_count',
      filters: { status: 'complete' },
    })
  })

  it('reads questions wrapped in chat words, and a kind noun after a name as part of it', () => {
    expect(plan('necesito saber cuánto facturé en abril')).toMatchObject({
      value_function: 'revenue',
      filters: { date_range: { from: '2026-04-01', to: '2026-04-30' } },
    })
    expect(plan("quick question: I'd like to see revenue per client")).toMatchObject({
      grouping: 'client',
    })
    expect(plan('total revenue for the Downtown Store location this year')).toMatchObject({
      grouping: 'none',
      filters: { locations: ['Downtown Store'] },
    })
    expect(plan('how much did Ana Garcia bring in this year')).toMatchObject({
      value_function: 'revenue',
      filters: { clients: ['Ana Garcia'] },
    })
  })

  it('reads the new kinds in more words: stack up, fraction, peso de, mean order, at least once', () => {
    expect(plan("how do this year's sales stack up against last year").compare).toHaveLength(2)
    expect(plan('what fraction of units sold last month were Widget Pro')).toMatchObject({
      share: true,
    })
    expect(plan('peso de cada ubicación en las ventas')).toMatchObject({
      share: true,
      grouping: 'location',
    })
    expect(plan('mean order value last week')).toMatchObject({
      value_function: 'average_order_value',
    })
    expect(plan('how many of my products sold at least once this year')).toMatchObject({
      value_function: 'product_count',
    })
    expect(plan('cuánto vendo de media al día este mes')).toMatchObject({
      value_function: 'revenue',
      average: 'per_day',
    })
    expect(plan('cuál fue el primer día que vendí Widget Pro')).toMatchObject({
      value_function: 'first_date',
    })
  })

  it('reads Spanish comparisons, shares and dates in more constructions', () => {
    expect(
      plan('comparativa de ventas entre Main Warehouse y Downtown Store').compare,
    ).toHaveLength(2)
    expect(plan('variación de las ventas entre marzo y abril').compare).toHaveLength(2)
    expect(plan('¿cuánto representa Ana Garcia sobre el total de ventas?')).toMatchObject({
      share: true,
      filters: { clients: ['Ana Garcia'] },
    })
    expect(plan('número medio de unidades por pedido el mes pasado')).toMatchObject({
      value_function: 'units',
      average: 'per_order',
    })
    expect(plan('¿hace cuánto que no compra Ana Garcia?')).toMatchObject({
      value_function: 'last_date',
    })
    // A share that names no measure is not guessed to be of sales.
    expect(parse('¿qué parte del total corresponde a Main Warehouse?').kind).toBe('not_understood')
  })

  it('reads breakdowns, typical order size, separate clients, SKUs and "the week before"', () => {
    expect(plan('revenue split by location')).toMatchObject({ grouping: 'location' })
    expect(plan('breakdown of sales by client this month')).toMatchObject({ grouping: 'client' })
    expect(parse('revenue breakdown').kind).toBe('not_understood')
    expect(plan('typical order size last month')).toMatchObject({
      value_function: 'average_order_value',
    })
    expect(plan('how many separate customers placed orders in May')).toMatchObject({
      value_function: 'client_count',
    })
    expect(plan('number of SKUs sold this week')).toMatchObject({ value_function: 'product_count' })
    expect(plan('sales last week compared to the week before').compare).toEqual([
      expect.objectContaining({ date_range: { from: '2026-06-08', to: '2026-06-14' } }),
      expect.objectContaining({ date_range: { from: '2026-06-01', to: '2026-06-07' } }),
    ])
  })

  it('reads "top N products sold" in units, and "no of", "val", "ths" in chat writing', () => {
    expect(plan('top 5 productos vendidos')).toMatchObject({
      value_function: 'units',
      grouping: 'product',
      limit: 5,
    })
    expect(plan('no of orders today')).toMatchObject({ value_function: 'order_count' })
    expect(plan('avg order val ths month')).toMatchObject({
      value_function: 'average_order_value',
      filters: { date_range: { from: '2026-06-01', to: '2026-06-17' } },
    })
  })

  it('declines what stock is worth, sales by seller, and restocking as a command', () => {
    expect(parse('total value of my inventory')).toMatchObject({ kind: 'not_understood' })
    expect(parse('ventas por vendedor')).toMatchObject({ kind: 'not_understood' })
    expect(parse('restock Widget Pro')).toMatchObject({ kind: 'not_understood', reason: 'command' })
    expect(plan('which products need to be restocked')).toMatchObject({ value_function: 'stock' })
  })
})

describe('what to reorder (issue #17)', () => {
  it('marks the questions the reorder rules answer, in both languages', () => {
    for (const question of [
      'what should I reorder',
      'what do I need to restock',
      'what is low on stock',
      'low stock items',
      'what is low on stock at Warehouse 2',
      'qué tengo que reponer',
      'qué está bajo de stock',
      'qué productos tienen poco stock',
    ]) {
      const parsed = parse(question)
      expect(parsed, question).toMatchObject({ kind: 'plan', reorder: true })
    }
  })

  it('leaves rankings and thresholds of stock to the planner', () => {
    for (const question of [
      'which products have the least stock',
      'products with the lowest stock',
      'products with less than 150 units in stock',
      'stock by location',
    ]) {
      const parsed = parse(question)
      expect(parsed.kind, question).toBe('plan')
      expect(parsed, question).not.toHaveProperty('reorder')
    }
    expect(parse('restock Widget Pro')).toMatchObject({ kind: 'not_understood', reason: 'command' })
  })
})

describe('the plan whitelist', () => {
  const valid = plan('top 5 products by revenue last month')

  it('refuses an unknown table, grouping, value, sort column or extra key', () => {
    expect(PlanRequest.safeParse({ ...valid, table: 'users' }).success).toBe(false)
    expect(PlanRequest.safeParse({ ...valid, grouping: 'password_hash' }).success).toBe(false)
    expect(PlanRequest.safeParse({ ...valid, value_function: 'sum(price)' }).success).toBe(false)
    expect(
      PlanRequest.safeParse({ ...valid, sorting: { by: 'email', direction: 'desc' } }).success,
    ).toBe(false)
    expect(PlanRequest.safeParse({ ...valid, columns: ['password_hash'] }).success).toBe(false)
    expect(PlanRequest.safeParse({ ...valid, filters: { sql: '1=1' } }).success).toBe(false)
    expect(PlanRequest.safeParse({ ...valid, limit: 1000 }).success).toBe(false)
  })

  it('refuses combinations that make no sense', () => {
    expect(planProblems({ ...valid, table: 'orders' })).not.toEqual([])
    expect(
      planProblems({ ...valid, table: 'inventory', value_function: 'stock', grouping: 'month' }),
    ).not.toEqual([])
    expect(planProblems({ ...valid, filters: { transaction_type: 'IN' } })).not.toEqual([])
  })

  it('accepts only uuids as the ids of a plan that runs', () => {
    const { products: _products, ...filters } = valid.filters
    const base = { ...valid, filters }
    expect(
      QueryPlan.safeParse({ ...base, filters: { product_ids: ["1' or '1'='1"] } }).success,
    ).toBe(false)
    expect(QueryPlan.safeParse({ ...base, filters: { product_ids: [id(1)] } }).success).toBe(true)
  })
})

describe('tense, change, and words the earlier readings missed', () => {
  it('declines the future and suppositions: the data holds what happened', () => {
    for (const question of [
      'how much will I sell in July',
      'what are we going to make next quarter',
      'cuánto venderé en julio',
      'cuanto facturaremos este año',
      'voy a vender más que en mayo',
    ]) {
      expect(parse(question)).toMatchObject({ kind: 'not_understood', reason: 'unsupported' })
    }
  })

  it('reads a change between two sides as their comparison, and declines it without them', () => {
    expect(plan('did revenue drop in April compared to March')).toMatchObject({
      value_function: 'revenue',
      grouping: 'none',
      compare: [
        { date_range: { from: '2026-04-01', to: '2026-04-30' } },
        { date_range: { from: '2026-03-01', to: '2026-03-31' } },
      ],
    })
    expect(plan('bajaron las ventas en mayo frente a abril')).toMatchObject({
      compare: [
        { date_range: { from: '2026-05-01', to: '2026-05-31' } },
        { date_range: { from: '2026-04-01', to: '2026-04-30' } },
      ],
    })
    expect(parse('did sales drop at Main Warehouse')).toMatchObject({
      kind: 'not_understood',
      reason: 'unused',
      words: 'drop',
    })
  })

  it('compares stock at two places as two totals', () => {
    expect(plan('stock: Main Warehouse versus Downtown Store')).toMatchObject({
      value_function: 'stock',
      grouping: 'none',
      compare: [{ locations: ['Main Warehouse'] }, { locations: ['Downtown Store'] }],
    })
  })

  it('reads "how much stock" at a place as one total, and a product at a place as its stock', () => {
    expect(plan('cuánto inventario hay en Main Warehouse')).toMatchObject({
      value_function: 'stock',
      grouping: 'none',
      filters: { locations: ['Main Warehouse'] },
    })
    expect(plan('how much stock of Coffee Beans do I have')).toMatchObject({ grouping: 'product' })
    expect(plan('Gadget at the main warehouse')).toMatchObject({
      value_function: 'stock',
      filters: { products: ['Gadget'], locations: ['main warehouse'] },
    })
  })

  it('reads the Spanish perfect "ha pedido" as the verb: the items a client ordered', () => {
    expect(plan('qué ha pedido Ana Garcia este mes')).toMatchObject({
      grouping: 'product',
      filters: { clients: ['Ana Garcia'] },
    })
  })

  it('reads a range from a day of a month to a bare day', () => {
    for (const question of [
      'turnover from the 2nd of March until the 12th',
      'ventas del 2 de marzo al 12',
    ]) {
      expect(plan(question)).toMatchObject({
        value_function: 'revenue',
        filters: { date_range: { from: '2026-03-02', to: '2026-03-12' } },
      })
    }
  })

  it('groups by status or type named without a "by"', () => {
    expect(plan('order status breakdown for May')).toMatchObject({ grouping: 'status' })
    expect(plan('estado de los pedidos de mayo')).toMatchObject({ grouping: 'status' })
    expect(plan('transaction types last month')).toMatchObject({ grouping: 'transaction_type' })
    expect(plan('tipos de movimiento del mes pasado')).toMatchObject({
      grouping: 'transaction_type',
    })
  })

  it('counts the catalog by its size, and reads products switched off as inactive', () => {
    for (const question of ['size of my catalog', 'how big is my catalog', 'tamaño del catálogo']) {
      expect(plan(question)).toMatchObject({ value_function: 'record_count', table: 'products' })
    }
    expect(plan('how many products are switched off')).toMatchObject({
      value_function: 'record_count',
      filters: { active: false },
    })
  })

  it('reads a type code in capitals, "uds", and filler such as "siguen" and "via"', () => {
    expect(plan('cuantas salidas OUT hubo este año')).toMatchObject({
      value_function: 'order_count',
      filters: { transaction_type: 'OUT' },
    })
    expect(plan('units taken out via OUT this month')).toMatchObject({
      value_function: 'units',
      filters: { transaction_type: 'OUT' },
    })
    expect(plan('productos bajo 150 uds en Downtown Store')).toMatchObject({
      value_function: 'stock',
      filters: { stock_below: 150, locations: ['Downtown Store'] },
    })
    expect(plan('cuantos pedidos siguen pendientes')).toMatchObject({
      value_function: 'order_count',
      filters: { status: 'pending' },
    })
  })
})

describe('one word of a name, where a name can stand', () => {
  it('reads a lower-case word that is part of names only where a name stands', () => {
    for (const question of [
      'are sales in the green this month',
      'classic question: how many orders yesterday',
      'organic clients by revenue this year',
    ]) {
      expect(parse(question)).toMatchObject({ kind: 'not_understood' })
    }
    expect(plan('sales of green this month')).toMatchObject({ filters: { products: ['green'] } })
    expect(plan('classic sales this month')).toMatchObject({ filters: { products: ['classic'] } })
    expect(plan('ventas de Green este mes')).toMatchObject({ filters: { products: ['Green'] } })
  })
})

describe('weekdays, hours, times and stars', () => {
  it('declines a weekday or an hour as what rows are, but reads "the day of last week"', () => {
    for (const question of [
      'which day of the week do I sell most',
      'que dia de la semana vendo mas',
      'what time of day do I sell most',
      'sales on weekends',
      'cuanto vendo entre semana',
    ]) {
      expect(parse(question)).toMatchObject({ kind: 'not_understood', reason: 'unsupported' })
    }
    expect(plan('mejor dia de la semana pasada')).toMatchObject({
      grouping: 'day',
      limit: 1,
      filters: { date_range: { from: '2026-06-08', to: '2026-06-14' } },
    })
  })

  it('reads the week and the quarter to date', () => {
    expect(plan('sales week to date')).toMatchObject({
      filters: { date_range: { from: '2026-06-15', to: '2026-06-17' } },
    })
    expect(plan('revenue quarter to date')).toMatchObject({
      filters: { date_range: { from: '2026-04-01', to: '2026-06-17' } },
    })
  })

  it('counts "how many times" a client ordered, and reads the star product as the best seller', () => {
    expect(plan('cuantas veces pidio Ana Garcia este año')).toMatchObject({
      value_function: 'order_count',
      grouping: 'none',
      filters: { clients: ['Ana Garcia'] },
    })
    expect(plan('el producto estrella de mayo')).toMatchObject({
      value_function: 'units',
      grouping: 'product',
      limit: 1,
    })
    expect(plan('dame un resumen rapido de las ventas de ayer')).toMatchObject({
      value_function: 'revenue',
    })
  })
})

describe('round 20: months of a named year, loose ranges, names and stock on hand', () => {
  it('reads a month or quarter of last year or this year as one period, not a comparison', () => {
    expect(plan('sales in march of last year')).toMatchObject({
      filters: { date_range: { from: '2025-03-01', to: '2025-03-31' } },
    })
    expect(plan('ventas de octubre del año pasado').compare).toBeUndefined()
    expect(plan('ventas de octubre del año pasado').filters.date_range).toEqual({
      from: '2025-10-01',
      to: '2025-10-31',
    })
    expect(plan("sales for last year's december").filters.date_range).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    })
    expect(plan('pedidos de abril de este año').filters.date_range).toEqual({
      from: '2026-04-01',
      to: '2026-04-30',
    })
    expect(plan('ventas del primer trimestre del año pasado').filters.date_range).toEqual({
      from: '2025-01-01',
      to: '2025-03-31',
    })
    expect(plan('revenue in march vs march last year').compare).toEqual([
      { label: 'in march', date_range: { from: '2026-03-01', to: '2026-03-31' } },
      { label: 'march last year', date_range: { from: '2025-03-01', to: '2025-03-31' } },
    ])
  })

  it('declines two periods that neither join nor compare, and one period read twice', () => {
    // Not the twelve months from May to April, nor January to March with February.
    expect(parse('ventas en mayo y abril')).toMatchObject({ kind: 'not_understood' })
    expect(parse('sales in january and march')).toMatchObject({ kind: 'not_understood' })
    expect(parse('sales last month last year')).toMatchObject({ kind: 'not_understood' })
    expect(parse('sales last 7 days vs previous 7 days')).toMatchObject({
      kind: 'not_understood',
    })
    // Two months or days in a row are their sum; "between" makes any two a range.
    expect(plan('ventas de noviembre y diciembre').filters.date_range).toEqual({
      from: '2025-11-01',
      to: '2025-12-31',
    })
    expect(plan('ventas entre enero y marzo').filters.date_range).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    })
    expect(plan('revenue this month and last month').compare).toHaveLength(2)
  })

  it('counts distinct clients or products without a "how many"', () => {
    expect(plan('distinct products sold in may')).toMatchObject({
      value_function: 'product_count',
      grouping: 'none',
    })
    expect(plan('clientes unicos este mes')).toMatchObject({ value_function: 'client_count' })
  })

  it('does not read a capitalised word in mid-question as a keyword', () => {
    // "North" is one edit from "worth": a name the shop lacks, not the value of orders.
    expect(parse('how many Widget at North')).toMatchObject({
      kind: 'not_understood',
      reason: 'no_match',
      words: 'North',
    })
    expect(plan('sales in Mrach').filters.date_range).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    })
    expect(plan('Revnue last month')).toMatchObject({ value_function: 'revenue' })
    // An ordinary word is not a slip of a keyword: "newest" is not "fewest".
    expect(parse('newest client')).toMatchObject({ kind: 'not_understood' })
    expect(plan('how many orders did Ana Garcia place')).toMatchObject({
      value_function: 'order_count',
    })
  })

  it('reads words that name properties of objects as words', () => {
    for (const text of ['__proto__', 'constructor', 'toString orders']) {
      expect(() => parse(text)).not.toThrow()
    }
  })

  it('reads units held as stock, and what a client ordered as items', () => {
    expect(plan('how many units do we have')).toMatchObject({
      value_function: 'stock',
      grouping: 'none',
    })
    expect(plan('cuantas unidades hay en total')).toMatchObject({ value_function: 'stock' })
    expect(plan('how many units did we sell')).toMatchObject({ value_function: 'units' })
    expect(plan('how much did I make last month')).toMatchObject({ value_function: 'revenue' })
    expect(plan('what did Ana Garcia order this year')).toMatchObject({
      value_function: 'units',
      grouping: 'product',
      filters: { clients: ['Ana Garcia'] },
    })
  })

  it('reads a product "sold" as its units, and "the most popular" as the best seller', () => {
    expect(plan('Widget Pro sold in may')).toMatchObject({ value_function: 'units' })
    expect(plan('Widget Pro vendidos este año')).toMatchObject({ value_function: 'units' })
    expect(plan('how much Widget Pro sold in may')).toMatchObject({ value_function: 'revenue' })
    expect(plan('most popular product this year')).toMatchObject({
      value_function: 'units',
      grouping: 'product',
      limit: 1,
    })
    expect(plan('tot units sold lst yr')).toMatchObject({ value_function: 'units' })
  })

  it('ranks places by stock for "the most stock", and reads more commands and exclusions', () => {
    expect(plan('which location has the most stock')).toMatchObject({
      value_function: 'stock',
      grouping: 'location',
      limit: 1,
    })
    // "Where" asks for one place.
    expect(plan('where do we sell the most')).toMatchObject({ grouping: 'location', limit: 1 })
    for (const command of [
      'sube el precio de Widget',
      'pon 20 unidades de Widget en Warehouse 2',
      'make Widget inactive',
      'anula el pedido 33',
    ]) {
      expect(parse(command)).toMatchObject({ kind: 'not_understood', reason: 'command' })
    }
    expect(plan('pedidos de la semana pasada sin contar cancelados')).toMatchObject({
      filters: { without_cancelled: true },
    })
    expect(plan('cuanto vendimos el finde').filters.date_range).toEqual({
      from: '2026-06-13',
      to: '2026-06-14',
    })
  })
})

describe('round 21: clients who did not order, places named in part, sums and items per order', () => {
  it.each([
    ["how many clients haven't ordered this month", 'client_count', '2026-06-01'],
    ['number of customers with no orders in may', 'client_count', '2026-05-01'],
    ['cuantos clientes no han comprado este mes', 'client_count', '2026-06-01'],
    ['cuantos clientes sin pedidos en mayo', 'client_count', '2026-05-01'],
    ["how many products didn't sell last month", 'product_count', '2026-05-01'],
    ['cuantos productos no se vendieron en mayo', 'product_count', '2026-05-01'],
  ])('counts those without orders: %s', (question, value, from) => {
    expect(plan(question)).toMatchObject({
      value_function: value,
      grouping: 'none',
      filters: { without_orders: true, date_range: { from } },
    })
  })

  it.each([
    // A negation without clients or products counted or listed is no plan.
    "revenue from orders that haven't shipped yet to clients who haven't paid",
  ])('declines a negated order it cannot count: %s', (question) => {
    expect(parse(question).kind).toBe('not_understood')
  })

  it.each([
    ['stock downtown', { value_function: 'stock', filters: { locations: ['downtown'] } }],
    [
      'how much stock do we have downtown',
      { value_function: 'stock', grouping: 'none', filters: { locations: ['downtown'] } },
    ],
    [
      'sales downtown last month',
      { value_function: 'revenue', filters: { locations: ['downtown'] } },
    ],
    // A place's noun is still the question's own word.
    ['which store sold the most', { grouping: 'location' }],
  ])("reads a word of one place's name as that place: %s", (question, expected) => {
    expect(plan(question)).toMatchObject(expected)
  })

  it.each([
    [
      'cuanto suman los pedidos pendientes',
      { value_function: 'revenue', filters: { status: 'pending' } },
    ],
    [
      'what do my open orders add up to',
      { value_function: 'revenue', filters: { status: 'pending' } },
    ],
    [
      'avg items per order this month',
      { value_function: 'units', average: 'per_order', grouping: 'none' },
    ],
    ['promedio de productos por pedido en mayo', { value_function: 'units', average: 'per_order' }],
    [
      'units removed with OUT last month',
      { value_function: 'units', filters: { transaction_type: 'OUT' } },
    ],
    [
      'units sold 1-5 june',
      {
        value_function: 'units',
        filters: { date_range: { from: '2026-06-01', to: '2026-06-05' } },
      },
    ],
    [
      'ventas desde el dia 10',
      {
        value_function: 'revenue',
        filters: { date_range: { from: '2026-06-10', to: '2026-06-17' } },
      },
    ],
    [
      'facturacion de la primera quincena de mayo',
      { filters: { date_range: { from: '2026-05-01', to: '2026-05-15' } } },
    ],
  ])('reads %s', (question, expected) => {
    expect(plan(question)).toMatchObject(expected)
  })
})

describe('round 21: words that would have answered another question', () => {
  it.each([
    // "stock in" before a place is the stock there, not stock received.
    [
      'stock in Downtown Store',
      { value_function: 'stock', filters: { locations: ['Downtown Store'] } },
    ],
    [
      'how many stock in transactions this year',
      { value_function: 'order_count', filters: { transaction_type: 'IN' } },
    ],
    // "without" is one word, not "with out".
    ['revenue without cancelled orders', { value_function: 'revenue', filters: {} }],
    [
      'how many clients without orders this year',
      { value_function: 'client_count', filters: { without_orders: true } },
    ],
    // "How many times" counts the orders, not the units.
    [
      'how many times was Widget Pro ordered this year',
      { value_function: 'order_count', filters: { products: ['Widget Pro'] } },
    ],
  ])('reads %s', (question, expected) => {
    expect(plan(question)).toMatchObject(expected)
  })

  it.each([
    // One order ranked by its size, and a share of how many clients or products.
    'date of the biggest order',
    'el pedido mas grande de mayo',
    'percentage of clients who ordered this month',
    'porcentaje de clientes que compraron en mayo',
    'what share of products sold are inactive',
  ])('declines %s', (question) => {
    expect(parse(question)).toMatchObject({ kind: 'not_understood', reason: 'unsupported' })
  })
})

describe('round 21: days with orders, movements of every type, products taken off', () => {
  it.each([
    ['cuantos dias hubo ventas en mayo', { value_function: 'day_count', grouping: 'none' }],
    ['on how many days did we sell in may', { value_function: 'day_count' }],
    [
      'how many different days did Ana Garcia order',
      { value_function: 'day_count', filters: { clients: ['Ana Garcia'] } },
    ],
    [
      'stock movements by type last month',
      { value_function: 'order_count', grouping: 'transaction_type' },
    ],
    ['how many IN transactions this year', { filters: { transaction_type: 'IN' } }],
    [
      'cuantos productos hay dados de baja',
      { value_function: 'record_count', filters: { active: false } },
    ],
    // A number of days, weeks or months ranked, and the one with the most or the least.
    [
      'best 3 months last year',
      { grouping: 'month', limit: 3, sorting: { by: 'value', direction: 'desc' } },
    ],
    ['los 2 mejores meses del año', { grouping: 'month', limit: 2 }],
    [
      'the 3 worst weeks this year',
      { grouping: 'week', limit: 3, sorting: { by: 'value', direction: 'asc' } },
    ],
    [
      'cual fue el dia con mas pedidos en mayo',
      { value_function: 'order_count', grouping: 'day', limit: 1 },
    ],
    [
      'the month with the least sales in 2025',
      { grouping: 'month', limit: 1, sorting: { by: 'value', direction: 'asc' } },
    ],
  ])('reads %s', (question, expected) => {
    expect(plan(question)).toMatchObject(expected)
  })

  it.each([
    // Days with nothing done are no question; movements of every type are no one total.
    'how many days in may',
    'cuantos movimientos hubo en mayo',
    'how many transactions last month',
  ])('declines %s', (question) => {
    expect(parse(question)).toMatchObject({ kind: 'not_understood', reason: 'unsupported' })
  })

  it('does not rank the first weeks of a period', () => {
    expect(parse('sales in the first 2 weeks of may').kind).toBe('not_understood')
  })
})

describe('round 22: answers that were another question', () => {
  it.each([
    // "the least stock" ranks places as "the most stock" does: one place asked, one row.
    [
      'which location has the least stock',
      { grouping: 'location', limit: 1, sorting: { by: 'value', direction: 'asc' } },
    ],
    // "ranking" asks for the whole order, not the first row.
    ['client ranking by revenue this year', { grouping: 'client', limit: 10 }],
    ['ranking de clientes x facturacion este año', { grouping: 'client', limit: 10 }],
    // "where do I have" a product asks where its stock is, not where it sold.
    [
      'where do I have the most Gadget',
      { value_function: 'stock', grouping: 'location', filters: { products: ['Gadget'] } },
    ],
    // A threshold keeps the products asked for, each summed over every place.
    [
      'which products have fewer than 1000 units in total',
      { value_function: 'stock', grouping: 'product', filters: { stock_below: 1000 } },
    ],
    // "qué cliente" asks for a client, not for the things bought.
    ['k cliente compro mas en marzo', { value_function: 'revenue', grouping: 'client', limit: 1 }],
    // "everything", "todo lo que", "what did … get": the items.
    [
      'todo lo que pidio Ben Smith este año',
      { value_function: 'units', grouping: 'product', filters: { clients: ['Ben Smith'] } },
    ],
    [
      'everything Ana Garcia ordered this year',
      { value_function: 'units', grouping: 'product', filters: { clients: ['Ana Garcia'] } },
    ],
    [
      'what products did Ben Smith get in q1',
      { value_function: 'units', grouping: 'product', filters: { clients: ['Ben Smith'] } },
    ],
  ])('reads %s', (question, expected) => {
    expect(plan(question)).toMatchObject(expected)
  })

  it.each([
    // "when … the most": the day with the most, not the first days by date.
    [
      'cuando vendimos mas',
      { grouping: 'day', limit: 1, sorting: { by: 'value', direction: 'desc' } },
    ],
    // Where a product is, is where its stock is; where it sold best is where it sold.
    ['donde esta el Gadget', { value_function: 'stock', grouping: 'location' }],
    [
      'where did Gadget sell best',
      { value_function: 'units', grouping: 'location', filters: { products: ['Gadget'] } },
    ],
    // A number before a word that merely starts like a noun ("stored", "store") is no limit.
    [
      'where is Classic Coffee Beans 1 stored',
      { value_function: 'stock', limit: 100, filters: { products: ['Classic Coffee Beans 1'] } },
    ],
    // "promedio de pedidos por cliente": orders per client, not each client's order value.
    [
      'promedio de pedidos por cliente en mayo',
      { value_function: 'order_count', grouping: 'none', average: 'per_client' },
    ],
  ])('reads %s', (question, expected) => {
    expect(plan(question)).toMatchObject(expected)
  })

  it.each([
    ['comparar pedidos de esta semana y la pasada', '2026-06-08'],
    ['ventas este mes vs el anterior', '2026-05-01'],
    ['this month vs last revenue', '2026-05-01'],
    ['sales this week and the previous one', '2026-06-08'],
  ])('reads the unit said once for both periods: %s', (question, from) => {
    expect(plan(question).compare?.[1]).toMatchObject({ date_range: { from } })
  })

  it('reads "tanto por ciento" as a share, and declines a count of products in stock', () => {
    expect(plan('que tanto por ciento de las ventas es de Ben Smith')).toMatchObject({
      value_function: 'revenue',
      share: true,
    })
    expect(parse('cuantos productos diferentes tengo en stock')).toMatchObject({
      kind: 'not_understood',
      reason: 'unsupported',
    })
  })

  it('declines a place in a ranking ("the 2nd biggest"), still reading "on the 2nd" as a day', () => {
    expect(parse('the 2nd biggest client').kind).toBe('not_understood')
    expect(plan('sales on the 2nd').filters.date_range).toEqual({
      from: '2026-06-02',
      to: '2026-06-02',
    })
  })

  it('reads "the least popular" as the worst seller', () => {
    expect(plan('least popular product in may')).toMatchObject({
      value_function: 'units',
      grouping: 'product',
      limit: 1,
      sorting: { by: 'value', direction: 'asc' },
    })
  })

  it('reads "avg order size" as the average order value', () => {
    expect(plan('avg order size last month').value_function).toBe('average_order_value')
  })

  it('reads "gasta" as spending, not as "hasta"', () => {
    expect(plan('cuanto gasta Ben Smith')).toMatchObject({
      value_function: 'revenue',
      filters: { clients: ['Ben Smith'] },
    })
  })

  it('compares two names offered as a choice with "más"', () => {
    expect(plan('gasto mas Ana Garcia o Ben Smith en 2025')).toMatchObject({
      value_function: 'revenue',
      grouping: 'none',
      compare: [{ clients: ['Ana Garcia'] }, { clients: ['Ben Smith'] }],
    })
  })
})

describe('round 22: words that were declined', () => {
  it.each([
    [
      'how much money is tied up in pending orders',
      { value_function: 'revenue', filters: { status: 'pending' } },
    ],
    ['pedidos de antier', { filters: { date_range: { from: '2026-06-15', to: '2026-06-15' } } }],
    [
      'cuantas unidades sacamos con OUT este año',
      { value_function: 'units', filters: { transaction_type: 'OUT' } },
    ],
    [
      'cuantos clientes hicieron pedidos enmayo',
      {
        value_function: 'client_count',
        filters: { date_range: { from: '2026-05-01', to: '2026-05-31' } },
      },
    ],
    [
      'what % of this years revenue came from Ben Smith',
      { share: true, filters: { date_range: { from: '2026-01-01', to: '2026-06-17' } } },
    ],
    ['whats the avg ticket in may', { value_function: 'average_order_value' }],
    [
      'cancellation rate in q1',
      { value_function: 'order_count', share: true, filters: { status: 'cancelled' } },
    ],
    [
      'tasa de cancelacion del primer trimestre',
      { value_function: 'order_count', share: true, filters: { status: 'cancelled' } },
    ],
    [
      'what share of our stock sits at each location',
      { value_function: 'stock', grouping: 'location', share: true },
    ],
    [
      'productos desactivados cuantos son',
      { value_function: 'record_count', filters: { active: false } },
    ],
    [
      'cuantos productos tengo activos ahora mismo',
      { value_function: 'record_count', filters: { active: true } },
    ],
  ])('reads %s', (question, expected) => {
    expect(plan(question)).toMatchObject(expected)
  })

  it.each([
    // "sacamos" is taken out only with OUT named; "the last months" is no period.
    'cuanto sacamos de ventas este mes',
    'sales of the last months',
  ])('still declines %s', (question) => {
    expect(parse(question).kind).toBe('not_understood')
  })

  it('shares stock among rows, never a total or a part under a threshold', () => {
    const stock = {
      table: 'inventory',
      value_function: 'stock',
      grouping: 'location',
      sorting: { by: 'value', direction: 'desc' },
      share: true,
      filters: {},
    } as const
    expect(planProblems(stock)).toEqual([])
    expect(planProblems({ ...stock, grouping: 'none' })).not.toEqual([])
    expect(planProblems({ ...stock, filters: { stock_below: 10 } })).not.toEqual([])
    // Only the named places would make the whole: each would be a part of too small a total.
    expect(planProblems({ ...stock, filters: { locations: ['Main Warehouse'] } })).not.toEqual([])
    // One named place's part of all the stock is one figure; two named, or a place and a
    // product, are no one part.
    const part = { ...stock, grouping: 'none' as const, filters: { locations: ['Main Warehouse'] } }
    expect(planProblems(part)).toEqual([])
    expect(planProblems({ ...part, filters: { products: ['Gadget'] } })).toEqual([])
    expect(
      planProblems({ ...part, filters: { locations: ['Main Warehouse'], products: ['Gadget'] } }),
    ).not.toEqual([])
    expect(
      planProblems({ ...part, filters: { locations: ['Main Warehouse'], stock_below: 10 } }),
    ).not.toEqual([])
  })

  it.each([
    ['what share of the stock is at Main Warehouse', { locations: ['Main Warehouse'] }],
    ['what fraction of my stock sits at the downtown store', { locations: ['downtown store'] }],
    ['how much of our stock is at Warehouse 2 in %', { locations: ['Warehouse 2'] }],
    ['que parte del stock esta en Downtown Store, en %', { locations: ['Downtown Store'] }],
    ['cuanto representa Warehouse 2 del stock total en %', { locations: ['Warehouse 2'] }],
    ['que porcentaje del stock es de Gadget', { products: ['Gadget'] }],
  ])('reads %s as one part of all the stock', (question, filters) => {
    expect(plan(question)).toMatchObject({
      table: 'inventory',
      value_function: 'stock',
      grouping: 'none',
      share: true,
      filters,
    })
  })

  it.each([
    ['what percentage of the catalogue is active', 'products', true],
    ['What fraction of my products are inactive?', 'products', false],
    ['what share of our customers are active', 'clients', true],
    ['qué porcentaje del catálogo está activo', 'products', true],
    ['que porcentaje de mis clientes estan inactivos', 'clients', false],
  ])('reads %s as the active or inactive ones, a part of all', (question, table, active) => {
    expect(plan(question)).toMatchObject({
      table,
      value_function: 'record_count',
      grouping: 'none',
      share: true,
      filters: { active },
    })
  })

  it('shares a count of records only when it is active or inactive ones, of products or clients', () => {
    const part = {
      table: 'products',
      value_function: 'record_count',
      grouping: 'none',
      sorting: { by: 'value', direction: 'desc' },
      share: true,
      filters: { active: true },
    } as const
    expect(planProblems(part)).toEqual([])
    expect(planProblems({ ...part, filters: {} })).not.toEqual([])
    expect(planProblems({ ...part, table: 'locations' })).not.toEqual([])
    // Of products sold, of clients who ordered, in a month: no count of records answers it.
    for (const question of [
      'what percentage of products sold are active',
      'percentage of clients who ordered',
      'what percentage of the catalogue is active in May',
    ]) {
      expect(parse(question)).toMatchObject({ kind: 'not_understood' })
    }
  })

  it.each([
    // Two places, or a product at a place, are no one part of the stock; nor a count under a
    // threshold.
    'what share of the stock is at Main Warehouse and Downtown Store',
    'what share of the stock is Gadget at Main Warehouse',
    'que porcentaje del stock tienen Main Warehouse y Warehouse 2',
    'how many products have less than 10 units',
  ])('declines %s', (question) => {
    expect(parse(question)).toMatchObject({ kind: 'not_understood' })
  })
})

describe('round 22: which clients or products did not order', () => {
  it.each([
    [
      "which clients didn't buy anything in May",
      'client',
      { from: '2026-05-01', to: '2026-05-31' },
    ],
    ['clientes que no compraron este mes', 'client', { from: '2026-06-01', to: '2026-06-17' }],
    ['productos que no se vendieron en abril', 'product', { from: '2026-04-01', to: '2026-04-30' }],
    ['products with no sales in may', 'product', { from: '2026-05-01', to: '2026-05-31' }],
    [
      "which clients haven't ordered this month",
      'client',
      { from: '2026-06-01', to: '2026-06-17' },
    ],
    ['clientes que no han comprado este año', 'client', { from: '2026-01-01', to: '2026-06-17' }],
  ])('lists them by name for %s', (question, grouping, range) => {
    expect(plan(question)).toMatchObject({
      value_function: 'last_date',
      grouping,
      sorting: { by: 'label', direction: 'asc' },
      filters: { without_orders: true, date_range: range },
    })
  })

  it('still counts them for "how many", and declines a top N of them', () => {
    expect(plan("how many clients didn't order in may")).toMatchObject({
      value_function: 'client_count',
      grouping: 'none',
    })
    expect(parse("top 5 clients who didn't order").kind).toBe('not_understood')
  })
})

describe('greetings, dictation and requests around a question', () => {
  it("reads past greetings, the assistant's name and hesitations", () => {
    expect(plan('good morning, revenue for last week please')).toMatchObject({
      value_function: 'revenue',
      filters: { date_range: { from: '2026-06-08', to: '2026-06-14' } },
    })
    expect(plan('buenos dias, me dices cuantos pedidos tengo hoy por favor')).toMatchObject({
      value_function: 'order_count',
      filters: { date_range: { from: '2026-06-17', to: '2026-06-17' } },
    })
    expect(plan('um how many Widget do we have at Main Warehouse').value_function).toBe('stock')
    expect(plan('hey stockline what were my sales yesterday').value_function).toBe('revenue')
    expect(plan('bueno y cuantos pedidos hizo Ana Garcia el año pasado')).toMatchObject({
      value_function: 'order_count',
      filters: { clients: ['Ana Garcia'] },
    })
    expect(plan("I'm looking for the number of pending orders").filters).toMatchObject({
      status: 'pending',
    })
    expect(plan('decime el top 10 de clientes de este año')).toMatchObject({
      grouping: 'client',
      limit: 10,
    })
  })

  it('still declines a name it does not know, and "good" alone is not a greeting', () => {
    expect(parse('good sales last week')).toMatchObject({ kind: 'not_understood' })
  })

  it('reads what a client bought after a request, or items named before the client', () => {
    for (const question of [
      'show me what Ana Garcia bought this year',
      'quiero saber que compro Ana Garcia este año',
      'items Ana Garcia ordered this year',
    ]) {
      expect(plan(question), question).toMatchObject({
        value_function: 'units',
        grouping: 'product',
        filters: { clients: ['Ana Garcia'] },
      })
    }
  })
})

describe('numbers written as words', () => {
  it('reads a stock threshold in words', () => {
    expect(plan('products with fewer than twenty units at Main Warehouse').filters).toMatchObject({
      stock_below: 20,
    })
    expect(plan('productos con menos de veinte unidades').filters).toMatchObject({
      stock_below: 20,
    })
  })

  it('does not read "less than a week" as a threshold', () => {
    const parsed = parse('pedidos de hace menos de una semana')
    if (parsed.kind === 'plan') expect(parsed.request.filters.stock_below).toBeUndefined()
  })
})

describe('active products', () => {
  it('keeps "active" on a count of records or on those without orders, declines it elsewhere', () => {
    expect(plan('cuantos productos activos no se vendieron este mes')).toMatchObject({
      value_function: 'product_count',
      filters: { active: true, without_orders: true },
    })
    expect(parse('revenue of active products last month')).toMatchObject({
      kind: 'not_understood',
    })
    expect(plan('how many active products do I have').filters).toMatchObject({ active: true })
  })
})

describe('money in slang, takings and shifted units', () => {
  it('reads slang for money as what the sales came to, not stock coming in or going out', () => {
    for (const question of [
      'cuanta lana hice ayer',
      'che cuanta guita entro ayer',
      'how much did we take yesterday',
      'what did we take yesterday',
    ]) {
      expect(plan(question), question).toMatchObject({
        value_function: 'revenue',
        filters: { date_range: { from: '2026-06-16', to: '2026-06-16' } },
      })
      expect(plan(question).filters.transaction_type, question).toBeUndefined()
    }
    expect(plan('cuantas unidades entraron ayer').filters.transaction_type).toBe('IN')
  })

  it('reads "shift" as sold, "rev" as revenue and "rn", "ahorita" as now', () => {
    expect(plan('how many units did we shift last week').value_function).toBe('units')
    expect(plan('rev last week').value_function).toBe('revenue')
    expect(plan('how many pending orders rn').filters).toEqual({ status: 'pending' })
    expect(plan('ahorita cuantos pedidos pendientes tengo').filters).toEqual({ status: 'pending' })
  })

  it('reads the goods of a movement as nothing more', () => {
    expect(plan('numero de recepciones de mercancia en julio 2025').filters).toMatchObject({
      transaction_type: 'IN',
    })
  })
})

describe('abbreviations and words said twice', () => {
  it('reads every share word: "reparto … en %"', () => {
    expect(plan('reparto de ventas x producto esta semana en %')).toMatchObject({
      value_function: 'revenue',
      grouping: 'product',
      share: true,
    })
  })

  it('reads "v" between two periods as versus', () => {
    expect(plan('units Q1 v Q2').compare).toHaveLength(2)
  })

  it('reads "no." and "nro." before what is counted as number, never as "no"', () => {
    expect(plan('no. of deactivated items in the catalogue')).toMatchObject({
      value_function: 'record_count',
      filters: { active: false },
    })
    expect(plan('nro. de pedidos de ayer').value_function).toBe('order_count')
  })

  it('reads "out" said again beside the OUT type as nothing more', () => {
    expect(plan('units out via OUT movements last month').filters.transaction_type).toBe('OUT')
  })

  it('compares the two clients a "who" asks between', () => {
    for (const question of [
      'who spent more this year, Ana Garcia or Ben Smith',
      'quien gasto mas este año, Ana Garcia o Ben Smith',
    ]) {
      expect(plan(question).compare, question).toEqual([
        { label: 'Ana Garcia', clients: ['Ana Garcia'] },
        { label: 'Ben Smith', clients: ['Ben Smith'] },
      ])
    }
  })

  it('reads "do we carry" as what the shop holds', () => {
    expect(plan('how many SKUs do we carry').value_function).toBe('record_count')
  })

  it('reads "la última vez que se vendió" as the last date, its "que" no amount', () => {
    expect(plan('ultima vez q se vendio Widget Pro')).toMatchObject({
      value_function: 'last_date',
      filters: { products: ['Widget Pro'] },
    })
  })
})

describe('round 24', () => {
  it('reads money or orders coming in ("cuánto dinero entró") as sales, not stock received', () => {
    expect(plan('cuanto dinero entro ayer')).toMatchObject({
      value_function: 'revenue',
      filters: { date_range: { from: '2026-06-16', to: '2026-06-16' } },
    })
    expect(plan('cuantos pedidos entraron hoy').filters.transaction_type).toBeUndefined()
    expect(plan('cuantas unidades entraron hoy').filters.transaction_type).toBe('IN')
  })

  it('reads money in slang ("más plata", "the most cash") as revenue', () => {
    for (const question of ['q cliente gasto mas plata en marzo', 'who spent the most cash']) {
      expect(plan(question), question).toMatchObject({
        value_function: 'revenue',
        grouping: 'client',
        limit: 1,
      })
    }
  })

  it('reads "cuánto nos dejó Ana" as money, and "dejaron de comprar" as no sale', () => {
    expect(plan('cuanto dinero nos dejo Ana Garcia este año').value_function).toBe('revenue')
    expect(plan('cuanto nos dejaron los clientes en mayo').value_function).toBe('revenue')
    expect(parse('que clientes dejaron de comprar')).toMatchObject({ kind: 'not_understood' })
  })

  it('reads "list what Ana Garcia bought", "lístame lo que pidió" as the items', () => {
    for (const question of [
      'list what Ana Garcia bought in may',
      'list the products Ben Smith ordered',
      'listame lo que compro Ana Garcia',
    ]) {
      expect(plan(question), question).toMatchObject({
        grouping: 'product',
        filters: { clients: [expect.stringMatching(/garcia|smith/i)] },
      })
    }
  })

  it('reads "dados de alta" as registered, every product of the catalog', () => {
    expect(plan('cuantos productos tengo dados de alta')).toMatchObject({
      value_function: 'record_count',
      filters: {},
    })
    expect(plan('cuantos productos tengo dados de alta').filters.active).toBeUndefined()
    expect(plan('cuantos productos dados de baja').filters.active).toBe(false)
  })

  it('declines a holiday to come rather than answer with no data', () => {
    expect(parse('sales this christmas')).toMatchObject({ kind: 'not_understood' })
    expect(plan('sales on christmas').filters.date_range).toEqual({
      from: '2025-12-25',
      to: '2025-12-25',
    })
  })
})

describe('round 24, around the question', () => {
  it('reads thanks said at length and "how are sales looking" as nothing asked', () => {
    for (const question of [
      'how much did we sell in april? thanks so much',
      'what were sales last week, thank you very much',
      'cuanto vendimos en abril? muchas gracias',
      'how are sales looking this week',
      "how's revenue doing this month",
    ]) {
      expect(plan(question).value_function, question).toBe('revenue')
    }
    expect(parse('how are sales going to do next month')).toMatchObject({ kind: 'not_understood' })
  })

  it('reads polite lead-ins ("I was wondering", "necesitaría las…") as nothing asked', () => {
    for (const question of [
      'i was wondering how much revenue we made last week',
      'necesitaria las ventas de mayo porfa',
      'hey quick one, revenue this month?',
    ]) {
      expect(plan(question).value_function, question).toBe('revenue')
    }
    // The conditional of a verb of the shop is still a supposition.
    expect(parse('cuanto necesitaria vender en julio')).toMatchObject({ kind: 'not_understood' })
  })

  it('keeps the words the readers know from being read as another one letter away', () => {
    // "spending" no "pending", "mayor" no "mayo", "tiempos" no "tipos", "principio" no "principal".
    expect(plan('customer spending this month')).toMatchObject({
      value_function: 'revenue',
      grouping: 'client',
      filters: { date_range: { from: '2026-06-01', to: '2026-06-17' } },
    })
    expect(plan('customer spending this month').filters.status).toBeUndefined()
    // "shop" no "ship": the shop's revenue is not that of the orders shipped.
    expect(plan('revenue last month at the shop').filters.status).toBeUndefined()
    expect(plan('orders shipped this week').filters.status).toBe('complete')
    expect(plan('cliente con mayor facturacion este año')).toMatchObject({
      value_function: 'revenue',
      grouping: 'client',
      limit: 1,
    })
    expect(plan('ventas de todos los tiempos').filters.date_range).toBeUndefined()
    expect(plan('que parte de las ventas fue de Widget Pro').share).toBe(true)
    expect(plan('ventas desde principio de mes').filters.date_range).toEqual({
      from: '2026-06-01',
      to: '2026-06-17',
    })
    // "predict" no "product", "activar" (a command) no "activas", "fell" no "sell".
    expect(parse('predict sales for june')).toMatchObject({ reason: 'unsupported' })
    expect(parse('activar Widget Pro')).toMatchObject({ reason: 'command' })
    expect(parse('how much did sales fell in may')).toMatchObject({ kind: 'not_understood' })
  })

  it('reads numbers written as words up to the tens, "doce" never a typo of "done"', () => {
    expect(plan('los doce mejores clientes')).toMatchObject({
      value_function: 'revenue',
      grouping: 'client',
      limit: 12,
      filters: {},
    })
    expect(plan('top eleven products').limit).toBe(11)
    expect(plan('revenue in the last fourteen days').filters.date_range).toEqual({
      from: '2026-06-04',
      to: '2026-06-17',
    })
    expect(plan('ventas de los ultimos catorce dias').filters.date_range?.from).toBe('2026-06-04')
  })

  it('reads "everywhere", "en todos lados" as one figure over every place', () => {
    for (const question of [
      'total units in stock everywhere',
      'how many Widget Pro do we have everywhere',
      'stock across all locations',
      'total inventory across every store',
      'cuanto stock de Widget Pro hay en todos lados',
    ]) {
      expect(plan(question), question).toMatchObject({ value_function: 'stock', grouping: 'none' })
    }
  })

  it('reads "just the names" beside a list, and declines it beside a figure', () => {
    expect(plan('customers with no orders this week, names please')).toMatchObject({
      grouping: 'client',
      filters: { without_orders: true },
    })
    expect(plan('clientes sin pedidos en mayo, solo los nombres').grouping).toBe('client')
    expect(plan('enumerate the clients who did not buy in may').grouping).toBe('client')
    expect(parse('how many orders this week, names please')).toMatchObject({ reason: 'unused' })
  })

  it('reads "in dollars" beside money, and declines it beside units', () => {
    expect(plan('average basket size in dollars last month').value_function).toBe(
      'average_order_value',
    )
    expect(plan('revenue en dolares this year').value_function).toBe('revenue')
    expect(parse('units sold in dollars last month')).toMatchObject({ reason: 'unused' })
    // Another currency is a conversion the shop's figures do not hold.
    expect(parse('revenue in euros this month')).toMatchObject({ kind: 'not_understood' })
  })

  it('reads "depot", "outlet", "depósito" as a place, and a noun of places alone as the noun', () => {
    expect(plan('revenue per depot last month').grouping).toBe('location')
    expect(plan('stock per outlet').grouping).toBe('location')
    // "store" is a word of "Downtown Store", but "by store" groups by place.
    expect(plan('revenue by store')).toMatchObject({ grouping: 'location', filters: {} })
    expect(plan('stock por deposito').grouping).toBe('location')
  })

  it('reads the goods of receipts ("entradas de mercadería") in units, "cuántas" as receipts', () => {
    expect(plan('entradas de mercaderia x deposito en julio 2025')).toMatchObject({
      value_function: 'units',
      grouping: 'location',
      filters: { transaction_type: 'IN' },
    })
    expect(plan('cuantas entradas de mercaderia hubo en julio 2025').value_function).toBe(
      'order_count',
    )
  })

  it('reads "what was the first order of", "cuál fue la última venta de" as a date', () => {
    expect(plan('what was the first order of Widget Pro').value_function).toBe('first_date')
    expect(plan('cual fue la ultima venta de Widget Pro').value_function).toBe('last_date')
    expect(parse('what was the value of the last order')).toMatchObject({ kind: 'not_understood' })
  })

  it('reads "4" between a word and a period as "for", and a count elsewhere', () => {
    expect(plan('whats the revenue 4 last month')).toMatchObject({
      value_function: 'revenue',
      filters: { date_range: { from: '2026-05-01', to: '2026-05-31' } },
    })
    expect(plan('top 4 products last month').limit).toBe(4)
  })

  it('reads a word of names in the plural as the products of that name', () => {
    expect(plan('stock widgets').filters.products).toEqual(['widgets'])
    expect(plan('how many gadgets did we sell in april')).toMatchObject({
      value_function: 'units',
      filters: { products: ['gadgets'] },
    })
  })
})

describe('round 24, places and periods', () => {
  const withDefault: Catalog = {
    ...catalog,
    locations: [
      { id: id(210), name: 'North Yard', default: true },
      { id: id(211), name: 'Harbor Shed' },
    ],
  }
  const planFor = (question: string, shop: Catalog) => {
    const parsed = parseQuestion(question, { now, catalog: shop })
    if (parsed.kind !== 'plan') throw new Error(`not understood: ${question} (${parsed.reason})`)
    return parsed.request
  }

  it('reads "el almacén principal", "the main warehouse" as the default location', () => {
    expect(planFor('que tiene poco stock en el almacen principal', withDefault)).toMatchObject({
      value_function: 'stock',
      grouping: 'product',
      sorting: { by: 'value', direction: 'asc' },
      filters: { locations: ['North Yard'] },
    })
    expect(
      planFor('sales at the main warehouse last month', withDefault).filters.locations,
    ).toEqual(['North Yard'])
    // A place named so is itself; with no default, "principal" is never "the top ones".
    expect(plan('stock at Main Warehouse').filters.locations).toEqual(['Main Warehouse'])
    expect(parse('stock en el almacen principal')).toMatchObject({ kind: 'not_understood' })
  })

  it('reads "unidades promedio por pedido" as units per order, not the order value', () => {
    expect(plan('unidades promedio x pedido en mayo')).toMatchObject({
      value_function: 'units',
      average: 'per_order',
    })
    expect(plan('promedio por pedido en mayo').value_function).toBe('average_order_value')
  })

  it('reads a unit said once for both sides: "lo que va de este", "con el segundo"', () => {
    expect(plan('ventas del mes pasado comparadas con lo que va de este').compare).toEqual([
      { label: 'del mes pasado', date_range: { from: '2026-05-01', to: '2026-05-31' } },
      { label: 'de este mes', date_range: { from: '2026-06-01', to: '2026-06-17' } },
    ])
    expect(plan('ventas del primer trimestre comparadas con el segundo').compare).toHaveLength(2)
    // "de este cliente" names a client, not this month.
    expect(plan('ventas de este cliente Ana Garcia').filters.date_range).toBeUndefined()
  })

  it('reads a unit alone after a measure at the end ("pedidos semana") as the one under way', () => {
    expect(plan('pedidos semana').filters.date_range).toEqual({
      from: '2026-06-15',
      to: '2026-06-17',
    })
    expect(plan('ventas por mes').grouping).toBe('month')
  })
})

describe('round 25', () => {
  it('reads "share" asked as a verb ("kindly share the units sold") as a request, no percentage', () => {
    for (const q of [
      'kindly share the units sold yesterday',
      'can you share how many units we sold',
    ]) {
      expect(plan(q)).toMatchObject({ value_function: 'units' })
      expect(plan(q).share).toBeUndefined()
    }
    expect(plan('what share of revenue came from Ana Garcia').share).toBe(true)
    expect(plan('share of sales by product').share).toBe(true)
  })

  it('reads a number word after a word of a name with that number as the name ("beans two")', () => {
    expect(plan('units sold of organic coffee beans two').filters.products).toEqual([
      'organic coffee beans 2',
    ])
    expect(plan('stock de classic coffee beans uno').filters.products).toEqual([
      'classic coffee beans 1',
    ])
    // No name has that word and number: a count, as before.
    expect(plan('top two products last month').limit).toBe(2)
  })

  it('reads hundreds written as words ("three hundred", "doscientas")', () => {
    expect(plan('which products have under three hundred units').filters.stock_below).toBe(300)
    expect(plan('productos con menos de doscientas unidades').filters.stock_below).toBe(200)
    expect(plan('products with fewer than a hundred units').filters.stock_below).toBe(100)
  })

  it('reads the one spoken to, a request lead-in and who is asking as nothing asked', () => {
    const april = { from: '2026-04-01', to: '2026-04-30' }
    expect(plan('cuantas unidades vendimos en abril wey')).toMatchObject({
      value_function: 'units',
      filters: { date_range: april },
    })
    expect(plan('facturacion de abril po').filters.date_range).toEqual(april)
    expect(plan('me pasas las ventas de abril porfa').filters.date_range).toEqual(april)
    expect(plan('bakery here, what were sales in april').filters.date_range).toEqual(april)
    // A word that is no such address stays unread.
    expect(parse('ventas de abril zorro')).toMatchObject({ kind: 'not_understood' })
  })

  it('reads "how did Q1 go", "money wise", "in terms of" around the measure named', () => {
    expect(plan('how did q1 go money wise')).toMatchObject({
      value_function: 'revenue',
      filters: { date_range: { from: '2026-01-01', to: '2026-03-31' } },
    })
    expect(plan('best month this year in terms of units')).toMatchObject({
      value_function: 'units',
      grouping: 'month',
      limit: 1,
    })
    // "wise" is no slip of "wipe", a command.
    expect(parse('how was april money wise')).toMatchObject({ kind: 'plan' })
  })

  it('reads "what sold the worst", "lo que peor se vendió" as the one that sold least', () => {
    for (const q of ['what sold the worst this year', 'que fue lo que peor se vendio este año']) {
      expect(plan(q)).toMatchObject({
        value_function: 'units',
        grouping: 'product',
        sorting: { by: 'value', direction: 'asc' },
        limit: 1,
      })
    }
  })

  it('reads "día por día", "each months", "diff", "across everything", "against" twice said', () => {
    expect(plan('ventas dia por dia de la semana pasada').grouping).toBe('day')
    expect(plan('each months share of revenue this year')).toMatchObject({
      grouping: 'month',
      share: true,
    })
    expect(plan('how many diff clients ordered last week').value_function).toBe('client_count')
    expect(plan('total units in stock across everything')).toMatchObject({
      value_function: 'stock',
      grouping: 'none',
    })
    expect(plan('stock across all places').grouping).toBe('none')
    expect(plan('compare units sold march against april').compare).toHaveLength(2)
  })

  it('reads deliveries of stock as receipts, and "deliveries" alone as no movement', () => {
    expect(plan('how many stock deliveries came in at Downtown Store last august')).toMatchObject({
      value_function: 'order_count',
      filters: {
        transaction_type: 'IN',
        locations: ['Downtown Store'],
        date_range: { from: '2025-08-01', to: '2025-08-31' },
      },
    })
    expect(plan('deliveries of stock in july 2025').filters.transaction_type).toBe('IN')
    expect(parse('how many deliveries did we make last week')).toMatchObject({
      kind: 'not_understood',
    })
  })

  it('reads a word of names after "cuánto", "how many" as those products ("cuánto coffee")', () => {
    expect(plan('cuanto coffee vendimos en mayo')).toMatchObject({
      value_function: 'revenue',
      filters: { products: ['coffee'] },
    })
    expect(plan('which clients buy the most coffee').filters.products).toEqual(['coffee'])
  })

  it('reads things counted in what holds them ("bags of", "cajas de") and "went" as units sold', () => {
    for (const q of [
      'how many bags of green tea went last week',
      'cuantas cajas de green tea vendimos',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'units',
        filters: { products: ['green tea'] },
      })
    }
    // Orders that went somewhere are counted as orders.
    expect(parse('how many orders went to ana garcia')).not.toMatchObject({
      request: { value_function: 'units' },
    })
    // "bags" is no product's plural there.
    expect(plan('how many bags of coffee beans did we sell').filters.products).toEqual([
      'coffee beans',
    ])
  })

  it('reads "on the books", "en el sistema" as registered, every one the shop has', () => {
    expect(plan('number of customers on the books')).toMatchObject({
      value_function: 'record_count',
      table: 'clients',
    })
    expect(plan('cuantos productos hay en el sistema').value_function).toBe('record_count')
  })

  it("finds a longer word two letters off beside the name's own words and number", () => {
    const shop: Catalog = {
      ...catalog,
      products: named(['Classic Flour 10', 'Classic Flour 6', 'Small Flour 7'], 400),
    }
    const parsed = parseQuestion('how many classic flower 10 did we sell', { now, catalog: shop })
    expect(parsed).toMatchObject({
      kind: 'plan',
      request: { filters: { products: ['classic flower 10'] } },
    })
    // No such number: no name, and "flower" is no slip of "lower".
    expect(
      parseQuestion('how many classic flower 7 did we sell', { now, catalog: shop }),
    ).toMatchObject({
      kind: 'not_understood',
    })
  })

  it('compares two periods on what was sold when nothing else is named ("compárame marzo con abril")', () => {
    expect(plan('comparame marzo con abril')).toMatchObject({
      value_function: 'revenue',
      compare: [{ label: 'marzo' }, { label: 'abril' }],
    })
    expect(parse('compare Ana Garcia and Ben Smith')).toMatchObject({ kind: 'not_understood' })
  })

  it('reads a day or month ranked by the measure said with it ("lowest revenue day", "el día que más vendimos")', () => {
    expect(plan('lowest revenue day last week')).toMatchObject({
      value_function: 'revenue',
      grouping: 'day',
      sorting: { by: 'value', direction: 'asc' },
      limit: 1,
    })
    expect(plan('el dia que mas vendimos este mes')).toMatchObject({ grouping: 'day', limit: 1 })
    expect(plan('lo que mas se vendio en abril')).toMatchObject({ grouping: 'product', limit: 1 })
  })

  it('reads "de mayor a menor", "from lowest to highest" as the order of the rows', () => {
    expect(plan('ventas por cliente ordenadas de mayor a menor')).toMatchObject({
      grouping: 'client',
      sorting: { by: 'value', direction: 'desc' },
      limit: 100,
    })
    expect(plan('sales per month from lowest to highest').sorting).toEqual({
      by: 'value',
      direction: 'asc',
    })
    expect(parse('total sales de mayor a menor')).toMatchObject({ kind: 'not_understood' })
  })

  it('reads "this months", "last months" at the end of a comparison as this and last month', () => {
    expect(plan('how do this months sales compare to last months').compare).toHaveLength(2)
    // "the last months" are several, not last month.
    expect(parse('sales of the last months')).toMatchObject({ kind: 'not_understood' })
  })

  it('reads "más veces", "most often" as ranked by orders', () => {
    for (const q of [
      'que cliente nos compro mas veces este año',
      'which client orders most often',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'order_count',
        grouping: 'client',
        sorting: { by: 'value', direction: 'desc' },
        limit: 1,
      })
    }
  })

  it('reads "nunca" as never sold or bought, said first or last', () => {
    for (const q of ['que productos no se vendieron nunca', 'que productos nunca se vendieron']) {
      expect(plan(q)).toMatchObject({ grouping: 'product', filters: { without_orders: true } })
    }
  })

  it('reads units "across all stores" with no sale said as stock, and as units sold with one', () => {
    expect(plan('how many units of green tea in total across all stores').value_function).toBe(
      'stock',
    )
    expect(plan('units sold everywhere last month').value_function).toBe('units')
  })

  it('finds a name whose noun is said in Spanish beside its own words and number ("deluxe vinagre 8")', () => {
    const shop: Catalog = {
      ...catalog,
      products: named(['Deluxe Vinegar 8', 'Deluxe Olive Oil 8', 'Fresh Vinegar 10'], 420),
    }
    const parsed = parseQuestion('cuantas unidades de deluxe vinagre 8 vendimos', {
      now,
      catalog: shop,
    })
    expect(parsed).toMatchObject({
      kind: 'plan',
      request: { filters: { products: ['deluxe vinagre 8'] } },
    })
    // Without the name's own number the noun must be closer.
    expect(
      parseQuestion('cuantas unidades de deluxe vinagre vendimos', { now, catalog: shop }),
    ).toMatchObject({
      kind: 'not_understood',
    })
  })

  it('reads "¿nos fue bien en mayo?", "cómo nos fue" around the measure as nothing asked', () => {
    expect(plan('nos fue bien en mayo? cuanto facturamos')).toMatchObject({
      value_function: 'revenue',
      filters: { date_range: { from: '2026-05-01', to: '2026-05-31' } },
    })
    expect(plan('que tal nos fue ayer en pedidos').value_function).toBe('order_count')
    expect(parse('como nos fue en mayo')).toMatchObject({ kind: 'not_understood' })
  })

  it('reads "turn over" and money in slang ("dosh", "quid") as revenue, "units moved" as sold', () => {
    expect(plan('what did we turn over in april').value_function).toBe('revenue')
    expect(plan('how much dosh did we take on saturday').value_function).toBe('revenue')
    expect(plan('how many units moved last week').value_function).toBe('units')
    expect(parse('move the stock to downtown')).toMatchObject({
      kind: 'not_understood',
      reason: 'command',
    })
  })

  it('reads "together", "juntos" beside two names as one figure for both', () => {
    expect(plan('how much did ana garcia and ben smith spend together').filters.clients).toEqual([
      'ana garcia',
      'ben smith',
    ])
    expect(plan('ventas de ana garcia y ben smith juntos').compare).toBeUndefined()
  })

  it('reads "live" products as active ones, and "in the range", "en el catálogo" as the catalog', () => {
    expect(plan('how many products are live')).toMatchObject({
      value_function: 'record_count',
      filters: { active: true },
    })
    expect(plan('how many items in the range').value_function).toBe('record_count')
    expect(plan('cuantos productos hay en el catalogo').value_function).toBe('record_count')
  })

  it('reads a word of product names named last after "es", "is" as those products', () => {
    expect(plan('que porcentaje de la facturacion del año es coffee')).toMatchObject({
      share: true,
      filters: { products: ['coffee'] },
    })
  })

  it('reads "top5", "top10" typed together as a count', () => {
    expect(plan('top5 products last month').limit).toBe(5)
    expect(plan('top10 clientes').limit).toBe(10)
  })

  it('reads the short forms "wek", "mez", "ai" as week, mes, hay', () => {
    expect(plan('reveneu lsat wek').filters.date_range).toEqual({
      from: '2026-06-08',
      to: '2026-06-14',
    })
    expect(plan('vntas del mez pasado').filters.date_range).toEqual({
      from: '2026-05-01',
      to: '2026-05-31',
    })
    expect(plan('cuantos pedidos pendientes ai').filters.status).toBe('pending')
  })

  it('reads "running out", "needs restocking", "se está acabando" as low stock', () => {
    for (const q of [
      'anything running out',
      'what needs restocking at warehouse 2',
      'que se esta acabando en warehouse 2',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'stock',
        sorting: { by: 'value', direction: 'asc' },
      })
    }
  })

  it('reads a request said around the question ("pull up", "any chance of", "asap", "ta") as nothing asked', () => {
    for (const q of [
      'could you pull up the sales for last week',
      'any chance of getting the sales for last week',
      "g'day, what were sales last week",
      'sales for last week asap',
      'give us the sales for last week ta',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'revenue',
        filters: { date_range: { from: '2026-06-08', to: '2026-06-14' } },
      })
    }
    expect(plan('whats the tally of orders today').value_function).toBe('order_count')
  })

  it('reads an opening word or the one spoken to, first ("buenas, …", "disculpa, …"), as nothing asked', () => {
    for (const q of [
      'buenas, cuanto vendimos la semana pasada?',
      'disculpa, cuanto vendimos la semana pasada',
      'boludo cuanto vendimos la semana pasada',
      'a ver, pasame las ventas de la semana pasada',
    ]) {
      expect(plan(q).filters.date_range).toEqual({ from: '2026-06-08', to: '2026-06-14' })
    }
    // Elsewhere the word is read, and here declined.
    expect(parse('ventas buenas')).toMatchObject({ kind: 'not_understood' })
  })

  it('compares two products asked "¿qué se vendió más, A o B?", not every product ranked', () => {
    expect(plan('que se vendio mas en mayo, widget o gadget')).toMatchObject({
      grouping: 'none',
      compare: [{ products: ['widget'] }, { products: ['gadget'] }],
    })
    expect(plan('is warehouse 2 or downtown store holding more stock')).toMatchObject({
      value_function: 'stock',
      compare: [{ locations: ['warehouse 2'] }, { locations: ['downtown store'] }],
    })
  })

  it('reads the place that has the most of a product ("en qué tienda tenemos más X") as stock', () => {
    for (const q of ['en que tienda tenemos mas widget', 'which store has the most widget']) {
      expect(plan(q)).toMatchObject({
        value_function: 'stock',
        grouping: 'location',
        limit: 1,
        filters: { products: ['widget'] },
      })
    }
    expect(plan('who has bought the most widget').value_function).toBe('revenue')
  })

  it('reads "…, vale", "…, dale" at the end as okay, and "cuánto vale" still as what it is worth', () => {
    for (const q of ['pedidos por estado este año, vale', 'pedidos por estado este año dale']) {
      expect(plan(q)).toMatchObject({ value_function: 'order_count', grouping: 'status' })
    }
    expect(parse('el stock de widget, cuanto vale')).toMatchObject({ reason: 'unsupported' })
  })

  it('reads a word of address or a regional interjection said first or last as nothing asked', () => {
    for (const q of [
      'aye, how many orders yesterday',
      'howzit, how many orders yesterday',
      'lekker, how many orders yesterday',
      'how many orders yesterday boss',
      'oe causa, cuantos pedidos hubo ayer',
      'klk, cuantos pedidos hubo ayer',
      'mano cuantos pedidos hubo ayer',
      'chamo, cuantos pedidos hubo ayer',
      'bo, cuantos pedidos hubo ayer',
      'ta, cuantos pedidos hubo ayer',
      'cuantos pedidos hubo ayer pe',
      'cuantos pedidos hubo ayer al toque',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'order_count',
        filters: { date_range: { from: '2026-06-16', to: '2026-06-16' } },
      })
    }
  })

  it('reads polite lead-ins, "the noo", "a wee", "what\'s the story with" and "más o menos" last as nothing asked', () => {
    for (const q of [
      'would you be so kind as to show me the revenue today? Thanks a million',
      'could you be kind enough to show me the revenue today',
      "what's the story with revenue today, like?",
      'how is the craic with revenue today',
      '¿sería tan amable de indicarme las ventas de hoy?',
      'hágame el favor de decirme las ventas de hoy',
      'cuanto facturamos hoy mas o menos',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'revenue',
        filters: { date_range: { from: '2026-06-17', to: '2026-06-17' } },
      })
    }
    expect(plan('how many products are active the noo')).toMatchObject({
      value_function: 'record_count',
      filters: { active: true },
    })
    expect(plan('a wee breakdown of orders by status')).toMatchObject({ grouping: 'status' })
    // "Más o menos que" compares: it is not taken for "roughly".
    expect(parse('vendi mas o menos que el mes pasado')).toMatchObject({ kind: 'not_understood' })
  })

  it('reads orders "put in", "sent through", "metió" as placed, and coins that came in as revenue', () => {
    for (const q of [
      'how many orders did Ana Garcia put in this year',
      'how many orders did Ana Garcia send through this year',
      'cuantos pedidos metio Ana Garcia este año',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'order_count',
        filters: { clients: ['Ana Garcia'], date_range: { from: '2026-01-01', to: '2026-06-17' } },
      })
    }
    for (const q of [
      'cuantos chavos entraron el trimestre pasado',
      'cuantos pesos entraron el trimestre pasado',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'revenue',
        filters: { date_range: { from: '2026-01-01', to: '2026-03-31' } },
      })
    }
    // Without orders named, "put in" is no order placed.
    expect(parse('how much stock did we put in last week')).toMatchObject({
      kind: 'not_understood',
    })
  })

  it('reads "each Green Tea product", "cada Green Tea" as one row per product of that name', () => {
    for (const q of [
      'revenue for each green tea product in march',
      'ventas de cada producto green tea en marzo',
      'ventas de cada green tea en marzo',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'revenue',
        grouping: 'product',
        filters: { products: [expect.stringMatching(/green tea/i)] },
      })
    }
    // "the Green Tea product" names it, one figure.
    expect(plan('revenue for the green tea product in march').grouping).toBe('none')
  })

  it('reads a greeting set off by its stop, "I\'d be grateful if", "le agradecería", "innit", "pues", "weón" as nothing asked', () => {
    for (const q of [
      'Morning! how many orders yesterday?',
      'evening, how many orders yesterday',
      "I'd be grateful if you could tell me how many orders yesterday",
      'le agradecería que me indicara cuántos pedidos hubo ayer',
      'how many orders yesterday innit',
      'cuantos pedidos hubo ayer pues',
      'weón, cuantos pedidos hubo ayer',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'order_count',
        filters: { date_range: { from: '2026-06-16', to: '2026-06-16' } },
      })
    }
    // Without its stop, "morning orders" are orders of the morning, which no plan groups by.
    expect(parse('morning orders yesterday')).toMatchObject({ kind: 'not_understood' })
  })

  it('reads the one spoken to first or last ("mi pana, …", "… hermano", "gracias mi amor"), not someone asked about', () => {
    for (const q of [
      'mi pana, cuantos pedidos hubo ayer',
      'hola mi rey, cuantos pedidos hubo ayer',
      'oye mano cuantos pedidos hubo ayer',
      'cuantos pedidos hubo ayer hermano',
      'cuantos pedidos hubo ayer, gracias mi amor',
      'cuantos pedidos hubo ayer al tiro',
      'how many orders yesterday, cheers love',
      'que onda, cuantos pedidos hubo ayer',
      'cuantos pedidos hubo ayer cachai',
      "c'mere, how many orders yesterday, ye ken",
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'order_count',
        filters: { date_range: { from: '2026-06-16', to: '2026-06-16' } },
      })
    }
    for (const q of [
      'cuantos pedidos hizo mi hermano',
      'las ventas de mi amor',
      'sales for my buddy',
    ]) {
      expect(parse(q)).toMatchObject({ kind: 'not_understood' })
    }
  })

  it('reads "which coffee beans are low", "what is getting low" as low stock, and "low in sales" not', () => {
    for (const q of [
      'which coffee beans are low at warehouse 2',
      'what is getting low at warehouse 2',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'stock',
        sorting: { direction: 'asc' },
        filters: { locations: ['warehouse 2'] },
      })
    }
    expect(parse('which products are low in sales')).toMatchObject({ kind: 'not_understood' })
  })

  it('reads hedges around a request ("basically", "just curious", "if possible", "por curiosidad") as nothing asked', () => {
    for (const q of [
      'so basically what was revenue last week',
      'I just wanted to know the revenue for last week if possible',
      'just curious, what was revenue last week',
      'out of interest, what was revenue last week',
      'for my records, what was revenue last week',
      'pls send me the revenue last week',
      "how'd we go last week for revenue",
      'right so what was revenue last week then',
      'por curiosidad, cuanto vendimos la semana pasada',
      'mandame las ventas de la semana pasada si es posible',
      'o sea, cuanto vendimos la semana pasada',
      'tipo, cuanto vendimos la semana pasada',
      'a ver si me dices las ventas de la semana pasada',
      'me podés pasar las ventas de la semana pasada',
      'hágame el favor y me dice las ventas de la semana pasada',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'revenue',
        filters: { date_range: { from: '2026-06-08', to: '2026-06-14' } },
      })
    }
    // Sending to someone else, or by email, is no request to show.
    expect(parse('send the pending orders to Ben Smith')).toMatchObject({ reason: 'command' })
    expect(parse('email me the revenue last week')).toMatchObject({ kind: 'not_understood' })
  })

  it('reads "what do we have at Warehouse 2", "qué hay en Warehouse 2" as its stock, product by product', () => {
    for (const q of [
      'what do we have at warehouse 2',
      "what's at warehouse 2",
      'que hay en warehouse 2',
      'que tenemos en warehouse 2',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'stock',
        grouping: 'product',
        filters: { locations: ['warehouse 2'] },
      })
    }
    // What it held once, or a place named with nothing asked of it, is declined.
    for (const q of ['what did we have at warehouse 2 in may', 'what about warehouse 2']) {
      expect(parse(q)).toMatchObject({ kind: 'not_understood' })
    }
  })

  it('reads "flying off the shelves", "selling like hot cakes", "lo que más sale", "se mueve más" as best sellers', () => {
    for (const q of [
      "what's flying off the shelves this month",
      "what's selling like hot cakes this month",
      'what moves the most this month',
      'lo que mas sale este mes',
      'cual producto se mueve mas este mes',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'units',
        grouping: 'product',
        limit: 1,
        filters: { date_range: { from: '2026-06-01', to: '2026-06-17' } },
      })
    }
    expect(plan('los productos estrella del mes')).toMatchObject({ grouping: 'product', limit: 10 })
  })

  it('reads "qué tanto", "qué tantos" as how much and how many, "how much business" as revenue', () => {
    expect(plan('que tanto nos compro Ana Garcia este año')).toMatchObject({
      value_function: 'revenue',
      grouping: 'none',
      filters: { clients: ['Ana Garcia'] },
    })
    expect(plan('que tantos pedidos hizo Ana Garcia este año')).toMatchObject({
      value_function: 'order_count',
      grouping: 'none',
    })
    expect(plan('how much business did Ana Garcia give us this year')).toMatchObject({
      value_function: 'revenue',
      filters: { clients: ['Ana Garcia'] },
    })
    // "Qué compró" still asks for the things bought.
    expect(plan('que compro Ana Garcia este año').grouping).toBe('product')
  })

  it('reads "how many things did we sell", "cuántas cosas vendimos" as units sold', () => {
    for (const q of ['how many things did we sell yesterday', 'cuantas cosas vendimos ayer']) {
      expect(plan(q)).toMatchObject({
        value_function: 'units',
        grouping: 'none',
        filters: { date_range: { from: '2026-06-16', to: '2026-06-16' } },
      })
    }
  })

  it('reads "what\'s revenue looking like", "how are we tracking for revenue", "nro de pedidos" as the figure', () => {
    for (const q of [
      "what's our revenue looking like this month",
      'how are we tracking for revenue this month',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'revenue',
        filters: { date_range: { from: '2026-06-01', to: '2026-06-17' } },
      })
    }
    expect(plan('nro de pedidos de hoy').value_function).toBe('order_count')
    // "Ventas brutas" are gross sales, as "gross" reads; "net" would need what is taken off.
    expect(plan('ventas brutas de hoy').value_function).toBe('revenue')
    expect(parse('net sales today')).toMatchObject({ kind: 'not_understood' })
    // With no measure said, tracking what is left to guess.
    expect(parse('how are we tracking this month')).toMatchObject({ kind: 'not_understood' })
  })

  it('reads a count said in two words ("top twenty five", "menos de treinta y cinco")', () => {
    expect(plan('top twenty five products last month').limit).toBe(25)
    expect(plan('productos con menos de treinta y cinco unidades').filters.stock_below).toBe(35)
    expect(plan('productos con menos de ciento cincuenta unidades').filters.stock_below).toBe(150)
    expect(plan('productos con menos de doscientas unidades').filters.stock_below).toBe(200)
  })

  it('reads a day whose date moves by country as the date said beside it, and declines it alone', () => {
    for (const [q, day] of [
      ['cuanto vendimos en fiestas patrias, el 28 de julio', '2025-07-28'],
      ['sales on independence day, july 4th', '2025-07-04'],
      ['el 1 de mayo, dia del trabajo, cuanto vendimos', '2026-05-01'],
    ] as const) {
      expect(plan(q).filters.date_range).toEqual({ from: day, to: day })
    }
    // Alone, its date is asked for.
    expect(parse('sales on independence day')).toMatchObject({
      reason: 'undated',
      words: 'independence day',
    })
    expect(parse('cuanto vendimos en fiestas patrias')).toMatchObject({
      reason: 'undated',
      words: 'fiestas patrias',
    })
  })
})

describe('round 27: rules for kinds of wording, not for words', () => {
  it('reads an English contraction as its words spelt out, and a dropped g as -ing', () => {
    const yesterday = { from: '2026-06-16', to: '2026-06-16' }
    for (const q of [
      "what'd we sell yesterday, y'all",
      'what’d we sell yesterday',
      "y'all, what did we sell yesterday",
      "what've we sold yesterday",
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'revenue',
        filters: { date_range: yesterday },
      })
    }
    expect(plan("orders by status, y'all").grouping).toBe('status')
    expect(plan("y'all sold how many units yesterday")).toMatchObject({ value_function: 'units' })
    expect(plan("how much stock we got sittin' at Main Warehouse")).toMatchObject({
      value_function: 'stock',
      grouping: 'none',
      filters: { locations: ['Main Warehouse'] },
    })
    expect(plan("what's runnin' low at Main Warehouse").filters.locations).toEqual([
      'Main Warehouse',
    ])
    // A quoted word or a capitalised name ending in "in'" keeps its letters.
    expect(parse("sales at 'Darwin'")).toMatchObject({ kind: 'not_understood' })
    // The future stays the future, spelt out or not.
    expect(parse("what'll we sell next week")).toMatchObject({ kind: 'not_understood' })
  })
})

describe('round 27: a word said before the question begins', () => {
  it('reads an unknown word run straight into the question as said to no purpose', () => {
    const yesterday = { from: '2026-06-16', to: '2026-06-16' }
    for (const q of [
      'abeg how much did we make yesterday',
      'yo what did we sell yesterday',
      'oiga cuanto vendimos ayer',
      'regáleme las ventas de ayer',
      'tráigame las ventas de ayer',
      'fijate cuanto vendimos ayer',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'revenue',
        filters: { date_range: yesterday },
      })
    }
    expect(plan('abeg check the stock at Warehouse 2')).toMatchObject({
      value_function: 'stock',
      filters: { locations: ['Warehouse 2'] },
    })
  })

  it('declines such a word where it may carry meaning: a topic, a slip of a name, a command', () => {
    for (const q of [
      'online, how many orders yesterday',
      'wholesale orders yesterday',
      'how much did we sell yesterday abeg online',
      'bórrame el pedido 77',
      'anulame los pedidos pendientes',
    ]) {
      expect(parse(q)).toMatchObject({ kind: 'not_understood' })
    }
    // A slip of a name's word is a name, matched when the plan is resolved.
    expect(plan('Gadgit how much did we sell yesterday').filters.products).toEqual(['Gadgit'])
  })
})

describe('round 30: the fillers of Nigerian Pidgin and of South African and NZ English', () => {
  it.each([
    [
      'abeg wetin be the value of my pending orders',
      { value_function: 'revenue', filters: { status: 'pending' } },
    ],
    [
      'wetin be my revenue last month',
      {
        value_function: 'revenue',
        filters: { date_range: { from: '2026-05-01', to: '2026-05-31' } },
      },
    ],
    [
      'abeg average orders per day last week',
      { value_function: 'order_count', average: 'per_day' },
    ],
    [
      'how many orders never complete, still dey pending',
      { value_function: 'order_count', filters: { status: 'pending' } },
    ],
    [
      'how many products we don switch off',
      { value_function: 'record_count', filters: { active: false } },
    ],
    [
      'how many orders Ana Garcia don place since January',
      { value_function: 'order_count', filters: { clients: ['Ana Garcia'] } },
    ],
    [
      'sweet as, hw many orders ystday',
      {
        value_function: 'order_count',
        filters: { date_range: { from: '2026-06-16', to: '2026-06-16' } },
      },
    ],
  ])('reads %s', (question, expected) => {
    expect(plan(question)).toMatchObject(expected)
  })

  it('declines what the fillers leave carrying meaning', () => {
    for (const q of [
      'how many orders never cancelled',
      'sweet, how many orders yesterday',
      'abeg delete the pending orders',
    ]) {
      expect(parse(q)).toMatchObject({ kind: 'not_understood' })
    }
  })
})

describe('round 30: who the figures are for, said last', () => {
  it('reads the question without it', () => {
    const march = { date_range: { from: '2026-03-01', to: '2026-03-31' } }
    expect(plan('Necesito la facturación total del mes de marzo para el gestor')).toMatchObject({
      value_function: 'revenue',
      grouping: 'none',
      filters: march,
    })
    expect(plan('revenue in March for my accountant')).toMatchObject({
      value_function: 'revenue',
      filters: march,
    })
  })

  it('declines it said in the middle, or one asked about', () => {
    expect(parse('revenue for my accountant in March')).toMatchObject({ kind: 'not_understood' })
    expect(parse('ventas de marzo para el vecino')).toMatchObject({ kind: 'not_understood' })
  })
})

describe('round 30: words run together, and a preposition of time before a period', () => {
  it.each([
    [
      'quien me hizo mas pedidos elmes pasado',
      {
        value_function: 'order_count',
        grouping: 'client',
        filters: { date_range: { from: '2026-05-01', to: '2026-05-31' } },
      },
    ],
    [
      'ventas estemes',
      {
        value_function: 'revenue',
        filters: { date_range: { from: '2026-06-01', to: '2026-06-17' } },
      },
    ],
    [
      'sales lastweek',
      {
        value_function: 'revenue',
        filters: { date_range: { from: '2026-06-08', to: '2026-06-14' } },
      },
    ],
    [
      'hows revenue looking so far this year',
      {
        value_function: 'revenue',
        filters: { date_range: { from: '2026-01-01', to: '2026-06-17' } },
      },
    ],
    [
      'units we shifted over the weekend just gone',
      {
        value_function: 'units',
        filters: { date_range: { from: '2026-06-13', to: '2026-06-14' } },
      },
    ],
  ])('reads %s', (question, expected) => {
    expect(plan(question)).toMatchObject(expected)
  })

  it('keeps "turn over" a verb before a period', () => {
    expect(plan('What did the shop turn over last Friday?')).toMatchObject({
      value_function: 'revenue',
      filters: { date_range: { from: '2026-06-12', to: '2026-06-12' } },
    })
  })

  it('declines "over" said of a number, not of a period', () => {
    expect(parse('products over 100 units')).toMatchObject({ kind: 'not_understood' })
    expect(parse('how many orders over 2 days')).toMatchObject({ kind: 'not_understood' })
  })
})

describe('round 27: one period said twice, two periods to date', () => {
  it('reads one period said again in other words as that period, not a choice of two', () => {
    for (const q of [
      'cuantos pedidos el viernes pasado o sea el viernes de la semana pasada',
      'how many orders last friday, or friday of last week',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'order_count',
        filters: { date_range: { from: '2026-06-12', to: '2026-06-12' } },
      })
    }
    // Two periods compared must differ.
    expect(parse('sales last month vs the month just gone')).toMatchObject({
      kind: 'not_understood',
    })
  })

  it('compares a past period with the current one to date', () => {
    for (const q of [
      'compare units sold in last quarter with this quarter till date',
      'compara las unidades vendidas del trimestre pasado con el actual',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'units',
        compare: [
          { date_range: { from: '2026-01-01', to: '2026-03-31' } },
          { date_range: { from: '2026-04-01', to: '2026-06-17' } },
        ],
      })
    }
    expect(plan('movements by type for the year so far')).toMatchObject({
      grouping: 'transaction_type',
      filters: { date_range: { from: '2026-01-01', to: '2026-06-17' } },
    })
  })
})

describe('round 27: words typed without spaces', () => {
  it('reads up to three known words run together, in either language', () => {
    expect(plan('takingsthisweek')).toMatchObject({
      value_function: 'revenue',
      filters: { date_range: { from: '2026-06-15', to: '2026-06-17' } },
    })
    expect(plan('unidadesvendidashoy')).toMatchObject({
      value_function: 'units',
      filters: { date_range: { from: '2026-06-17', to: '2026-06-17' } },
    })
    expect(plan('ordersthismonth').value_function).toBe('order_count')
    expect(plan('ventasdelmes pasado').filters.date_range).toEqual({
      from: '2026-05-01',
      to: '2026-05-31',
    })
    // Letters that are no run of known words stay one unknown word.
    expect(parse('salesxyzweek')).toMatchObject({ kind: 'not_understood' })
    // Under twelve letters, three short words are too easily found by chance: not read as three.
    expect(parse('salesallmay')).toMatchObject({ kind: 'not_understood' })
  })
})

describe('round 27: questions that were answered as another one', () => {
  it('reads an amount said of orders as money, and "the amount of orders" as their number', () => {
    expect(plan('what is the amount pending in open orders')).toMatchObject({
      value_function: 'revenue',
      filters: { status: 'pending' },
    })
    expect(plan('the amount in pending orders').value_function).toBe('revenue')
    expect(plan('the amount of orders last month').value_function).toBe('order_count')
    expect(plan('stock amount at Main Warehouse').value_function).toBe('stock')
  })

  it('reads "each client ... per order" as the average order, and "per day per client" as before', () => {
    for (const q of [
      'cuánto gasta en promedio cada cliente por pedido en abril',
      'how much does each customer spend per order on average in April',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'average_order_value',
        grouping: 'none',
        filters: { date_range: { from: '2026-04-01', to: '2026-04-30' } },
      })
    }
    expect(plan('on average how much does each customer spend this year')).toMatchObject({
      value_function: 'revenue',
      average: 'per_client',
    })
  })

  it('compares two figures asked one after the other, never adds them', () => {
    for (const q of [
      'cuántas unidades de Widget hay en Main Warehouse y cuántas en Warehouse 2',
      'how many Widget at Main Warehouse and how many at Warehouse 2',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'stock',
        filters: { products: ['Widget'] },
        compare: [{ locations: ['Main Warehouse'] }, { locations: ['Warehouse 2'] }],
      })
    }
    expect(plan('how many orders last month and how many this month').compare).toHaveLength(2)
    // Asked again with nothing to set side by side, or of two measures: declined.
    for (const q of [
      'cuántos pedidos y cuántas unidades vendimos ayer',
      'how many orders and how many',
    ]) {
      expect(parse(q)).toMatchObject({ kind: 'not_understood' })
    }
  })
})

describe('round 27: rankings, negations and averages in other shapes', () => {
  it('reads "sellers" after a ranking and its count as products ranked by what sold', () => {
    for (const [q, direction, limit] of [
      ['top 5 sellers this year', 'desc', 5],
      ['bottom 5 sellers this year by units', 'asc', 5],
      ['best 3 sellers this year', 'desc', 3],
      ['worst 10 sellers this year', 'asc', 10],
    ] as const) {
      expect(plan(q)).toMatchObject({
        value_function: 'units',
        grouping: 'product',
        limit,
        sorting: { by: 'value', direction },
      })
    }
    // "sellers" alone, with no ranking before it, is no product ranking.
    expect(parse('sellers this year')).toMatchObject({ kind: 'not_understood' })
  })

  it('reads "not a single unit", "ni una sola unidad" as nothing sold', () => {
    for (const q of [
      "how many active products haven't sold a single unit this week",
      'how many active products have not sold even one unit this week',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'product_count',
        filters: { active: true, without_orders: true },
      })
    }
    expect(plan('productos que no se vendieron ni una sola unidad este mes').filters).toMatchObject(
      { without_orders: true },
    )
  })

  it('averages units per movement of a type, the type read from the movement named', () => {
    for (const q of [
      'media de unidades recibidas por entrada en agosto',
      'average units per receipt in August',
      'promedio de unidades por recepción en agosto',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'units',
        average: 'per_order',
        filters: { transaction_type: 'IN' },
      })
    }
  })
})

describe('round 27: "which X, A or B"', () => {
  it('compares the two named when the kind asked for is theirs', () => {
    for (const q of [
      'which store sold more in May, Main Warehouse or Warehouse 2',
      'en qué almacén hubo más pedidos en mayo, Main Warehouse o Warehouse 2',
      'where did we sell more in May, Main Warehouse or Warehouse 2',
    ]) {
      expect(plan(q)).toMatchObject({
        grouping: 'none',
        compare: [{ locations: ['Main Warehouse'] }, { locations: ['Warehouse 2'] }],
      })
    }
    expect(plan('which customer spent more this year, Ana Garcia or Ben Smith')).toMatchObject({
      value_function: 'revenue',
      compare: [{ clients: ['Ana Garcia'] }, { clients: ['Ben Smith'] }],
    })
    // Rows of another kind at the two places are no comparison of them: declined.
    expect(parse('which products sold more at Main Warehouse or Warehouse 2')).toMatchObject({
      kind: 'not_understood',
    })
  })
})

describe('round 27: things asked which of', () => {
  it('reads "what things", "qué cosas", "which stuff" as the products, as "which products" is', () => {
    for (const q of [
      'que cosas tienen menos de 100 uds en Main Warehouse',
      'what things have under 100 units at Main Warehouse',
    ]) {
      expect(plan(q)).toEqual(plan('which products have less than 100 units at Main Warehouse'))
    }
    expect(plan('what things did Ana Garcia buy in May')).toMatchObject({
      value_function: 'units',
      grouping: 'product',
      filters: { clients: ['Ana Garcia'] },
    })
    expect(plan('qué cosas vendimos ayer')).toEqual(plan('qué productos vendimos ayer'))
    // "How many things" still counts the units.
    expect(plan('cuántas cosas vendimos ayer')).toMatchObject({
      value_function: 'units',
      grouping: 'none',
    })
  })
})

describe('any text at all', () => {
  it('reads into a valid plan or a refusal, never an exception', () => {
    const words = fc.constantFrom(
      ...'top 5 best sales revenue units orders pending by per week month last this year march between and stock low at Widget Warehouse 2 ventas pedidos mes pasado por cliente cuántos 2026-01-01 ; drop table -- \u0000 \ud800 ¿ ? %'.split(
        ' ',
      ),
    )
    const question = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.array(words, { maxLength: 12 }).map((w) => w.join(' ')),
    )
    fc.assert(
      fc.property(question, (text) => {
        const parsed = parse(text)
        if (parsed.kind === 'plan') expect(PlanRequest.safeParse(parsed.request).success).toBe(true)
      }),
      { numRuns: 500 },
    )
    // 500 questions take a few seconds on a busy 2-core machine.
  }, 30_000)
})

describe('round 28: questions answered as another one', () => {
  it('reads the buyers said as the subject of buying as no client per row', () => {
    for (const q of [
      'how many Widget did customers buy last month',
      'how many Widget have our clients bought last month',
      'cuántos Widget compraron los clientes el mes pasado',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'units',
        grouping: 'none',
        filters: { products: ['Widget'], date_range: { from: '2026-05-01', to: '2026-05-31' } },
      })
    }
    expect(plan('how much did our customers spend last month')).toMatchObject({
      value_function: 'revenue',
      grouping: 'none',
    })
    // Customers asked which of are still the rows.
    expect(plan('which customers bought Widget last month')).toMatchObject({ grouping: 'client' })
    expect(plan('how many Widget did Ana Garcia buy in May')).toMatchObject({
      value_function: 'units',
      grouping: 'none',
    })
  })

  it('reads how much of a product is had as its stock', () => {
    for (const q of [
      'cuanto Widget tengo en Main Warehouse y cuanto en Warehouse 2',
      'how much Widget do we have at Main Warehouse and how much at Warehouse 2',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'stock',
        compare: [{ locations: ['Main Warehouse'] }, { locations: ['Warehouse 2'] }],
      })
    }
    expect(plan('cuánto Green Tea tenemos en Downtown Store')).toMatchObject({
      value_function: 'stock',
      filters: { products: ['Green Tea'], locations: ['Downtown Store'] },
    })
  })

  it('reads a client named first, then what they ordered, as their items', () => {
    for (const q of [
      "Lopez's Cafe, what have they ordered since march?",
      'Ana Garcia - what did she buy in May',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'units',
        grouping: 'product',
        filters: { clients: [expect.any(String)] },
      })
    }
  })
})

describe('round 28: movements said with their verbs', () => {
  it('reads goods entering or leaving, recorded or posted, as movements of that type', () => {
    for (const [q, type] of [
      ['cuántas salidas de tipo OUT se registraron en mayo', 'OUT'],
      ['cuántas salidas OUT registramos en mayo', 'OUT'],
      ['how many times did stock leave through an OUT movement in May', 'OUT'],
      ['how many movements of type IN were posted in May', 'IN'],
      ['how many stock receipts were posted in May', 'IN'],
    ] as const) {
      expect(plan(q)).toMatchObject({
        value_function: 'order_count',
        filters: { transaction_type: type, date_range: { from: '2026-05-01' } },
      })
    }
    expect(plan('how many units entered Warehouse 2 in May')).toMatchObject({
      value_function: 'units',
      filters: { transaction_type: 'IN', locations: ['Warehouse 2'] },
    })
    // Stock "left" is what remains.
    expect(plan('how many units of Widget are left')).toMatchObject({ value_function: 'stock' })
  })

  it('reads orders that came through, and a product that went out in orders, as orders', () => {
    expect(plan('how many orders came through yesterday')).toEqual(
      plan('how many orders yesterday'),
    )
    for (const q of [
      'en cuántos pedidos salió el Widget en abril',
      'in how many orders did Widget appear in April',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'order_count',
        filters: { products: ['Widget'] },
      })
      expect(plan(q).filters.transaction_type).toBeUndefined()
    }
  })
})

describe('round 28: order statuses said at length', () => {
  it('reads not sent yet, waiting to be fulfilled, as pending', () => {
    for (const q of [
      'cuantos pedidos están pendientes de enviar',
      'how many orders are waiting to be fulfilled',
      'how many orders are yet to be shipped',
      'pedidos pendientes de entrega',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'order_count',
        filters: { status: 'pending' },
      })
    }
  })

  it('reads statuses listed after a split as a grouping by status', () => {
    for (const q of [
      'for last month, could you split the orders into pending, completed and cancelled?',
      'last month orders broken down into pending and completed',
      'desglose de los pedidos del mes pasado segun su estado',
    ]) {
      expect(plan(q)).toMatchObject({
        grouping: 'status',
        filters: { date_range: { from: '2026-05-01', to: '2026-05-31' } },
      })
    }
  })

  it('reads the count abbreviated', () => {
    expect(plan('nº de pedidos completados en abril')).toEqual(
      plan('número de pedidos completados en abril'),
    )
    expect(plan('nro de clientes')).toMatchObject({ value_function: 'record_count' })
    expect(plan('num. de pedidos de Ana Garcia en mayo')).toMatchObject({
      value_function: 'order_count',
      filters: { clients: ['Ana Garcia'] },
    })
  })
})

describe('round 28: stock said with other verbs', () => {
  it('reads a verb of falling before a threshold as under it', () => {
    for (const q of [
      'que articulos bajan de 120 unidades en Main Warehouse',
      'qué productos andan por debajo de 120 unidades en Main Warehouse',
      'which products drop below 120 units at Main Warehouse',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'stock',
        grouping: 'product',
        filters: { stock_below: 120, locations: ['Main Warehouse'] },
      })
    }
    // A fall over time is still no threshold.
    expect(parse('did sales drop last month')).toMatchObject({ kind: 'not_understood' })
  })

  it('reads stock shared out among places as a row per place', () => {
    for (const q of [
      '¿Podría indicarme cómo está repartido el stock entre las ubicaciones?',
      'how is stock spread across the stores',
      'how is the inventory distributed between our warehouses',
    ]) {
      expect(plan(q)).toMatchObject({ value_function: 'stock', grouping: 'location' })
    }
    expect(parse('ventas entre las tiendas')).toMatchObject({ kind: 'not_understood' })
  })

  it('reads units stored, and every place summed, as what is held', () => {
    for (const q of [
      'total de unidades almacenadas en Downtown Store',
      'total units stored at Downtown Store',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'stock',
        grouping: 'none',
        filters: { locations: ['Downtown Store'] },
      })
    }
    for (const q of [
      'sumando todas las ubicaciones, cuanto Widget nos queda',
      'how much Widget do we have, adding up all the stores',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'stock',
        grouping: 'none',
        filters: { products: ['Widget'] },
      })
    }
  })
})

describe('round 28: money left, rows said with "wise", at least one order', () => {
  it('reads money a thing left as its revenue', () => {
    for (const q of [
      'qué producto dejó más dinero esta semana',
      'cual fue el producto q mas plata dejo esta semana',
      'qué cliente nos dejó más dinero esta semana',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'revenue',
        sorting: { by: 'value', direction: 'desc' },
        filters: { date_range: { from: '2026-06-15' } },
      })
    }
  })

  it('reads "product wise", "customer-wise" as the rows asked for', () => {
    expect(plan('what made us the most money last week, product wise')).toMatchObject({
      value_function: 'revenue',
      grouping: 'product',
    })
    expect(plan('revenue last month, customer-wise')).toMatchObject({ grouping: 'client' })
    expect(plan('sales by store last month money-wise')).toMatchObject({ grouping: 'location' })
  })

  it('reads "at least one order" as those with an order, counted once', () => {
    for (const q of [
      'la semana pasada, cuantos clientes diferentes hicieron al menos un pedido',
      'how many customers placed at least one order last week',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'client_count',
        filters: { date_range: { from: '2026-06-08', to: '2026-06-14' } },
      })
    }
    expect(plan('march: count of days with at least one order')).toMatchObject({
      value_function: 'day_count',
    })
  })
})

describe('round 28: periods said around their ends', () => {
  it('reads "the day before", "el día anterior" as the day before the one named', () => {
    for (const q of [
      'yesterday vs the day before, revenue?',
      'revenue yesterday vs the previous day',
      'ventas de ayer contra el día anterior',
    ]) {
      expect(plan(q).compare?.map((side) => side.date_range)).toEqual([
        { from: '2026-06-16', to: '2026-06-16' },
        { from: '2026-06-15', to: '2026-06-15' },
      ])
    }
  })

  it('reads "hasta hoy" after a period that holds today as its part to date', () => {
    for (const q of [
      'ingresos del trimestre actual hasta hoy',
      'revenue this quarter till today',
    ]) {
      expect(plan(q).filters.date_range).toEqual({ from: '2026-04-01', to: '2026-06-17' })
    }
    // Last month does not run to today: still two periods at odds.
    expect(parse('sales last month until today')).toMatchObject({ kind: 'not_understood' })
  })

  it('reads the ends said to be included as in the range', () => {
    for (const q of [
      'cuántas unidades vendimos desde febrero hasta abril, ambos incluidos',
      'units sold from February to April inclusive',
      'units sold from February to April, both included',
    ]) {
      expect(plan(q).filters.date_range).toEqual({ from: '2026-02-01', to: '2026-04-30' })
    }
  })
})

describe('round 28: a product called a reference, a catalog handled', () => {
  it('reads "referencias", "refs" as products', () => {
    expect(plan('cuántas referencias tenemos en total')).toEqual(
      plan('cuántos productos tenemos en total'),
    )
    expect(plan('cuantas referencias distintas vendimos en marzo')).toMatchObject({
      value_function: 'product_count',
      filters: { date_range: { from: '2026-03-01', to: '2026-03-31' } },
    })
    expect(plan('ventas por referencia en mayo')).toMatchObject({ grouping: 'product' })
  })

  it('reads the products the shop handles as its catalog', () => {
    for (const q of [
      'cuántos productos manejamos en el catálogo',
      'cuántas referencias maneja la tienda',
    ]) {
      expect(plan(q)).toMatchObject({ value_function: 'record_count', table: 'products' })
    }
  })
})

describe('round 28: a weekday said with its date', () => {
  it('reads the day of the month a weekday is said with', () => {
    for (const q of [
      'cuantos pedidos entraron el martes 9?',
      'how many orders on Tuesday the 9th',
      'pedidos del martes 9 de junio',
      'orders on Tuesday 9 June',
    ]) {
      expect(plan(q).filters.date_range).toEqual({ from: '2026-06-09', to: '2026-06-09' })
    }
    // A day still to come this month is last month's.
    expect(plan('sales on Friday the 29th').filters.date_range).toEqual({
      from: '2026-05-29',
      to: '2026-05-29',
    })
    expect(plan('revenue on Monday').filters.date_range).toEqual({
      from: '2026-06-15',
      to: '2026-06-15',
    })
  })
})

describe('round 28: last weekday said on that weekday', () => {
  it('reads "last Wednesday" on a Wednesday as the one a week before', () => {
    for (const q of ['revenue last wednesday', 'ventas del miércoles pasado']) {
      expect(plan(q).filters.date_range).toEqual({ from: '2026-06-10', to: '2026-06-10' })
    }
    expect(plan('cuánto facturamos hoy comparado con el miércoles pasado').compare).toMatchObject([
      { date_range: { from: '2026-06-17' } },
      { date_range: { from: '2026-06-10' } },
    ])
    // Said without "last", the weekday is today.
    expect(plan('revenue on wednesday').filters.date_range).toEqual({
      from: '2026-06-17',
      to: '2026-06-17',
    })
  })
})

describe('round 29: the shop asking, said as the kind several clients share', () => {
  const shops: Catalog = {
    ...catalog,
    clients: named(["Martin's Bakery", "Smith's Bakery", 'Panaderia Sol', 'Panaderia Luna'], 400),
  }
  const ask = (question: string) => parseQuestion(question, { now, catalog: shops })

  it('reads no client in "the bakery", "la panaderia"', () => {
    for (const q of ['revenue from the bakery this month', 'ventas de la panaderia este mes']) {
      expect(ask(q)).toMatchObject({ kind: 'not_understood', reason: 'no_match' })
    }
    // Without the article, or with the distinguishing name, the clients are still named.
    expect(ask('revenue from bakery this month')).toMatchObject({
      kind: 'plan',
      request: { filters: { clients: ['bakery'] } },
    })
    expect(ask("revenue from the Smith's Bakery this month")).toMatchObject({
      kind: 'plan',
      request: { filters: { clients: ["Smith's Bakery"] } },
    })
  })
})

describe('round 29: a day compared by its name', () => {
  it('shows the date each side took', () => {
    expect(plan('christmas day vs new years day takings').compare).toMatchObject([
      { label: 'christmas day (2025-12-25)' },
      { label: 'new years day (2026-01-01)' },
    ])
    expect(plan('ventas de navidad frente a año nuevo').compare).toMatchObject([
      { label: 'de navidad (2025-12-25)' },
      { label: 'año nuevo (2026-01-01)' },
    ])
    // A side that says its date, or spans days, is shown as typed.
    expect(plan('sales on 3 may vs 4 may').compare?.[0]?.label).toBe('on 3 may')
    expect(plan('revenue this month vs last month').compare?.[0]?.label).toBe('this month')
  })
})

describe('round 29: the state orders were left in', () => {
  it('reads "quedaron cancelados", "ended up cancelled", "remain open" as the status, no stock', () => {
    const q1 = { from: '2026-01-01', to: '2026-03-31' }
    for (const q of [
      'q % de pedidos quedaron cancelados en el primer trimestre',
      'of all the orders in Q1, what % ended up cancelled',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'order_count',
        share: true,
        filters: { date_range: q1, status: 'cancelled' },
      })
    }
    for (const q of ['cuantos pedidos quedan pendientes?', 'how many orders remain open']) {
      expect(plan(q)).toMatchObject({
        value_function: 'order_count',
        filters: { status: 'pending' },
      })
    }
    // Said of the goods, it is still what is left in stock.
    expect(plan('cuanto stock queda').value_function).toBe('stock')
    expect(plan('how many units are left').value_function).toBe('stock')
  })
})

describe('round 29: a share said per hundred, or over the whole named', () => {
  it('reads "de cada 100 pedidos, cuántos", "out of every 100 orders" as a share', () => {
    const march = { from: '2026-03-01', to: '2026-03-31' }
    for (const q of [
      'de cada 100 pedidos de marzo, cuantos se anularon?',
      'out of every 100 orders in march, how many were cancelled',
    ]) {
      expect(plan(q)).toMatchObject({
        value_function: 'order_count',
        share: true,
        filters: { date_range: march, status: 'cancelled' },
      })
    }
  })

  it('reads "cuánto representa X sobre la facturación" as X\'s share of it', () => {
    expect(plan('cuanto representa Ana Garcia sobre la facturacion del año pasado')).toMatchObject({
      value_function: 'revenue',
      share: true,
      filters: { clients: ['Ana Garcia'] },
    })
  })

  it('reads a share of the catalogue as its active or inactive products counted', () => {
    for (const q of [
      'qué parte del catálogo está activa',
      'what percentage of the catalogue is active',
    ]) {
      expect(plan(q)).toMatchObject({ value_function: 'record_count', share: true })
    }
  })
})

describe('round 29: a common word with a letter dropped', () => {
  const shop: Catalog = { ...catalog, products: named(['Tote Bag', 'Veta Table', 'Sage Tea'], 500) }
  const ask = (question: string) => parseQuestion(question, { now, catalog: shop })

  it('reads "totl", "toal", "vetas" as the word, though a name\'s word is a slip away', () => {
    for (const q of [
      'totl sales this year',
      'toal revenue this year',
      'vetas totales de este año',
    ]) {
      expect(ask(q)).toMatchObject({
        kind: 'plan',
        request: { value_function: 'revenue', filters: { date_range: { from: '2026-01-01' } } },
      })
      expect(ask(q)).not.toHaveProperty('request.filters.products')
    }
    // A singular is no plural with a letter dropped: "sale", beside Sage Tea, stays a sale.
    expect(ask('most recent sale at Main Warehouse')).toMatchObject({
      kind: 'plan',
      request: { value_function: 'last_date' },
    })
    // The name's own word is still the name.
    expect(ask('tote sales this year')).toMatchObject({
      kind: 'plan',
      request: { filters: { products: ['tote'] } },
    })
  })
})

describe('round 29: active and inactive together', () => {
  it('counts every product when both are said, or the inactive ones are included', () => {
    for (const q of [
      'how many products, active and inactive',
      'total number of products incl. inactive ones',
      'numero total de referencias, activas e inactivas',
      'cuantos productos hay, incluidos los inactivos',
    ]) {
      const request = plan(q)
      expect(request).toMatchObject({ value_function: 'record_count', table: 'products' })
      expect(request.filters).not.toHaveProperty('active')
    }
    // One said alone still filters.
    expect(plan('how many inactive products').filters.active).toBe(false)
    expect(plan('cuantos productos activos').filters.active).toBe(true)
  })
})

describe('round 29: now and the figure said in chat', () => {
  it('reads "atm", "rn" as now, and "how is the month shaping up" as its figure', () => {
    expect(plan('how much money is in open orders atm')).toMatchObject({
      value_function: 'revenue',
      filters: { status: 'pending' },
    })
    expect(plan('how many pending orders rn').value_function).toBe('order_count')
    expect(plan("how's this month shaping up in sales")).toMatchObject({
      value_function: 'revenue',
      filters: { date_range: { from: '2026-06-01', to: '2026-06-17' } },
    })
  })
})

describe('the shop’s verbs said in other words', () => {
  it('reads "ring up" as what the till took', () => {
    for (const question of ['what did we ring up yesterday', 'how much did we ring up yesterday']) {
      expect(plan(question), question).toMatchObject({
        value_function: 'revenue',
        filters: { date_range: { from: '2026-06-16', to: '2026-06-16' } },
      })
    }
    expect(plan('total rung up last week').value_function).toBe('revenue')
  })

  it('reads deliveries received and what suppliers delivered as stock received', () => {
    for (const question of [
      'how many deliveries did we receive last july',
      'how many times did suppliers deliver to us in July',
    ]) {
      expect(plan(question), question).toMatchObject({
        value_function: 'order_count',
        filters: { transaction_type: 'IN', date_range: { from: '2025-07-01', to: '2025-07-31' } },
      })
    }
    expect(plan('cuantas unidades trajeron los proveedores en mayo')).toMatchObject({
      value_function: 'units',
      filters: { transaction_type: 'IN' },
    })
    expect(plan('how many orders did we deliver in may').filters).toMatchObject({
      status: 'complete',
    })
    expect(plan('cuantos pedidos entregaron en mayo').filters).toMatchObject({ status: 'complete' })
  })

  it('reads "listed" as in the catalog, as "dados de alta" is', () => {
    for (const question of [
      'how many products do i have listed',
      'how many products are listed in the catalogue',
      'cuantos productos tengo dados de alta',
    ]) {
      expect(plan(question), question).toMatchObject({
        table: 'products',
        value_function: 'record_count',
      })
      expect(plan(question).filters.active, question).toBeUndefined()
    }
  })

  it('reads "en caja" said with what came in as the takings, and declines the cash held', () => {
    for (const question of ['cuanto entró ayer en caja', 'cuanto hicimos en caja ayer']) {
      expect(plan(question), question).toMatchObject({
        value_function: 'revenue',
        filters: { date_range: { from: '2026-06-16', to: '2026-06-16' } },
      })
      expect(plan(question).filters.transaction_type, question).toBeUndefined()
    }
    expect(parse('cuanto hay en caja').kind).toBe('not_understood')
    expect(plan('cuantas cajas de Widget vendimos ayer').value_function).toBe('units')
  })

  it('reads money "sacado" as money made, and "sacado" never as Saturday', () => {
    for (const question of [
      'cuanta pasta he sacado este trimestre',
      'cuanta plata hemos sacado este trimestre',
    ]) {
      expect(plan(question), question).toMatchObject({
        value_function: 'revenue',
        filters: { date_range: { from: '2026-04-01', to: '2026-06-17' } },
      })
      expect(plan(question).filters.transaction_type, question).toBeUndefined()
    }
    expect(plan('cuantas unidades se han sacado de Main Warehouse este mes').filters).toMatchObject(
      {
        transaction_type: 'OUT',
        date_range: { from: '2026-06-01', to: '2026-06-17' },
      },
    )
  })

  it('reads units that went out the door as sold, and units that went out as stock out', () => {
    expect(plan('how many units went out the door yesterday')).toMatchObject({
      value_function: 'units',
      filters: { date_range: { from: '2026-06-16', to: '2026-06-16' } },
    })
    expect(
      plan('how many units went out the door yesterday').filters.transaction_type,
    ).toBeUndefined()
    expect(plan('how many units went out yesterday').filters.transaction_type).toBe('OUT')
  })

  it('reads "flog" as sell, as "shift" is', () => {
    expect(plan('how many Widget did we flog last week')).toMatchObject({
      value_function: 'units',
      filters: { products: ['Widget'], date_range: { from: '2026-06-08', to: '2026-06-14' } },
    })
    expect(plan('which products did we flog the most of last month')).toMatchObject(
      plan('which products did we sell the most of last month'),
    )
  })

  it('reads "se llevó", "took home" as what a client bought', () => {
    for (const question of [
      'k se llevo Ana Garcia este mes',
      'que se ha llevado Ana Garcia este mes',
      'what did Ana Garcia take home this month',
    ]) {
      expect(plan(question), question).toMatchObject({
        grouping: 'product',
        value_function: 'units',
        filters: { clients: ['Ana Garcia'] },
      })
    }
  })

  it('reads money received as the takings, never as stock received', () => {
    for (const question of [
      'how much money did we receive in may',
      'how much cash did we receive in may',
      'cuánto dinero recibimos en mayo',
    ]) {
      expect(plan(question), question).toMatchObject({
        value_function: 'revenue',
        filters: { date_range: { from: '2026-05-01', to: '2026-05-31' } },
      })
      expect(plan(question).filters.transaction_type, question).toBeUndefined()
    }
    expect(plan('how many units did we receive in may').filters.transaction_type).toBe('IN')
  })

  it('reads how many the shop has as no ranking', () => {
    // "dos tiendas" had ranked the two places that sold most in May, leaving the third out.
    expect(parse('tengo dos tiendas: ventas de mayo').kind).toBe('not_understood')
    expect(parse('we have 3 stores, revenue last month').kind).toBe('not_understood')
    expect(plan('las 2 tiendas que más vendieron en mayo')).toMatchObject({
      grouping: 'location',
      limit: 2,
    })
  })

  it('declines stock movements of a client, which have none', () => {
    expect(parse('how much did we receive from Ana Garcia').kind).toBe('not_understood')
    expect(parse('unidades recibidas de Ana Garcia en mayo').kind).toBe('not_understood')
  })
})
