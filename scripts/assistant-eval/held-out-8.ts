// The eighth held-out set: about 130 questions, half English half Spanish, as owners of small
// shops type or dictate them on a phone (short, rambling, polite, typos, numbers as words,
// regional English and Spanish), with about one in ten to decline (commands that would change
// data, questions outside the shop's data). Written and committed before the rules of round 24
// by someone who had not read the parser, its rules, the tuning sets or the earlier held-out
// questions; it is never tuned on. Dates are worked out by hand for EVAL_NOW, Wednesday
// 2026-06-17: weeks start on Monday, "last N days" is read with and without today, "the last N
// weeks" also as the N whole weeks before this one, a month or a day without a year is the latest
// one already begun. Order counts without a status count every order (and, as a second reading,
// every order but the cancelled ones); money and units leave cancelled orders out.
import { en, es, type EvalCase } from './answers'
import {
  bestProduct,
  byStatus,
  byType,
  catalog,
  day,
  items,
  march,
  mostOrders,
  ordersBoth,
  perClient,
  perProduct,
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
  q1,
  ranked,
  series,
  thisMonth,
  thisWeek,
  thisYear,
  today,
  total,
  yesterday,
} from './cases'

const range = (from: string, to: string) => ({ from, to })
const april = range('2026-04-01', '2026-04-30')
const december = range('2025-12-01', '2025-12-31')
const thisQuarter = range('2026-04-01', '2026-06-17')
const q4 = range('2025-10-01', '2025-12-31')
const y2025 = range('2025-01-01', '2025-12-31')
const firstHalfOfMay = range('2026-05-01', '2026-05-15')
const secondHalfOfMay = range('2026-05-16', '2026-05-31')
const firstHalfOfJune = range('2026-06-01', '2026-06-15')
const marchToMay = range('2026-03-01', '2026-05-31')

const dayBefore = (k: number) => new Date(Date.UTC(2026, 5, 17 - k)).toISOString().slice(0, 10)
/** "The last N days": N days up to today, or the N whole days before it. */
const lastDays = (n: number) => [
  range(dayBefore(n - 1), '2026-06-17'),
  range(dayBefore(n), '2026-06-16'),
]
/** "The last N weeks": as N×7 days, or as the N whole weeks before this one. */
const lastWeeks = (n: number) => [...lastDays(7 * n), range(dayBefore(7 * n + 2), '2026-06-14')]

/** "How much did we sell": money or units. */
const sold = (extra: Partial<Expected>) => [total('revenue', extra), total('units', extra)]
/** A top N, with the rows tied with the last one or without them. */
const top = (
  values: Expected['value'][],
  group: Parameters<typeof ranked>[1],
  n: number,
  extra: Partial<Expected> = {},
) =>
  values.flatMap((value) => [
    ranked(value, group, n, extra),
    ranked(value, group, n, { ties: true, ...extra }),
  ])

