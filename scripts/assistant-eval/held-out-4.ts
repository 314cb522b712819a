// The fourth held-out set: 140 questions (70 English, 70 Spanish, 14 to decline) of the kinds
// issue #16 names — ranges and single days, order status, stock at a place and under a
// threshold, the catalog, movements by type, rankings, informal writing, a client's items, typos
// in names — and of new kinds: comparisons, shares, averages, distinct counts, first and last
// dates. Written and committed before any rule change of its round, and never tuned on: the
// evaluation prints none of its misses. Dates are worked out by hand for EVAL_NOW (Wednesday
// 2026-06-17). Order counts without a status count every order; revenue and units leave
// cancelled orders out. Five questions that repeated earlier sets word for word were rephrased
// before the set was first run.
import { en, es, type EvalCase } from './answers'
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
  mostOrders,
  perClient,
  perProduct,
  side,
  stock,
  stockAt,
  stockOf,
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
  thisWeek,
  thisYear,
  today,
  total,
} from './cases'

const may = lastMonth
const january = { from: '2026-01-01', to: '2026-01-31' }
const november2025 = { from: '2025-11-01', to: '2025-11-30' }
const q4of2025 = { from: '2025-10-01', to: '2025-12-31' }
const q2 = { from: '2026-04-01', to: '2026-06-30' }
const june1to10 = { from: '2026-06-01', to: '2026-06-10' }
const sinceMarch15 = { from: '2026-03-15', to: '2026-06-17' }
const midNovToMidDec = { from: '2025-11-15', to: '2025-12-15' }
const april3 = day('2026-04-03')
const twoDaysAgo = day('2026-06-15')
const lastSunday = day('2026-06-14')
/** "The past 14 days": today and the 13 before it, or the 14 days before today. */
const last14days = [
  { from: '2026-06-04', to: '2026-06-17' },
  { from: '2026-06-03', to: '2026-06-16' },
]

/** "Best clients": by money, or by orders with or without the cancelled ones. */
const bestClients = (limit: number, extra: Partial<Expected>) => [
  ranked('revenue', 'client', limit, extra),
  ranked('order_count', 'client', limit, { status: 'any', ...extra }),
  ranked('order_count', 'client', limit, extra),
]
/** The month with the most orders, cancelled ones counted or not; ties kept. */
const busiestMonth = (period: Partial<Expected>) => [
  ranked('order_count', 'month', 1, { status: 'any', ties: true, ...period }),
  ranked('order_count', 'month', 1, { ties: true, ...period }),
]
const ordersByMonth = (period: Partial<Expected>) => [
  series('order_count', 'month', { status: 'any', ...period }),
  series('order_count', 'month', period),
]
/** Who bought a product: their units, what they spent on it, or in how many orders. */
const buyersOf = (product: string, period: Partial<Expected>) =>
  (['units', 'revenue', 'order_count'] as const).map((value) =>
    perClient(value, { ...period, products: `=${product}` }),
  )
/** "Inventory at X": its total, or its products one by one. */
const inventoryAt = (location: string) => [
  ...stockAt(location),
  ...stock('product', { locations: `=${location}` }),
]
const revenueVs = (a: [string[], Partial<Expected>], b: [string[], Partial<Expected>]) =>
  compare(side(a[0], total('revenue', a[1])), side(b[0], total('revenue', b[1])))
const clientsVs = (a: string, b: string, period: Partial<Expected>) =>
  compare(
    side([a], total('revenue', { ...period, clients: `=${a}` })),
    side([b], total('revenue', { ...period, clients: `=${b}` })),
  )
const cancelledShare2025 = {
  share: {
    part: total('order_count', { ...lastYear, status: 'cancelled' }),
    whole: everyOrder(lastYear),
  },
}
const unitsPerOrderInMay = {
  ratio: { of: total('units', may), per: total('order_count', may) },
}
/** Per day last week: over its 7 days, or over the days it had sales. */
const dailyRevenueLastWeek = [
  { ratio: { of: total('revenue', lastWeek), per: 7 } },
  {
    ratio: { of: total('revenue', lastWeek), per: { distinct: 'days' as const, where: lastWeek } },
  },
]
/** Clients with no order this month, cancelled ones counted as orders or not. */
const clientsWithoutOrderThisMonth = [
  {
    distinct: 'clients' as const,
    where: { ...thisMonth, status: 'any' as const },
    missing: 'all' as const,
  },
  { distinct: 'clients' as const, where: thisMonth, missing: 'all' as const },
]
/** What a shop did on one day or in one period: its revenue, or its products' units. */
const whatSold = (period: Partial<Expected>) => [
  total('revenue', period),
  perProduct('units', period),
]

