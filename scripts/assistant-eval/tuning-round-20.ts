// A twentieth tuning round, written before its rules and tuned on (shown with --verbose): the
// kinds of held-out-4 in phrasings of its own — ranges and single days, order status, stock at a
// place, the catalog, movements, rankings from the bottom and by month or day, informal writing,
// typos in names, comparisons, shares, averages, distinct counts, first and last dates, commands
// and questions outside the data. Dates are worked out by hand for EVAL_NOW (Wednesday 2026-06-17).
// The last part holds the questions of its own written while the rules were made, so that what
// they were tuned on is scored too.
import { en, es, type EvalCase } from './answers'
import {
  bestProduct,
  byStatus,
  catalog,
  compare,
  dateBoth,
  day,
  distinctBoth,
  everyOrder,
  items,
  mostOrders,
  ordersBoth,
  perLocation,
  stockAt,
  side,
  stock,
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
  thisMonth,
  thisWeek,
  thisYear,
  total,
  yesterday,
} from './cases'

const may = lastMonth
const february = { from: '2026-02-01', to: '2026-02-28' }
const may5to12 = { from: '2026-05-05', to: '2026-05-12' }
const q3of2025 = { from: '2025-07-01', to: '2025-09-30' }
const october2025 = { from: '2025-10-01', to: '2025-10-31' }
const sinceApril20 = { from: '2026-04-20', to: '2026-06-17' }
const threeDaysAgo = day('2026-06-14')
const may20 = day('2026-05-20')
const lastSaturday = day('2026-06-13')
const last10days = [
  { from: '2026-06-08', to: '2026-06-17' },
  { from: '2026-06-07', to: '2026-06-16' },
]
const march2025 = { from: '2025-03-01', to: '2025-03-31' }
const may2025 = { from: '2025-05-01', to: '2025-05-31' }
const december2025 = { from: '2025-12-01', to: '2025-12-31' }
const LABEL_APRIL = ['april', 'abril', '2026-04']
const LABEL_MAY = ['may', 'mayo', '2026-05']

const revenueVs = (a: [string[], Partial<Expected>], b: [string[], Partial<Expected>]) =>
  compare(side(a[0], total('revenue', a[1])), side(b[0], total('revenue', b[1])))
const bestMonth = (period: Partial<Expected>) =>
  (['revenue', 'units'] as const).map((value) =>
    ranked(value, 'month', 1, { ties: true, ...period }),
  )
const ordersPerDayLastWeek = ordersBoth(lastWeek).flatMap((of, i) => [
  { ratio: { of, per: 7 } },
  { ratio: { of, per: distinctBoth('days', lastWeek)[i]! } },
])

