// A twenty-third tuning round, written and committed before its rules and tuned on (shown with
// --verbose): the kinds of issue #16 in phrasings the earlier sets lack — greetings and
// politeness around the question, voice-dictated text (no punctuation, fillers, "okay so"),
// numbers written as words ("top five", "los tres mejores", "the last seven days"), statements
// instead of questions ("I need my revenue for May", "quiero saber…") and very short queries
// ("revenue?", "ventas hoy"). Dates are worked out by hand for EVAL_NOW (Wednesday 2026-06-17).
import { en, es, type Answer, type EvalCase, type Filter } from './answers'
import {
  LABEL,
  bestProduct,
  byStatus,
  catalog,
  compare,
  compareStock,
  distinctBoth,
  everyOrder,
  items,
  ordersBoth,
  side,
  stock,
  stockOf,
  topBuyer,
  under,
} from './answer-keys'
import {
  type Expected,
  lastMonth,
  lastWeek,
  lastYear,
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

const may = lastMonth
const lastSevenDays = { from: '2026-06-11', to: '2026-06-17' }
/** "The last three months": back to the same day, three calendar months, or March to today. */
const lastThreeMonths = (value: Expected['value']) =>
  [
    { from: '2026-03-18', to: '2026-06-17' },
    { from: '2026-03-01', to: '2026-05-31' },
    { from: '2026-04-01', to: '2026-06-17' },
  ].map((period) => total(value, period))

/** "How much did we sell": money, or units. */
const soldOn = (period: Filter) =>
  (['revenue', 'units'] as const).map((value) => total(value, period))
/** A top N: exactly N rows, or N and every row tied with the last. */
const withTies = (e: Expected) => [e, { ...e, ties: true as const }]
/** The five best sellers: by units or by revenue, with or without the ties of the fifth. */
const topFive = (period: Filter) =>
  (['units', 'revenue'] as const).flatMap((value) => withTies(ranked(value, 'product', 5, period)))
/** The clients with no order in the period, by name (a cancelled one counts or not). */
const clientsWithout = (where: Filter): Answer[] => [
  { distinct: 'clients', where: { status: 'any', ...where }, missing: 'all', list: true },
  { distinct: 'clients', where, missing: 'all', list: true },
]
const versus = (
  value: Expected['value'],
  a: [string[], Partial<Expected>],
  b: [string[], Partial<Expected>],
) => compare(side(a[0], total(value, a[1])), side(b[0], total(value, b[1])))

export const TUNING_ROUND_23: EvalCase[] = [
  // Greetings and politeness around the question
  en('hi! what were my sales yesterday?', total('revenue', yesterday)),
  en('hello, could you please tell me how many orders I got today', everyOrder(today)),
  en('good morning, revenue for last week please', total('revenue', lastWeek)),
  en('thanks! and how much stock is left of Premium Mug 2?', stockOf('Premium Mug 2')),
  en(
    'would you mind showing me the top 3 clients this year',
    withTies(ranked('revenue', 'client', 3, thisYear)),
  ),
  es('hola! cuanto vendi ayer?', soldOn(yesterday)),
  es('buenos dias, me dices cuantos pedidos tengo hoy por favor', everyOrder(today)),
  es('hola, ¿me puedes decir la facturación de la semana pasada?', total('revenue', lastWeek)),
  es('gracias! y cuanto stock queda de Small Jam 3', stockOf('Small Jam 3')),
  es(
    'por favor muestrame los 3 mejores clientes de este año',
    withTies(ranked('revenue', 'client', 3, thisYear)),
  ),

  // Voice-dictated: no punctuation, fillers
  en('okay so how much did we make last month', total('revenue', may)),
  en(
    'um how many units of Eco Chocolate 9 do we have in Main Warehouse',
    stockOf('Eco Chocolate 9', 'Main Warehouse'),
  ),
  // "products", plural and with no number: the best seller, or a ranking's first rows.
  en('hey stockline what are my best selling products this month', [
    ...bestProduct(thisMonth),
    ...(['units', 'revenue'] as const).map((value) =>
      ranked(value, 'product', 200, { ...thisMonth, atLeast: 5 }),
    ),
  ]),
  en(
    'so like how many orders did Hugo Smith place last year',
    ordersBoth({ ...lastYear, clients: '=Hugo Smith' }),
  ),
  es('oye cuanto facturamos el mes pasado', total('revenue', may)),
  es(
    'a ver cuantas unidades de Premium Jam 5 hay en Downtown Store',
    stockOf('Premium Jam 5', 'Downtown Store'),
  ),
  es('eh dime el producto mas vendido de este mes', bestProduct(thisMonth)),
  es(
    'bueno y cuantos pedidos hizo Marta Kim el año pasado',
    ordersBoth({ ...lastYear, clients: '=Marta Kim' }),
  ),

  // Numbers as words
  en('top five products last month', topFive(may)),
  en('revenue in the last seven days', total('revenue', lastSevenDays)),
  en('our three best customers last year', withTies(ranked('revenue', 'client', 3, lastYear))),
  en('products with fewer than twenty units at Airport Kiosk', under(20, 'Airport Kiosk')),
  en('sales over the past three months', lastThreeMonths('revenue')),
  es('los cinco productos mas vendidos del mes pasado', topFive(may)),
  es('ventas de los ultimos siete dias', total('revenue', lastSevenDays)),
  es(
    'mis tres mejores clientes del año pasado',
    withTies(ranked('revenue', 'client', 3, lastYear)),
  ),
  es('productos con menos de veinte unidades en Airport Kiosk', under(20, 'Airport Kiosk')),
  es('facturacion de los ultimos tres meses', lastThreeMonths('revenue')),

  // Statements instead of questions
  en('I need my revenue for May', total('revenue', may)),
  en('I want to see the stock by location', stock('location')),
  en('I would like to know how many clients I have', records('clients')),
  en("I'm looking for the number of pending orders", total('order_count', { status: 'pending' })),
  en('show me what Olga Rossi bought this year', items('=Olga Rossi', thisYear)),
  en('tell me which clients did not order this month', clientsWithout(thisMonth)),
  es('necesito la facturacion de mayo', total('revenue', may)),
  es('quiero ver el stock por ubicacion', stock('location')),
  es('quisiera saber cuantos productos activos tengo', catalog(true)),
  es('me interesa saber los pedidos por estado de este mes', byStatus('order_count', thisMonth)),
  es('quiero saber que compro Pablo Garcia este año', items('=Pablo Garcia', thisYear)),
  es('dime los clientes que no compraron el mes pasado', clientsWithout(may)),

  // Very short queries
  en('revenue?', total('revenue', {})),
  en('sales today', total('revenue', today)),
  en('orders this week', everyOrder(thisWeek)),
  en('top client', topBuyer({})),
  en('stock Small Jam 3', stockOf('Small Jam 3')),
  en('revenue by month 2025', series('revenue', 'month', lastYear)),
  es('ventas hoy', total('revenue', today)),
  es('pedidos semana', everyOrder(thisWeek)),
  es('mejor cliente', topBuyer({})),
  es('stock Premium Mug 2', stockOf('Premium Mug 2')),
  es('ventas por mes 2025', series('revenue', 'month', lastYear)),
  es('clientes distintos mayo', distinctBoth('clients', may)),

  // Comparisons, said plainly
  en(
    'this month versus last month in sales',
    versus('revenue', [LABEL.thisMonth, thisMonth], [LABEL.lastMonth, may]),
  ),
  es(
    'ventas este mes contra el mes pasado',
    versus('revenue', [LABEL.thisMonth, thisMonth], [LABEL.lastMonth, may]),
  ),
  es('stock Main Warehouse vs Downtown Store', compareStock('Main Warehouse', 'Downtown Store')),

  // Outside the data or commands: decline, however politely asked
  en('hi, please delete the order from yesterday', 'decline'),
  en('could you email Hugo Smith his invoice', 'decline'),
  en("what's the weather like tomorrow", 'decline'),
  es('hola, borra el pedido de ayer por favor', 'decline'),
  es('mandale un correo a Marta Kim con su factura', 'decline'),
  es('que tiempo va a hacer mañana', 'decline'),
]