export const HELD_OUT_4: EvalCase[] = [
  // Ranges and single days
  en('how much did we make jan 2026', total('revenue', january)),
  en('sales from the 1st to the 10th of this month', total('revenue', june1to10)),
  en('units sold on april 3rd', total('units', april3)),
  en('revenue 2 days ago', total('revenue', twoDaysAgo)),
  en('orders last sunday', everyOrder(lastSunday)),
  en('turnover in Q4 2025', total('revenue', q4of2025)),
  en('sales since march 15', total('revenue', sinceMarch15)),
  en(
    'revenue over the past 14 days',
    last14days.map((p) => total('revenue', p)),
  ),
  en('units sold between 2025-11-15 and 2025-12-15', total('units', midNovToMidDec)),
  en('sales jan thru march', total('revenue', q1)),
  es('cuanto facture en enero', total('revenue', january)),
  es('ventas del 1 al 10 de este mes', total('revenue', june1to10)),
  es('unidades vendidas el 3 de abril', total('units', april3)),
  es('ventas de anteayer', total('revenue', twoDaysAgo)),
  es('pedidos del domingo pasado', everyOrder(lastSunday)),
  es('facturacion del cuarto trimestre de 2025', total('revenue', q4of2025)),
  es('ventas desde el 15 de marzo', total('revenue', sinceMarch15)),
  es(
    'ingresos de los ultimos 14 dias',
    last14days.map((p) => total('revenue', p)),
  ),
  es('ventas de noviembre del año pasado', total('revenue', november2025)),
  es('unidades vendidas de enero a marzo', total('units', q1)),

  // Order status
  en('value of open orders', total('revenue', { status: 'pending' })),
  en(
    'how many orders got cancelled in 2025',
    total('order_count', { ...lastYear, status: 'cancelled' }),
  ),
  en('breakdown of orders by status for may', byStatus('order_count', may)),
  en('how many orders do i have this week', everyOrder(thisWeek)),
  en("this year's sales split by order status", byStatus('revenue', thisYear)),
  es('cuanto dinero hay en pedidos pendientes', total('revenue', { status: 'pending' })),
  es(
    'cuantos pedidos se anularon el año pasado',
    total('order_count', { ...lastYear, status: 'cancelled' }),
  ),
  es('pedidos por estado en mayo', byStatus('order_count', may)),
  es('cuantos pedidos tengo este mes', everyOrder(thisMonth)),
  es(
    'cuantos pedidos completados llevo este año',
    total('order_count', { ...thisYear, status: 'complete' }),
  ),

  // Stock of a product at a place, under a threshold, by location, at one place
  en('how many Premium Mug 6 left at Downtown Store', stockOf('Premium Mug 6', 'Downtown Store')),
  en('stock of Large Rice 7 in the main warehouse', stockOf('Large Rice 7', 'Main Warehouse')),
  en('products under 120 units at airport kiosk', under(120, 'Airport Kiosk')),
  en('how much stock do we have in each location', stock('location')),
  en('how many units in stock altogether', stock('none')),
  en('inventory at Main Warehouse', inventoryAt('Main Warehouse')),
  en('total stock of Organic Granola 1', stockOf('Organic Granola 1')),
  es(
    'cuantas unidades de Premium Mug 6 hay en Downtown Store',
    stockOf('Premium Mug 6', 'Downtown Store'),
  ),
  es('stock de Eco Rice 9 en Main Warehouse', stockOf('Eco Rice 9', 'Main Warehouse')),
  es('productos con menos de 150 unidades en Downtown Store', under(150, 'Downtown Store')),
  es('cuanto inventario tengo en cada ubicacion', stock('location')),
  es('unidades totales en stock', stock('none')),
  es('existencias en Airport Kiosk', inventoryAt('Airport Kiosk')),
  es('cuanto queda de Organic Granola 1 en total', stockOf('Organic Granola 1')),

  // The catalog and the shop's records
  en('how many products are active right now', catalog(true)),
  en('how many items in my catalogue', catalog()),
  en('how many products are inactive', catalog(false)),
  en('number of customers', records('clients')),
  es('cuantos productos tengo dados de alta', [catalog(), catalog(true)]),
  es('cuantos productos inactivos hay', catalog(false)),
  es('numero de ubicaciones', records('locations')),
  es('cuantos clientes hay registrados', records('clients')),

  // Stock movements by type
  en('how many receipts did we log in 2025', total('order_count', { ...lastYear, type: 'IN' })),
  en('units taken out with OUT in May', total('units', { ...may, type: 'OUT' })),
  en('transactions by type last year', byType(lastYear)),
  en(
    'units received at Downtown Store in 2025',
    total('units', { ...lastYear, type: 'IN', locations: '=Downtown Store' }),
  ),
  es(
    'cuantas entradas de stock hubo el año pasado',
    total('order_count', { ...lastYear, type: 'IN' }),
  ),
  es('unidades que salieron con OUT en mayo', total('units', { ...may, type: 'OUT' })),
  es('movimientos por tipo del año pasado', byType(lastYear)),
  es(
    'unidades recibidas en Downtown Store en 2025',
    total('units', { ...lastYear, type: 'IN', locations: '=Downtown Store' }),
  ),

  // Rankings and superlatives
  en('top 5 products by revenue in Q1', ranked('revenue', 'product', 5, q1)),
  en('who are my 3 biggest customers this year', bestClients(3, thisYear)),
  en('which client placed the most orders in 2025', mostOrders(lastYear)),
  en('best seller last month', bestProduct(lastMonth)),
  en(
    'bottom 3 clients by revenue this year',
    ranked('revenue', 'client', 3, { ...thisYear, sort: 'value asc' }),
  ),
  en(
    'which day this month had the highest revenue',
    ranked('revenue', 'day', 1, { ...thisMonth, ties: true }),
  ),
  en('busiest month of 2025 by number of orders', busiestMonth(lastYear)),
  es('top 5 productos por facturacion del primer trimestre', ranked('revenue', 'product', 5, q1)),
  es('mis 3 mejores clientes de este año', bestClients(3, thisYear)),
  es('que cliente hizo mas pedidos en 2025', mostOrders(lastYear)),
  es('que producto se vendio mas en mayo', bestProduct(may)),
  es(
    'los 3 clientes que menos facturaron este año',
    ranked('revenue', 'client', 3, { ...thisYear, sort: 'value asc' }),
  ),
  es(
    'que dia de este mes vendi mas',
    (['revenue', 'units'] as const).map((value) =>
      ranked(value, 'day', 1, { ...thisMonth, ties: true }),
    ),
  ),
  es('mes con mas pedidos del 2025', busiestMonth(lastYear)),

  // Informal writing
  en('wat did i sell 2day', whatSold(today)),
  en('revenu last wk', total('revenue', lastWeek)),
  en('orders per month this yr', ordersByMonth(thisYear)),
  en('hw much stock at downtown', stockAt('Downtown Store')),
  en('daily sales this week', series('revenue', 'day', thisWeek)),
  es('k tal las ventas d hoy', total('revenue', today)),
  es('cuanto facturamos la semana pasda', total('revenue', lastWeek)),
  es('pedidos x mes este año', ordersByMonth(thisYear)),
  es('cuanto stok ay en airport kiosk', stockAt('Airport Kiosk')),
  es('ventas diarias esta semana', series('revenue', 'day', thisWeek)),

  // A client's items, a product's buyers and lines; typos in names
  en('what did Hugo Smith buy last month', items('=Hugo Smith', lastMonth)),
  en(
    'units of Premum Jam 5 sold this year',
    total('units', { ...thisYear, products: '=Premium Jam 5' }),
  ),
  en(
    "how much did Garcia's Bistro spend in 2025",
    total('revenue', { ...lastYear, clients: "=Garcia's Bistro" }),
  ),
  en('orders from Kenji Duboi', everyOrder({ clients: '=Kenji Dubois' })),
  en('who bought Classic Rice 10 in may', buyersOf('Classic Rice 10', may)),
  en('revenue from olive oil this year', total('revenue', { ...thisYear, products: 'olive oil' })),
  en(
    'Eco Cookies 1 sales by month 2025',
    (['revenue', 'units'] as const).map((value) =>
      series(value, 'month', { ...lastYear, products: '=Eco Cookies 1' }),
    ),
  ),
  es('que compro Hugo Smith el mes pasado', items('=Hugo Smith', lastMonth)),
  es(
    'unidades de Premum Jam 5 vendidas este año',
    total('units', { ...thisYear, products: '=Premium Jam 5' }),
  ),
  es(
    "cuanto gasto Garcia's Bistro en 2025",
    total('revenue', { ...lastYear, clients: "=Garcia's Bistro" }),
  ),
  es('pedidos de Kenji Duboiss', everyOrder({ clients: '=Kenji Dubois' })),
  es('quien compro Classic Rice 10 en mayo', buyersOf('Classic Rice 10', may)),
  es(
    'ventas de Olive Oil este año',
    (['revenue', 'units'] as const).map((value) =>
      total(value, { ...thisYear, products: 'olive oil' }),
    ),
  ),
  es(
    'ventas mensuales de Eco Cookies 1 en 2025',
    (['revenue', 'units'] as const).map((value) =>
      series(value, 'month', { ...lastYear, products: '=Eco Cookies 1' }),
    ),
  ),

  // Comparisons, shares, averages, distinct counts, first and last dates
  en('compare sales q1 vs q2', revenueVs([LABEL.q1, q1], [LABEL.q2, q2])),
  en(
    'how did this month do vs last month in revenue',
    revenueVs([LABEL.thisMonth, thisMonth], [LABEL.lastMonth, lastMonth]),
  ),
  en(
    'Hugo Smith vs Lucia Lopez revenue this year',
    clientsVs('Hugo Smith', 'Lucia Lopez', thisYear),
  ),
  en(
    'stock at Airport Kiosk compared with Downtown Store',
    compareStock('Airport Kiosk', 'Downtown Store'),
  ),
  en('what percent of orders were cancelled last year', cancelledShare2025),
  en('share of revenue by client in May', { shares: perClient('revenue', may) }),
  en('average units per order in may', unitsPerOrderInMay),
  en('average daily revenue last week', dailyRevenueLastWeek),
  en('avg order value so far this year', total('average_order_value', thisYear)),
  en(
    'how many unique products did Lucia Lopez buy this year',
    distinctBoth('products', { ...thisYear, clients: '=Lucia Lopez' }),
  ),
  en('how many of my clients have not placed an order this month', clientsWithoutOrderThisMonth),
  en('when was Premium Jam 7 last sold', dateBoth('last', { products: '=Premium Jam 7' })),
  en(
    "when did Garcia's Shop first order this year",
    dateBoth('first', { ...thisYear, clients: "=Garcia's Shop" }),
  ),
  en('on how many days did we sell something in May', distinctBoth('days', may)),
  es(
    'compara el primer trimestre con el segundo en ventas',
    revenueVs([LABEL.q1, q1], [LABEL.q2, q2]),
  ),
  es(
    'este mes vs el mes pasado en facturacion',
    revenueVs([LABEL.thisMonth, thisMonth], [LABEL.lastMonth, lastMonth]),
  ),
  es(
    'compara lo que gastaron Hugo Smith y Lucia Lopez este año',
    clientsVs('Hugo Smith', 'Lucia Lopez', thisYear),
  ),
  es(
    'stock de Airport Kiosk frente a Downtown Store',
    compareStock('Airport Kiosk', 'Downtown Store'),
  ),
  es('que porcentaje de pedidos se cancelo el año pasado', cancelledShare2025),
  es('reparto de la facturacion por cliente en mayo', { shares: perClient('revenue', may) }),
  es('media de unidades por pedido en mayo', unitsPerOrderInMay),
  es('promedio de ventas diarias la semana pasada', dailyRevenueLastWeek),
  es('ticket promedio de este año', total('average_order_value', thisYear)),
  es(
    'cuantos productos diferentes compro Lucia Lopez este año',
    distinctBoth('products', { ...thisYear, clients: '=Lucia Lopez' }),
  ),
  es('cuantos clientes no han pedido nada este mes', clientsWithoutOrderThisMonth),
  es(
    'cuando se vendio por ultima vez Premium Jam 7',
    dateBoth('last', { products: '=Premium Jam 7' }),
  ),
  es(
    "cuando hizo Garcia's Shop su primer pedido de este año",
    dateBoth('first', { ...thisYear, clients: "=Garcia's Shop" }),
  ),
  es('en cuantos dias hubo ventas en mayo', distinctBoth('days', may)),

  // Commands that would change data, and questions the shop's data cannot answer
  en('cancel order 120', 'decline'),
  en('add 50 units of Eco Rice 9 to Main Warehouse', 'decline'),
  en('set the price of Fresh Mug 10 to 40', 'decline'),
  en('mark all pending orders as done', 'decline'),
  en('what was my profit in May', 'decline'),
  en('how many people visited my website yesterday', 'decline'),
  en('which salesperson sold the most last month', 'decline'),
  es('cancela el pedido 120', 'decline'),
  es('añade 50 unidades de Eco Rice 9 a Main Warehouse', 'decline'),
  es('cambia el precio de Fresh Mug 10 a 40', 'decline'),
  es('marca todos los pedidos pendientes como completados', 'decline'),
  es('cuanto beneficio tuve en mayo', 'decline'),
  es('cuantas visitas tuvo mi web ayer', 'decline'),
  es('que vendedor vendio mas el mes pasado', 'decline'),
]
