// The thirteenth held-out set of new kinds: 50 questions (25 English, 25 Spanish, 4 to decline) —
// two periods, two places, two products or two clients compared, shares of a total, averages per
// order, per day and per client, counts of distinct clients, products and days, first and last
// dates. The voices are those of held-out-13.ts (a pet shop, a second-hand bookshop, a butcher, a
// stationery shop, a toy shop, a wine merchant), in every register. Written blind, before any
// rule of round 29, and never tuned on. Dates are worked out by hand for EVAL_NOW (Wednesday
// 2026-06-17). An order count without a status, and a count of clients, products or days or a
// date that does not say "sold", is right with the cancelled orders counted or without them;
// revenue and units leave them out. An average per day divides by the period's days or by the
// days it had sales; an average per client by every client or by the clients who ordered.
import { en, es, type EvalCase, type Side } from './answers'
import {
  LABEL,
  at,
  catalog,
  compare,
  compareStock,
  dateBoth,
  distinctBoth,
  everyOrder,
  march,
  ordersBoth,
  side,
  stockAt,
} from './answer-keys'
import {
  type Expected,
  lastMonth,
  lastWeek,
  lastYear,
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
const february = { from: '2026-02-01', to: '2026-02-28' }
const august2025 = { from: '2025-08-01', to: '2025-08-31' }
const christmasEve = { from: '2025-12-24', to: '2025-12-24' }
const christmas = { from: '2025-12-25', to: '2025-12-25' }
const FEBRUARY = ['february', 'febrero', 'feb', '2026-02']
const CHRISTMAS_EVE = ['christmas eve', 'nochebuena', '2025-12-24', 'dec 24', '24 dec']
const CHRISTMAS_DAY = ['christmas day', 'navidad', '2025-12-25', 'dec 25', '25 dec']

const revenueVs = (a: [string[], Partial<Expected>], b: [string[], Partial<Expected>]) =>
  compare(side(a[0], total('revenue', a[1])), side(b[0], total('revenue', b[1])))
/** Orders of two periods or two clients compared, cancelled ones counted on both sides or on neither. */
const ordersVs = (a: [string[], Partial<Expected>], b: [string[], Partial<Expected>]) =>
  ordersBoth({}).map((_, i) =>
    compare(side(a[0], ordersBoth(a[1])[i]!), side(b[0], ordersBoth(b[1])[i]!)),
  )
/** Two products: which sold more, by money or by units. */
const productsVs = (a: string, b: string, period: Partial<Expected>) =>
  (['revenue', 'units'] as const).map((value) =>
    compare(
      side([a], total(value, { ...period, products: `=${a}` })),
      side([b], total(value, { ...period, products: `=${b}` })),
    ),
  )
const clientsVs = (a: string, b: string, period: Partial<Expected>) =>
  revenueVs([[a], { ...period, clients: `=${a}` }], [[b], { ...period, clients: `=${b}` }])
const movedAt = (location: string, value: Expected['value'], filter: Partial<Expected>): Side =>
  at(location, total(value, { ...filter, locations: `=${location}` }))
/** Per day: over the period's days, or over the days it had sales. */
const perDay = (value: Expected['value'], period: Partial<Expected>, days: number) => [
  { ratio: { of: total(value, period), per: days } },
  { ratio: { of: total(value, period), per: { distinct: 'days' as const, where: period } } },
]
/** Per client: over every client of the shop, or over the clients who ordered. */
const perClientSpend = (period: Partial<Expected>) => [
  { ratio: { of: total('revenue', period), per: records('clients') } },
  ...distinctBoth('clients', period).map((per) => ({
    ratio: { of: total('revenue', period), per },
  })),
]
const unitsPerOrder = (period: Partial<Expected>) =>
  ordersBoth(period).map((per) => ({ ratio: { of: total('units', period), per } }))
const cancelledShare = (period: Partial<Expected>) => ({
  share: {
    part: total('order_count', { ...period, status: 'cancelled' }),
    whole: everyOrder(period),
  },
})

export const HELD_OUT_13_NEW_KINDS: EvalCase[] = [
  // Two periods compared
  en(
    'this week vs last week, number of orders',
    ordersVs([LABEL.thisWeek, thisWeek], [LABEL.lastWeek, lastWeek]),
  ),
  en('revenue march vs april', revenueVs([LABEL.march, march], [LABEL.april, april])),
  en(
    'toy shop: sales on christmas eve compared with christmas day',
    revenueVs([CHRISTMAS_EVE, christmasEve], [CHRISTMAS_DAY, christmas]),
  ),
  en(
    'Units sold in May compared to April?',
    compare(side(LABEL.may, total('units', may)), side(LABEL.april, total('units', april))),
  ),
  es(
    'ventas de esta semana frente a la pasada',
    revenueVs([LABEL.thisWeek, thisWeek], [LABEL.lastWeek, lastWeek]),
  ),
  es(
    'compara los pedidos de febrero y marzo',
    ordersVs([FEBRUARY, february], [LABEL.march, march]),
  ),
  es(
    'cuanto facturamos este año vs el año pasado',
    revenueVs([LABEL.y2026, thisYear], [LABEL.y2025, lastYear]),
  ),
  es(
    'unidades vendidas hoy comparado con ayer',
    compare(
      side(LABEL.today, total('units', today)),
      side(LABEL.yesterday, total('units', yesterday)),
    ),
  ),

  // Two places compared
  en('stock at airport kiosk vs main warehouse', compareStock('Airport Kiosk', 'Main Warehouse')),
  en(
    'OUT units at Downtown Store vs Airport Kiosk this year',
    compare(
      movedAt('Downtown Store', 'units', { ...thisYear, type: 'OUT' }),
      movedAt('Airport Kiosk', 'units', { ...thisYear, type: 'OUT' }),
    ),
  ),
  es(
    'compara el stock de Main Warehouse con el de Downtown Store',
    compareStock('Main Warehouse', 'Downtown Store'),
  ),
  es(
    'unidades que entraron en Downtown Store vs Airport Kiosk en agosto del año pasado',
    compare(
      movedAt('Downtown Store', 'units', { ...august2025, type: 'IN' }),
      movedAt('Airport Kiosk', 'units', { ...august2025, type: 'IN' }),
    ),
  ),

  // Two products compared
  en(
    'which did better this year, Premium Mug 2 or Small Mug 4',
    productsVs('Premium Mug 2', 'Small Mug 4', thisYear),
  ),
  en(
    'Organic Cookies 7 vs Premium Cookies 5 revenue last month',
    revenueVs(
      [['Organic Cookies 7'], { ...lastMonth, products: '=Organic Cookies 7' }],
      [['Premium Cookies 5'], { ...lastMonth, products: '=Premium Cookies 5' }],
    ),
  ),
  es(
    'q se vendio mas este mes, fresh pasta 4 o premium pasta 7',
    productsVs('Fresh Pasta 4', 'Premium Pasta 7', thisMonth),
  ),
  es(
    'facturacion de Premium Jam 5 vs Premium Jam 7 en 2025',
    revenueVs(
      [['Premium Jam 5'], { ...lastYear, products: '=Premium Jam 5' }],
      [['Premium Jam 7'], { ...lastYear, products: '=Premium Jam 7' }],
    ),
  ),

  // Two clients compared
  en(
    'olga rossi vs hugo smith: who spent more in 2025',
    clientsVs('Olga Rossi', 'Hugo Smith', lastYear),
  ),
  en(
    "orders from Rossi's Deli compared to Smith's Cafe this year",
    ordersVs(
      [["Rossi's Deli"], { ...thisYear, clients: "=Rossi's Deli" }],
      [["Smith's Cafe"], { ...thisYear, clients: "=Smith's Cafe" }],
    ),
  ),
  es(
    'quien gasto mas este año, lucia lopez o lucia weber',
    clientsVs('Lucia Lopez', 'Lucia Weber', thisYear),
  ),
  es(
    "pedidos de Garcia's Shop vs Lopez's Pantry en lo que va de año",
    ordersVs(
      [["Garcia's Shop"], { ...thisYear, clients: "=Garcia's Shop" }],
      [["Lopez's Pantry"], { ...thisYear, clients: "=Lopez's Pantry" }],
    ),
  ),

  // Shares of a total
  en("what % of this year's revenue came from green tea", {
    share: {
      part: total('revenue', { ...thisYear, products: 'green tea' }),
      whole: total('revenue', thisYear),
    },
  }),
  en('percentage of orders cancelled in may', cancelledShare(may)),
  en('What fraction of my products are inactive?', {
    share: { part: catalog(false), whole: catalog() },
  }),
  es('que % de la facturacion del mes pasado vino del olive oil', {
    share: {
      part: total('revenue', { ...lastMonth, products: 'olive oil' }),
      whole: total('revenue', lastMonth),
    },
  }),
  es('porcentaje de pedidos anulados en abril', cancelledShare(april)),
  es(
    'que parte del stock esta en Downtown Store, en %',
    stockAt('Downtown Store').map((part, i) => ({ share: { part, whole: stockAt()[i]! } })),
  ),

  // Averages
  en('average order value last month', total('average_order_value', lastMonth)),
  en('average daily revenue in april', perDay('revenue', april, 30)),
  en('average spend per client this year', perClientSpend(thisYear)),
  en('avg units per order this week', unitsPerOrder(thisWeek)),
  es('ticket medio de mayo', total('average_order_value', may)),
  es('media de facturacion diaria en marzo', perDay('revenue', march, 31)),
  es('cuanto gasta de media cada cliente este año', perClientSpend(thisYear)),
  es('promedio de unidades x pedido el mes pasado', unitsPerOrder(lastMonth)),

  // Counts of distinct things
  en('how many different customers ordered yesterday', distinctBoth('clients', yesterday)),
  en(
    'how many distinct products did Hugo Smith buy last year',
    distinctBoth('products', { ...lastYear, clients: '=Hugo Smith' }),
  ),
  en('on how many days in April did we sell anything', distinctBoth('days', april)),
  es('cuantos clientes distintos compraron la semana pasada', distinctBoth('clients', lastWeek)),
  es('cuantos productos diferentes vendimos en abril', { distinct: 'products', where: april }),
  es(
    'cuantos productos no se han vendido nada este mes',
    (['all', 'active'] as const).map((missing) => ({
      distinct: 'products' as const,
      where: thisMonth,
      missing,
    })),
  ),

  // First and last dates
  en('when did olga rossi last order', dateBoth('last', { clients: '=Olga Rossi' })),
  en('first time Deluxe Honey Jar 4 sold this year?', {
    date: 'first',
    where: { ...thisYear, products: '=Deluxe Honey Jar 4' },
  }),
  en('when was the last OUT at Airport Kiosk', {
    date: 'last',
    where: { type: 'OUT', locations: '=Airport Kiosk' },
  }),
  es('cuando fue la ultima compra de Kenji Lopez', dateBoth('last', { clients: '=Kenji Lopez' })),
  es('primera venta de premium mug 1 este año', {
    date: 'first',
    where: { ...thisYear, products: '=Premium Mug 1' },
  }),
  es('cuando entro mercancia x ultima vez en Downtown Store', {
    date: 'last',
    where: { type: 'IN', locations: '=Downtown Store' },
  }),

  // Questions the shop's data cannot answer
  en('compare my profit margins for march and april', 'decline'),
  en('what share of my customers found me through instagram', 'decline'),
  es('compara el margen de beneficio de marzo y abril', 'decline'),
  es('que porcentaje de mis clientes viene por google', 'decline'),
]
