// A twenty-first tuning round, written before its rules and tuned on (shown with --verbose): the
// kinds of issue #16 and the new kinds in phrasings of their own — periods from a day on, weeks
// and halves of a month ("quincena"), ranges written with a dash, order status, stock at a place
// named in part ("downtown"), the catalog, movements, rankings, informal writing ("x", "k", no
// accents, typos in names), comparisons, shares, averages, distinct counts, first and last dates,
// clients who did not order, and commands or questions outside the data. Dates are worked out by
// hand for EVAL_NOW (Wednesday 2026-06-17). The last part holds the questions of its own written
// while the rules were made, so that what they were tuned on is scored too.
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
  mostOrders,
  ordersBoth,
  side,
  stock,
  stockAt,
  stockOf,
  under,
} from './answer-keys'
import {
  type Expected,
  april,
  lastMonth,
  lastWeek,
  lastYear,
  ranked,
  records,
  series,
  thisMonth,
  thisWeek,
  thisYear,
  total,
  yesterday,
} from './cases'

const may = lastMonth
const march = { from: '2026-03-01', to: '2026-03-31' }
const july2025 = { from: '2025-07-01', to: '2025-07-31' }
const sinceThe10th = { from: '2026-06-10', to: '2026-06-17' }
const june1to5 = { from: '2026-06-01', to: '2026-06-05' }
const june1to10 = { from: '2026-06-01', to: '2026-06-10' }
const firstHalfOfMay = { from: '2026-05-01', to: '2026-05-15' }
const secondHalfOfMay = { from: '2026-05-16', to: '2026-05-31' }
const lastHalfMonth = { from: '2026-06-01', to: '2026-06-15' }
const sinceApril = { from: '2026-04-01', to: '2026-06-17' }
const weekOfJune8 = { from: '2026-06-08', to: '2026-06-14' }
const lastFortnight = [
  { from: '2026-06-04', to: '2026-06-17' },
  { from: '2026-06-03', to: '2026-06-16' },
]
const twoDaysAgo = day('2026-06-15')
/** The first seven days of May, or its first week that starts on a Monday. */
const firstWeekOfMay = [
  { from: '2026-05-01', to: '2026-05-07' },
  { from: '2026-05-04', to: '2026-05-10' },
]
/** This week's Monday, or the one before it. */
const lastMonday = [day('2026-06-15'), day('2026-06-08')]
const last2weeks = [
  { from: '2026-06-04', to: '2026-06-17' },
  { from: '2026-06-03', to: '2026-06-16' },
  { from: '2026-06-01', to: '2026-06-14' },
  { from: '2026-06-08', to: '2026-06-17' },
]

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
/** A total over a period divided by its days, or by the days that had a sale. */
const perDay = (value: Expected['value'], period: Filter, days: number): Answer[] => [
  { ratio: { of: total(value, period), per: days } },
  { ratio: { of: total(value, period), per: { distinct: 'days', where: period } } },
]
const perOrder = (period: Filter): Answer => ({
  ratio: { of: total('units', period), per: total('order_count', period) },
})
const shareOf = (part: Expected, whole: Expected): Answer => ({ share: { part, whole } })
const ordersOf = (client: string, period: Filter) =>
  [{ status: 'any' as const }, {}].map((status) =>
    total('order_count', { ...period, ...status, clients: `=${client}` }),
  )