export const HELD_OUT_8: EvalCase[] = [
  // English: single days
  en('hey what did we take today', total('revenue', today)),
  en('yday sales pls', total('revenue', yesterday)),
  en('how many orders did we get friday just gone', ordersBoth(day('2026-06-12'))),
  en('how much did we do on christmas eve', sold(day('2025-12-24'))),
  en('new years day any orders? how many', ordersBoth(day('2026-01-01'))),
  en('flower shop here, what were our valentines day takings', total('revenue', day('2026-02-14'))),
  en('kindly share the total units sold on 5th june', total('units', day('2026-06-05'))),
  en('hw many units did we sell monday', total('units', day('2026-06-15'))),
  // English: months, ranges, halves, quarters, the year so far
  en('total takings for the month of march please', total('revenue', march)),
  en('how many units did we shift in april', total('units', april)),
  en(
    'what was the turnover from 1st to 10th june',
    total('revenue', range('2026-06-01', '2026-06-10')),
  ),
  en('sales from march through may', total('revenue', marchToMay)),
  en('how much did we sell in the first half of may', sold(firstHalfOfMay)),
  en('second half of last month how many orders did we get', ordersBoth(secondHalfOfMay)),
  en('how did q1 go money wise', total('revenue', q1)),
  en('whats our revenue year to date', total('revenue', thisYear)),
  en('how much did we bring in the last quarter of last year', total('revenue', q4)),
  en('this quarter revenue till date', total('revenue', thisQuarter)),
  en('what was december like for sales, the whole month', total('revenue', december)),
  // English: the last N days and weeks
  en(
    'revenue for the last seven days pls',
    lastDays(7).map((p) => total('revenue', p)),
  ),
  en(
    'no of orders past two weeks',
    lastWeeks(2).flatMap((p) => ordersBoth(p)),
  ),
  en(
    'units sold last thirty days',
    lastDays(30).map((p) => total('units', p)),
  ),
  en(
    'how much have we made over the last four weeks mate',
    lastWeeks(4).map((p) => total('revenue', p)),
  ),
  // English: averages
  en('avg order value last month', total('average_order_value', lastMonth)),
  en('whats the average basket this week', [
    total('average_order_value', thisWeek),
    { ratio: { of: total('units', thisWeek), per: total('order_count', thisWeek) } },
  ]),
  // English: per product, client, status, month, week, day
  en('yesterdays revenue broken down by product', perProduct('revenue', yesterday)),
  en('units per customer last week', perClient('units', lastWeek)),
  en('break down this months orders by status', byStatus('order_count', thisMonth)),
  en('month by month revenue this year', series('revenue', 'month', thisYear)),
  en('weekly order numbers for june', [
    series('order_count', 'week', { status: 'any', ...thisMonth }),
    series('order_count', 'week', thisMonth),
  ]),
  en('sales for each day last week', series('revenue', 'day', lastWeek)),
  // English: top N, worst, least
  en('top five products by revenue this year', top(['revenue'], 'product', 5, thisYear)),
  en('who are my three best customers last quarter', [
    ...top(['revenue'], 'client', 3, q1),
    ...top(['order_count'], 'client', 3, q1),
    ...top(['order_count'], 'client', 3, { status: 'any', ...q1 }),
  ]),
  en('what sold the worst this year', [
    ranked('units', 'product', 1, { sort: 'value asc', ties: true, ...thisYear }),
    ranked('revenue', 'product', 1, { sort: 'value asc', ties: true, ...thisYear }),
  ]),
  en(
    '5 least popular items in 2025 by units',
    top(['units'], 'product', 5, { sort: 'value asc', ...y2025 }),
  ),
  en('top 10 clients by number of orders this yr', [
    ...top(['order_count'], 'client', 10, thisYear),
    ...top(['order_count'], 'client', 10, { status: 'any', ...thisYear }),
  ]),
  en('whats been the best seller this week', bestProduct(thisWeek)),
  en('which day last week was busiest for orders', [
    ranked('order_count', 'day', 1, { ties: true, ...lastWeek }),
    ranked('order_count', 'day', 1, { status: 'any', ties: true, ...lastWeek }),
  ]),
  en(
    'best month this year in terms of revenue',
    ranked('revenue', 'month', 1, { ties: true, ...thisYear }),
  ),
  en('who orders from us the most', mostOrders()),
  // English: pending, cancelled, delivered
  en('how many orders r still pending', total('order_count', { status: 'pending' })),
  en('how much money is sitting in open orders', total('revenue', { status: 'pending' })),
  en(
    'how many orders got cancelled last month',
    total('order_count', { status: 'cancelled', ...lastMonth }),
  ),
  en(
    'delivered orders last week how many',
    total('order_count', { status: 'complete', ...lastWeek }),
  ),
  en('value of cancelled orders this year', total('revenue', { status: 'cancelled', ...thisYear })),
  // English: one client, one product
  en('how much has olga kin spent with us all up', total('revenue', { clients: '=Olga Kim' })),
  en('hugo smth orders this yr', ordersBoth({ clients: '=Hugo Smith', ...thisYear })),
  en('what did lopezs bakery buy last month', items("=Lopez's Bakery", lastMonth)),
  en('hi, could you tell me what grace webber ordered in april', items('=Grace Weber', april)),
  en(
    'how many classic flower 10 did we sell in may',
    total('units', { products: '=Classic Flour 10', ...lastMonth }),
  ),
  en(
    'revenue from organik pasta 2 this year',
    total('revenue', { products: '=Organic Pasta 2', ...thisYear }),
  ),
  en(
    'how many bags of coffee beans went this month',
    total('units', { products: 'Coffee Beans', ...thisMonth }),
  ),
  en(
    'avg order value for kims store so far this year',
    total('average_order_value', { clients: "=Kim's Store", ...thisYear }),
  ),
  // English: stock
  en(
    'how many deluxe vineger 8 have we got at the main warehouse',
    stockOf('Deluxe Vinegar 8', 'Main Warehouse'),
  ),
  en(
    'how many fresh soap bar five left at the airport kiosk',
    stockOf('Fresh Soap Bar 5', 'Airport Kiosk'),
  ),
  en('anything under fifty units at the main warehouse', under(50, 'Main Warehouse')),
  en('stock levels by location please', stock('location')),
  en('total units in stock across everything', stockAt()),
  // English: catalog, clients, movements
  en('how many products are in the catalogue', [catalog(), catalog(true)]),
  en('how many inactive products do i have', catalog(false)),
  en('number of customers on the books', total('record_count', { count: 'clients' })),
  en(
    'how many stock deliveries came in at downtown store last august',
    total('order_count', {
      type: 'IN',
      locations: '=Downtown Store',
      ...range('2025-08-01', '2025-08-31'),
    }),
  ),
  en('stock movements by type last month', byType(lastMonth)),
  en(
    'how many units were taken out as OUT movements in march',
    total('units', { type: 'OUT', ...march }),
  ),
  // English: to decline
  en('cancel all the pending orders from today', 'decline'),
  en('delete olga kim please', 'decline'),
  en('add 50 units of classic flour 10 to the warehouse', 'decline'),
  en('email hugo smith his invoice for may', 'decline'),
  en('whats the weather doing in melbourne tomorrow', 'decline'),
  en('what are my competitors charging for coffee beans', 'decline'),
  en('should i put my prices up', 'decline'),

  // Spanish: single days
  es('cuanto vendimos hoy', sold(today)),
  es('che cuánto facturamos ayer', total('revenue', yesterday)),
  es('cuantos pedidos entraron el viernes', ordersBoth(day('2026-06-12'))),
  es('cuanto se vendio en nochebuena', sold(day('2025-12-24'))),
  es('el día de reyes cuantos pedidos tuvimos', ordersBoth(day('2026-01-06'))),
  es('me regala la facturacion del 9 de junio porfa', total('revenue', day('2026-06-09'))),
  // Spanish: months, ranges, halves, quarters, the year so far
  es('oye cuanto facturamos en marzo', total('revenue', march)),
  es('cuantas unidades vendimos en abril wey', total('units', april)),
  es('ventas del 1 al 10 de junio', total('revenue', range('2026-06-01', '2026-06-10'))),
  es('cuanto vendimos entre marzo y mayo', sold(marchToMay)),
  es('la primera quincena de junio cuanto facturamos', total('revenue', firstHalfOfJune)),
  es('pedidos de la segunda quincena de mayo', ordersBoth(secondHalfOfMay)),
  es('cuánto llevamos facturado en lo que va del año', total('revenue', thisYear)),
  es('cuanto facturamos el primer trimestre del año', total('revenue', q1)),
  es('cuanto hemos facturado este trimestre tío', total('revenue', thisQuarter)),
  es('que tal diciembre en plata', total('revenue', december)),
  // Spanish: the last N days and weeks
  es(
    'ventas de los ultimos 7 dias porfa',
    lastDays(7).map((p) => total('revenue', p)),
  ),
  es(
    'cuantos pedidos en los últimos quince días',
    lastDays(15).flatMap((p) => ordersBoth(p)),
  ),
  es(
    'cuantas unidades vendimos las ultimas dos semanas',
    lastWeeks(2).map((p) => total('units', p)),
  ),
  es(
    'facturación últimos 30 días po',
    lastDays(30).map((p) => total('revenue', p)),
  ),
  // Spanish: averages
  es('ticket promedio del mes pasado', total('average_order_value', lastMonth)),
  es('de cuanto es el pedido promedio esta semana', total('average_order_value', thisWeek)),
  // Spanish: per product, client, status, month, week, day
  es('ventas x producto de ayer', perProduct('revenue', yesterday)),
  es('unidades por cliente la semana pasada', perClient('units', lastWeek)),
  es('pedidos de este mes por estado', byStatus('order_count', thisMonth)),
  es('facturacion mes a mes este año', series('revenue', 'month', thisYear)),
  es('pedidos por semana en junio', [
    series('order_count', 'week', { status: 'any', ...thisMonth }),
    series('order_count', 'week', thisMonth),
  ]),
  es('ventas dia por dia de la semana pasada', series('revenue', 'day', lastWeek)),
  // Spanish: top N, worst, least
  es('los 5 productos que mas facturaron este año', top(['revenue'], 'product', 5, thisYear)),
  es('mis tres mejores clientes del trimestre pasado', [
    ...top(['revenue'], 'client', 3, q1),
    ...top(['order_count'], 'client', 3, q1),
    ...top(['order_count'], 'client', 3, { status: 'any', ...q1 }),
  ]),
  es('que fue lo que peor se vendio este año', [
    ranked('units', 'product', 1, { sort: 'value asc', ties: true, ...thisYear }),
    ranked('revenue', 'product', 1, { sort: 'value asc', ties: true, ...thisYear }),
  ]),
  es(
    'los cinco productos con menos unidades vendidas en 2025',
    top(['units'], 'product', 5, { sort: 'value asc', ...y2025 }),
  ),
  es('top diez clientes x cantidad de pedidos este año', [
    ...top(['order_count'], 'client', 10, thisYear),
    ...top(['order_count'], 'client', 10, { status: 'any', ...thisYear }),
  ]),
  es('el producto mas vendido de esta semana', bestProduct(thisWeek)),
  es('que dia de la semana pasada tuvimos mas pedidos', [
    ranked('order_count', 'day', 1, { ties: true, ...lastWeek }),
    ranked('order_count', 'day', 1, { status: 'any', ties: true, ...lastWeek }),
  ]),
  es(
    'el mejor mes del año en facturación',
    ranked('revenue', 'month', 1, { ties: true, ...thisYear }),
  ),
  es('quien es el cliente que mas nos compra', topBuyer({})),
  // Spanish: pending, cancelled, delivered
  es('cuantos pedidos tengo pendientes', total('order_count', { status: 'pending' })),
  es('cuanta plata hay en pedidos pendientes', total('revenue', { status: 'pending' })),
  es(
    'cuantos pedidos se cancelaron el mes pasado',
    total('order_count', { status: 'cancelled', ...lastMonth }),
  ),
  es(
    'cuantos pedidos se entregaron la semana pasada',
    total('order_count', { status: 'complete', ...lastWeek }),
  ),
  es(
    'cuánto suman los pedidos cancelados de este año',
    total('revenue', { status: 'cancelled', ...thisYear }),
  ),
  // Spanish: one client, one product
  es('cuanto nos ha comprado marta kim', total('revenue', { clients: '=Marta Kim' })),
  es('pedidos de nico novack este año', ordersBoth({ clients: '=Nico Novak', ...thisYear })),
  es('que le vendimos a rossis pantry el mes pasado', items("=Rossi's Pantry", lastMonth)),
  es('que productos compro lucía webber en abril', items('=Lucia Weber', april)),
  es(
    'cuantas unidades de deluxe vinagre 8 vendimos en mayo',
    total('units', { products: '=Deluxe Vinegar 8', ...lastMonth }),
  ),
  es(
    'facturación del small jam 3 este año',
    total('revenue', { products: '=Small Jam 3', ...thisYear }),
  ),
  es(
    'cuanto chocolate vendimos este mes en unidades',
    total('units', { products: 'Chocolate', ...thisMonth }),
  ),
  es(
    'ticket promedio de smiths bakery en lo que va del año',
    total('average_order_value', { clients: "=Smith's Bakery", ...thisYear }),
  ),
  // Spanish: stock
  es(
    'cuanto stock hay de organic candle 5 en el downtown store',
    stockOf('Organic Candle 5', 'Downtown Store'),
  ),
  es(
    'cuántos large notebok 8 quedan en main warehouse',
    stockOf('Large Notebook 8', 'Main Warehouse'),
  ),
  es(
    'que productos tienen menos de doscientas unidades en el airport kiosk',
    under(200, 'Airport Kiosk'),
  ),
  es('existencias por ubicacion', stock('location')),
  es('cuantas unidades tengo en stock en total', stockAt()),
  // Spanish: catalog, clients, movements
  es('cuantos productos tenemos en el catalogo', [catalog(), catalog(true)]),
  es('cuantos productos activos hay', catalog(true)),
  es('cuantos clientes tenemos registrados', total('record_count', { count: 'clients' })),
  es(
    'cuantas entradas de mercaderia tuvo airport kiosk en julio del año pasado',
    total('order_count', {
      type: 'IN',
      locations: '=Airport Kiosk',
      ...range('2025-07-01', '2025-07-31'),
    }),
  ),
  es('movimientos de stock por tipo en marzo', byType(march)),
  es(
    'cuantas unidades salieron por movimientos de salida en abril',
    total('units', { type: 'OUT', ...april }),
  ),
  // Spanish: to decline
  es('cancela los pedidos pendientes de ayer', 'decline'),
  es('borra el producto small jam 3', 'decline'),
  es('crea un pedido para marta kim de 3 small jam 3', 'decline'),
  es('actualiza el precio del deluxe vinegar 8 a 5 euros', 'decline'),
  es('mandale un mail a nico novak con su factura', 'decline'),
  es('va a llover mañana en bogota', 'decline'),
  es('cuanto vale el dolar hoy', 'decline'),
]
