// The third held-out set: 135 questions (English and Spanish, about a tenth to decline) of every
// kind issue #16 names and of kinds it does not — ranges and single days, order status, stock at
// a place, thresholds, the catalog, movements by type, rankings, informal writing, line items of
// a product or a client, typos in names, comparisons, shares, averages, distinct counts, first
// and last dates, commands and questions the shop's data cannot answer. Written and committed
// before any rule change of its round, and never tuned on: the evaluation prints none of its
// misses. Dates are worked out by hand for EVAL_NOW (Wednesday 2026-06-17). Order counts without
// a status count every order; revenue and units leave cancelled orders out.
import { en, es, type EvalCase } from './answers'
import {
  LABEL,
  day,
  march,
  perClient,
  perLocation,
  perProduct,
  topBuyer,
  at,
  bestProduct,
  byStatus,
  byType,
  catalog,
  compare,
  compareStock,
  dateBoth,
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
  today,
  total,
  yesterday,
} from './cases'

const may = lastMonth
const february = { from: '2026-02-01', to: '2026-02-28' }
const september = { from: '2025-09-01', to: '2025-09-30' }
const december = { from: '2025-12-01', to: '2025-12-31' }
const july2025 = { from: '2025-07-01', to: '2025-07-31' }
const august2025 = { from: '2025-08-01', to: '2025-08-31' }
const april10to20 = { from: '2026-04-10', to: '2026-04-20' }
const may2to9 = { from: '2026-05-02', to: '2026-05-09' }
const feb1to14 = { from: '2026-02-01', to: '2026-02-14' }
const thisQuarter = { from: '2026-04-01', to: '2026-06-17' }
const lastFriday = day('2026-06-12')
const june5 = day('2026-06-05')
/** "The last 7 days": today and the six before it, or the seven days before today. */
const last7days = [
  { from: '2026-06-11', to: '2026-06-17' },
  { from: '2026-06-10', to: '2026-06-16' },
]
const DAYS_THIS_MONTH = 17

/** "Which location sold the most": by money or by units, ties kept. */
const bestLocation = (extra: Partial<Expected>) =>
  (['revenue', 'units'] as const).map((value) =>
    ranked(value, 'location', 1, { ties: true, ...extra }),
  )
/** "Best clients": by money, or by orders with or without the cancelled ones. */
const bestClients = (limit: number, extra: Partial<Expected>) => [
  ranked('revenue', 'client', limit, extra),
  ranked('order_count', 'client', limit, { status: 'any', ...extra }),
  ranked('order_count', 'client', limit, extra),
]
/** Orders per day this month: over the month's days so far, or over the days with orders. */
const ordersPerDay = () => [
  ...ordersBoth(thisMonth).map((of) => ({ ratio: { of, per: DAYS_THIS_MONTH } })),
  ...ordersBoth(thisMonth).map((of, i) => ({
    ratio: { of, per: distinctBoth('days', thisMonth)[i]! },
  })),
]
const revenueVs = (a: [string[], Partial<Expected>], b: [string[], Partial<Expected>]) =>
  compare(side(a[0], total('revenue', a[1])), side(b[0], total('revenue', b[1])))
/** OUT movements at a place: never cancelled, so one count whatever the status reading. */
const outsAt = (location: string, period: Partial<Expected>) =>
  at(location, total('order_count', { ...period, type: 'OUT', locations: `=${location}` }))

