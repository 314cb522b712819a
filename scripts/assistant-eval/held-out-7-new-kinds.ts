// New kinds of the seventh held-out set: 44 questions (22 English, 22 Spanish) comparing two
// periods, two places or two clients, asking for a share or a rate, an average per day, per order
// or per client, a count of distinct clients, products or days, the clients or products without
// orders (how many, or by name), and the first or last date of an order. Phrased as shop owners
// type them, like held-out-7.ts, and written and committed with it before the rules of round 23
// by someone who had not read the parser, its rules, the tuning sets or the earlier held-out
// questions; never tuned on. Dates are worked out by hand for EVAL_NOW (Wednesday 2026-06-17).
// Order counts without a status count every order; revenue and units leave cancelled orders out;
// where an average or a distinct count may fairly count the cancelled orders or not, both are
// right. Every order is placed at Main Warehouse, so places are compared on stock and receipts.
import { en, es, type EvalCase } from './answers'
import {
  LABEL,
  at,
  compare,
  compareStock,
  dateBoth,
  distinctBoth,
  everyOrder,
  march,
  side,
  stock,
} from './answer-keys'
import {
  type Expected,
  lastMonth,
  lastWeek,
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
const april = { from: '2026-04-01', to: '2026-04-30' }
const january = { from: '2026-01-01', to: '2026-01-31' }
const february = { from: '2026-02-01', to: '2026-02-28' }
const q2SoFar = { from: '2026-04-01', to: '2026-06-17' }
const lastYear = { from: '2025-01-01', to: '2025-12-31' }
const july2025 = { from: '2025-07-01', to: '2025-07-31' }

const revenueVs = (a: [string[], Partial<Expected>], b: [string[], Partial<Expected>]) =>
  compare(side(a[0], total('revenue', a[1])), side(b[0], total('revenue', b[1])))
/** "Did we sell more": compared by money, or by units. */
const soldVs = (a: [string[], Partial<Expected>], b: [string[], Partial<Expected>]) =>
  (['revenue', 'units'] as const).map((value) =>
    compare(side(a[0], total(value, a[1])), side(b[0], total(value, b[1]))),
  )
const clientsVs = (a: string, b: string, period: Partial<Expected>) =>
  compare(
    side([a], total('revenue', { ...period, clients: `=${a}` })),
    side([b], total('revenue', { ...period, clients: `=${b}` })),
  )
const receivedVs = (a: string, b: string, period: Partial<Expected>) => {
  const received = (place: string) =>
    at(place, total('units', { ...period, type: 'IN', locations: `=${place}` }))
  return compare(received(a), received(b))
}
const clientShare = (client: string, period: Partial<Expected>) => ({
  share: {
    part: total('revenue', { ...period, clients: `=${client}` }),
    whole: total('revenue', period),
  },
})
/** One product's part of a period's sales: by money, or by units. */
const productShare = (
  product: string,
  period: Partial<Expected>,
  values: readonly ('revenue' | 'units')[] = ['revenue', 'units'],
) =>
  values.map((value) => ({
    share: {
      part: total(value, { ...period, products: `=${product}` }),
      whole: total(value, period),
    },
  }))
const cancellationRate = (period: Partial<Expected>) => ({
  share: {
    part: total('order_count', { ...period, status: 'cancelled' }),
    whole: everyOrder(period),
  },
})
/** Each place's part of the stock, of active products or of every product. */
const stockShares = stock('location').map((e) => ({ shares: e }))
/** Per day: over every day of the period, or over the days it had sales. */
const perDay = (
  value: 'revenue' | 'units' | 'order_count',
  period: Partial<Expected>,
  days: number,
) => {
  const of = value === 'order_count' ? everyOrder(period) : total(value, period)
  return [
    { ratio: { of, per: days } },
    { ratio: { of, per: { distinct: 'days' as const, where: period } } },
  ]
}
/** Units per order: over the orders that were not cancelled, or over every order. */
const unitsPerOrder = (period: Partial<Expected>) =>
  [total('order_count', period), everyOrder(period)].map((per) => ({
    ratio: { of: total('units', period), per },
  }))
/** Per client: over the clients who bought (cancelled orders counted or not), or over all. */
const revenuePerClient = (period: Partial<Expected>) => [
  ...distinctBoth('clients', period).map((per) => ({
    ratio: { of: total('revenue', period), per },
  })),
  { ratio: { of: total('revenue', period), per: records('clients') } },
]
/** How many of the shop's clients, or of its (active) products, had no order in a period. */
const howManyWithout = (
  of: 'clients' | 'products',
  period: Partial<Expected>,
  missing: 'all' | 'active',
) => distinctBoth(of, period).map((d) => ({ ...d, missing }))
const listWithout = (of: 'clients' | 'products', period: Partial<Expected>) =>
  howManyWithout(of, period, 'all').map((d) => ({ ...d, list: true as const }))

export const HELD_OUT_7_NEW_KINDS: EvalCase[] = [
  // Two periods, two places, two clients
  en('april vs may revenue', revenueVs([LABEL.april, april], [LABEL.may, may])),
  en(
    'did we sell more this week or last week',
    soldVs([LABEL.thisWeek, thisWeek], [LABEL.lastWeek, lastWeek]),
  ),
  en('compare Q1 with Q2 so far, sales please', revenueVs([LABEL.q1, q1], [LABEL.q2, q2SoFar])),
  en('stock downtown store vs airport kiosk', compareStock('Downtown Store', 'Airport Kiosk')),
  en(
    'hugo smith versus olga silva spend this year',
    clientsVs('Hugo Smith', 'Olga Silva', thisYear),
  ),
  en(
    'units received at main warehouse compared with downtown store in 2025',
    receivedVs('Main Warehouse', 'Downtown Store', lastYear),
  ),
  en(
    'how did january compare to february in takings',
    revenueVs(
      [['january', 'enero', '2026-01'], january],
      [['february', 'febrero', '2026-02'], february],
    ),
  ),
  es('marzo contra abril en facturacion', revenueVs([LABEL.march, march], [LABEL.april, april])),
  es('vendimos mas hoy o ayer', soldVs([LABEL.today, today], [LABEL.yesterday, yesterday])),
  es(
    'comparame el primer trimestre con lo q va del segundo',
    revenueVs([LABEL.q1, q1], [LABEL.q2, q2SoFar]),
  ),
  es('stock almacen principal vs downtown store', compareStock('Main Warehouse', 'Downtown Store')),
  es(
    'quien compro mas en mayo tara lopez o kenji lopez',
    clientsVs('Tara Lopez', 'Kenji Lopez', may),
  ),
  es(
    'unidades recibidas en julio 2025 en airport kiosk frente a main warehouse',
    receivedVs('Airport Kiosk', 'Main Warehouse', july2025),
  ),
  es(
    'facturamos mas este mes o el pasado',
    revenueVs([LABEL.thisMonth, thisMonth], [LABEL.lastMonth, may]),
  ),

  // Shares and rates
  en(
    "what % of this years revenue came from Lopez's Bakery",
    clientShare("Lopez's Bakery", thisYear),
  ),
  en('cancellation rate in may', cancellationRate(may)),
  en('share of stock by location', stockShares),
  en(
    'percentage of q1 units that were fresh pasta 4',
    productShare('Fresh Pasta 4', q1, ['units']),
  ),
  es(
    "q porcentaje de las ventas del año viene de Smith's Cafe",
    clientShare("Smith's Cafe", thisYear),
  ),
  es('porcentaje de pedidos cancelados en abril', cancellationRate(april)),
  es('reparto del stock x ubicacion en porcentaje', stockShares),
  es(
    'que parte de la facturacion de marzo fue el classic hot sauce 1',
    productShare('Classic Hot Sauce 1', march, ['revenue']),
  ),

  // Averages
  en('avg daily sales in april', perDay('revenue', april, 30)),
  en('average items per order this month', unitsPerOrder(thisMonth)),
  en('average spend per customer in q1', revenuePerClient(q1)),
  en('how many orders a day do we get on average in may', perDay('order_count', may, 31)),
  es('promedio de ventas diarias en marzo', perDay('revenue', march, 31)),
  es('unidades promedio x pedido en mayo', unitsPerOrder(may)),
  es('gasto medio por cliente el mes pasado', revenuePerClient(may)),
  es('cuantos pedidos diarios tuvimos de media en abril', perDay('order_count', april, 30)),

  // Distinct counts, and who or what had no order
  en('how many different clients bought something last week', distinctBoth('clients', lastWeek)),
  en('how many distinct products did we sell yesterday', distinctBoth('products', yesterday)),
  en('on how many days did we have sales in february', distinctBoth('days', february)),
  en(
    'how many active products didnt sell at all last month',
    howManyWithout('products', may, 'active'),
  ),
  en('customers with no orders this week, names please', listWithout('clients', thisWeek)),
  es('cuantos clientes distintos compraron en abril', distinctBoth('clients', april)),
  es('cuantos productos diferentes vendimos esta semana', distinctBoth('products', thisWeek)),
  es('cuantos dias hubo ventas en enero', distinctBoth('days', january)),
  es('cuantos clientes no compraron nada en la ultima semana', [
    ...howManyWithout('clients', lastWeek, 'all'),
    ...howManyWithout('clients', { from: '2026-06-11', to: '2026-06-17' }, 'all'),
  ]),
  es('lista de clientes sin pedidos esta semana', listWithout('clients', thisWeek)),

  // First and last dates
  en("when was olga silva's last order", dateBoth('last', { clients: '=Olga Silva' })),
  en(
    'first time we sold Organic Candle 5 this year',
    dateBoth('first', { ...thisYear, products: '=Organic Candle 5' }),
  ),
  es('cuando fue el ultimo pedido de Ana Novak', dateBoth('last', { clients: '=Ana Novak' })),
  es(
    'cual fue la primera venta del premium jam 7',
    dateBoth('first', { products: '=Premium Jam 7' }),
  ),
]
