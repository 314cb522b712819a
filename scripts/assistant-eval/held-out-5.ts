// The fifth held-out set: 152 questions (76 English, 76 Spanish, 14 to decline) of the kinds
// issue #16 names — ranges and single days, order status and the value of pending or cancelled
// orders, stock of a product at a place, under a threshold, by location, the catalog, movements
// by type, rankings, a client's items, one-letter slips in names, informal writing — and of the
// new kinds: comparisons of two periods or two places, shares, averages, distinct counts, first
// and last dates. Written and committed before the rules of round 21 by someone who had not read
// them, and never tuned on: the evaluation prints none of its misses. Dates are worked out by
// hand for EVAL_NOW (Wednesday 2026-06-17). Order counts without a status count every order;
// revenue and units leave cancelled orders out. Every order of the seeded shop is placed at Main
// Warehouse, so questions about places ask about stock and stock movements, where all three
// places differ.
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
  march,
  perClient,
  side,
  stock,
  stockAt,
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
  thisWeek,
  thisYear,
  total,
  yesterday,
} from './cases'

const may = lastMonth
const april = { from: '2026-04-01', to: '2026-04-30' }
const march3to9 = { from: '2026-03-03', to: '2026-03-09' }
const febToApril = { from: '2026-02-01', to: '2026-04-30' }
const june2to8 = { from: '2026-06-02', to: '2026-06-08' }
const october2025 = { from: '2025-10-01', to: '2025-10-31' }
/** Receipts run from June to late August 2025, so these months hold every transaction type. */
const july2025 = { from: '2025-07-01', to: '2025-07-31' }
const august2025 = { from: '2025-08-01', to: '2025-08-31' }
const may20 = day('2026-05-20')
const lastFriday = day('2026-06-12')
/** Saturday and Sunday before this Monday (2026-06-15). */
const lastWeekend = { from: '2026-06-13', to: '2026-06-14' }
/** "Last Tuesday" on a Wednesday: yesterday, or the Tuesday of last week. */
const lastTuesday = [day('2026-06-16'), day('2026-06-09')]
/** "The past 10 days": today and the 9 before it, or the 10 days before today. */
const last10days = [
  { from: '2026-06-08', to: '2026-06-17' },
  { from: '2026-06-07', to: '2026-06-16' },
]

/** "How much did we sell": money, or units. */
const soldOn = (period: Partial<Expected>) =>
  (['revenue', 'units'] as const).map((value) => total(value, period))
/** A top N: exactly N rows, or N and every row tied with the last. */
const withTies = (e: Expected) => [e, { ...e, ties: true as const }]
/** The most orders: counted with their cancelled ones or without. */
const mostOrdersTop = (limit: number, period: Partial<Expected>) => [
  ...withTies(ranked('order_count', 'client', limit, { status: 'any', ...period })),
  ...withTies(ranked('order_count', 'client', limit, period)),
]
const leastSoldThisYear = withTies(
  ranked('units', 'product', 5, { ...thisYear, sort: 'value asc' }),
)
/** "Ranking of products": any first part of at least five rows of the whole ranking. */
const productRanking = (period: Partial<Expected>) =>
  ranked('units', 'product', 200, { ...period, atLeast: 5 })
/** Money by status: with the cancelled orders' row, or without it as revenue usually is. */
const revenueByStatusQ1 = [
  byStatus('revenue', q1),
  byStatus('revenue', { ...q1, status: undefined }),
]
const revenueVs = (a: [string[], Partial<Expected>], b: [string[], Partial<Expected>]) =>
  compare(side(a[0], total('revenue', a[1])), side(b[0], total('revenue', b[1])))
const clientsVs = (a: string, b: string, period: Partial<Expected>) =>
  compare(
    side([a], total('revenue', { ...period, clients: `=${a}` })),
    side([b], total('revenue', { ...period, clients: `=${b}` })),
  )
const receivedAt = (location: string) =>
  side([location], total('units', { ...lastYear, type: 'IN', locations: `=${location}` }))
