// The fourteenth held-out set of new kinds: 50 questions (25 English, 25 Spanish, 4 to decline)
// of the kinds the plan language lacks — two periods, two places, two products or two clients
// compared, shares of a total, averages per order, per day and per client, counts of distinct
// clients, products and days, first and last dates. Voices as in held-out-14.ts: a garden centre,
// an optician, a sports shop and a deli in English; a herbalist in Madrid, a tea shop in Mexico
// City, a ceramics studio in Buenos Aires and an optician in Bogotá in Spanish, some typed on a
// phone. Written blind, before any rule of round 30, and never tuned on. Dates are worked out by
// hand for EVAL_NOW (Wednesday 2026-06-17): a month not yet come this year is last year's, "last
// quarter" is Q1 2026. Order counts without a status count every order; revenue and units leave
// cancelled orders out; a per-day average is over the period's days or over its days with sales.
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
  lastMonth,
  lastWeek,
  lastYear,
  q1,
  records,
  thisMonth,
  thisWeek,
  thisYear,
  total,
  yesterday,
} from './cases'

const may = lastMonth
const january = { from: '2026-01-01', to: '2026-01-31' }
const february = { from: '2026-02-01', to: '2026-02-28' }
const april = { from: '2026-04-01', to: '2026-04-30' }
const july2025 = { from: '2025-07-01', to: '2025-07-31' }
const november2025 = { from: '2025-11-01', to: '2025-11-30' }
const december2025 = { from: '2025-12-01', to: '2025-12-31' }
const q3of2025 = { from: '2025-07-01', to: '2025-09-30' }
const q4of2025 = { from: '2025-10-01', to: '2025-12-31' }
const h1 = { from: '2026-01-01', to: '2026-06-30' }
const h2of2025 = { from: '2025-07-01', to: '2025-12-31' }
const today = { from: '2026-06-17', to: '2026-06-17' }

/** Words a side's label carries, for periods answer-keys.ts does not name. */
const LABELS = {
  q3of2025: ['q3', 't3', 'third quarter', 'tercer trimestre', '2025-07', 'jul'],
  q4of2025: ['q4', 't4', 'fourth quarter', 'cuarto trimestre', '2025-10', 'oct'],
  h1: ['h1', 'first half', 'primer semestre', '2026-01', '2026'],
  h2of2025: ['h2', 'second half', 'segundo semestre', '2025-07', '2025'],
  january: ['january', 'enero', '2026-01', 'jan'],
  february: ['february', 'febrero', '2026-02', 'feb'],
  november: ['november', 'noviembre', '2025-11', 'nov'],
  december: ['december', 'diciembre', '2025-12', 'dec', 'dic'],
}

const revenueOf = (label: string[], extra: Partial<Expected>) =>
  side(label, total('revenue', extra))
const unitsOf = (label: string[], extra: Partial<Expected>) => side(label, total('units', extra))
/** Two named products or clients side by side on one measure in one period. */
const twoNamed = (
  value: Expected['value'],
  key: 'products' | 'clients',
  [a, b]: [string, string],
  period: Partial<Expected>,
) =>
  compare(
    side([a], total(value, { ...period, [key]: `=${a}` })),
    side([b], total(value, { ...period, [key]: `=${b}` })),
  )
/** Every order of a period, and the pending or cancelled part of it. */
const orderShare = (status: 'pending' | 'cancelled', period: Partial<Expected>) => ({
  share: {
    part: total('order_count', { ...period, status }),
    whole: total('order_count', { ...period, status: 'any' }),
  },
})
/** Per day: over the period's days, or over the days it had sales. */
const perDay = (of: Expected, period: Partial<Expected>, days: number) => [
  { ratio: { of, per: days } },
  { ratio: { of, per: { distinct: 'days' as const, where: period } } },
]
/** Per client: over the clients who bought in the period, or over every client on file. */
const perClient = (of: Expected, period: Partial<Expected>) => [
  { ratio: { of, per: { distinct: 'clients' as const, where: period } } },
  { ratio: { of, per: records('clients') } },
]

