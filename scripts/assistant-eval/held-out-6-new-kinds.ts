// The new kinds of the sixth held-out set: 46 questions (23 English, 23 Spanish) comparing two
// periods, two places, two clients or two products, asking for a share or a percentage, an
// average (per day, per order, per client), a count of distinct clients, products or days (and of
// clients or products with no order), or a first or last date. Written and committed before the
// rules of round 22 by someone who had not read the parser, its rules or the tuning sets, and never
// tuned on: the evaluation prints none of its misses. Dates are worked out by hand for EVAL_NOW
// (Wednesday 2026-06-17); order counts without a status count every order, revenue and units
// leave cancelled orders out, and every order is placed at Main Warehouse, so places are compared
// by their stock and stock movements.
import { en, es, type EvalCase } from './answers'
import {
  LABEL,
  at,
  compare,
  compareStock,
  dateBoth,
  distinctBoth,
  everyOrder,
  perClient,
  perProduct,
  side,
  stockAt,
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
const march = { from: '2026-03-01', to: '2026-03-31' }
const april = { from: '2026-04-01', to: '2026-04-30' }
const january = { from: '2026-01-01', to: '2026-01-31' }
const february = { from: '2026-02-01', to: '2026-02-28' }
/** The quarter under way: April 1st to today. */
const q2SoFar = { from: '2026-04-01', to: '2026-06-17' }
const JANUARY = ['january', 'enero', '2026-01']
const FEBRUARY = ['february', 'febrero', '2026-02']

const both = (
  value: Expected['value'],
  a: [string[], Partial<Expected>],
  b: [string[], Partial<Expected>],
) => compare(side(a[0], total(value, a[1])), side(b[0], total(value, b[1])))
const clientsVs = (a: string, b: string, period: Partial<Expected>) =>
  compare(
    side([a], total('revenue', { ...period, clients: `=${a}` })),
    side([b], total('revenue', { ...period, clients: `=${b}` })),
  )
const productsVs = (a: string, b: string, period: Partial<Expected>) =>
  compare(
    side([a], total('units', { ...period, products: `=${a}` })),
    side([b], total('units', { ...period, products: `=${b}` })),
  )
const ordersVs = (a: [string[], Partial<Expected>], b: [string[], Partial<Expected>]) =>
  compare(side(a[0], everyOrder(a[1])), side(b[0], everyOrder(b[1])))

const revenueShare = (part: Partial<Expected>, period: Partial<Expected>) => ({
  share: { part: total('revenue', { ...period, ...part }), whole: total('revenue', period) },
})
const cancelledShare = (period: Partial<Expected>) => ({
  share: {
    part: total('order_count', { ...period, status: 'cancelled' }),
    whole: everyOrder(period),
  },
})
/** One place's part of the stock: of active products, or of every product. */
const stockShare = (location: string) =>
  stockAt(location).map((part, i) => ({ share: { part, whole: stockAt()[i]! } }))
/** Per day: over the period's days, or over the days it had sales. */
const perDay = (period: { from: string; to: string }, days: number) => [
  { ratio: { of: total('revenue', period), per: days } },
  { ratio: { of: total('revenue', period), per: { distinct: 'days' as const, where: period } } },
]
const unitsPerOrder = (period: Partial<Expected>) => ({
  ratio: { of: total('units', period), per: total('order_count', period) },
})
/** Per client: over the clients who bought (cancelled orders counted or not), or over all. */
const perClientSpend = (period: Partial<Expected>) => [
  ...distinctBoth('clients', period).map((per) => ({
    ratio: { of: total('revenue', period), per },
  })),
  { ratio: { of: total('revenue', period), per: records('clients') } },
]
/** Clients or products with no order: a cancelled order counted as one, or not. */
const withoutOrders = (
  of: 'clients' | 'products',
  period: Partial<Expected>,
  missing: 'all' | 'active',
) => distinctBoth(of, period).map((d) => ({ ...d, missing }))

export const HELD_OUT_6_NEW_KINDS: EvalCase[] = [
  // Two periods, places, clients or products side by side
  en(
    'revenue this month vs last month',
    both('revenue', [LABEL.thisMonth, thisMonth], [LABEL.lastMonth, lastMonth]),
  ),
  en('units Q1 v Q2', both('units', [LABEL.q1, q1], [LABEL.q2, q2SoFar])),
  en(
    'orders yesterday compared to today',
    ordersVs([LABEL.yesterday, yesterday], [LABEL.today, today]),
  ),
  en('airport kiosk vs downtown store stock', compareStock('Airport Kiosk', 'Downtown Store')),
  en('Marta Kim vs Kenji Lopez spend this year', clientsVs('Marta Kim', 'Kenji Lopez', thisYear)),
  en(
    'which sold more units in may, Fresh Pasta 4 or Handmade Mug 7',
    productsVs('Fresh Pasta 4', 'Handmade Mug 7', may),
  ),
  es(
    'ventas de esta semana contra la pasada',
    both('revenue', [LABEL.thisWeek, thisWeek], [LABEL.lastWeek, lastWeek]),
  ),
  es(
    'compara uds vendidas en enero y febrero',
    both('units', [JANUARY, january], [FEBRUARY, february]),
  ),
  es('facture mas en abril o en mayo?', both('revenue', [LABEL.april, april], [LABEL.may, may])),
  es('stock de main warehouse vs airport kiosk', compareStock('Main Warehouse', 'Airport Kiosk')),
  es(
    'quien gasto mas este año, Ines Lopez o Elena Novak',
    clientsVs('Ines Lopez', 'Elena Novak', thisYear),
  ),
  es('pedidos 2025 vs 2026', ordersVs([LABEL.y2025, lastYear], [LABEL.y2026, thisYear])),
  es(
    'unidades recibidas en downtown store y en airport kiosk en 2025, comparalas',
    compare(
      at(
        'Downtown Store',
        total('units', { ...lastYear, type: 'IN', locations: '=Downtown Store' }),
      ),
      at('Airport Kiosk', total('units', { ...lastYear, type: 'IN', locations: '=Airport Kiosk' })),
    ),
  ),

  // Shares and percentages
  en(
    "what % of revenue this year came from Dubois's Cafe",
    revenueShare({ clients: "=Dubois's Cafe" }, thisYear),
  ),
  en("each customer's share of revenue last week", { shares: perClient('revenue', lastWeek) }),
  en('percentage of orders cancelled this year', cancelledShare(thisYear)),
  en(
    'what fraction of last months revenue was Deluxe Granola 7',
    revenueShare({ products: '=Deluxe Granola 7' }, lastMonth),
  ),
  en('how much of our stock is at main warehouse in %', stockShare('Main Warehouse')),
  es(
    'q porcentaje de la facturacion del mes pasado fue de Kenji Lopez',
    revenueShare({ clients: '=Kenji Lopez' }, lastMonth),
  ),
  es('reparto de ventas x producto esta semana en %', { shares: perProduct('revenue', thisWeek) }),
  es('q % de los pedidos de mayo se cancelo', cancelledShare(may)),
  es('cuanto representa airport kiosk del stock total en %', stockShare('Airport Kiosk')),

  // Averages
  en('average daily revenue last week', perDay(lastWeek, 7)),
  en('avg units per order in april', unitsPerOrder(april)),
  en('average spend per customer in q1', perClientSpend(q1)),
  en(
    'avg order value for Nico Novak this year',
    total('average_order_value', { ...thisYear, clients: '=Nico Novak' }),
  ),
  es('promedio de uds por pedido en marzo', unitsPerOrder(march)),
  es('venta media diaria este mes', perDay(thisMonth, 17)),
  es('gasto medio por cliente el año pasado', perClientSpend(lastYear)),
  es(
    "ticket medio de Lopez's Bakery",
    total('average_order_value', { clients: "=Lopez's Bakery" }),
  ),

  // Distinct counts, and clients or products with no order
  en('how many different customers bought this week', distinctBoth('clients', thisWeek)),
  en(
    "how many distinct products did Smith's Cafe buy in 2025",
    distinctBoth('products', { ...lastYear, clients: "=Smith's Cafe" }),
  ),
  en('how many customers didnt order last month', withoutOrders('clients', lastMonth, 'all')),
  en(
    'on how many days did we sell Small Candle 8 this year',
    distinctBoth('days', { ...thisYear, products: '=Small Candle 8' }),
  ),
  es('cuantos clientes distintos compraron en abril', distinctBoth('clients', april)),
  es('cuantos productos diferentes vendi ayer', distinctBoth('products', yesterday)),
  es(
    'cuantos productos activos no se vendieron este mes',
    withoutOrders('products', thisMonth, 'active'),
  ),
  es('en cuantos dias de mayo hubo pedidos', distinctBoth('days', may)),

  // First and last dates
  en('when did Ben Weber last buy something', dateBoth('last', { clients: '=Ben Weber' })),
  en('first order of the year', dateBoth('first', thisYear)),
  en('when did we last sell Eco Tote Bag 8', dateBoth('last', { products: '=Eco Tote Bag 8' })),
  en(
    'when was the last OUT movement at airport kiosk',
    dateBoth('last', { type: 'OUT', locations: '=Airport Kiosk' }),
  ),
  es('cuando fue la primera compra de Rosa Garcia', dateBoth('first', { clients: '=Rosa Garcia' })),
  es('ultima vez q se vendio Large Rice 7', dateBoth('last', { products: '=Large Rice 7' })),
  es(
    'fecha de la ultima salida OUT de downtown store',
    dateBoth('last', { type: 'OUT', locations: '=Downtown Store' }),
  ),
  es(
    'cuando recibimos mercaderia x primera vez en airport kiosk',
    dateBoth('first', { type: 'IN', locations: '=Airport Kiosk' }),
  ),
]
