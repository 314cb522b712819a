// A twenty-fifth tuning round, written and committed before its rules and tuned on (shown with
// --verbose): the kinds held-out-8 missed, in other words — a weekday "just gone", a month said
// whole ("the month of", "todo el mes"), "till date", a quarter of last year, "share" as a verb,
// money "wise" or "in terms of", money sitting in orders, the worst seller, products named with a
// number word or counted in bags and jars, stock "across" places, the catalog "on the books",
// deliveries as receipts, "against" in a comparison, possessives without their apostrophe,
// "diff", day by day, hundreds as words, and slang at the end of a Spanish question. Dates are
// worked out by hand for EVAL_NOW (Wednesday 2026-06-17).
import { en, es, type EvalCase, type Filter } from './answers'
import {
  LABEL,
  catalog,
  compare,
  day,
  distinctBoth,
  march,
  ordersBoth,
  perClient,
  side,
  stockAt,
  stockOf,
  under,
} from './answer-keys'
import {
  type Expected,
  lastMonth,
  lastWeek,
  ranked,
  records,
  series,
  thisMonth,
  thisWeek,
  thisYear,
  total,
  yesterday,
} from './cases'

const may = lastMonth
const april = { from: '2026-04-01', to: '2026-04-30' }
const february = { from: '2026-02-01', to: '2026-02-28' }
const thisQuarter = { from: '2026-04-01', to: '2026-06-17' }
const q3LastYear = { from: '2025-07-01', to: '2025-09-30' }
const q4LastYear = { from: '2025-10-01', to: '2025-12-31' }
const july2025 = { from: '2025-07-01', to: '2025-07-31' }
const august2025 = { from: '2025-08-01', to: '2025-08-31' }

/** "How much did we sell": money, or units. */
const soldOn = (period: Filter) =>
  (['revenue', 'units'] as const).map((value) => total(value, period))
/** The product that sold least (by units or money), every one tied at the bottom. */
const worstProduct = (period: Filter) =>
  (['units', 'revenue'] as const).map((value) =>
    ranked(value, 'product', 1, { sort: 'value asc', ties: true, ...period }),
  )
/** A series counted with every order or with the uncancelled ones. */
const ordersSeries = (group: 'day' | 'week' | 'month', period: Filter) => [
  series('order_count', group, { status: 'any', ...period }),
  series('order_count', group, period),
]
/** One measure for two filters, side by side. */
const versus = (
  value: Expected['value'],
  a: [string[], Partial<Expected>],
  b: [string[], Partial<Expected>],
) => compare(side(a[0], total(value, a[1])), side(b[0], total(value, b[1])))
const receipts = (period: Filter) => total('order_count', { type: 'IN', ...period })

