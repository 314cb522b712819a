// The ninth held-out set's questions of new kinds: written before the rules of round 25, by the
// same owners as held-out-9.ts (a pharmacy, a pet shop, a coffee roaster, a tile and paint shop,
// a bookshop): two periods or two places side by side, shares, averages, counts of distinct
// ones, first and last dates. Read as held-out-9.ts reads them (weeks start on Monday, a month
// without a year is the latest begun, an order count with or without its cancelled orders, money
// and units without them), and:
// - a comparison is two totals, one row per side or one row with a column per side;
// - an average per day divides by the period's days, or by the days that had orders;
// - an average per client divides by the clients who bought, or by every client of the shop;
// - "how many clients bought", a first or a last date: with or without the cancelled orders.
import {
  at,
  compare,
  compareStock,
  dateBoth,
  day,
  distinctBoth,
  LABEL,
  march,
  side,
} from './answer-keys'
import { type Answer, type Distinct, en, es, type EvalCase } from './answers'
import {
  april,
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

type Period = { from: string; to: string }
const q2 = { from: '2026-04-01', to: '2026-06-17' }
const july = { from: '2025-07-01', to: '2025-07-31' }
const christmas = ['christmas', 'navidad', '2025-12-25', 'dec 25', '25 dic', '25 de diciembre']
const boxingDay = ['boxing', '2025-12-26', 'dec 26', '26 dic']
const newYear = ['new year', 'año nuevo', '2026-01-01', 'jan 1', '1 ene', '1 de enero']

/** The same total over two periods, side by side. */
const periods = (
  value: Expected['value'],
  a: [string[], Period],
  b: [string[], Period],
  extra: Partial<Expected> = {},
) =>
  compare(
    side(a[0], total(value, { ...a[1], ...extra })),
    side(b[0], total(value, { ...b[1], ...extra })),
  )
/** Orders over two periods: counted with their cancelled ones, or without. */
const ordersOver = (a: [string[], Period], b: [string[], Period]) => [
  periods('order_count', a, b, { status: 'any' }),
  periods('order_count', a, b),
]
const share = (part: Expected, whole: Expected): Answer => ({ share: { part, whole } })
/** A period's money or units per day: over its days, or over the days that had orders. */
const perDay = (value: Expected['value'], period: Period, days: number): Answer[] => [
  { ratio: { of: total(value, period), per: days } },
  { ratio: { of: total(value, period), per: { distinct: 'days', where: period } } },
]
/** Money per client: over the clients who bought, or over every client of the shop. */
const perClient = (period: Period): Answer[] => [
  { ratio: { of: total('revenue', period), per: { distinct: 'clients', where: period } } },
  { ratio: { of: total('revenue', period), per: records('clients') } },
]
/** How many of the shop's clients have no order in the period, counted either way. */
const clientsWithout = (period: Period): Distinct[] =>
  [{ status: 'any' as const }, {}].map((status) => ({
    distinct: 'clients',
    where: { ...period, ...status },
    missing: 'all',
  }))
/** Each row's share of the whole, rows in time order or largest first. */
const sharesOver = (e: Expected): Answer[] => [
  { shares: e },
  { shares: { ...e, sort: 'value desc' } },
]

export const HELD_OUT_9_NEW_KINDS: EvalCase[] = [
  en(
    'compare revenue this month and last month',
    periods('revenue', [LABEL.thisMonth, thisMonth], [LABEL.lastMonth, lastMonth]),
  ),
  en(
    'sales this week versus last week, eh',
    periods('revenue', [LABEL.thisWeek, thisWeek], [LABEL.lastWeek, lastWeek]),
  ),
  en(
    'how did April do compared to March for units',
    periods('units', [LABEL.april, april], [LABEL.march, march]),
  ),
  en('stock at Airport Kiosk vs Downtown Store', compareStock('Airport Kiosk', 'Downtown Store')),
  en(
    'units received at Main Warehouse versus Airport Kiosk in July',
    compare(
      at('Main Warehouse', total('units', { ...july, type: 'IN', locations: '=Main Warehouse' })),
      at('Airport Kiosk', total('units', { ...july, type: 'IN', locations: '=Airport Kiosk' })),
    ),
  ),
  en(
    'what share of revenue came from coffee beans this year',
    share(total('revenue', { ...thisYear, products: 'coffee beans' }), total('revenue', thisYear)),
  ),
  en(
    'what % of revenue in May came from Victor Silva',
    share(
      total('revenue', { ...lastMonth, clients: '=Victor Silva' }),
      total('revenue', lastMonth),
    ),
  ),
  en('revenue share by month this year', sharesOver(series('revenue', 'month', thisYear))),
  en('whats the average order value this year', total('average_order_value', thisYear)),
  en('average daily revenue last month', perDay('revenue', lastMonth, 31)),
  en('avg units per order in May', {
    ratio: { of: total('units', lastMonth), per: total('order_count', lastMonth) },
  }),
  en('average spend per client this year', perClient(thisYear)),
  en(
    'how many different clients bought Coffee Beans last month',
    distinctBoth('clients', { ...lastMonth, products: 'coffee beans' }),
  ),
  en(
    'how many distinct products did Olga Novak order this year',
    distinctBoth('products', { ...thisYear, clients: '=Olga Novak' }),
  ),
  en('on how many days did we have orders in May', distinctBoth('days', lastMonth)),
  en('when did Grace Weber last order', dateBoth('last', { clients: '=Grace Weber' })),
  en(
    'when was Premium Mug 2 first sold this year',
    dateBoth('first', { ...thisYear, products: '=Premium Mug 2' }),
  ),
  en('when did we last receive stock', { date: 'last', where: { type: 'IN' } }),
  en('how many customers placed orders this week', distinctBoth('clients', thisWeek)),
  en(
    'Christmas Day vs Boxing Day sales',
    periods('revenue', [christmas, day('2025-12-25')], [boxingDay, day('2025-12-26')]),
  ),
  en('Q1 versus Q2 revenue so far', periods('revenue', [LABEL.q1, q1], [LABEL.q2, q2])),
  en('average revenue per day this week', perDay('revenue', thisWeek, 3)),
  en("how many clients haven't ordered this month", clientsWithout(thisMonth)),
  en("compare my sales with my competitor's down the street", 'decline'),
  en('what share of the Edinburgh coffee market do we have', 'decline'),

  es('ventas de mayo vs abril', periods('revenue', [LABEL.may, lastMonth], [LABEL.april, april])),
  es(
    'compará las unidades de esta semana con la semana pasada',
    periods('units', [LABEL.thisWeek, thisWeek], [LABEL.lastWeek, lastWeek]),
  ),
  es(
    'stock en Main Warehouse comparado con Airport Kiosk',
    compareStock('Main Warehouse', 'Airport Kiosk'),
  ),
  es('pedidos de ayer contra hoy', ordersOver([LABEL.yesterday, yesterday], [LABEL.today, today])),
  es(
    'qué porcentaje de la facturación de este año vino de Green Tea',
    share(total('revenue', { ...thisYear, products: 'green tea' }), total('revenue', thisYear)),
  ),
  es('porcentaje de ventas x cliente el mes pasado', {
    shares: ranked('revenue', 'client', 100, { ...lastMonth, sort: 'any' }),
  }),
  es('ticket promedio de mayo', total('average_order_value', lastMonth)),
  es('promedio de ventas diarias este mes', perDay('revenue', thisMonth, 17)),
  es('cuántas unidades por pedido en promedio el año pasado', {
    ratio: { of: total('units', lastYear), per: total('order_count', lastYear) },
  }),
  es(
    'cuántos clientes distintos compraron Hot Sauce este año',
    distinctBoth('clients', { ...thisYear, products: 'hot sauce' }),
  ),
  es('cuantos productos diferentes vendimos ayer', distinctBoth('products', yesterday)),
  es('cuándo fue el último pedido de Kenji Dubois', dateBoth('last', { clients: '=Kenji Dubois' })),
  es(
    "cuándo nos compró por primera vez Smith's Bakery este año",
    dateBoth('first', { ...thisYear, clients: "=Smith's Bakery" }),
  ),
  es('en cuántos días hubo ventas la semana pasada', distinctBoth('days', lastWeek)),
  es('cuándo fue la última salida de stock', { date: 'last', where: { type: 'OUT' } }),
  es(
    'facturación del primer trimestre vs el segundo',
    periods('revenue', [LABEL.q1, q1], [LABEL.q2, q2]),
  ),
  es('promedio de facturación por cliente en abril', perClient(april)),
  es('cuántos clientes no compraron nada la semana pasada', clientsWithout(lastWeek)),
  es(
    'ventas de Navidad comparadas con Año Nuevo',
    periods('revenue', [christmas, day('2025-12-25')], [newYear, day('2026-01-01')]),
  ),
  es(
    'qué % de las unidades de marzo fueron de Coffee Beans',
    share(total('units', { ...march, products: 'coffee beans' }), total('units', march)),
  ),
  es('cuántos clientes diferentes pidieron esta semana', distinctBoth('clients', thisWeek)),
  es(
    'cuándo vendimos por última vez Handmade Soap Bar 2',
    dateBoth('last', { products: '=Handmade Soap Bar 2' }),
  ),
  es(
    'diferencia de pedidos entre junio y mayo',
    ordersOver([LABEL.thisMonth, thisMonth], [LABEL.lastMonth, lastMonth]),
  ),
  es('compará mis ventas con las de la farmacia de enfrente', 'decline'),
  es('qué porcentaje del mercado de café tengo en Montevideo', 'decline'),
]
