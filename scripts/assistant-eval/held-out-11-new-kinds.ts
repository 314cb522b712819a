// The eleventh held-out set of new kinds: 50 questions (25 English, 25 Spanish, 4 to decline) —
// two periods, two places, two products or two clients compared, shares of a total, averages per
// order, per day and per client, counts of distinct clients, products and days, first and last
// dates — written blind before the rules of round 27 and never to be tuned on. Voices: owners of
// a coffee roaster, a stationery shop, a bookshop, a pet shop, a wine shop and a toy shop, terse
// or chatty, with typos and missing accents. Dates are worked out by hand for EVAL_NOW (Wednesday
// 2026-06-17): weeks start on Monday; a month without a year is the latest one already begun. An
// order count without a status reads two ways (every order, or every order but the cancelled
// ones); money and units leave cancelled orders out.
import { en, es, type EvalCase } from './answers'
import {
  LABEL,
  at,
  catalog,
  compare,
  dateBoth,
  day,
  distinctBoth,
  march,
  ordersBoth,
  perLocation,
  side,
  stockOf,
} from './answer-keys'
import {
  type Expected,
  lastMonth,
  lastWeek,
  lastYear,
  q1,
  records,
  thisMonth,
  thisWeek,
  thisYear,
  today,
  total,
  yesterday,
} from './cases'

const may = lastMonth
const january = { from: '2026-01-01', to: '2026-01-31' }
const february = { from: '2026-02-01', to: '2026-02-28' }
const april = { from: '2026-04-01', to: '2026-04-30' }
const q4of2025 = { from: '2025-10-01', to: '2025-12-31' }
const thisQuarter = { from: '2026-04-01', to: '2026-06-17' }
const dayBeforeYesterday = day('2026-06-15')
const lastWednesday = day('2026-06-10')
const DAYS_THIS_MONTH = 17

const FEBRUARY = ['february', 'febrero', '2026-02']
const JANUARY = ['january', 'enero', '2026-01']
const Q4 = ['q4', 't4', 'fourth quarter', 'cuarto trimestre', '2025-10']
const DAY_BEFORE = ['day before', 'anteayer', '2026-06-15', 'jun 15', '15 jun']
const LAST_WEDNESDAY = ['last wednesday', 'miercoles pasado', '2026-06-10', 'jun 10', '10 jun']

const vs = (
  value: Expected['value'],
  a: [string[], Partial<Expected>],
  b: [string[], Partial<Expected>],
) => compare(side(a[0], total(value, a[1])), side(b[0], total(value, b[1])))
/** One product, or one client, against another over a period. */
const named = (
  value: Expected['value'],
  key: 'products' | 'clients',
  a: string,
  b: string,
  period: Partial<Expected>,
) => vs(value, [[a], { ...period, [key]: `=${a}` }], [[b], { ...period, [key]: `=${b}` }])
const stockVs = (product: string, a: string, b: string) =>
  compare(at(a, stockOf(product, a)), at(b, stockOf(product, b)))
const outsVs = (a: string, b: string, period: Partial<Expected>) =>
  compare(
    at(a, total('order_count', { ...period, type: 'OUT', locations: `=${a}` })),
    at(b, total('order_count', { ...period, type: 'OUT', locations: `=${b}` })),
  )
const shareOf = (part: Expected, whole: Expected) => ({ share: { part, whole } })
/** Cancelled orders over every order of the period. */
const cancelledShare = (period: Partial<Expected>) =>
  shareOf(
    total('order_count', { ...period, status: 'cancelled' }),
    total('order_count', { ...period, status: 'any' }),
  )
/** A figure per day: over the period's days, or over the days it had sales. */
const perDay = (of: Expected[], days: number, period: Partial<Expected>) =>
  of.flatMap((o) => [
    { ratio: { of: o, per: days } },
    { ratio: { of: o, per: { distinct: 'days' as const, where: period } } },
  ])