export const HELD_OUT_3: EvalCase[] = [
  // Ranges and single days
  en('revenue from April 10 to April 20', total('revenue', april10to20)),
  en('how much did i sell between may 2 and may 9', total('revenue', may2to9)),
  en('sales last friday', total('revenue', lastFriday)),
  en('units sold on the 5th', total('units', june5)),
  en('orders placed in September', everyOrder(september)),
  en(
    'revenue for the last 7 days',
    last7days.map((p) => total('revenue', p)),
  ),
  en('december turnover', total('revenue', december)),
  en('sales from feb 1st thru feb 14th', total('revenue', feb1to14)),
  es('ventas del 10 al 20 de abril', total('revenue', april10to20)),
  es('cuanto vendi entre el 2 y el 9 de mayo', total('revenue', may2to9)),
  es('unidades vendidas el viernes pasado', total('units', lastFriday)),
  es('pedidos del 5 de junio', everyOrder(june5)),
  es('facturacion de septiembre', total('revenue', september)),
  es(
    'ventas de los ultimos 7 dias',
    last7days.map((p) => total('revenue', p)),
  ),
  es('ventas de febrero', total('revenue', february)),

  // Order status
  en('how many orders are still pending', total('order_count', { status: 'pending' })),
  en('how many cancelled orders in May', total('order_count', { ...may, status: 'cancelled' })),
  en('what are my pending orders worth', total('revenue', { status: 'pending' })),
  en(
    'how much money did I lose to cancellations last month',
    total('revenue', { ...lastMonth, status: 'cancelled' }),
  ),
  en('orders per status last week', byStatus('order_count', lastWeek)),
  en(
    'how many orders have been fulfilled this month',
    total('order_count', { ...thisMonth, status: 'complete' }),
  ),
  en(
    'revenue of completed orders this year',
    total('revenue', { ...thisYear, status: 'complete' }),
  ),
  es('cuantos pedidos pendientes tengo', total('order_count', { status: 'pending' })),
  es('pedidos cancelados este mes', total('order_count', { ...thisMonth, status: 'cancelled' })),
  es('cuánto valen los pedidos pendientes', total('revenue', { status: 'pending' })),
  es(
    'importe de pedidos cancelados en 2025',
    total('revenue', { ...lastYear, status: 'cancelled' }),
  ),
  es('pedidos de la semana pasada por estado', byStatus('order_count', lastWeek)),
  es(
    'cuantos pedidos completados hubo en mayo',
    total('order_count', { ...may, status: 'complete' }),
  ),

  // Stock of a product at a place, under a threshold there, by location, at one place
  en(
    'how many Eco Chocolate 9 are at Main Warehouse',
    stockOf('Eco Chocolate 9', 'Main Warehouse'),
  ),
  en('Fresh Mug 10 stock at the airport kiosk', stockOf('Fresh Mug 10', 'Airport Kiosk')),
  en('what do I have at Downtown Store with less than 100 units', under(100, 'Downtown Store')),
  en('items below 30 in Main Warehouse', under(30, 'Main Warehouse')),
  en('stock per location', stock('location')),
  en('inventory by warehouse', stock('location')),
  en('how much inventory is at Airport Kiosk', stockAt('Airport Kiosk')),
  en('how many units of Classic Rice 10 do we have in total', stockOf('Classic Rice 10')),
  en('wats the total stock at downtown store', stockAt('Downtown Store')),
  es(
    'cuantas Eco Chocolate 9 quedan en Airport Kiosk',
    stockOf('Eco Chocolate 9', 'Airport Kiosk'),
  ),
  es('existencias de Fresh Mug 10 en Main Warehouse', stockOf('Fresh Mug 10', 'Main Warehouse')),
  es('que productos tienen menos de 40 unidades en Main Warehouse', under(40, 'Main Warehouse')),
  es('inventario por ubicacion', stock('location')),
  es('cuanto stock hay en Downtown Store', stockAt('Downtown Store')),
  es('stock total de Classic Rice 10', stockOf('Classic Rice 10')),
  es('productos bajo 170 uds en Airport Kiosk', under(170, 'Airport Kiosk')),

  // The catalog and the shop's records
  en('how big is my catalog', catalog()),
  en('number of active products', catalog(true)),
  en('how many products are deactivated', catalog(false)),
  en('how many clients do I have', records('clients')),
  en('how many locations', records('locations')),
  es('cuantos productos hay en total en el catalogo', catalog()),
  es('numero de productos desactivados', catalog(false)),
  es('cuantos clientes tengo', records('clients')),
  es('cuantos productos activos hay', catalog(true)),

  // Stock movements by type
  en('how many IN movements in August 2025', total('order_count', { ...august2025, type: 'IN' })),
  en('units received in July 2025', total('units', { ...july2025, type: 'IN' })),
  en('how many units went out via OUT last month', total('units', { ...lastMonth, type: 'OUT' })),
  en('number of OUT transactions this year', total('order_count', { ...thisYear, type: 'OUT' })),
  en('movements by type this year', byType(thisYear)),
  en(
    'stock receipts at Main Warehouse in 2025',
    (['order_count', 'units'] as const).map((value) =>
      total(value, { ...lastYear, type: 'IN', locations: '=Main Warehouse' }),
    ),
  ),
  en('OUT units by location this year', perLocation('units', { ...thisYear, type: 'OUT' })),
  es(
    'cuantas entradas hubo en agosto de 2025',
    total('order_count', { ...august2025, type: 'IN' }),
  ),
  es('unidades recibidas en julio 2025', total('units', { ...july2025, type: 'IN' })),
  es(
    'salidas OUT del mes pasado',
    (['order_count', 'units'] as const).map((value) => total(value, { ...lastMonth, type: 'OUT' })),
  ),
  es('movimientos por tipo este año', byType(thisYear)),
  es(
    'unidades que salieron por OUT en Airport Kiosk este año',
    total('units', { ...thisYear, type: 'OUT', locations: '=Airport Kiosk' }),
  ),

  // Rankings and the most orders by a client
  en('who ordered the most last year', topBuyer(lastYear)),
  en('client with the highest number of orders in May', mostOrders(may)),
  en('top 3 customers by revenue this quarter', ranked('revenue', 'client', 3, thisQuarter)),
  en('top 10 products by units sold in 2025', ranked('units', 'product', 10, lastYear)),
  en('best selling product yesterday', bestProduct(yesterday)),
  en('which location sold the most this month', bestLocation(thisMonth)),
  en(
    'rank my products by revenue last week',
    ranked('revenue', 'product', 100, { ...lastWeek, atLeast: 3 }),
  ),
  es('quien me hizo mas pedidos el año pasado', mostOrders(lastYear)),
  es('los 3 mejores clientes de este trimestre', bestClients(3, thisQuarter)),
  es('top 10 productos por unidades en 2025', ranked('units', 'product', 10, lastYear)),
  es('producto mas vendido de ayer', bestProduct(yesterday)),
  es('que ubicacion vendio mas este mes', bestLocation(thisMonth)),
  es(
    'ranking de productos x facturacion la semana pasada',
    ranked('revenue', 'product', 100, { ...lastWeek, atLeast: 3 }),
  ),

  // Informal writing
  en('hw many orders ystrday', everyOrder(yesterday)),
  en('revenue thisweek', total('revenue', thisWeek)),
  en('top 3 clients this yr', bestClients(3, thisYear)),
  en('pending ordrs value', total('revenue', { status: 'pending' })),
  en('sales by month 2025', series('revenue', 'month', lastYear)),
  en('units sold per week this month', series('units', 'week', thisMonth)),
  es('k vendi ayer', [total('revenue', yesterday), perProduct('units', yesterday)]),
  es('cuantos pedidos ay hoy', everyOrder(today)),
  es('ventas x cliente esta semana', perClient('revenue', thisWeek)),
  es('stock x ubicacion', stock('location')),
  es('facturacion estasemana', total('revenue', thisWeek)),
  es('q cliente compro mas el mes pasado', topBuyer(lastMonth)),

  // A product's or a client's lines; typos in names
  en(
    'how many units of Premium Jam 7 did I sell in May',
    total('units', { ...may, products: '=Premium Jam 7' }),
  ),
  en(
    'revenue from Honey Jar products this year',
    total('revenue', { ...thisYear, products: 'honey jar' }),
  ),
  en('what has Lucia Lopez bought this year', items('=Lucia Lopez', thisYear)),
  en("how much has Garcia's Shop spent with us", total('revenue', { clients: "=Garcia's Shop" })),
  en(
    'sales by product for Elena Rossi last month',
    perProduct('revenue', { ...lastMonth, clients: '=Elena Rossi' }),
  ),
  en('average order value in May', total('average_order_value', may)),
  en(
    'which clients bought Premium Jam 7 this year',
    (['units', 'revenue', 'order_count'] as const).map((value) =>
      perClient(value, { ...thisYear, products: '=Premium Jam 7' }),
    ),
  ),
  en('orders from Olga Rosi this year', everyOrder({ ...thisYear, clients: '=Olga Rossi' })),
  en('stock of Fresh Mugg 10', stockOf('Fresh Mug 10')),
  es(
    'cuantas unidades de Premium Jam 7 vendi en mayo',
    total('units', { ...may, products: '=Premium Jam 7' }),
  ),
  es(
    'ventas de Honey Jar este año',
    (['revenue', 'units'] as const).map((value) =>
      total(value, { ...thisYear, products: 'honey jar' }),
    ),
  ),
  es('que ha comprado Lucia Lopez este año', items('=Lucia Lopez', thisYear)),
  es('cuanto ha gastado Pablo Garcia', total('revenue', { clients: '=Pablo Garcia' })),
  es('ticket medio de mayo', total('average_order_value', may)),
  es(
    'ventas por producto de Elena Rossi el mes pasado',
    perProduct('revenue', { ...lastMonth, clients: '=Elena Rossi' }),
  ),
  es('ventas a Kenji Dubos', total('revenue', { clients: '=Kenji Dubois' })),

  // Comparisons, shares, averages, distinct counts, first and last dates
  en('compare revenue in March and April', revenueVs([LABEL.march, march], [LABEL.april, april])),
  en('did sales grow in May compared to April', revenueVs([LABEL.may, may], [LABEL.april, april])),
  en(
    'OUT movements at Airport Kiosk vs Main Warehouse this year',
    compare(outsAt('Airport Kiosk', thisYear), outsAt('Main Warehouse', thisYear)),
  ),
  en(
    'orders this week versus last week',
    ordersBoth({}).map((_, i) =>
      compare(
        side(LABEL.thisWeek, ordersBoth(thisWeek)[i]!),
        side(LABEL.lastWeek, ordersBoth(lastWeek)[i]!),
      ),
    ),
  ),
  en("what share of this year's revenue came from Hugo Smith", {
    share: {
      part: total('revenue', { ...thisYear, clients: '=Hugo Smith' }),
      whole: total('revenue', thisYear),
    },
  }),
  en('percentage of orders by status this month', {
    shares: byStatus('order_count', thisMonth),
  }),
  en('average number of orders per day this month', ordersPerDay()),
  en('how many customers bought in May', distinctBoth('clients', may)),
  en('how many different products sold yesterday', { distinct: 'products', where: yesterday }),
  en('when did Pablo Garcia last order', dateBoth('last', { clients: '=Pablo Garcia' })),
  en('date of the first OUT movement this year', {
    date: 'first',
    where: { ...thisYear, type: 'OUT' },
  }),
  es('compara marzo con abril en ventas', revenueVs([LABEL.march, march], [LABEL.april, april])),
  es(
    'compara el inventario de Downtown Store y Main Warehouse',
    compareStock('Downtown Store', 'Main Warehouse'),
  ),
  es('que porcentaje de las unidades vendidas en mayo fueron Honey Jar', {
    share: {
      part: total('units', { ...may, products: 'honey jar' }),
      whole: total('units', may),
    },
  }),
  es('cuantos clientes distintos compraron en mayo', distinctBoth('clients', may)),
  es('cuando fue el ultimo pedido de Pablo Garcia', dateBoth('last', { clients: '=Pablo Garcia' })),
  es('media de pedidos por dia este mes', ordersPerDay()),

  // Commands that would change data, and questions the shop's data cannot answer
  en('delete order 88', 'decline'),
  en('create a new client called Green Leaf', 'decline'),
  en('move 20 units of Fresh Mug 10 from Main Warehouse to Airport Kiosk', 'decline'),
  en('what will my sales be next month', 'decline'),
  en('what margin do I make on Premium Jam 7', 'decline'),
  en('send a reminder to clients with pending orders', 'decline'),
  en('which products are gluten free', 'decline'),
  es('borra el pedido 88', 'decline'),
  es('crea un producto nuevo llamado Té Rojo', 'decline'),
  es('pasa 20 unidades de Fresh Mug 10 a Airport Kiosk', 'decline'),
  es('cuanto voy a vender el mes que viene', 'decline'),
  es('que margen tengo en Premium Jam 7', 'decline'),
  es('manda un whatsapp a los clientes con pedidos pendientes', 'decline'),
]