const receivedVs = compare(receivedAt('Main Warehouse'), receivedAt('Airport Kiosk'))
const hugoShare = {
  share: {
    part: total('revenue', { ...thisYear, clients: '=Hugo Smith' }),
    whole: total('revenue', thisYear),
  },
}
const cancellationRateQ1 = {
  share: { part: total('order_count', { ...q1, status: 'cancelled' }), whole: everyOrder(q1) },
}
/** Each place's part of the stock, of active products or of every product. */
const stockShares = stock('location').map((e) => ({ shares: e }))
/** One product's part of last month's sales: by money, or by units. */
const mugShare = (['revenue', 'units'] as const).map((value) => ({
  share: {
    part: total(value, { ...lastMonth, products: '=Premium Mug 2' }),
    whole: total(value, lastMonth),
  },
}))
const unitsPerOrderThisYear = {
  ratio: { of: total('units', thisYear), per: total('order_count', thisYear) },
}
/** Per client: over the clients who bought (cancelled orders counted or not), or over all. */
const revenuePerClient = [
  ...distinctBoth('clients', thisYear).map((per) => ({
    ratio: { of: total('revenue', thisYear), per },
  })),
  { ratio: { of: total('revenue', thisYear), per: records('clients') } },
]
/** Per day in May: over its 31 days, or over the days it had sales. */
const dailyRevenueMay = [
  { ratio: { of: total('revenue', may), per: 31 } },
  { ratio: { of: total('revenue', may), per: { distinct: 'days' as const, where: may } } },
]