/** Spend per client: over the clients who bought, or over every client. */
const perClientSpend = (period: Partial<Expected>) => [
  ...distinctBoth('clients', period).map((per) => ({
    ratio: { of: total('revenue', period), per },
  })),
  { ratio: { of: total('revenue', period), per: records('clients') } },
]
/** Products or clients with no sale in the period, cancelled orders counted as sales or not. */
const without = (
  of: 'products' | 'clients',
  period: Partial<Expected>,
  missing: 'all' | 'active',
) =>
  [{ status: 'any' as const }, {}].map((status) => ({
    distinct: of,
    where: { ...period, ...status },
    missing,
  }))

export const HELD_OUT_11_NEW_KINDS: EvalCase[] = [
  // Two periods, two products, two clients, two places compared
  en(
    'yesterday vs the day before, revenue?',
    vs('revenue', [LABEL.yesterday, yesterday], [DAY_BEFORE, dayBeforeYesterday]),
  ),
  en(
    'how did March compare with February in units sold',
    vs('units', [LABEL.march, march], [FEBRUARY, february]),
  ),
  en(
    'was Q1 2026 better than Q4 2025 in revenue? show both',
    vs('revenue', [Q4, q4of2025], [LABEL.q1, q1]),
  ),
  en(
    'units sold this year: Deluxe Coffee Beans 6 vs Classic Coffee Beans 3',
    named('units', 'products', 'Deluxe Coffee Beans 6', 'Classic Coffee Beans 3', thisYear),
  ),
  en(
    'Small Notebook 9 - how many at Downtown Store and how many at Airport Kiosk?',
    stockVs('Small Notebook 9', 'Downtown Store', 'Airport Kiosk'),
  ),
  en(
    'Marta Kim vs Ben Weber, total spend in 2025',
    named('revenue', 'clients', 'Marta Kim', 'Ben Weber', lastYear),
  ),

  // Shares
  en(
    'notebooks as a % of May revenue',
    shareOf(total('revenue', { ...may, products: 'notebook' }), total('revenue', may)),
  ),
  en('of all the orders in Q1, what % ended up cancelled', cancelledShare(q1)),
  en(
    "how important is Lopez's Bakery for us? what % of 2025 revenue did they bring",
    shareOf(
      total('revenue', { ...lastYear, clients: "=Lopez's Bakery" }),
      total('revenue', lastYear),
    ),
  ),
  en('what percentage of the catalogue is active', shareOf(catalog(true), catalog())),
  en(
    "what % of last week's orders are still pending",
    shareOf(
      total('order_count', { ...lastWeek, status: 'pending' }),
      total('order_count', { ...lastWeek, status: 'any' }),
    ),
  ),

  // Averages
  en('average spend per order this quarter', total('average_order_value', thisQuarter)),
  en(
    'avg revenue per day this month so far',
    perDay([total('revenue', thisMonth)], DAYS_THIS_MONTH, thisMonth),
  ),
  en('on average how many units are in an order, Q1', {
    ratio: { of: total('units', q1), per: total('order_count', q1) },
  }),
  en(
    "bookshop owner here - what's the average spend per client this year?",
    perClientSpend(thisYear),
  ),
  en('average units sold a day last week', perDay([total('units', lastWeek)], 7, lastWeek)),

  // Counts of distinct things
  en('in Q1 how many separate customers placed orders', distinctBoth('clients', q1)),
  en('this week so far, how many different items have we sold at least once', {
    distinct: 'products',
    where: thisWeek,
  }),
  en(
    "how many customers didn't buy anything from us last week",
    without('clients', lastWeek, 'all'),
  ),
  en('march: count of days with at least one order', distinctBoth('days', march)),

  // First and last dates
  en('when did Ana Dubois first buy from us', dateBoth('first', { clients: '=Ana Dubois' })),
  en('last time we sold a Premium Chocolate 6?', {
    date: 'last',
    where: { products: '=Premium Chocolate 6' },
  }),
  en('when was our most recent OUT movement at Main Warehouse', {
    date: 'last',
    where: { type: 'OUT', locations: '=Main Warehouse' },
  }),

  // Outside the shop's data
  en('compare our prices with the supermarket down the road', 'decline'),
  en("what's our average profit margin per order this year", 'decline'),

  // Comparaciones
  es(
    'cuánto facturamos hoy comparado con el miércoles pasado',
    vs('revenue', [LABEL.today, today], [LAST_WEDNESDAY, lastWednesday]),
  ),
  es(
    'enero contra febrero, unidades vendidas',
    vs('units', [JANUARY, january], [FEBRUARY, february]),
  ),
  es(
    'numero de pedidos este año frente al año pasado',
    ordersBoth({}).map((_, i) =>
      compare(
        side(LABEL.y2026, ordersBoth(thisYear)[i]!),
        side(LABEL.y2025, ordersBoth(lastYear)[i]!),
      ),
    ),
  ),
  es(
    'Eco Green Tea 4 o Organic Green Tea 5, cual facturó mas en mayo',
    named('revenue', 'products', 'Eco Green Tea 4', 'Organic Green Tea 5', may),
  ),
  es(
    'cuanto Fresh Granola 3 tengo en Main Warehouse y cuanto en Downtown Store',
    stockVs('Fresh Granola 3', 'Main Warehouse', 'Downtown Store'),
  ),
  es(
    'salidas OUT: Main Warehouse contra Airport Kiosk en 2025',
    outsVs('Main Warehouse', 'Airport Kiosk', lastYear),
  ),

  // Porcentajes
  es(
    'qué parte de las ventas de abril fueron de Olive Oil, en %',
    (['revenue', 'units'] as const).map((value) =>
      shareOf(total(value, { ...april, products: 'olive oil' }), total(value, april)),
    ),
  ),
  es(
    'porcentaje de pedidos pendientes sobre el total',
    shareOf(total('order_count', { status: 'pending' }), total('order_count', { status: 'any' })),
  ),
  es(
    "cuanto representa Smith's Cafe sobre la facturacion del año pasado",
    shareOf(
      total('revenue', { ...lastYear, clients: "=Smith's Cafe" }),
      total('revenue', lastYear),
    ),
  ),
  es('reparto en % de las unidades recibidas por ubicación en 2025', {
    shares: perLocation('units', { ...lastYear, type: 'IN' }),
  }),
  es('de cada 100 pedidos de marzo, cuantos se anularon?', cancelledShare(march)),

  // Medias
  es('importe medio por pedido del trimestre pasado', total('average_order_value', q1)),
  es(
    'cuántas unidades vendemos de media al día este mes',
    perDay([total('units', thisMonth)], DAYS_THIS_MONTH, thisMonth),
  ),
  es('gasto medio x cliente en 2025', perClientSpend(lastYear)),
  es(
    'la semana pasada, cuantos pedidos al dia tuvimos de media',
    perDay(ordersBoth(lastWeek), 7, lastWeek),
  ),
  es('a cuanto sale de media cada unidad que vendimos este año', {
    ratio: { of: total('revenue', thisYear), per: total('units', thisYear) },
  }),

  // Cuántos distintos
  es(
    'la semana pasada, cuantos clientes diferentes hicieron al menos un pedido',
    distinctBoth('clients', lastWeek),
  ),
  es('cuantas referencias distintas vendimos en marzo', { distinct: 'products', where: march }),
  es(
    'de los productos activos cuantos llevan todo el mes sin venderse',
    without('products', thisMonth, 'active'),
  ),
  es('de los 30 dias de abril en cuantos vendimos algo', distinctBoth('days', april)),

  // Primera y última fecha
  es(
    'desde cuando es cliente Nico Novak? fecha de su primer pedido',
    dateBoth('first', { clients: '=Nico Novak' }),
  ),
  es('ultima venta de Organic Tote Bag 3', {
    date: 'last',
    where: { products: '=Organic Tote Bag 3' },
  }),
  es('cuando recibimos mercancia por ultima vez en Downtown Store', {
    date: 'last',
    where: { type: 'IN', locations: '=Downtown Store' },
  }),

  // Fuera de los datos de la tienda
  es('compara mis precios con los de Amazon', 'decline'),
  es('cual es el margen medio por pedido', 'decline'),
]
