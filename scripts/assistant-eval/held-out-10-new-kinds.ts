// The tenth held-out set's new kinds, written blind before the rules of round 26; reported, then
// tuned on from round 27: two periods, two places or two products compared, shares of a total, averages per
// order, per day and per client, counts of distinct things, first and last dates. The voices are
// held-out-10.ts's: a bakery, a bicycle shop, a florist, a hardware store and a cosmetics shop,
// in Australian, Indian, Nigerian, US Southern and New Zealand English and in Mexican,
// Argentine, Colombian, Chilean and Spain Spanish. Dates are read against EVAL_NOW (Wednesday
// 2026-06-17; weeks start on Monday; a month without a year is the latest one already begun).
// An order count without a status is read both ways (every order, or every order but the
// cancelled ones); money and units leave cancelled orders out; "per day" divides by the
// period's days or by the days it had sales, "per client" by every client or by those who bought.
import { en, es, type EvalCase } from './answers'
import {
  LABEL,
  at,
  compare,
  compareStock,
  dateBoth,
  distinctBoth,
  march,
  ordersBoth,
  side,
  stockAt,
} from './answer-keys'
import {
  type Expected,
  april,
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
const thisQuarter = { from: '2026-04-01', to: '2026-06-17' }
const january = { from: '2026-01-01', to: '2026-01-31' }
const february = { from: '2026-02-01', to: '2026-02-28' }
const august2025 = { from: '2025-08-01', to: '2025-08-31' }
const november2025 = { from: '2025-11-01', to: '2025-11-30' }
const december2025 = { from: '2025-12-01', to: '2025-12-31' }
const LABELS = {
  january: ['january', 'enero', '2026-01'],
  february: ['february', 'febrero', '2026-02'],
  november: ['november', 'noviembre', '2025-11'],
  december: ['december', 'diciembre', '2025-12'],
}

const vs = (
  value: Expected['value'],
  a: [string[], Partial<Expected>],
  b: [string[], Partial<Expected>],
) => compare(side(a[0], total(value, a[1])), side(b[0], total(value, b[1])))
/** Two products side by side over one period. */
const productsVs = (value: Expected['value'], a: string, b: string, period: Partial<Expected>) =>
  vs(value, [[a], { ...period, products: `=${a}` }], [[b], { ...period, products: `=${b}` }])
const stockOfAt = (product: string, location: string) =>
  at(location, total('stock', { products: `=${product}`, locations: `=${location}` }))
/** Orders of two periods, counted with their cancelled ones or without, the same way on both. */
const ordersVs = (a: [string[], Partial<Expected>], b: [string[], Partial<Expected>]) =>
  ordersBoth(a[1]).map((x, i) => compare(side(a[0], x), side(b[0], ordersBoth(b[1])[i]!)))
/** Per day: over the period's days, or over the days it had sales. */
const perDay = (of: Expected, period: Partial<Expected>, days: number) => [
  { ratio: { of, per: days } },
  { ratio: { of, per: { distinct: 'days' as const, where: period } } },
]
/** Per client: over every client of the shop, or over the clients who bought in the period. */
const perClient = (of: Expected, period: Partial<Expected>) => [
  { ratio: { of, per: records('clients') } },
  { ratio: { of, per: { distinct: 'clients' as const, where: period } } },
]
/** OUT movements at a place: never cancelled, so one count whatever the status reading. */
const outsAt = (location: string, period: Partial<Expected>) =>
  at(location, total('order_count', { ...period, type: 'OUT', locations: `=${location}` }))
const stockShareAt = (location: string) =>
  stockAt(location).map((part, i) => ({ share: { part, whole: stockAt()[i]! } }))

export const HELD_OUT_10_NEW_KINDS: EvalCase[] = [
  // Two periods compared
  en(
    "how'd March go against February for takings",
    vs('revenue', [LABEL.march, march], [LABELS.february, february]),
  ),
  en(
    "orders today vs yesterday, y'all",
    ordersVs([LABEL.today, today], [LABEL.yesterday, yesterday]),
  ),
  en(
    'kindly compare units sold in last quarter with this quarter till date',
    vs('units', [LABEL.q1, q1], [LABEL.q2, thisQuarter]),
  ),
  en(
    'how does December stack up against November for sales',
    vs('revenue', [LABELS.december, december2025], [LABELS.november, november2025]),
  ),
  es(
    'compará la facturación de enero con la de febrero',
    vs('revenue', [LABELS.january, january], [LABELS.february, february]),
  ),
  es(
    'unidades vendidas esta semana vs la pasada',
    vs('units', [LABEL.thisWeek, thisWeek], [LABEL.lastWeek, lastWeek]),
  ),
  es(
    'compara el trimestre pasado con el actual en pedidos',
    ordersVs([LABEL.q1, q1], [LABEL.q2, thisQuarter]),
  ),

  // Two places compared
  en(
    'were there more OUT movements at Downtown Store or at Main Warehouse last quarter',
    compare(outsAt('Downtown Store', q1), outsAt('Main Warehouse', q1)),
  ),
  en(
    'is more of our stock at Main Warehouse or at Downtown Store',
    compareStock('Main Warehouse', 'Downtown Store'),
  ),
  en(
    'how many Eco Rice 8 we got at Downtown Store compared to Airport Kiosk',
    compare(stockOfAt('Eco Rice 8', 'Downtown Store'), stockOfAt('Eco Rice 8', 'Airport Kiosk')),
  ),
  es(
    '¿tengo más género en el Airport Kiosk o en el Main Warehouse?',
    compareStock('Airport Kiosk', 'Main Warehouse'),
  ),
  es(
    'en qué local hubo más salidas OUT en mayo, Downtown Store o Airport Kiosk',
    (['order_count', 'units'] as const).map((value) =>
      compare(
        at('Downtown Store', total(value, { ...may, type: 'OUT', locations: '=Downtown Store' })),
        at('Airport Kiosk', total(value, { ...may, type: 'OUT', locations: '=Airport Kiosk' })),
      ),
    ),
  ),
  es(
    'cuántas unidades de Premium Honey Jar 8 hay en Main Warehouse y cuántas en Downtown Store',
    compare(
      stockOfAt('Premium Honey Jar 8', 'Main Warehouse'),
      stockOfAt('Premium Honey Jar 8', 'Downtown Store'),
    ),
  ),

  // Two products compared
  en(
    'Premium Mug 1 vs Small Mug 4 revenue this year',
    productsVs('revenue', 'Premium Mug 1', 'Small Mug 4', thisYear),
  ),
  en(
    'which sold more units in May, Organic Flour 4 or Classic Flour 6',
    productsVs('units', 'Organic Flour 4', 'Classic Flour 6', may),
  ),
  es(
    'qué vendió más este año, Fresh Pasta 1 o Fresh Pasta 4',
    (['units', 'revenue'] as const).map((value) =>
      productsVs(value, 'Fresh Pasta 1', 'Fresh Pasta 4', thisYear),
    ),
  ),
  es(
    'facturación de Eco Green Tea 1 vs Eco Green Tea 4 en abril',
    productsVs('revenue', 'Eco Green Tea 1', 'Eco Green Tea 4', april),
  ),

  // Shares of a total
  en("what percent of last year's revenue came from soap bars", {
    share: {
      part: total('revenue', { ...lastYear, products: 'soap bar' }),
      whole: total('revenue', lastYear),
    },
  }),
  en(
    "what percentage of this month's orders are still pending",
    ordersBoth(thisMonth).map((whole) => ({
      share: { part: total('order_count', { ...thisMonth, status: 'pending' }), whole },
    })),
  ),
  en('share of stock held at Airport Kiosk', stockShareAt('Airport Kiosk')),
  en("what share of May takings came from Lopez's Bakery", {
    share: {
      part: total('revenue', { ...may, clients: "=Lopez's Bakery" }),
      whole: total('revenue', may),
    },
  }),
  en("each location's share of the units received last year", {
    shares: { value: 'units', group: 'location', type: 'IN', ...lastYear, sort: 'any', limit: 100 },
  }),
  es('qué porcentaje de la facturación de este año viene de Rosa Garcia', {
    share: {
      part: total('revenue', { ...thisYear, clients: '=Rosa Garcia' }),
      whole: total('revenue', thisYear),
    },
  }),
  es('porcentaje de pedidos cancelados en el trimestre pasado', {
    share: {
      part: total('order_count', { ...q1, status: 'cancelled' }),
      whole: total('order_count', { ...q1, status: 'any' }),
    },
  }),
  es('qué parte de las unidades vendidas en abril fueron de Granola', {
    share: {
      part: total('units', { ...april, products: 'granola' }),
      whole: total('units', april),
    },
  }),
  es('qué porcentaje del catálogo está activo', {
    share: { part: records('products', { active: true }), whole: records('products') },
  }),

  // Averages per order, per day, per client
  en('what was the average order value last quarter', total('average_order_value', q1)),
  en('average takings per day in April', perDay(total('revenue', april), april, 30)),
  en(
    'on average how much does each customer spend with us this year',
    perClient(total('revenue', thisYear), thisYear),
  ),
  en(
    'abeg average orders per day last week',
    ordersBoth(lastWeek).flatMap((of) => perDay(of, lastWeek, 7)),
  ),
  es(
    'cuánto gasta en promedio cada cliente por pedido en abril',
    total('average_order_value', april),
  ),
  es('promedio de facturación diaria en marzo', perDay(total('revenue', march), march, 31)),
  es('en promedio cuántas unidades lleva cada pedido en junio', {
    ratio: { of: total('units', thisMonth), per: total('order_count', thisMonth) },
  }),
  es(
    'promedio de pedidos por cliente en 2025',
    ordersBoth(lastYear).flatMap((of, i) => [
      { ratio: { of, per: records('clients') } },
      { ratio: { of, per: distinctBoth('clients', lastYear)[i]! } },
    ]),
  ),
  es('media de unidades recibidas por entrada en agosto', {
    ratio: {
      of: total('units', { ...august2025, type: 'IN' }),
      per: total('order_count', { ...august2025, type: 'IN' }),
    },
  }),

  // Counts of distinct things
  en('how many different customers bought Honey Jar products this year', {
    distinct: 'clients',
    where: { ...thisYear, products: 'honey jar' },
  }),
  en(
    'how many distinct products did Olga Kim order in 2025',
    distinctBoth('products', { ...lastYear, clients: '=Olga Kim' }),
  ),
  en("how many active products haven't sold a single unit this week", {
    distinct: 'products',
    where: thisWeek,
    missing: 'active',
  }),
  es('cuántos clientes distintos compraron Premium Jam 1 este año', {
    distinct: 'clients',
    where: { ...thisYear, products: '=Premium Jam 1' },
  }),
  es("cuántos productos distintos compró Smith's Cafe en 2025", {
    distinct: 'products',
    where: { ...lastYear, clients: "=Smith's Cafe" },
  }),
  es('cuántos clientes no compraron nada la semana pasada', {
    distinct: 'clients',
    where: lastWeek,
    missing: 'all',
  }),
  es('en cuantos dias de abril hubo pedidos', distinctBoth('days', april)),

  // First and last dates
  en(
    "when did Lopez's Bakery last put in an order",
    dateBoth('last', { clients: "=Lopez's Bakery" }),
  ),
  en('when did we last sell Deluxe Candle 4', {
    date: 'last',
    where: { products: '=Deluxe Candle 4' },
  }),
  en('date of the first stock receipt at Downtown Store', {
    date: 'first',
    where: { type: 'IN', locations: '=Downtown Store' },
  }),
  es('¿cuándo fue la primera venta de Eco Coffee Beans 7?', {
    date: 'first',
    where: { products: '=Eco Coffee Beans 7' },
  }),
  es('cuándo hizo su último pedido Rosa Garcia', dateBoth('last', { clients: '=Rosa Garcia' })),
  es('cuándo fue la última entrada de mercadería en Airport Kiosk', {
    date: 'last',
    where: { type: 'IN', locations: '=Airport Kiosk' },
  }),

  // Outside the shop's own data: never a table
  en('compare my sales with the bakery next door', 'decline'),
  en("what share of the city's bike market do we hold", 'decline'),
  es('compárame con las otras floristerías del barrio', 'decline'),
  es('qué porcentaje del mercado de cosmética de Madrid tengo', 'decline'),
]
