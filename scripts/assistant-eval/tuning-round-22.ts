// A twenty-second tuning round, written and committed before its rules and tuned on (shown with
// --verbose): the kinds of issue #16 and the new kinds in phrasings other owners would type —
// ranges of days and months, the day before yesterday ("antier"), order status, stock of a product
// at a place and under a threshold, the catalog, movements, rankings written "ranking de …", a
// client's items, one-letter slips in names, informal Spanish ("x", "k", "q", no accents),
// comparisons, shares, averages, distinct counts, first and last dates, how many clients did not
// order, and "where" or "when" questions: answered when the plan can say them (the place with the
// most stock, the month with the most sales), declined when it cannot (an hour, an address, a
// forecast). Dates are worked out by hand for EVAL_NOW (Wednesday 2026-06-17).
import { en, es, type Answer, type EvalCase, type Filter } from './answers'
import {
  LABEL,
  bestProduct,
  byStatus,
  byType,
  catalog,
  compare,
  compareStock,
  dateBoth,
  day,
  distinctBoth,
  everyOrder,
  items,
  ordersBoth,
  side,
  stock,
  stockOf,
  topBuyer,
  under,
} from './answer-keys'
import {
  type Expected,
  lastMonth,
  lastWeek,
  lastYear,
  q1,
  ranked,
  records,
  series,
  thisMonth,
  thisYear,
  total,
  yesterday,
} from './cases'

const may = lastMonth
const april = { from: '2026-04-01', to: '2026-04-30' }
const q2 = { from: '2026-04-01', to: '2026-06-17' }
const august2025 = { from: '2025-08-01', to: '2025-08-31' }
const may3to12 = { from: '2026-05-03', to: '2026-05-12' }
const aprilToMay = { from: '2026-04-01', to: '2026-05-31' }
const dayBeforeYesterday = day('2026-06-15')

/** "How much did we sell": money, or units. */
const soldOn = (period: Filter) =>
  (['revenue', 'units'] as const).map((value) => total(value, period))
/** A top N: exactly N rows, or N and every row tied with the last. */
const withTies = (e: Expected) => [e, { ...e, ties: true as const }]
/** An open-ended ranking ("ranking de clientes"): any first part of at least five rows. */
const ranking = (value: Expected['value'], group: 'client' | 'product', period: Filter) =>
  ranked(value, group, 200, { ...period, atLeast: 5 })
/** The least sold product(s): by units or by revenue, ties kept. */
const worstProduct = (period: Filter) =>
  (['units', 'revenue'] as const).map((value) =>
    ranked(value, 'product', 1, { ...period, sort: 'value asc', ties: true }),
  )
/** How many of the shop's clients have no order in the period (a cancelled one counts or not). */
const noOrders = (where: Filter): Answer[] => [
  { distinct: 'clients', where: { status: 'any', ...where }, missing: 'all' },
  { distinct: 'clients', where, missing: 'all' },
]
const versus = (
  value: Expected['value'],
  a: [string[], Partial<Expected>],
  b: [string[], Partial<Expected>],
) => compare(side(a[0], total(value, a[1])), side(b[0], total(value, b[1])))
const shareOf = (part: Expected, whole: Expected): Answer => ({ share: { part, whole } })
/** Where a product's stock is largest: of the places, the one (or the tied ones) with most. */
const mostStockOf = (product: string) =>
  ranked('stock', 'location', 1, { products: `=${product}`, ties: true })
/** A series of order counts, with or without the cancelled ones. */
const ordersPer = (group: 'day' | 'month', period: Filter) =>
  [{ status: 'any' as const }, {}].map((status) =>
    series('order_count', group, { ...period, ...status }),
  )