export const HELD_OUT_14_NEW_KINDS: EvalCase[] = [
  // Two periods compared
  en(
    'how did Q3 2025 stack up against Q4 2025 for revenue',
    compare(revenueOf(LABELS.q3of2025, q3of2025), revenueOf(LABELS.q4of2025, q4of2025)),
  ),
  en(
    'units sold: march against april',
    compare(unitsOf(LABEL.march, march), unitsOf(LABEL.april, april)),
  ),
  en(
    'orders today vs yesterday',
    ordersBoth({}).map((_, i) =>
      compare(
        side(LABEL.today, ordersBoth(today)[i]!),
        side(LABEL.yesterday, ordersBoth(yesterday)[i]!),
      ),
    ),
  ),
  en(
    'Please compare revenue in the first half of 2026 with the second half of 2025.',
    compare(revenueOf(LABELS.h1, h1), revenueOf(LABELS.h2of2025, h2of2025)),
  ),
  es(
    'compara la facturación de enero con la de febrero',
    compare(revenueOf(LABELS.january, january), revenueOf(LABELS.february, february)),
  ),
  es(
    'unidades vendidas esta semana vs la pasada',
    compare(unitsOf(LABEL.thisWeek, thisWeek), unitsOf(LABEL.lastWeek, lastWeek)),
  ),
  es(
    '¿cuántos pedidos llevamos en 2026 frente a los de 2025?',
    ordersBoth({}).map((_, i) =>
      compare(
        side(LABEL.y2026, ordersBoth(thisYear)[i]!),
        side(LABEL.y2025, ordersBoth(lastYear)[i]!),
      ),
    ),
  ),
  es('ventas de diciembre contra las de noviembre', [
    compare(revenueOf(LABELS.december, december2025), revenueOf(LABELS.november, november2025)),
    compare(unitsOf(LABELS.december, december2025), unitsOf(LABELS.november, november2025)),
  ]),

  // Two places compared
  en(
    'stock at main warehouse versus the airport kiosk',
    compareStock('Main Warehouse', 'Airport Kiosk'),
  ),
  en(
    'OUT units at downtown store vs airport kiosk this year',
    compare(
      at(
        'Downtown Store',
        total('units', { ...thisYear, type: 'OUT', locations: '=Downtown Store' }),
      ),
      at(
        'Airport Kiosk',
        total('units', { ...thisYear, type: 'OUT', locations: '=Airport Kiosk' }),
      ),
    ),
  ),
  es(
    'stock del downtown store comparado con el del main warehouse',
    compareStock('Downtown Store', 'Main Warehouse'),
  ),
  es(
    'entradas de mercaderia en julio: airport kiosk vs downtown store',
    (['order_count', 'units'] as const).map((value) =>
      compare(
        at('Airport Kiosk', total(value, { ...july2025, type: 'IN', locations: '=Airport Kiosk' })),
        at(
          'Downtown Store',
          total(value, { ...july2025, type: 'IN', locations: '=Downtown Store' }),
        ),
      ),
    ),
  ),

  // Two products or two clients compared
  en(
    'which sold more units this year, Premium Mug 6 or Small Mug 5?',
    twoNamed('units', 'products', ['Premium Mug 6', 'Small Mug 5'], thisYear),
  ),
  en(
    'revenue of eco chocolate 3 vs fresh chocolate 4 last month',
    twoNamed('revenue', 'products', ['Eco Chocolate 3', 'Fresh Chocolate 4'], may),
  ),
  en(
    'Victor Silva against Kenji Martin, spend in 2025',
    twoNamed('revenue', 'clients', ['Victor Silva', 'Kenji Martin'], lastYear),
  ),
  es(
    '¿qué facturó más en mayo, Classic Honey Jar 5 o Premium Honey Jar 8?',
    twoNamed('revenue', 'products', ['Classic Honey Jar 5', 'Premium Honey Jar 8'], may),
  ),
  es(
    'unidades de fresh pasta 4 vs fresh pasta 6 este año',
    twoNamed('units', 'products', ['Fresh Pasta 4', 'Fresh Pasta 6'], thisYear),
  ),
  es(
    'cuantos pedidos hizo Olga Novak comparado con Olga Rossi este año',
    ordersBoth({}).map((_, i) =>
      compare(
        side(['Olga Novak'], ordersBoth({ ...thisYear, clients: '=Olga Novak' })[i]!),
        side(['Olga Rossi'], ordersBoth({ ...thisYear, clients: '=Olga Rossi' })[i]!),
      ),
    ),
  ),

  // Shares of a total
  en('what share of units sold this year were olive oils', {
    share: {
      part: total('units', { ...thisYear, products: 'olive oil' }),
      whole: total('units', thisYear),
    },
  }),
  en(
    'percentage of our stock held at each location',
    [{}, { withInactive: true as const }].map((inactive) => ({
      shares: { value: 'stock', group: 'location', sort: 'any', limit: 100, ...inactive } as const,
    })),
  ),
  en("what % of last month's orders are still pending", orderShare('pending', may)),
  en("what percentage of Q1 revenue came from Weber's Cafe", {
    share: {
      part: total('revenue', { ...q1, clients: "=Weber's Cafe" }),
      whole: total('revenue', q1),
    },
  }),
  es('q porcentaje de la facturacion de mayo vino de los green tea', {
    share: {
      part: total('revenue', { ...may, products: 'green tea' }),
      whole: total('revenue', may),
    },
  }),
  es('porcentaje de pedidos anulados en el primer trimestre', orderShare('cancelled', q1)),
  es(
    'que % del stock total esta en el airport kiosk',
    stockAt('Airport Kiosk').map((part, i) => ({ share: { part, whole: stockAt()[i]! } })),
  ),
  es("cuanto representa Lopez's Pantry sobre lo facturado en 2025, en porcentaje", {
    share: {
      part: total('revenue', { ...lastYear, clients: "=Lopez's Pantry" }),
      whole: total('revenue', lastYear),
    },
  }),

  // Averages per order, per day, per client
  en('average basket value in april', total('average_order_value', april)),
  en('on average how many units a day did we sell in may', perDay(total('units', may), may, 31)),
  en('mean spend per customer last quarter', perClient(total('revenue', q1), q1)),
  en('average units per order this week', {
    ratio: { of: total('units', thisWeek), per: total('order_count', thisWeek) },
  }),
  es('ticket medio de la semana pasada', total('average_order_value', lastWeek)),
  es('promedio de facturacion x dia en abril', perDay(total('revenue', april), april, 30)),
  es(
    '¿Cuántos pedidos nos hace de media cada cliente en lo que va de año?',
    ordersBoth(thisYear).flatMap((of, i) => [
      { ratio: { of, per: records('clients') } },
      { ratio: { of, per: distinctBoth('clients', thisYear)[i]! } },
    ]),
  ),
  es('media de unidades x pedido en el primer trimestre', {
    ratio: { of: total('units', q1), per: total('order_count', q1) },
  }),

  // Counts of distinct clients, products and days
  en('how many different customers did we serve in march', distinctBoth('clients', march)),
  en('number of distinct products sold yesterday', { distinct: 'products', where: yesterday }),
  en("how many active products didn't sell a single unit in may", {
    distinct: 'products',
    where: may,
    missing: 'active',
  }),
  en('on how many days in april did orders come in', distinctBoth('days', april)),
  es('cuantos clientes distintos compraron la semana pasada', distinctBoth('clients', lastWeek)),
  es('¿cuántos productos distintos vendimos en mayo?', { distinct: 'products', where: may }),
  es(
    'cuantos clientes no nos han comprado nada en lo que va de junio',
    (['any', undefined] as const).map((status) => ({
      distinct: 'clients' as const,
      where: { ...thisMonth, ...(status && { status }) },
      missing: 'all' as const,
    })),
  ),
  es('cuantos dias de marzo tuvimos ventas', { distinct: 'days', where: march }),

  // First and last dates
  en('when did we last receive stock at the downtown store', {
    date: 'last',
    where: { type: 'IN', locations: '=Downtown Store' },
  }),
  en("date of hugo smith's very first order", dateBoth('first', { clients: '=Hugo Smith' })),
  es('cuando fue la ultima salida OUT en el airport kiosk', {
    date: 'last',
    where: { type: 'OUT', locations: '=Airport Kiosk' },
  }),
  es(
    'me regala la fecha del primer pedido de Victor Silva este año',
    dateBoth('first', { ...thisYear, clients: '=Victor Silva' }),
  ),

  // A command that would change data, and questions the shop's data cannot answer
  en('move 30 Large Rice 7 from the main warehouse to the airport kiosk', 'decline'),
  en("what share of the town's tea market do we hold", 'decline'),
  es('pasa 20 unidades de Eco Jam 9 del main warehouse al downtown store', 'decline'),
  es('cuanto vende mi competencia al mes', 'decline'),
]
