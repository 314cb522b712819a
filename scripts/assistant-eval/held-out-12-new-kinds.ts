// The twelfth held-out set of new kinds: 50 questions (25 English, 25 Spanish, 4 to decline),
// registered empty before any rule of round 28 was written and filled blind: its questions are
// never tuned on. The voices of held-out-12.ts (a bakery, a hardware store, a florist, a bike
// shop, a cosmetics shop, a music-instruments shop) ask for two periods, two places, two products
// or two clients compared, shares of a total, averages per order, per day and per client, counts
// of distinct clients, products and days, and first and last dates. Declining these is
// acceptable; a table that says something else is not. Dates are worked out by hand for EVAL_NOW
// (Wednesday 2026-06-17); an order count without a status is read both ways, and an average per
// client is taken over the clients who bought or over every client.
import type { Expected } from './cases'
import { en, es, type EvalCase, type Filter } from './answers'
import {
  LABEL,
  at,
  compare,
  compareStock,
  dateBoth,
  day,
  distinctBoth,
  everyOrder,
  march,
  ordersBoth,
  perProduct,
  side,
  stockAt,
  stockOf,
} from './answer-keys'
import {
  april,
  lastMonth,
  lastWeek,
  lastYear,
  q1,
  records,
  thisMonth,
  thisWeek,
  thisYear,
  total,
} from './cases'

const may = lastMonth
const q2 = { from: '2026-04-01', to: '2026-06-30' }
const q4of2025 = { from: '2025-10-01', to: '2025-12-31' }
const july2025 = { from: '2025-07-01', to: '2025-07-31' }
const august2025 = { from: '2025-08-01', to: '2025-08-31' }
const december2025 = { from: '2025-12-01', to: '2025-12-31' }
const january = { from: '2026-01-01', to: '2026-01-31' }
const christmas = day('2025-12-25')
const newYearsDay = day('2026-01-01')
const blackFriday = day('2025-11-28')
const DAYS_THIS_MONTH = 17
const DAYS_IN_APRIL = 30

const LABELS = {
  q4of2025: ['q4', 't4', 'fourth quarter', 'cuarto trimestre', '2025-10'],
  december: ['december', 'diciembre', '2025-12'],
  january: ['january', 'enero', '2026-01'],
  christmas: ['christmas', 'xmas', 'navidad', '2025-12-25', 'dec 25', '25 dec', 'december 25'],
  newYearsDay: ['new year', 'año nuevo', '2026-01-01', 'jan 1', '1 jan', 'january 1'],
}

type Period = [string[], Partial<Expected>]
/** One value over two periods. */
const periodsVs = (value: Expected['value'], a: Period, b: Period) =>
  compare(side(a[0], total(value, a[1])), side(b[0], total(value, b[1])))
/** Orders over two periods, each counted with its cancelled ones or without. */
const ordersVs = (a: Period, b: Period) =>
  ordersBoth(a[1]).map((x, i) => compare(side(a[0], x), side(b[0], ordersBoth(b[1])[i]!)))
/** One value for two products or two clients over one period. */
const productsVs = (value: Expected['value'], a: string, b: string, period: Partial<Expected>) =>
  compare(
    side([a], total(value, { ...period, products: `=${a}` })),
    side([b], total(value, { ...period, products: `=${b}` })),
  )
const clientsVs = (a: string, b: string, period: Partial<Expected>) =>
  compare(
    side([a], total('revenue', { ...period, clients: `=${a}` })),
    side([b], total('revenue', { ...period, clients: `=${b}` })),
  )
const clientOrdersVs = (a: string, b: string, period: Partial<Expected>) =>
  ordersBoth({ ...period, clients: `=${a}` }).map((x, i) =>
    compare(side([a], x), side([b], ordersBoth({ ...period, clients: `=${b}` })[i]!)),
  )
/** Units received (IN) at two places over one period. */
const receivedVs = (a: string, b: string, period: Partial<Expected>) =>
  compare(
    at(a, total('units', { ...period, type: 'IN', locations: `=${a}` })),
    at(b, total('units', { ...period, type: 'IN', locations: `=${b}` })),
  )