export const TUNING_ROUND_22: EvalCase[] = [
  // Ranges and single days
  en('revenue from the 3rd to the 12th of may', total('revenue', may3to12)),
  en('sales on june 1st', soldOn(day('2026-06-01'))),
  en('units sold april through may', total('units', aprilToMay)),
  en('orders placed the day before yesterday', everyOrder(dayBeforeYesterday)),
  en('sales per month this yr', series('revenue', 'month', thisYear)),
  es('facturacion del 3 al 12 de mayo', total('revenue', may3to12)),
  es('cuanto se vendio el 1 de junio', soldOn(day('2026-06-01'))),
  es('unidades vendidas de abril a mayo', total('units', aprilToMay)),
  es('pedidos de antier', everyOrder(dayBeforeYesterday)),
  es('ventas x mes este año', series('revenue', 'month', thisYear)),
  es('cuantos pedidos tuve x dia la semana pasada', ordersPer('day', lastWeek)),
  es('k tal las ventas de ayer', total('revenue', yesterday)),

  // Order status
  en(
    'how much are my cancelled orders worth this year',
    total('revenue', { ...thisYear, status: 'cancelled' }),
  ),
  en('number of orders per status this month', byStatus('order_count', thisMonth)),
  en('how many orders are still pending', total('order_count', { status: 'pending' })),
  es(
    'cuanto valen los pedidos cancelados este año',
    total('revenue', { ...thisYear, status: 'cancelled' }),
  ),
  es('pedidos x estado este mes', byStatus('order_count', thisMonth)),
  es('cuantos pedidos hay pendientes', total('order_count', { status: 'pending' })),

  // Stock at a place, under a threshold, by place
  en('how many Small Jam 3 do we have at Downtown Store', stockOf('Small Jam 3', 'Downtown Store')),
  en('products under 50 units at Airport Kiosk', under(50, 'Airport Kiosk')),
  en('stock levels by location', stock('location')),
  es('cuantas Premium Mug 2 quedan en Airport Kiosk', stockOf('Premium Mug 2', 'Airport Kiosk')),
  es('k productos tienen menos de 50 uds en Downtown Store', under(50, 'Downtown Store')),
  es('existencias por ubicacion', stock('location')),

  // The catalog
  en('how many active products are there', catalog(true)),
  en('how many customers do i have', records('clients')),
  es('cuantos productos activos tengo', catalog(true)),
  es('cuantos clientes tengo', records('clients')),

  // Movements
  en(
    'how many receipts did we log in august 2025',
    total('order_count', { ...august2025, type: 'IN' }),
  ),
  en('movements per type in august 2025', byType(august2025)),
  es('cuantas unidades sacamos con OUT este año', total('units', { ...thisYear, type: 'OUT' })),
  es('cuantas entradas hubo en agosto 2025', total('order_count', { ...august2025, type: 'IN' })),

  // Rankings
  en('top 3 products by units this month', withTies(ranked('units', 'product', 3, thisMonth))),
  en('our 5 biggest customers last year', withTies(ranked('revenue', 'client', 5, lastYear))),
  en('which product sold the least last month', worstProduct(may)),
  en('client ranking by revenue this year', ranking('revenue', 'client', thisYear)),
  en('best selling product last week', bestProduct(lastWeek)),
  en('ranking of clients by number of orders in may', [
    ranking('order_count', 'client', may),
    ranking('order_count', 'client', { ...may, status: 'any' }),
  ]),
  es('ranking de clientes x facturacion este año', ranking('revenue', 'client', thisYear)),
  es('ranking de productos mas vendidos en abril', ranking('units', 'product', april)),
  es('top 3 productos x unidades este mes', withTies(ranked('units', 'product', 3, thisMonth))),
  es('quien fue el cliente q mas compro el año pasado', topBuyer(lastYear)),
  es('el producto menos vendido del mes pasado', worstProduct(may)),

  // A client's items, slips in names
  en('what has Marta Kim bought this year', items('=Marta Kim', thisYear)),
  en('revenue from Olga Rosi this year', total('revenue', { ...thisYear, clients: '=Olga Rossi' })),
  en('orders by Pablo Garcai in q1', ordersBoth({ ...q1, clients: '=Pablo Garcia' })),
  es('q productos compro Hugo Smith este año', items('=Hugo Smith', thisYear)),
  es(
    'cuanto compro Victor Silba en 2025',
    total('revenue', { ...lastYear, clients: '=Victor Silva' }),
  ),
  es('stock de Eco Chocolate 9 en main warehous', stockOf('Eco Chocolate 9', 'Main Warehouse')),

  // Comparisons
  en(
    'compare this month with last month revenue',
    versus('revenue', [LABEL.thisMonth, thisMonth], [LABEL.lastMonth, lastMonth]),
  ),
  en('Main Warehouse vs Airport Kiosk stock', compareStock('Main Warehouse', 'Airport Kiosk')),
  en('units sold q1 vs q2', versus('units', [LABEL.q1, q1], [LABEL.q2, q2])),
  es('ventas de abril vs mayo', versus('revenue', [LABEL.april, april], [LABEL.may, may])),
  es(
    'compara el stock de Downtown Store con Airport Kiosk',
    compareStock('Downtown Store', 'Airport Kiosk'),
  ),
  es(
    'facturacion de este mes comparada con el mes pasado',
    versus('revenue', [LABEL.thisMonth, thisMonth], [LABEL.lastMonth, lastMonth]),
  ),

  // Shares, averages, distinct counts
  en(
    "what share of last month's revenue came from Premium Jam 5",
    shareOf(total('revenue', { ...may, products: '=Premium Jam 5' }), total('revenue', may)),
  ),
  en('average order value last month', total('average_order_value', may)),
  en('how many units per order on average last month', {
    ratio: { of: total('units', may), per: total('order_count', may) },
  }),
  en('how many different clients ordered last week', distinctBoth('clients', lastWeek)),
  es(
    'q % de los pedidos de este año estan cancelados',
    shareOf(total('order_count', { ...thisYear, status: 'cancelled' }), everyOrder(thisYear)),
  ),
  es('ticket promedio este año', total('average_order_value', thisYear)),
  es('cuantos productos distintos se vendieron en abril', distinctBoth('products', april)),

  // First and last dates, "when" the plan can say
  en('when did Hugo Smith first order', dateBoth('first', { clients: '=Hugo Smith' })),
  en(
    'which month had the most sales last year',
    (['revenue', 'units'] as const).map((value) =>
      ranked(value, 'month', 1, { ...lastYear, ties: true }),
    ),
  ),
  es('cuando fue la primera venta de Small Jam 3', dateBoth('first', { products: '=Small Jam 3' })),
  es(
    'en q mes vendimos mas el año pasado',
    (['revenue', 'units'] as const).map((value) =>
      ranked(value, 'month', 1, { ...lastYear, ties: true }),
    ),
  ),

  // "Where" the plan can say: the place with the most stock of a product
  en('where do I have the most Eco Chocolate 9', mostStockOf('Eco Chocolate 9')),
  es('donde tengo mas stock de Premium Mug 2', mostStockOf('Premium Mug 2')),
  en(
    'which location has the least stock',
    [{}, { withInactive: true as const }].map((inactive) =>
      ranked('stock', 'location', 1, { ...inactive, sort: 'value asc', ties: true }),
    ),
  ),

  // How many clients did not order
  en("how many customers didn't order last week", noOrders(lastWeek)),
  es('cuantos clientes no compraron en abril', noOrders(april)),

  // Questions and commands outside the data
  en('where do my clients live', 'decline'),
  en('what time of day do most orders come in', 'decline'),
  en('when will Premium Jam 5 run out', 'decline'),
  en('mark all pending orders as complete', 'decline'),
  es('donde viven mis clientes', 'decline'),
  es('a q hora del dia entran mas pedidos', 'decline'),
  es('cuando se me acaba el stock de Small Jam 3', 'decline'),
  es('cambia el precio de Premium Mug 2 a 10 euros', 'decline'),
]