export const TUNING_ROUND_21: EvalCase[] = [
  // Periods from a day on, weeks and halves of a month, ranges with a dash, single days
  en('sales since the 10th', total('revenue', sinceThe10th)),
  en(
    'revenue first week of may',
    firstWeekOfMay.map((p) => total('revenue', p)),
  ),
  en('units sold 1-5 june', total('units', june1to5)),
  en('how many orders 2 days ago', everyOrder(twoDaysAgo)),
  en('sales between the 1st and the 10th of june', total('revenue', june1to10)),
  en(
    'revenue last 2 weeks',
    last2weeks.map((p) => total('revenue', p)),
  ),
  en('sales first half of the year', total('revenue', thisYear)),
  es('ventas desde el dia 10', total('revenue', sinceThe10th)),
  es('facturacion de la primera quincena de mayo', total('revenue', firstHalfOfMay)),
  es('unidades vendidas la segunda quincena de mayo', total('units', secondHalfOfMay)),
  es(
    'pedidos de la primera semana de mayo',
    firstWeekOfMay.map((p) => everyOrder(p)),
  ),
  es('cuanto vendi del 1 al 5 de junio', total('revenue', june1to5)),
  es('ventas de anteayer', total('revenue', twoDaysAgo)),
  es(
    'ventas del lunes pasado',
    lastMonday.map((p) => total('revenue', p)),
  ),
  es('cuanto facturamos la quincena pasada', total('revenue', lastHalfMonth)),

  // Order status
  en('what are my open orders worth', total('revenue', { status: 'pending' })),
  en('order count by status in may', byStatus('order_count', may)),
  en(
    'revenue of cancelled orders last month',
    total('revenue', { ...lastMonth, status: 'cancelled' }),
  ),
  es('cuanto suman los pedidos pendientes', total('revenue', { status: 'pending' })),
  es('pedidos x estado el mes pasado', byStatus('order_count', lastMonth)),
  es(
    'cuantos pedidos completados hay este mes',
    total('order_count', { ...thisMonth, status: 'complete' }),
  ),

  // Stock, places named in part
  en('how much stock do we have downtown', stockAt('Downtown Store')),
  en('how many Premium Jam 5 at the airport', stockOf('Premium Jam 5', 'Airport Kiosk')),
  en('items below 60 units at Main Warehouse', under(60, 'Main Warehouse')),
  en('stock per location', stock('location')),
  es('cuanto stock hay en downtown', stockAt('Downtown Store')),
  es(
    'cuantas Classic Hot Sauce 4 hay en Main Warehouse',
    stockOf('Classic Hot Sauce 4', 'Main Warehouse'),
  ),
  es('productos con menos de 40 unidades en Downtown Store', under(40, 'Downtown Store')),
  es('inventario por ubicacion', stock('location')),

  // The catalog
  en('how many inactive products do I have', catalog(false)),
  en('how many clients are there', records('clients')),
  es('cuantos productos inactivos hay', catalog(false)),
  es('cuantos productos tengo en el catalogo', catalog()),

  // Movements
  en('how many stock receipts last year', total('order_count', { ...lastYear, type: 'IN' })),
  en('units removed with OUT last month', total('units', { ...lastMonth, type: 'OUT' })),
  es(
    'cuantas entradas de stock hubo en julio del año pasado',
    total('order_count', { ...july2025, type: 'IN' }),
  ),
  es(
    'cuantas unidades salieron con OUT el mes pasado',
    total('units', { ...lastMonth, type: 'OUT' }),
  ),

  // Rankings
  en('which client placed the most orders last month', mostOrders(lastMonth)),
  en('product of the month', bestProduct(thisMonth)),
  en(
    'bottom 3 products by revenue this year',
    ranked('revenue', 'product', 3, { ...thisYear, sort: 'value asc' }),
  ),
  en(
    'top 5 customers by number of orders in 2025',
    [{ status: 'any' as const }, {}].map((status) =>
      ranked('order_count', 'client', 5, { ...lastYear, ...status }),
    ),
  ),
  es('los 5 mejores clientes x facturacion este año', ranked('revenue', 'client', 5, thisYear)),
  es(
    'ranking de productos por unidades en mayo',
    ranked('units', 'product', 100, { ...may, atLeast: 10 }),
  ),
  es('k cliente hizo mas pedidos este mes', mostOrders(thisMonth)),
  es('producto del año', bestProduct(thisYear)),
  es(
    'los 3 productos menos vendidos este año',
    ranked('units', 'product', 3, { ...thisYear, sort: 'value asc' }),
  ),

  // Informal writing, typos in names, what a client bought
  en('hw much did we sell ystrday', total('revenue', yesterday)),
  en(
    'pending ordrs at main warehouse',
    total('order_count', { status: 'pending', locations: '=Main Warehouse' }),
  ),
  en('what did Kenji Martn buy this year', items('=Kenji Martin', thisYear)),
  es('ventas x semana este mes', series('revenue', 'week', thisMonth)),
  es(
    'ay pedidos pendientes en Main Warehouse?',
    total('order_count', { status: 'pending', locations: '=Main Warehouse' }),
  ),
  es('k compro Lucia Webber el mes pasado', items('=Lucia Weber', lastMonth)),
  es(
    'cuanto nos compro Grace Garsia este año',
    total('revenue', { ...thisYear, clients: '=Grace Garcia' }),
  ),

  // Comparisons
  en(
    'this week vs last week sales',
    versus('revenue', [LABEL.thisWeek, thisWeek], [LABEL.lastWeek, lastWeek]),
  ),
  en(
    'did we sell more units in may than in april',
    versus('units', [LABEL.may, may], [LABEL.april, april]),
  ),
  en(
    'stock at Airport Kiosk compared to Downtown Store',
    compareStock('Airport Kiosk', 'Downtown Store'),
  ),
  en(
    'Hugo Smith vs Marta Kim orders this year',
    ordersOf('Hugo Smith', thisYear).map((hugo, i) =>
      compare(side(['Hugo Smith'], hugo), side(['Marta Kim'], ordersOf('Marta Kim', thisYear)[i]!)),
    ),
  ),
  es(
    'ventas de esta semana vs la semana pasada',
    versus('revenue', [LABEL.thisWeek, thisWeek], [LABEL.lastWeek, lastWeek]),
  ),
  es(
    'compara las ventas de marzo con las de abril',
    versus('revenue', [LABEL.march, march], [LABEL.april, april]),
  ),
  es(
    'stock en Airport Kiosk frente a Main Warehouse',
    compareStock('Airport Kiosk', 'Main Warehouse'),
  ),

  // Shares
  en(
    'what % of revenue this year came from Hugo Smith',
    shareOf(total('revenue', { ...thisYear, clients: '=Hugo Smith' }), total('revenue', thisYear)),
  ),
  en(
    "what percentage of this month's orders are still pending",
    shareOf(total('order_count', { ...thisMonth, status: 'pending' }), everyOrder(thisMonth)),
  ),
  es(
    'que porcentaje de las ventas del mes pasado fue de Premium Jam 5',
    (['revenue', 'units'] as const).map((value) =>
      shareOf(total(value, { ...lastMonth, products: '=Premium Jam 5' }), total(value, lastMonth)),
    ),
  ),
  es(
    'porcentaje de pedidos cancelados el mes pasado',
    shareOf(total('order_count', { ...lastMonth, status: 'cancelled' }), everyOrder(lastMonth)),
  ),

  // Averages
  en('average daily revenue last week', perDay('revenue', lastWeek, 7)),
  en(
    'average spend per client in may',
    distinctBoth('clients', may).map((per) => ({ ratio: { of: total('revenue', may), per } })),
  ),
  en('avg items per order this month', perOrder(thisMonth)),
  es('media de ventas diarias este mes', perDay('revenue', thisMonth, 17)),
  es('promedio de unidades por pedido en 2025', perOrder(lastYear)),

  // Distinct counts
  en('how many different products sold this week', distinctBoth('products', thisWeek)),
  en('number of unique customers in 2025', distinctBoth('clients', lastYear)),
  es('cuantos clientes distintos compraron en mayo', distinctBoth('clients', may)),
  es('cuantos productos diferentes vendimos este mes', distinctBoth('products', thisMonth)),

  // First and last dates
  en('when was our last sale of Premium Jam 5', dateBoth('last', { products: '=Premium Jam 5' })),
  en('first order date of this month', dateBoth('first', thisMonth)),
  es('cuando fue la ultima compra de Hugo Smith', dateBoth('last', { clients: '=Hugo Smith' })),
  es('primer pedido del año', dateBoth('first', thisYear)),

  // Clients who did not order
  en("how many clients haven't bought anything since april", noOrders(sinceApril)),
  en('number of customers with no orders in may', noOrders(may)),
  es('cuantos clientes no han comprado este mes', noOrders(thisMonth)),

  // Commands and questions outside the data
  en('cancel all pending orders', 'decline'),
  en('what will my revenue be next month', 'decline'),
  en('which products have the best profit margin', 'decline'),
  en('how many people visited my shop today', 'decline'),
  es('elimina los pedidos cancelados', 'decline'),
  es('cuanto ganare el proximo mes', 'decline'),
  es('cual es el margen de Premium Jam 5', 'decline'),
  es('manda un correo a Hugo Smith', 'decline'),

  // Written while the rules were made
  en('total stock in Downtown Store', stockAt('Downtown Store')),
  en('revenue without cancelled orders this month', total('revenue', thisMonth)),
  en('what do my open orders add up to', total('revenue', { status: 'pending' })),
  en('how many clients without orders this year', noOrders(thisYear)),
  es('cuantos productos no se vendieron en mayo', [
    ...(['all', 'active'] as const).flatMap((missing) =>
      distinctBoth('products', may).map((d) => ({ ...d, missing })),
    ),
  ]),
  en(
    'how many times was Premium Jam 5 ordered this year',
    ordersBoth({ ...thisYear, products: '=Premium Jam 5' }),
  ),
  es('cuantos dias hubo ventas en mayo', distinctBoth('days', may)),
  en('on how many days did we sell last week', distinctBoth('days', lastWeek)),
  en('stock movements by type last month', byType(lastMonth)),
  es('cuantos productos hay dados de baja', catalog(false)),
  en('sales for the week of june 8', total('revenue', weekOfJune8)),
  es('ventas de la semana del 8 de junio', total('revenue', weekOfJune8)),
  en(
    'how many orders did we have in the last fortnight',
    lastFortnight.map((p) => everyOrder(p)),
  ),
  en(
    'best 3 months last year',
    (['revenue', 'units'] as const).map((value) => ranked(value, 'month', 3, lastYear)),
  ),
  es(
    'cual fue el dia con mas pedidos en mayo',
    [{ status: 'any' as const }, {}].map((status) =>
      ranked('order_count', 'day', 1, { ...may, ...status, ties: true }),
    ),
  ),
  en('date of the biggest order', 'decline'),
  en('percentage of clients who ordered this month', 'decline'),
  es('porcentaje de clientes que compraron en mayo', 'decline'),
]