/** Revenue per day: over the period's days, or over the days it had sales. */
const perDay = (period: Filter, days: number) => [
  { ratio: { of: total('revenue', period), per: days } },
  { ratio: { of: total('revenue', period), per: { distinct: 'days' as const, where: period } } },
]
/** Revenue per client: over the clients who ordered (cancelled orders counted or not), or all. */
const perClient = (period: Filter) => [
  ...distinctBoth('clients', period).map((per) => ({
    ratio: { of: total('revenue', period), per },
  })),
  { ratio: { of: total('revenue', period), per: records('clients') } },
]
const unitsPerOrder = (period: Partial<Expected>) => ({
  ratio: { of: total('units', period), per: total('order_count', period) },
})
const stockShare = (location: string) =>
  stockAt(location).map((part, i) => ({ share: { part, whole: stockAt()[i]! } }))
const revenueShareOf = (client: string, period: Partial<Expected>) => ({
  share: {
    part: total('revenue', { ...period, clients: `=${client}` }),
    whole: total('revenue', period),
  },
})

export const HELD_OUT_12_NEW_KINDS: EvalCase[] = [
  // Two periods compared
  en(
    "hey, how's this month shaping up against may in sales",
    periodsVs('revenue', [LABEL.thisMonth, thisMonth], [LABEL.may, may]),
  ),
  en(
    'units sold in march compared to april',
    periodsVs('units', [LABEL.march, march], [LABEL.april, april]),
  ),
  en('orders in Q1 vs Q4 last year', ordersVs([LABEL.q1, q1], [LABELS.q4of2025, q4of2025])),
  en(
    'bakery: christmas day vs new years day takings?',
    periodsVs('revenue', [LABELS.christmas, christmas], [LABELS.newYearsDay, newYearsDay]),
  ),

  // Two places compared
  en(
    'which has more stock, the downtown store or the main warehouse',
    compareStock('Downtown Store', 'Main Warehouse'),
  ),
  en(
    'Large Notebook 8 - downtown vs main warehouse stock',
    compare(
      at('Downtown Store', stockOf('Large Notebook 8', 'Downtown Store')),
      at('Main Warehouse', stockOf('Large Notebook 8', 'Main Warehouse')),
    ),
  ),
  en(
    'units received at main warehouse vs airport kiosk in july 2025',
    receivedVs('Main Warehouse', 'Airport Kiosk', july2025),
  ),

  // Two products compared
  en(
    'Premium Jam 4 vs Classic Jam 6 revenue this year',
    productsVs('revenue', 'Premium Jam 4', 'Classic Jam 6', thisYear),
  ),
  en(
    'which sold more units last month, fresh pasta 9 or organic pasta 5?',
    productsVs('units', 'Fresh Pasta 9', 'Organic Pasta 5', may),
  ),

  // Two clients compared
  en(
    'Could you compare what Grace Garcia and Pablo Rossi spent with us in 2025?',
    clientsVs('Grace Garcia', 'Pablo Rossi', lastYear),
  ),
  en(
    'orders from Ines Lopez vs Victor Silva this yr',
    clientOrdersVs('Ines Lopez', 'Victor Silva', thisYear),
  ),

  // Shares of a total
  en('what % of may revenue came from Elena Novak', revenueShareOf('Elena Novak', may)),
  en('share of units sold by product this week', { shares: perProduct('units', thisWeek) }),
  en('bike shop: what fraction of my stock sits at the airport kiosk', stockShare('Airport Kiosk')),

  // Averages
  en('avg order value last month', total('average_order_value', may)),
  en('average daily revenue so far this month', perDay(thisMonth, DAYS_THIS_MONTH)),
  en('cosmetics shop here - average spend per customer in Q1?', perClient(q1)),
  en('average units per order this week', unitsPerOrder(thisWeek)),

  // Counts of distinct things
  en('how many different customers ordered in april', distinctBoth('clients', april)),
  en('how many distinct products did we sell on black friday', {
    distinct: 'products',
    where: blackFriday,
  }),
  en('how many days this year had at least one order', distinctBoth('days', thisYear)),

  // First and last dates
  en('when did Kenji Kim last order', dateBoth('last', { clients: '=Kenji Kim' })),
  en(
    'music shop here, when was the first time we sold organic hot sauce 9 this year',
    dateBoth('first', { ...thisYear, products: '=Organic Hot Sauce 9' }),
  ),

  // Spanish: two periods compared
  es(
    'facturacion de abril frente a marzo',
    periodsVs('revenue', [LABEL.april, april], [LABEL.march, march]),
  ),
  es(
    'pedidos estasemana vs la semana pasada',
    ordersVs([LABEL.thisWeek, thisWeek], [LABEL.lastWeek, lastWeek]),
  ),
  es('compara el t1 con el t2 en unidades', periodsVs('units', [LABEL.q1, q1], [LABEL.q2, q2])),
  es(
    'ferreteria: ventas de enero frente a diciembre',
    periodsVs('revenue', [LABELS.january, january], [LABELS.december, december2025]),
  ),

  // Spanish: two places compared
  es('stock en airport kiosk vs main warehouse', compareStock('Airport Kiosk', 'Main Warehouse')),
  es(
    'cuanto Fresh Mug 10 hay en Downtown frente a Airport Kiosk',
    compare(
      at('Downtown Store', stockOf('Fresh Mug 10', 'Downtown Store')),
      at('Airport Kiosk', stockOf('Fresh Mug 10', 'Airport Kiosk')),
    ),
  ),
  es(
    'unidades recibidas en downtown store vs main warehouse en agosto del año pasado',
    receivedVs('Downtown Store', 'Main Warehouse', august2025),
  ),

  // Spanish: two products compared
  es(
    'q vende mas, Premium Olive Oil 1 o Classic Olive Oil 2, este año',
    (['units', 'revenue'] as const).map((value) =>
      productsVs(value, 'Premium Olive Oil 1', 'Classic Olive Oil 2', thisYear),
    ),
  ),
  es(
    'facturacion de Eco Cookies 1 vs Premium Cookies 5 el mes pasado',
    productsVs('revenue', 'Eco Cookies 1', 'Premium Cookies 5', may),
  ),

  // Spanish: two clients compared
  es(
    "compara lo que nos compraron Lopez's Cafe y Novak's Shop este año",
    clientsVs("Lopez's Cafe", "Novak's Shop", thisYear),
  ),
  es(
    'pedidos de Elena Silva vs Grace Silva en 2025',
    clientOrdersVs('Elena Silva', 'Grace Silva', lastYear),
  ),

  // Spanish: shares of a total
  es('q % de pedidos quedaron cancelados en el primer trimestre', {
    share: { part: total('order_count', { ...q1, status: 'cancelled' }), whole: everyOrder(q1) },
  }),
  es(
    'porcentaje de la facturacion de este año que viene de Jon Lopez',
    revenueShareOf('Jon Lopez', thisYear),
  ),
  es(
    'reparto del stock x ubicacion en %',
    [{}, { withInactive: true as const }].map((inactive) => ({
      shares: { value: 'stock', group: 'location', sort: 'any', limit: 100, ...inactive } as const,
    })),
  ),

  // Spanish: averages
  es('ticket medio de la semana pasada', total('average_order_value', lastWeek)),
  es('media de ventas diarias en abril', perDay(april, DAYS_IN_APRIL)),
  es('promedio de unidades x pedido en el primer trimestre', unitsPerOrder(q1)),
  es('perfumeria: cuanto gasta de media cada cliente este mes?', perClient(thisMonth)),

  // Spanish: counts of distinct things
  es('cuantos clientes diferentes hicieron pedido en marzo', distinctBoth('clients', march)),
  es('cuantos productos distintos se vendieron el dia de navidad', {
    distinct: 'products',
    where: christmas,
  }),
  es(
    'cuantos clientes no nos compraron nada la semana pasada',
    distinctBoth('clients', lastWeek).map((d) => ({ ...d, missing: 'all' as const })),
  ),

  // Spanish: first and last dates
  es(
    "cuando fue el ultimo pedido de Martin's Pantry",
    dateBoth('last', { clients: "=Martin's Pantry" }),
  ),
  es('tienda de musica: cuando fue la ultima entrada de stock en Main Warehouse', {
    date: 'last',
    where: { type: 'IN', locations: '=Main Warehouse' },
  }),

  // Questions the shop's data cannot answer
  en('compare my sales with the bike shop on main street', 'decline'),
  en('what % of my customers are happy with our service', 'decline'),
  es('compara mis precios con los de la competencia', 'decline'),
  es('q porcentaje del mercado de bicis de mi ciudad tengo', 'decline'),
]