export const HELD_OUT_5: EvalCase[] = [
  // Ranges and single days
  en('sales from 3 to 9 march', total('revenue', march3to9)),
  en('yesterdays revenue', total('revenue', yesterday)),
  en(
    'how many orders last tuesday',
    lastTuesday.map((d) => everyOrder(d)),
  ),
  en('units sold last friday', total('units', lastFriday)),
  en('revenue feb to april', total('revenue', febToApril)),
  en('sales between june 2 and june 8', total('revenue', june2to8)),
  en('how much did we sell on may 20th', soldOn(may20)),
  en(
    'revenue for the past 10 days',
    last10days.map((p) => total('revenue', p)),
  ),
  en('sales last weekend', total('revenue', lastWeekend)),
  en('oct 2025 revenue', total('revenue', october2025)),
  en('orders so far thisweek', everyOrder(thisWeek)),
  es('ventas del 3 al 9 de marzo', total('revenue', march3to9)),
  es('facturacion de ayer', total('revenue', yesterday)),
  es(
    'cuantos pedidos hubo el martes pasado',
    lastTuesday.map((d) => everyOrder(d)),
  ),
  es('cuantas uds vendi el viernes pasado', total('units', lastFriday)),
  es('ventas desde febrero hasta abril', total('revenue', febToApril)),
  es('ventas entre el 2 y el 8 de junio', total('revenue', june2to8)),
  es('cuanto vendimos el 20 de mayo', soldOn(may20)),
  es(
    'facturacion ultimos 10 dias',
    last10days.map((p) => total('revenue', p)),
  ),
  es('ventas del fin de semana pasado', total('revenue', lastWeekend)),
  es('ingresos de octubre 2025', total('revenue', october2025)),
  es('pedidos en lo que va de semana', everyOrder(thisWeek)),

  // Order status, and what pending or cancelled orders are worth
  en('order count per status last week', byStatus('order_count', lastWeek)),
  en('how much money is tied up in pending orders', total('revenue', { status: 'pending' })),
  en('value of cancelled orders in 2025', total('revenue', { ...lastYear, status: 'cancelled' })),
  en(
    'how many orders were cancelled in april',
    total('order_count', { ...april, status: 'cancelled' }),
  ),
  en('total number of orders this year', everyOrder(thisYear)),
  en('revenue by order status in q1', revenueByStatusQ1),
  es('numero de pedidos x estado la semana pasada', byStatus('order_count', lastWeek)),
  es('k valor tienen los pedidos pendientes', total('revenue', { status: 'pending' })),
  es(
    'importe de los pedidos cancelados en 2025',
    total('revenue', { ...lastYear, status: 'cancelled' }),
  ),
  es(
    'cuantos pedidos se cancelaron en abril',
    total('order_count', { ...april, status: 'cancelled' }),
  ),
  es('cuantos pedidos llevamos este año', everyOrder(thisYear)),
  es('facturacion por estado del pedido en el primer trimestre', revenueByStatusQ1),

  // Stock of a product at a place, under a threshold, by location, at one place
  en(
    'how many Organic Coffee Beans 2 do we have at airport kiosk',
    stockOf('Organic Coffee Beans 2', 'Airport Kiosk'),
  ),
  en('stock of small jam 3 at downtown store', stockOf('Small Jam 3', 'Downtown Store')),
  en('which products have less than 60 units at Main Warehouse', under(60, 'Main Warehouse')),
  en('which products have fewer than 1000 units in total', stock('product', { below: 1000 })),
  en('units on hand per location', stock('location')),
  en('total stock at main warehouse', stockAt('Main Warehouse')),
  en('how many Eco Chocolate 9 left overall', stockOf('Eco Chocolate 9')),
  es(
    'cuantas Organic Coffee Beans 2 quedan en airport kiosk',
    stockOf('Organic Coffee Beans 2', 'Airport Kiosk'),
  ),
  es('stock de small jam 3 en downtown store', stockOf('Small Jam 3', 'Downtown Store')),
  es('k productos tienen menos de 60 uds en Main Warehouse', under(60, 'Main Warehouse')),
  es('productos con menos de 1000 uds en total', stock('product', { below: 1000 })),
  es('cuanto stock hay x ubicacion', stock('location')),
  es('stock total en main warehouse', stockAt('Main Warehouse')),
  es('cuantas Eco Chocolate 9 me quedan', stockOf('Eco Chocolate 9')),

  // The catalog
  en('how many products does my catalog have', [catalog(), catalog(true)]),
  en('how many of my products are inactive', catalog(false)),
  en('how many active products in the catalog', catalog(true)),
  es('cuantos productos tengo en el catalogo', [catalog(), catalog(true)]),
  es('productos desactivados cuantos son', catalog(false)),
  es('cuantos productos tengo activos ahora mismo', catalog(true)),

  // Stock movements by type
  en('how many IN movements in july 2025', total('order_count', { ...july2025, type: 'IN' })),
  en('units taken out with OUT in q1', total('units', { ...q1, type: 'OUT' })),
  en('movements by type july 2025', byType(july2025)),
  en(
    'units received at airport kiosk in august 2025',
    total('units', { ...august2025, type: 'IN', locations: '=Airport Kiosk' }),
  ),
  es(
    'cuantas entradas IN hubo en julio de 2025',
    total('order_count', { ...july2025, type: 'IN' }),
  ),
  es('uds sacadas con OUT en el primer trimestre', total('units', { ...q1, type: 'OUT' })),
  es('movimientos x tipo julio 2025', byType(july2025)),
  es(
    'unidades recibidas en airport kiosk en agosto del 2025',
    total('units', { ...august2025, type: 'IN', locations: '=Airport Kiosk' }),
  ),

  // Rankings and superlatives
  en('best selling product of april', bestProduct(april)),
  en('top 5 clients by revenue last quarter', ranked('revenue', 'client', 5, q1)),
  en('top 3 customers by number of orders this year', mostOrdersTop(3, thisYear)),
  en('who ordered the most in march', topBuyer(march)),
  en('ranking of products by units sold in may', productRanking(may)),
  en(
    'product with the highest revenue this year',
    ranked('revenue', 'product', 1, { ...thisYear, ties: true }),
  ),
  en('5 least sold products this year', leastSoldThisYear),
  en(
    'which month this year had the most revenue',
    ranked('revenue', 'month', 1, { ...thisYear, ties: true }),
  ),
  es('producto mas vendido de abril', bestProduct(april)),
  es('top 5 clientes x facturacion del trimestre pasado', ranked('revenue', 'client', 5, q1)),
  es('los 3 clientes con mas pedidos este año', mostOrdersTop(3, thisYear)),
  es('k cliente compro mas en marzo', topBuyer(march)),
  es('ranking de productos por unidades en mayo', productRanking(may)),
  es(
    'el producto que mas facturo este año',
    ranked('revenue', 'product', 1, { ...thisYear, ties: true }),
  ),
  es('los 5 productos menos vendidos de este año', leastSoldThisYear),
  es(
    'en que mes de este año facture mas',
    ranked('revenue', 'month', 1, { ...thisYear, ties: true }),
  ),

  // What a client bought
  en('what did Olga Rossi buy in may', items('=Olga Rossi', may)),
  en('what products did Pablo Garcia get in q1', items('=Pablo Garcia', q1)),
  en('everything Victor Silva ordered this year', items('=Victor Silva', thisYear)),
  es('k compro Olga Rossi en mayo', items('=Olga Rossi', may)),
  es('que productos pidio Pablo Garcia en el primer trimestre', items('=Pablo Garcia', q1)),
  es('todo lo que pidio Victor Silva este año', items('=Victor Silva', thisYear)),

  // One-letter slips in names
  en('orders from Elena Rosi in 2025', everyOrder({ ...lastYear, clients: '=Elena Rossi' })),
  en(
    'how many units of Smal Jam 3 sold last month',
    total('units', { ...lastMonth, products: '=Small Jam 3' }),
  ),
  en('stock of Eco Chocolat 9 at airport kiosk', stockOf('Eco Chocolate 9', 'Airport Kiosk')),
  en(
    'how much did Lucia Webr spend this year',
    total('revenue', { ...thisYear, clients: '=Lucia Weber' }),
  ),
  es('pedidos de Elena Rossii en 2025', everyOrder({ ...lastYear, clients: '=Elena Rossi' })),
  es(
    'cuantas unidades de Smal Jam 3 se vendieron el mes pasado',
    total('units', { ...lastMonth, products: '=Small Jam 3' }),
  ),
  es('stock de Eco Chocolste 9 en airport kiosk', stockOf('Eco Chocolate 9', 'Airport Kiosk')),
  es(
    'cuanto gasto Lucia Wener este año',
    total('revenue', { ...thisYear, clients: '=Lucia Weber' }),
  ),

  // Comparisons of two periods or two places
  en(
    'sales this week vs last week',
    revenueVs([LABEL.thisWeek, thisWeek], [LABEL.lastWeek, lastWeek]),
  ),
  en('compare revenue march and april', revenueVs([LABEL.march, march], [LABEL.april, april])),
  en(
    'did Olga Rossi spend more than Pablo Rossi in 2025',
    clientsVs('Olga Rossi', 'Pablo Rossi', lastYear),
  ),
  en('units received main warehouse vs airport kiosk in 2025', receivedVs),
  en('stock main warehouse vs downtown store', compareStock('Main Warehouse', 'Downtown Store')),
  en('did sales drop in may compared to april', revenueVs([LABEL.may, may], [LABEL.april, april])),
  es(
    'ventas esta semana vs la semana pasada',
    revenueVs([LABEL.thisWeek, thisWeek], [LABEL.lastWeek, lastWeek]),
  ),
  es(
    'compara la facturacion de marzo y abril',
    revenueVs([LABEL.march, march], [LABEL.april, april]),
  ),
  es(
    'gasto mas Olga Rossi o Pablo Rossi en 2025',
    clientsVs('Olga Rossi', 'Pablo Rossi', lastYear),
  ),
  es('unidades recibidas en main warehouse frente a airport kiosk en 2025', receivedVs),
  es(
    'stock de main warehouse comparado con downtown store',
    compareStock('Main Warehouse', 'Downtown Store'),
  ),
  es(
    'bajaron las ventas en mayo respecto a abril',
    revenueVs([LABEL.may, may], [LABEL.april, april]),
  ),

  // Shares
  en('what % of this years revenue came from Hugo Smith', hugoShare),
  en('% of sales per customer in april', { shares: perClient('revenue', april) }),
  en('cancellation rate in q1', cancellationRateQ1),
  en('what share of our stock sits at each location', stockShares),
  en('what part of last months sales was Premium Mug 2', mugShare),
  es('k % de la facturacion de este año vino de Hugo Smith', hugoShare),
  es('porcentaje de ventas x cliente en abril', { shares: perClient('revenue', april) }),
  es('tasa de cancelacion del primer trimestre', cancellationRateQ1),
  es('que porcentaje del stock esta en cada ubicacion', stockShares),
  es('que parte de las ventas del mes pasado fue de Premium Mug 2', mugShare),

  // Averages
  en('whats the avg ticket in may', total('average_order_value', may)),
  en('avg units per order this year', unitsPerOrderThisYear),
  en('average revenue per client this year', revenuePerClient),
  en('average sales per day in may', dailyRevenueMay),
  es('cual fue el ticket medio en mayo', total('average_order_value', may)),
  es('media de uds x pedido este año', unitsPerOrderThisYear),
  es('facturacion media por cliente este año', revenuePerClient),
  es('promedio de ventas por dia en mayo', dailyRevenueMay),

  // Distinct counts
  en(
    'howmany different clients bought Premium Jam 7 this year',
    distinctBoth('clients', { ...thisYear, products: '=Premium Jam 7' }),
  ),
  en('how many customers ordered in may', distinctBoth('clients', may)),
  en('number of distinct products sold last week', distinctBoth('products', lastWeek)),
  en(
    'how many different products did Grace Silva order in 2025',
    distinctBoth('products', { ...lastYear, clients: '=Grace Silva' }),
  ),
  es(
    'cuantos clientes distintos compraron Premium Jam 7 este año',
    distinctBoth('clients', { ...thisYear, products: '=Premium Jam 7' }),
  ),
  es('cuantos clientes hicieron pedidos enmayo', distinctBoth('clients', may)),
  es(
    'cuantos productos diferentes se vendieron la semana pasada',
    distinctBoth('products', lastWeek),
  ),
  es(
    'cuantos productos distintos pidio Grace Silva en 2025',
    distinctBoth('products', { ...lastYear, clients: '=Grace Silva' }),
  ),

  // First and last dates
  en('when did Olga Rossi last order', dateBoth('last', { clients: '=Olga Rossi' })),
  en(
    'when was Small Jam 3 first sold this year',
    dateBoth('first', { ...thisYear, products: '=Small Jam 3' }),
  ),
  en("date of the last order from Kim's Store", dateBoth('last', { clients: "=Kim's Store" })),
  en(
    'when did we last receive stock at Downtown Store',
    dateBoth('last', { type: 'IN', locations: '=Downtown Store' }),
  ),
  es('cuando fue el ultimo pedido de Olga Rossi', dateBoth('last', { clients: '=Olga Rossi' })),
  es(
    'cuando se vendio x primera vez Small Jam 3 este año',
    dateBoth('first', { ...thisYear, products: '=Small Jam 3' }),
  ),
  es("fecha del ultimo pedido de Kim's Store", dateBoth('last', { clients: "=Kim's Store" })),
  es(
    'cuando fue la ultima entrada de stock en Downtown Store',
    dateBoth('last', { type: 'IN', locations: '=Downtown Store' }),
  ),

  // Commands that would change data, and questions the shop's data cannot answer
  en('delete order 12', 'decline'),
  en('add 5 units of Small Jam 3 to airport kiosk', 'decline'),
  en('whats the weather like tomorrow', 'decline'),
  en('what margin do i make on Premium Mug 2', 'decline'),
  en('how much does my supplier charge me for Organic Coffee Beans 2', 'decline'),
  en('how much did the shop across the street sell last month', 'decline'),
  en('create a new client called Ana Lopez', 'decline'),
  es('borra el pedido 12', 'decline'),
  es('mete 5 uds de Small Jam 3 en airport kiosk', 'decline'),
  es('k tiempo va a hacer mañana', 'decline'),
  es('cual es mi margen en Premium Mug 2', 'decline'),
  es('a cuanto me vende el proveedor el Organic Coffee Beans 2', 'decline'),
  es('cuanto vendio la tienda de enfrente el mes pasado', 'decline'),
  es('crea un cliente nuevo que se llame Ana Lopez', 'decline'),
]
