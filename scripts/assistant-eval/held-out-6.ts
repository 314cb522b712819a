// The sixth held-out set: 140 questions (70 English, 70 Spanish, 14 to decline) of the kinds
// issue #16 names — named months, single days, ranges, halves of a month, weeks, quarters, "so far
// this year"; revenue, units, order counts and the average order value; per product, client,
// status, month, week and day; top N, worst and least; pending, cancelled and delivered orders,
// one client, one product, one place; stock of a product at a place, under a threshold, by
// location, in total, the catalog; movements by type; a client's items — written as owners type
// them: typos, one-letter slips in names, no accents, "x"/"q"/"k", Mexican, Argentine and Spain
// Spanish words, British and American English. Written and committed before the rules of round
// 22 by someone who had not read the parser, its rules or the tuning sets, and never tuned on: the
// evaluation prints none of its misses. Dates are worked out by hand for EVAL_NOW (Wednesday
// 2026-06-17). Order counts without a status count every order; revenue and units leave cancelled
// orders out. Every order of the seeded shop is placed at Main Warehouse, so questions about
// places ask about stock and stock movements. The new kinds are in held-out-6-new-kinds.ts.
import { en, es, type EvalCase } from './answers'
import {
  byStatus,
  byType,
  catalog,
  day,
  everyOrder,
  items,
  march,
  mostOrders,
  perClient,
  perLocation,
  perProduct,
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
  yesterday,
} from './cases'

const may = lastMonth
const april = { from: '2026-04-01', to: '2026-04-30' }
const january = { from: '2026-01-01', to: '2026-01-31' }
const february = { from: '2026-02-01', to: '2026-02-28' }
/** A month named without a year is the last one past: December 2025. */
const december2025 = { from: '2025-12-01', to: '2025-12-31' }
const june2025 = { from: '2025-06-01', to: '2025-06-30' }
const july2025 = { from: '2025-07-01', to: '2025-07-31' }
const q3of2025 = { from: '2025-07-01', to: '2025-09-30' }
const q4of2025 = { from: '2025-10-01', to: '2025-12-31' }
/** The quarter under way: April 1st to today. */
const q2SoFar = { from: '2026-04-01', to: '2026-06-17' }
const firstHalfOfMarch = { from: '2026-03-01', to: '2026-03-15' }
const secondHalfOfApril = { from: '2026-04-16', to: '2026-04-30' }
const april10to20 = { from: '2026-04-10', to: '2026-04-20' }
const may3to10 = { from: '2026-05-03', to: '2026-05-10' }
/** Monday May 4th to Sunday May 31st: four whole weeks. */
const may4to31 = { from: '2026-05-04', to: '2026-05-31' }
/** The week starting Monday May 11th. */
const weekOfMay11 = { from: '2026-05-11', to: '2026-05-17' }
/** June 1st 2026 is a Monday, so its first week is a whole one. */
const firstWeekOfJune = { from: '2026-06-01', to: '2026-06-07' }
const sinceJune1 = { from: '2026-06-01', to: '2026-06-17' }
const sinceThe10th = { from: '2026-06-10', to: '2026-06-17' }
const june2 = day('2026-06-02')
/** The Sunday before this Wednesday. */
const lastSunday = day('2026-06-14')
const valentines = day('2026-02-14')
/** "Last Monday" on a Wednesday: this week's Monday, or the one before. */
const lastMonday = [day('2026-06-15'), day('2026-06-08')]
/** "The last 2 weeks": 14 days up to today, the 14 before it, or the two whole weeks before. */
const last2Weeks = [
  { from: '2026-06-04', to: '2026-06-17' },
  { from: '2026-06-03', to: '2026-06-16' },
  { from: '2026-06-01', to: '2026-06-14' },
]
const last7Days = [
  { from: '2026-06-11', to: '2026-06-17' },
  { from: '2026-06-10', to: '2026-06-16' },
]
const last30Days = [
  { from: '2026-05-19', to: '2026-06-17' },
  { from: '2026-05-18', to: '2026-06-16' },
]

const revenueIn = (periods: Partial<Expected>[]) => periods.map((p) => total('revenue', p))
/** "How much did I sell": money, or units. */
const sold = (period: Partial<Expected>) =>
  (['revenue', 'units'] as const).map((value) => total(value, period))
/** A top N: exactly N rows, or N and every row tied with the last. */
const withTies = (e: Expected) => [e, { ...e, ties: true as const }]
/** "Best" or "worst" products without a measure: by units or by money. */
const productsBy = (limit: number, extra: Partial<Expected>) =>
  (['units', 'revenue'] as const).flatMap((value) =>
    withTies(ranked(value, 'product', limit, extra)),
  )