export const TUNING_ROUND_20: EvalCase[] = [
  // Ranges and single days
  en('revenue 3 days ago', total('revenue', threeDaysAgo)),
  en('sales from the 5th to the 12th of may', total('revenue', may5to12)),
  en('units sold in february 2026', total('units', february)),
  en('orders on may 20', everyOrder(may20)),
  en('turnover in Q3 2025', total('revenue', q3of2025)),
  en('sales since april 20', total('revenue', sinceApril20)),
  en(
    'revenue past 10 days',
    last10days.map((p) => total('revenue', p)),
  ),
  es('cuanto vendimos hace 3 dias', total('revenue', threeDaysAgo)),
  es('ventas del 5 al 12 de mayo', total('revenue', may5to12)),
  es('facturacion del tercer trimestre de 2025', total('revenue', q3of2025)),
  es('ventas desde el 20 de abril', total('revenue', sinceApril20)),
  es(
    'ingresos de los ultimos 10 dias',
    last10days.map((p) => total('revenue', p)),
  ),
  es('pedidos del sabado pasado', everyOrder(lastSaturday)),
  es('ventas de octubre del año pasado', total('revenue', october2025)),

  // Order status
  en('worth of pending orders', total('revenue', { status: 'pending' })),
  en('value of cancelled orders this year', total('revenue', { ...thisYear, status: 'cancelled' })),
  en('orders by status last month', byStatus('order_count', lastMonth)),
  es('cuantos pedidos abiertos hay', total('order_count', { status: 'pending' })),
  es('estado de los pedidos de esta semana', byStatus('order_count', thisWeek)),

  // Stock
  en('how many Small Jam 3 left at Airport Kiosk', stockOf('Small Jam 3', 'Airport Kiosk')),
  en('stock of Eco Jam 9 in the downtown store', stockOf('Eco Jam 9', 'Downtown Store')),
  en('products under 80 units at downtown store', under(80, 'Downtown Store')),
  en('sum of all stock', stock('none')),
  es('cuantas Small Jam 3 quedan en Airport Kiosk', stockOf('Small Jam 3', 'Airport Kiosk')),
  es('productos con menos de 90 unidades en Airport Kiosk', under(90, 'Airport Kiosk')),
  es('stock total en unidades', stock('none')),

  // The catalog
  en('how many active items', catalog(true)),
  en('count of products', catalog()),
  es('cuantos productos activos tengo', catalog(true)),
  es('cuantas ubicaciones tengo', records('locations')),

  // Movements
  en(
    'number of IN transactions at Airport Kiosk in 2025',
    total('order_count', { ...lastYear, type: 'IN', locations: '=Airport Kiosk' }),
  ),
  en('OUT units this year', total('units', { ...thisYear, type: 'OUT' })),
  es('cuantas salidas OUT hubo este año', total('order_count', { ...thisYear, type: 'OUT' })),
  es(
    'entradas por ubicacion en 2025',
    (['order_count', 'units'] as const).map((value) =>
      perLocation(value, { ...lastYear, type: 'IN' }),
    ),
  ),

  // Rankings
  en('top 3 products by units in may', ranked('units', 'product', 3, may)),
  en('client with the most orders this year', mostOrders(thisYear)),
  en(
    'worst 5 clients by revenue in 2025',
    ranked('revenue', 'client', 5, { ...lastYear, sort: 'value asc' }),
  ),
  en(
    'which month of 2025 had the most revenue',
    ranked('revenue', 'month', 1, { ...lastYear, ties: true }),
  ),
  es('los 5 productos que mas facturaron en 2025', ranked('revenue', 'product', 5, lastYear)),
  es('cliente con mas pedidos este año', mostOrders(thisYear)),
  es('que mes de 2025 vendi mas', bestMonth(lastYear)),

  // Informal writing, typos in names, a client's items
  en('ordrs this wk', everyOrder(thisWeek)),
  en('what did Elena Rossi buy in may', items('=Elena Rossi', may)),
  en('Fresh Mugg 10 units sold in may', total('units', { ...may, products: '=Fresh Mug 10' })),
  es('k vendimos ayer', [
    total('revenue', yesterday),
    ranked('units', 'product', 100, { ...yesterday, sort: 'any' }),
  ]),
  es('que compro Elena Rossi en mayo', items('=Elena Rossi', may)),
  es('pedidos de Pablo Garsia', everyOrder({ clients: '=Pablo Garcia' })),

  // Comparisons, shares, averages, distinct counts, first and last dates
  en('compare april and may revenue', revenueVs([LABEL_APRIL, april], [LABEL_MAY, may])),
  en(
    'Olga Rossi vs Hugo Smith revenue this year',
    compare(
      side(['Olga Rossi'], total('revenue', { ...thisYear, clients: '=Olga Rossi' })),
      side(['Hugo Smith'], total('revenue', { ...thisYear, clients: '=Hugo Smith' })),
    ),
  ),
  en('percentage of orders still pending', {
    share: { part: total('order_count', { status: 'pending' }), whole: everyOrder() },
  }),
  en('average units per order this year', {
    ratio: { of: total('units', thisYear), per: total('order_count', thisYear) },
  }),
  en('distinct clients this week', distinctBoth('clients', thisWeek)),
  en('when did Lucia Lopez first order', dateBoth('first', { clients: '=Lucia Lopez' })),
  es('porcentaje de pedidos cancelados este año', {
    share: {
      part: total('order_count', { ...thisYear, status: 'cancelled' }),
      whole: everyOrder(thisYear),
    },
  }),
  es('media de pedidos por dia la semana pasada', ordersPerDayLastWeek),
  es('cuantos clientes distintos compraron esta semana', distinctBoth('clients', thisWeek)),
  es('cuando fue el primer pedido de Lucia Lopez', dateBoth('first', { clients: '=Lucia Lopez' })),
  es('compara abril y mayo en facturacion', revenueVs([LABEL_APRIL, april], [LABEL_MAY, may])),
  es('ticket medio de este mes', total('average_order_value', thisMonth)),

  // Commands and questions outside the data
  en('delete client Hugo Smith', 'decline'),
  en('refund order 45', 'decline'),
  en("what's my profit margin this year", 'decline'),
  en('which employee sold the most', 'decline'),
  es('borra el producto Eco Jam 9', 'decline'),
  es('cual fue mi beneficio este año', 'decline'),
  es('que empleado vendio mas', 'decline'),
  es('sube el precio de Small Jam 3 un 10%', 'decline'),

  // Written while the rules were made
  en('sales in march of last year', total('revenue', march2025)),
  es('ventas de marzo del año pasado', total('revenue', march2025)),
  en("sales for last year's december", total('revenue', december2025)),
  es('ventas en mayo y abril', [
    revenueVs([LABEL_MAY, may], [LABEL_APRIL, april]),
    total('revenue', { from: '2026-04-01', to: '2026-05-31' }),
  ]),
  en('sales last month last year', total('revenue', may2025)),
  en('distinct products sold in may', { distinct: 'products', where: may }),
  es('clientes unicos este mes', distinctBoth('clients', thisMonth)),
  en('how many units do we have', stock('none')),
  es('cuantas unidades hay en total', stock('none')),
  en('what did Olga Rossi order this year', items('=Olga Rossi', thisYear)),
  en(
    'which location has the most stock',
    [{}, { withInactive: true as const }].map((inactive) =>
      ranked('stock', 'location', 1, { ties: true, ...inactive }),
    ),
  ),
  en('Eco Jam 9 sold in may', total('units', { ...may, products: '=Eco Jam 9' })),
  en('most popular product this year', bestProduct(thisYear)),
  en('sales on the 3rd', total('revenue', day('2026-06-03'))),
  es('cuanto vendimos el finde', total('revenue', { from: '2026-06-13', to: '2026-06-14' })),
  en(
    'how much did we sell from the 10th',
    total('revenue', { from: '2026-06-10', to: '2026-06-17' }),
  ),
  en(
    'where do we sell the most',
    (['revenue', 'units'] as const).map((value) => ranked(value, 'location', 1, { ties: true })),
  ),
  en('how many units do I have at Airport Kiosk', stockAt('Airport Kiosk')),
  en('make Eco Jam 9 inactive', 'decline'),
  es('anula el pedido 33', 'decline'),
  en('how many Eco Jam 9 at North', 'decline'),
]