export const TUNING_ROUND_25: EvalCase[] = [
  // A weekday "just gone", a holiday's possessive without its apostrophe
  en('how many orders came in thursday just gone', ordersBoth(day('2026-06-11'))),
  en('st patricks day revenue', total('revenue', day('2026-03-17'))),
  es('cuantos pedidos hubo el viernes que paso', ordersBoth(day('2026-06-12'))),
  es('facturacion del dia de san valentin', total('revenue', day('2026-02-14'))),

  // "share" as a verb, never a percentage
  en('please share the revenue for yesterday', total('revenue', yesterday)),
  en('can you share how many units we sold last week', total('units', lastWeek)),

  // A month said whole, the period "till date", a quarter of last year
  en('revenue for the month of april', total('revenue', april)),
  en('units sold over the whole of may', total('units', may)),
  en('sales this month till date', total('revenue', thisMonth)),
  en('takings in the third quarter of last year', total('revenue', q3LastYear)),
  es('facturacion de todo el mes de abril', total('revenue', april)),
  es('ventas hasta la fecha de este trimestre', total('revenue', thisQuarter)),
  es('cuanto facturamos el ultimo trimestre del año pasado', total('revenue', q4LastYear)),

  // Money "wise", "in terms of", sitting in orders
  en('how was february money wise', total('revenue', february)),
  en(
    'best day last week in terms of units',
    ranked('units', 'day', 1, { ties: true, ...lastWeek }),
  ),
  en('how much is tied up in pending orders', total('revenue', { status: 'pending' })),
  es('cuanto dinero hay en pedidos pendientes', total('revenue', { status: 'pending' })),

  // The worst seller
  en('worst selling product in may', worstProduct(may)),
  es('el producto peor vendido del mes pasado', worstProduct(may)),
  en('which product did worst last week', worstProduct(lastWeek)),
  es(
    'cual fue el peor dia de la semana pasada en ventas',
    ranked('revenue', 'day', 1, { sort: 'value asc', ties: true, ...lastWeek }),
  ),

  // A product named with its number as a word or a digit, counted in bags or jars
  en(
    'how many classic flour 6 did we sell last month',
    total('units', { products: '=Classic Flour 6', ...may }),
  ),
  en('how many eco chocolate nine left at the main warehouse', [
    stockOf('Eco Chocolate 9', 'Main Warehouse'),
  ]),
  en(
    'how many bags of green tea went last week',
    total('units', { products: 'Green Tea', ...lastWeek }),
  ),
  en(
    'what did premium mug two sell last month in units',
    total('units', { products: '=Premium Mug 2', ...may }),
  ),
  es(
    'cuantas unidades quedan de small mug cuatro en el main warehouse',
    stockOf('Small Mug 4', 'Main Warehouse'),
  ),
  es(
    'cuantas unidades de fresh vinagre 10 vendimos este año',
    total('units', { products: '=Fresh Vinegar 10', ...thisYear }),
  ),
  es('cuanto chocolate se vendio la semana pasada', soldOn({ products: 'Chocolate', ...lastWeek })),

  // Stock across places, hundreds as words
  en('stock across all places', stockAt()),
  en(
    'which products have under three hundred units at downtown store',
    under(300, 'Downtown Store'),
  ),
  es('stock total en todos los almacenes', stockAt()),
  es(
    'que productos tienen menos de trescientas unidades en downtown store',
    under(300, 'Downtown Store'),
  ),

  // The catalog and the clients "on the books", deliveries as receipts
  en('how many products on the books', [catalog(), catalog(true)]),
  en('how many deliveries of stock did we get in july last year', receipts(july2025)),
  es('cuantos clientes tenemos registrados', records('clients')),
  es('cuantas recepciones de mercancia hubo en agosto del año pasado', receipts(august2025)),

  // Comparisons with "against", "contra", named clients
  en('units sold april against may', versus('units', [LABEL.april, april], [LABEL.may, may])),
  en(
    'who bought more last month, olga rosi or hugo smith',
    versus(
      'revenue',
      [['Olga Rossi'], { clients: '=Olga Rossi', ...may }],
      [['Hugo Smith'], { clients: '=Hugo Smith', ...may }],
    ),
  ),
  es(
    'unidades vendidas en marzo contra abril',
    versus('units', [LABEL.march, march], [LABEL.april, april]),
  ),
  es(
    'quien gasto mas este año, victor silva o ana smith',
    versus(
      'revenue',
      [['Victor Silva'], { clients: '=Victor Silva', ...thisYear }],
      [['Ana Smith'], { clients: '=Ana Smith', ...thisYear }],
    ),
  ),

  // Shares, possessives without their apostrophe, "diff"
  en('each clients share of revenue last week', { shares: perClient('revenue', lastWeek) }),
  en('how many diff clients ordered last week', distinctBoth('clients', lastWeek)),
  es('que porcentaje de las unidades del mes pasado fueron de coffee beans', {
    share: {
      part: total('units', { products: 'Coffee Beans', ...may }),
      whole: total('units', may),
    },
  }),
  es('cuantos clientes diferentes compraron esta semana', distinctBoth('clients', thisWeek)),

  // Day by day, month by month
  en('orders day by day this week', ordersSeries('day', thisWeek)),
  es('facturacion dia a dia esta semana', series('revenue', 'day', thisWeek)),
  es('pedidos mes a mes este año', ordersSeries('month', thisYear)),

  // Slang and polite words around a Spanish question
  es('me pasas las ventas de ayer porfa', total('revenue', yesterday)),
  es('cuanto vendimos en mayo guey', soldOn(may)),
  es('cuanta lana entro en abril wey', total('revenue', april)),
  es('pedidos de la semana pasada tio', ordersBoth(lastWeek)),
  es('unidades vendidas este mes po', total('units', thisMonth)),

  // Commands, the future and what the shop's data does not hold
  en('share this report with my accountant', 'decline'),
  en('cancel all pending orders from olga kim', 'decline'),
  en('what will sales be next christmas', 'decline'),
  en('how many people walked past the shop today', 'decline'),
  es('comparte este informe con mi contador', 'decline'),
  es('cancela los pedidos pendientes de olga kim', 'decline'),
  es('cuanto vamos a vender en navidad', 'decline'),
  es('que opinan los clientes de nuestro cafe', 'decline'),
  es('sube el precio del chocolate un 10%', 'decline'),
]