/** "Best clients": by money, or by orders counted with their cancelled ones or without. */
const bestClients = (limit: number, period: Partial<Expected>) => [
  ...withTies(ranked('revenue', 'client', limit, period)),
  ...withTies(ranked('order_count', 'client', limit, { status: 'any', ...period })),
  ...withTies(ranked('order_count', 'client', limit, period)),
]
/** Money by status: with the cancelled orders' row, or without it as revenue usually is. */
const revenueByStatus = (period: Partial<Expected>) => [
  byStatus('revenue', period),
  byStatus('revenue', { ...period, status: undefined }),
]

export const HELD_OUT_6: EvalCase[] = [
  // Periods and measures
  en('rev first half of march', total('revenue', firstHalfOfMarch)),
  en('how much did we take on 2 june', total('revenue', june2)),
  en('units sold between 10th and 20th april', total('units', april10to20)),
  en('sales last 2 weeks', revenueIn(last2Weeks)),
  en('Q4 2025 turnover', total('revenue', q4of2025)),
  en('no. of orders year to date', everyOrder(thisYear)),
  en('avg order value january', total('average_order_value', january)),
  en('revenue since the 10th', total('revenue', sinceThe10th)),
  en(
    'how many units did we shift in the last 30 days',
    last30Days.map((p) => total('units', p)),
  ),
  en('orders on valentines day', everyOrder(valentines)),
  en('what did we make last monday', revenueIn(lastMonday)),
  en('sales in december', total('revenue', december2025)),
  en('average order value this quarter', total('average_order_value', q2SoFar)),
  en('Revenue, week of May 11.', total('revenue', weekOfMay11)),
  en('first week of june units', total('units', firstWeekOfJune)),
  en('how many order today', everyOrder(today)),
  en('howmuch money came in yesterday', total('revenue', yesterday)),
  es('cuanto facture del 3 al 10 de mayo', total('revenue', may3to10)),
  es('unidades vendidas la primera quincena de marzo', total('units', firstHalfOfMarch)),
  es('cuanta lana hice ayer', total('revenue', yesterday)),
  es('che cuanta guita entro este mes', total('revenue', thisMonth)),
  es('cuanta pasta he sacado este trimestre', total('revenue', q2SoFar)),
  es('pedidos de hoy', everyOrder(today)),
  es('ticket promedio del mes pasado', total('average_order_value', may)),
  es('ventas ultimas 2 semanas', revenueIn(last2Weeks)),
  es('cuantas ordenes tuve en enero', everyOrder(january)),
  es('facturacion 4to trimestre 2025', total('revenue', q4of2025)),
  es('oye cuanto llevo facturado en lo q va de año', total('revenue', thisYear)),
  es('uds vendidas el 14 de febrero', total('units', valentines)),
  es('cuanto vendi la segunda quincena de abril', sold(secondHalfOfApril)),
  es('ventas del lunes pasado', revenueIn(lastMonday)),
  es('facturación de diciembre', total('revenue', december2025)),
  es('pedidos desde el 1 de junio', everyOrder(sinceJune1)),
  es('ingresos de los ultimos 7 dias', revenueIn(last7Days)),
  es('valor medio x pedido en el T1', total('average_order_value', q1)),

  // Per product, client, status, month, week and day
  en('revenue by month in 2025', series('revenue', 'month', lastYear)),
  en('daily units lastweek', series('units', 'day', lastWeek)),
  en('weekly revenue from may 4 to may 31', series('revenue', 'week', may4to31)),
  en('sales per customer last week', perClient('revenue', lastWeek)),
  en('units by product yesterday', perProduct('units', yesterday)),
  en('orders by status this month', byStatus('order_count', thisMonth)),
  en('number of orders per month q1', series('order_count', 'month', { ...q1, status: 'any' })),
  en('AOV by month this year', series('average_order_value', 'month', thisYear)),
  es('ventas x mes del año pasado', series('revenue', 'month', lastYear)),
  es('unidades por dia esta semana', series('units', 'day', thisWeek)),
  es('facturacion semanal del 4 al 31 de mayo', series('revenue', 'week', may4to31)),
  es('ventas por cliente enmarzo', perClient('revenue', march)),
  es('uds x producto el domingo pasado', perProduct('units', lastSunday)),
  es('pedidos x estado en mayo', byStatus('order_count', may)),
  es(
    'cantidad de pedidos por mes este año',
    series('order_count', 'month', { ...thisYear, status: 'any' }),
  ),
  es('importe de los pedidos por estado este mes', revenueByStatus(thisMonth)),

  // Rankings
  en('top 3 products by revenue in february', withTies(ranked('revenue', 'product', 3, february))),
  en(
    'bottom 5 products by units last quarter',
    withTies(ranked('units', 'product', 5, { ...q1, sort: 'value asc' })),
  ),
  en('who are my 10 best customers this year', bestClients(10, thisYear)),
  en(
    'which customer spent the least this year',
    ranked('revenue', 'client', 1, { ...thisYear, sort: 'value asc', ties: true }),
  ),
  en('best day for sales last month', ranked('revenue', 'day', 1, { ...may, ties: true })),
  en(
    'top product by units sold last week',
    ranked('units', 'product', 1, { ...lastWeek, ties: true }),
  ),
  en('client with most orders in q4 2025', mostOrders(q4of2025)),
  en('top 5 products this month', productsBy(5, thisMonth)),
  es('los 3 productos q mas facturaron en abril', withTies(ranked('revenue', 'product', 3, april))),
  es('producto menos vendido del trimestre pasado', productsBy(1, { ...q1, sort: 'value asc' })),
  es('decime el top 10 de clientes de este año', bestClients(10, thisYear)),
  es(
    'q dia vendi mas en mayo',
    (['revenue', 'units'] as const).map((value) => ranked(value, 'day', 1, { ...may, ties: true })),
  ),
  es('quien me hizo mas pedidos el año pasado', mostOrders(lastYear)),
  es(
    'ranking de clientes x facturacion en abril',
    ranked('revenue', 'client', 200, { ...april, atLeast: 5 }),
  ),
  es(
    'cuales son los 5 productos que menos uds vendieron este año',
    withTies(ranked('units', 'product', 5, { ...thisYear, sort: 'value asc' })),
  ),
  es(
    'el mes con menos ventas del año pasado',
    ranked('revenue', 'month', 1, { ...lastYear, sort: 'value asc', ties: true }),
  ),

  // Status, one client, one product
  en('how many pending orders rn', total('order_count', { status: 'pending' })),
  en(
    'how many orders still open from last week',
    total('order_count', { ...lastWeek, status: 'pending' }),
  ),
  en('cancelled orders last month how many', total('order_count', { ...may, status: 'cancelled' })),
  en('value of delivered orders last week', total('revenue', { ...lastWeek, status: 'complete' })),
  en(
    'how much did Marta Kin spend in 2025',
    total('revenue', { ...lastYear, clients: '=Marta Kim' }),
  ),
  en(
    'units of Deluxe Granla 7 sold this year',
    total('units', { ...thisYear, products: '=Deluxe Granola 7' }),
  ),
  en("orders from Lopez's Bakery last quarter", everyOrder({ ...q1, clients: "=Lopez's Bakery" })),
  en('Fresh Pasta 4 revenue by month', series('revenue', 'month', { products: '=Fresh Pasta 4' })),
  en(
    'how many times did Nico Novak order this month',
    everyOrder({ ...thisMonth, clients: '=Nico Novak' }),
  ),
  en(
    "pending orders value for Dubois's Cafe",
    total('revenue', { status: 'pending', clients: "=Dubois's Cafe" }),
  ),
  es('ahorita cuantos pedido pendientes tengo', total('order_count', { status: 'pending' })),
  es('pedidos cancelados este año', total('order_count', { ...thisYear, status: 'cancelled' })),
  es(
    'importe de los pedidos entregados la semana pasada',
    total('revenue', { ...lastWeek, status: 'complete' }),
  ),
  es(
    'cuanto me compro Ines Lopes en 2025',
    total('revenue', { ...lastYear, clients: '=Ines Lopez' }),
  ),
  es(
    'cuantas uds de premium olive oil 10 vendi en mayo',
    total('units', { ...may, products: '=Premium Olive Oil 10' }),
  ),
  es("en abril, pedidos de Smith's Cafe", everyOrder({ ...april, clients: "=Smith's Cafe" })),
  es(
    'ventas de Small Candle 8 x mes este año',
    series('revenue', 'month', { ...thisYear, products: '=Small Candle 8' }),
  ),
  es(
    'cuantas veces compro Grace Webber este mes',
    everyOrder({ ...thisMonth, clients: '=Grace Weber' }),
  ),
  es(
    'valor de los pedidos pendientes de Carla Martin',
    total('revenue', { status: 'pending', clients: '=Carla Martin' }),
  ),

  // Stock, the catalog and the clients
  en('how many Handmade Mug 7 at the airport kiosk', stockOf('Handmade Mug 7', 'Airport Kiosk')),
  en(
    'stock level Classic Hot Sauce 4 at downtown store',
    stockOf('Classic Hot Sauce 4', 'Downtown Store'),
  ),
  en("what's running low at main warehouse, under 100", under(100, 'Main Warehouse')),
  en('items below 200 units at Downtown Store', under(200, 'Downtown Store')),
  en('anything out of stock at main warehouse?', under(1, 'Main Warehouse')),
  en('inventory by location', stock('location')),
  en('total units in stock', stock('none')),
  en('total inventory at airport kiosk', stockAt('Airport Kiosk')),
  en('how many SKUs do we carry', [catalog(), catalog(true)]),
  en('no. of deactivated items in the catalogue', catalog(false)),
  en('how many Eco Green Tea 4 have we got in total', stockOf('Eco Green Tea 4')),
  en('Deluxe Candle 4 stock by location', stock('location', { products: '=Deluxe Candle 4' })),
  en('how many customers have i got', records('clients')),
  es(
    'cuantos Everyday Mug 3 quedan en el Airport Kiosk',
    stockOf('Everyday Mug 3', 'Airport Kiosk'),
  ),
  es(
    'existencias de Fresh Vinegar 3 en main warehouse',
    stockOf('Fresh Vinegar 3', 'Main Warehouse'),
  ),
  es('q productos tienen menos de 200 en airport kiosk', under(200, 'Airport Kiosk')),
  es('articulos con menos de 900 uds en total', stock('product', { below: 900 })),
  es('inventario x ubicacion', stock('location')),
  es('existencias totales', stock('none')),
  es('stock total de downtown store', stockAt('Downtown Store')),
  es('cuantos productos tengo dados de alta', [catalog(), catalog(true)]),
  es('cuantos productos activos tengo', catalog(true)),
  es('cuanto stock hay de Premium Cookies 5', stockOf('Premium Cookies 5')),
  es(
    'stock de Small Honey Jar 6 x ubicacion',
    stock('location', { products: '=Small Honey Jar 6' }),
  ),
  es('cuantos clientes tengo', records('clients')),
  es('cuantas ubicaciones tengo', records('locations')),

  // Stock movements by type
  en('how many receipts (IN) in july 2025', total('order_count', { ...july2025, type: 'IN' })),
  en('units out via OUT movements last month', total('units', { ...may, type: 'OUT' })),
  en('transactions by type june 2025', byType(june2025)),
  en('units received per location in 2025', perLocation('units', { ...lastYear, type: 'IN' })),
  en(
    'OUT movements at downtown store this year',
    total('order_count', { ...thisYear, type: 'OUT', locations: '=Downtown Store' }),
  ),
  es(
    'numero de recepciones de mercancia en julio 2025',
    total('order_count', { ...july2025, type: 'IN' }),
  ),
  es('uds que salieron con OUT este año', total('units', { ...thisYear, type: 'OUT' })),
  es('movimientos por tipo el 3er trimestre de 2025', byType(q3of2025)),
  es('salidas OUT x ubicacion este año', perLocation('order_count', { ...thisYear, type: 'OUT' })),
  es(
    'cuantas uds entraron en airport kiosk en julio del 2025',
    total('units', { ...july2025, type: 'IN', locations: '=Airport Kiosk' }),
  ),

  // What a client bought
  en('what has Kenji Lopez bought this month', items('=Kenji Lopez', thisMonth)),
  en('items Carla Martin ordered in april', items('=Carla Martin', april)),
  es('q le vendi a Farid Dubois en mayo', items('=Farid Dubois', may)),
  es('que productos compro Jon Rosi este año', items('=Jon Rossi', thisYear)),

  // Commands that would change data, and questions the shop's data cannot answer
  en('delete all cancelled orders', 'decline'),
  en('change the price of Fresh Pasta 4 to 3.50', 'decline'),
  en('will it rain in london tomorrow', 'decline'),
  en('how much did amazon sell last month', 'decline'),
  en('whats my profit after tax this year', 'decline'),
  en('lol ok thx', 'decline'),
  en('email Nico Novak his invoice', 'decline'),
  es('borra todos los pedidos de Nico Novak', 'decline'),
  es('cambia el precio del Fresh Pasta 4 a 3,50', 'decline'),
  es('va a llover mañana en madrid?', 'decline'),
  es('cuanto vendio mercadona el mes pasado', 'decline'),
  es('cuanto gane de beneficio neto este año', 'decline'),
  es('jajaja ok gracias', 'decline'),
  es('mandale un mail a Carla Martin con su factura', 'decline'),
]
