// Tuning questions for the kinds issue #16 names (ranges, statuses, movements, stock at a place,
// rankings, informal writing, commands) and the new kinds (comparisons, shares, averages,
// distinct counts, first and last dates). Written from the list, before the rules, and
// tuned on; the held-out sets stay untouched. Dates are worked out by hand for EVAL_NOW
// (Wednesday 2026-06-17).
import { en, es, type Answer, type EvalCase, type Filter } from './answers'
import {
  bestProduct,
  byStatus,
  byType,
  everyOrder,
  items,
  mostOrders,
  stock,
  stockOf,
  under,
} from './answer-keys'
import {
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

const day = (d: string) => ({ from: d, to: d })
const april = { from: '2026-04-01', to: '2026-04-30' }
const febToApril = { from: '2026-02-01', to: '2026-04-30' }
const june3to10 = { from: '2026-06-03', to: '2026-06-10' }
const may1to15 = { from: '2026-05-01', to: '2026-05-15' }
const last7days = { from: '2026-06-11', to: '2026-06-17' }
const march = { from: '2026-03-01', to: '2026-03-31' }
const january = { from: '2026-01-01', to: '2026-01-31' }
const february = { from: '2026-02-01', to: '2026-02-28' }
const q2 = { from: '2026-04-01', to: '2026-06-30' }

const stockTotal = () => stock('none')
const stockAt = (product: string, location: string) => stockOf(product, location)
const lowAt = (below: number, location: string) => under(below, location)
const stockPerLocation = () => stock('location')
const compare = (a: [string[], Expected], b: [string[], Expected]): Answer => ({
  compare: [
    { label: a[0], value: a[1] },
    { label: b[0], value: b[1] },
  ],
})
const revenueShares = (group: Expected['group'], period: Partial<Expected> = {}): Answer => ({
  shares: { ...ranked('revenue', group as 'location', 100, { sort: 'any', ...period }) },
})
/**
 * The clients or products without an order in a period, by name: every product or the active
 * ones, and whether a cancelled order counts as ordering or not — each a fair reading.
 */
const withoutOrders = (of: 'clients' | 'products', period: Filter): Answer[] =>
  (of === 'clients' ? (['all'] as const) : (['all', 'active'] as const)).flatMap((missing) =>
    [{}, { status: 'any' as const }].map((status) => ({
      distinct: of,
      where: { ...period, ...status },
      missing,
      list: true as const,
    })),
  )
const lastDate = (where: Filter): Answer => ({ date: 'last', where })
const firstDate = (where: Filter): Answer => ({ date: 'first', where })

export const TUNING_KINDS: EvalCase[] = [
  // Explicit ranges and single days
  en('revenue from the 3rd to the 10th of June', total('revenue', june3to10)),
  en('sales between June 3 and June 10', total('revenue', june3to10)),
  es('ventas del 3 al 10 de junio', total('revenue', june3to10)),
  en('revenue from February to April', total('revenue', febToApril)),
  es('ventas de febrero a abril', total('revenue', febToApril)),
  en("yesterday's sales", total('revenue', yesterday)),
  en("today's revenue", total('revenue', today)),
  en('2day sales', total('revenue', today)),
  es('ventas d ayer', total('revenue', yesterday)),
  en('how many orders on June 2', everyOrder(day('2026-06-02'))),

  // Order status
  en('orders by status', byStatus('order_count')),
  es('pedidos por estado este mes', byStatus('order_count', thisMonth)),
  en('how much are my pending orders worth', total('revenue', { status: 'pending' })),
  es(
    'valor de los pedidos cancelados del mes pasado',
    total('revenue', { ...lastMonth, status: 'cancelled' }),
  ),
  en('how many orders do I have', everyOrder()),
  es('cuántos pedidos tengo', everyOrder()),
  en('number of orders this month', everyOrder(thisMonth)),

  // Stock at a place, thresholds, by location, catalog size
  en(
    'how many Eco Coffee Beans 1 are at Airport Kiosk',
    stockAt('Eco Coffee Beans 1', 'Airport Kiosk'),
  ),
  es(
    'cuánto stock de Deluxe Hot Sauce 2 hay en Downtown Store',
    stockAt('Deluxe Hot Sauce 2', 'Downtown Store'),
  ),
  en('products under 80 units at Main Warehouse', lowAt(80, 'Main Warehouse')),
  es('productos con menos de 60 unidades en Airport Kiosk', lowAt(60, 'Airport Kiosk')),
  en('how much stock does each warehouse hold', stockPerLocation()),
  es('stock en cada ubicación', stockPerLocation()),
  en('how many active products do I have', records('products', { active: true })),
  en('number of inactive products', records('products', { active: false })),
  es('cuántos productos inactivos hay', records('products', { active: false })),
  en('how many units do I have in stock in total', stockTotal()),
  es('cuántas unidades hay en inventario en total', stockTotal()),

  // Stock movements by type
  en('how many stock receipts last month', total('order_count', { ...lastMonth, type: 'IN' })),
  en('units taken out of stock this year', total('units', { ...thisYear, type: 'OUT' })),
  es('unidades recibidas este mes', total('units', { ...thisMonth, type: 'IN' })),
  en('transactions by type this year', byType(thisYear)),

  // Rankings and superlatives
  en('which client placed the most orders this year', mostOrders(thisYear)),
  es('qué cliente hizo más pedidos el mes pasado', mostOrders(lastMonth)),
  en('best seller in April', bestProduct(april)),
  es('el más vendido de abril', bestProduct(april)),
  en('product of the year', bestProduct(thisYear)),
  es('ranking de productos por unidades este mes', {
    ...ranked('units', 'product', 100, { ...thisMonth, atLeast: 10 }),
  }),
  es('los 3 mejores clientes x facturación', ranked('revenue', 'client', 3)),

  // Informal writing
  es('k producto se vendio mas este mes', bestProduct(thisMonth)),
  es('cuantos pedidos ay pendientes', total('order_count', { status: 'pending' })),
  es('ventas x semana este mes', series('revenue', 'week', thisMonth)),
  en('howmany orders last week', everyOrder(lastWeek)),

  // What a client bought
  en('what did Tara Kim buy this year', items('=Tara Kim', thisYear)),
  es('qué compró Olga Rossi el año pasado', items('=Olga Rossi', lastYear)),

  // One-letter slips in names
  en('sales to Tara Kin this year', total('revenue', { ...thisYear, clients: '=Tara Kim' })),
  en('orders from Olga Rosi', everyOrder({ clients: '=Olga Rossi' })),

  // Commands that would change data, and words the plan would not use
  en('delete all orders of Classic Hot Sauce 1', 'decline'),
  en('cancel every pending order', 'decline'),
  es('borra los pedidos cancelados', 'decline'),
  es('elimina el cliente Tara Kim', 'decline'),
  en('update the price of Classic Hot Sauce 1', 'decline'),
  en('did sales grow a lot', 'decline'),
  es('se vende caro el café', 'decline'),
  en('which supplier is cheapest', 'decline'),

  // Comparisons
  en(
    'revenue this month vs last month',
    compare(
      [['this month', 'june', 'jun'], total('revenue', thisMonth)],
      [['last month', 'may'], total('revenue', lastMonth)],
    ),
  ),
  en(
    'compare sales at Main Warehouse and Downtown Store this year',
    compare(
      [['main warehouse'], total('revenue', { ...thisYear, locations: 'Main Warehouse' })],
      [['downtown store'], total('revenue', { ...thisYear, locations: 'Downtown Store' })],
    ),
  ),
  es(
    'compara las ventas de abril con las de mayo',
    compare(
      [['abril', 'april'], total('revenue', april)],
      [['mayo', 'may'], total('revenue', lastMonth)],
    ),
  ),
  en(
    'orders last week compared with this week',
    compare([['last week'], everyOrder(lastWeek)], [['this week'], everyOrder(thisWeek)]),
  ),

  // Shares
  en('what share of revenue came from Airport Kiosk this year', {
    share: {
      part: total('revenue', { ...thisYear, locations: 'Airport Kiosk' }),
      whole: total('revenue', thisYear),
    },
  }),
  es('porcentaje de ventas por ubicación', revenueShares('location')),
  en('percentage of revenue by client last month', revenueShares('client', lastMonth)),

  // Averages
  en('average daily revenue last month', { ratio: { of: total('revenue', lastMonth), per: 31 } }),
  en('average units per order this year', {
    ratio: { of: total('units', thisYear), per: total('order_count', thisYear) },
  }),
  es('promedio de ventas por cliente este año', {
    ratio: {
      of: total('revenue', thisYear),
      per: { distinct: 'clients', where: thisYear },
    },
  }),

  // Distinct counts
  en('how many clients ordered last month', { distinct: 'clients', where: lastMonth }),
  es('cuántos productos distintos vendí esta semana', { distinct: 'products', where: thisWeek }),
  en('how many different customers bought this year', { distinct: 'clients', where: thisYear }),

  // First and last dates
  en('when was the last order from Tara Kim', lastDate({ clients: '=Tara Kim' })),
  es(
    'cuándo fue la primera venta de Classic Hot Sauce 1',
    firstDate({ products: '=Classic Hot Sauce 1' }),
  ),
  en('when did I last sell Eco Coffee Beans 1', lastDate({ products: '=Eco Coffee Beans 1' })),

  // A second round, written before its rules: the same kinds in other words
  en('orders from June 1 to June 5', everyOrder({ from: '2026-06-01', to: '2026-06-05' })),
  es(
    'ventas entre el 1 y el 7 de junio',
    total('revenue', { from: '2026-06-01', to: '2026-06-07' }),
  ),
  es('facturación de marzo a mayo', total('revenue', { from: '2026-03-01', to: '2026-05-31' })),
  en('sales from march through may', total('revenue', { from: '2026-03-01', to: '2026-05-31' })),
  en('revenue on the 2nd of June', total('revenue', day('2026-06-02'))),
  en('how many orders per status last month', byStatus('order_count', lastMonth)),
  en('what are my open orders worth', total('revenue', { status: 'pending' })),
  es('dinero en pedidos pendientes', total('revenue', { status: 'pending' })),
  en(
    'how much Deluxe Hot Sauce 2 is there in Airport Kiosk',
    stockAt('Deluxe Hot Sauce 2', 'Airport Kiosk'),
  ),
  en('items below 40 units in Downtown Store', lowAt(40, 'Downtown Store')),
  en("what's my total inventory", stockTotal()),
  en('inventory per location', stockPerLocation()),
  en('how many products are in my catalog', records('products')),
  es('cuántos productos activos hay', records('products', { active: true })),
  en('how many receipts this year', total('order_count', { ...thisYear, type: 'IN' })),
  en('units received per month this year', series('units', 'month', { ...thisYear, type: 'IN' })),
  en('movements by type last month', byType(lastMonth)),
  en('top client by number of orders last month', mostOrders(lastMonth)),
  en('best selling product this month', bestProduct(thisMonth)),
  es('ranking de clientes por ventas', { ...ranked('revenue', 'client', 100, { atLeast: 10 }) }),
  es('los 5 mejores productos x unidades', ranked('units', 'product', 5)),
  es('cuanto vendi ayer', total('revenue', yesterday)),
  es('ventas dl mes pasado', total('revenue', lastMonth)),
  en('which products did Olga Rossi buy last year', items('=Olga Rossi', lastYear)),
  es('qué le vendí a Tara Kim este mes', items('=Tara Kim', thisMonth)),
  en('add a new product called Tea', 'decline'),
  en('mark the order as fulfilled', 'decline'),
  es('crea un pedido para Tara Kim', 'decline'),
  es('cambia el precio de Classic Hot Sauce 1', 'decline'),
  en('I want to delete my cancelled orders', 'decline'),
  en(
    'sales this year versus last year',
    compare(
      [['this year', '2026'], total('revenue', thisYear)],
      [['last year', '2025'], total('revenue', lastYear)],
    ),
  ),
  es(
    'ventas de este mes frente al mes pasado',
    compare(
      [['este mes', 'junio'], total('revenue', thisMonth)],
      [['mes pasado', 'mayo'], total('revenue', lastMonth)],
    ),
  ),
  en(
    'did I sell more in April or in May',
    compare([['april'], total('revenue', april)], [['may'], total('revenue', lastMonth)]),
  ),
  en('what percentage of orders were cancelled this year', {
    share: {
      part: total('order_count', { ...thisYear, status: 'cancelled' }),
      whole: everyOrder(thisYear),
    },
  }),
  en('% of revenue from Tara Kim this year', {
    share: {
      part: total('revenue', { ...thisYear, clients: '=Tara Kim' }),
      whole: total('revenue', thisYear),
    },
  }),
  en('average number of orders per day this month', [
    { ratio: { of: everyOrder(thisMonth), per: 17 } },
    { ratio: { of: total('order_count', thisMonth), per: 17 } },
  ]),
  es('media de unidades por pedido el mes pasado', {
    ratio: { of: total('units', lastMonth), per: total('order_count', lastMonth) },
  }),
  en('how many customers bought Eco Coffee Beans 1 this year', {
    distinct: 'clients',
    where: { ...thisYear, products: '=Eco Coffee Beans 1' },
  }),
  en('number of different products sold last month', { distinct: 'products', where: lastMonth }),
  en('when was my first order', firstDate({})),
  es('cuándo compró Olga Rossi por última vez', lastDate({ clients: '=Olga Rossi' })),

  // A third round, written before its rules
  en('what did I sell on Monday', total('revenue', day('2026-06-15'))),
  en('sales last Sunday', total('revenue', day('2026-06-14'))),
  es('ventas del lunes', total('revenue', day('2026-06-15'))),
  en('revenue last weekend', total('revenue', { from: '2026-06-13', to: '2026-06-14' })),
  en('how many orders are pending right now', total('order_count', { status: 'pending' })),
  es('cuánto dinero tengo en pedidos sin entregar', total('revenue', { status: 'pending' })),
  en('which products have less than 10 units in Main Warehouse', lowAt(10, 'Main Warehouse')),
  en('how many products do I sell', records('products')),
  en('how many receipts did I log in May', total('order_count', { ...lastMonth, type: 'IN' })),
  en('stock received in May', total('units', { ...lastMonth, type: 'IN' })),
  en(
    'which customer spent the most in May',
    ranked('revenue', 'client', 1, { ...lastMonth, ties: true }),
  ),
  en('who are my top 5 clients by orders', ranked('order_count', 'client', 5, { status: 'any' })),
  es(
    'el cliente que más compró este año',
    ranked('revenue', 'client', 1, { ...thisYear, ties: true }),
  ),
  es(
    'quién me compró más el mes pasado',
    ranked('revenue', 'client', 1, { ...lastMonth, ties: true }),
  ),
  en('average sale per client last month', {
    ratio: { of: total('revenue', lastMonth), per: { distinct: 'clients', where: lastMonth } },
  }),
  es(
    'compara pedidos de Main Warehouse y Airport Kiosk',
    compare(
      [['main warehouse'], everyOrder({ locations: 'Main Warehouse' })],
      [['airport kiosk'], everyOrder({ locations: 'Airport Kiosk' })],
    ),
  ),
  en('last order date for Olga Rossi', lastDate({ clients: '=Olga Rossi' })),
  es('fecha del primer pedido', firstDate({})),
  // A fourth round, written before its rules
  en('sales between the 1st and the 15th of May', total('revenue', may1to15)),
  es('pedidos entre el 1 y el 15 de mayo', everyOrder(may1to15)),
  en('how many units did I sell in the last 7 days', total('units', last7days)),
  es('ventas de hoy', total('revenue', today)),
  en('revenue since May 1', total('revenue', { from: '2026-05-01', to: '2026-06-17' })),
  es('ventas desde el 1 de abril', total('revenue', { from: '2026-04-01', to: '2026-06-17' })),
  en(
    'how many orders were cancelled last month',
    total('order_count', { ...lastMonth, status: 'cancelled' }),
  ),
  es(
    'cuántos pedidos completados este año',
    total('order_count', { ...thisYear, status: 'complete' }),
  ),
  en(
    'value of fulfilled orders this month',
    total('revenue', { ...thisMonth, status: 'complete' }),
  ),
  es('pedidos por estado', byStatus('order_count')),
  en('stock of Eco Green Tea 1 at Downtown Store', stockAt('Eco Green Tea 1', 'Downtown Store')),
  es(
    'cuántas unidades de Premium Rice 1 quedan en Main Warehouse',
    stockAt('Premium Rice 1', 'Main Warehouse'),
  ),
  en('which products are below 20 units at Airport Kiosk', lowAt(20, 'Airport Kiosk')),
  en('stock by warehouse', stockPerLocation()),
  es('total de unidades en stock', stockTotal()),
  en('how many products are inactive', records('products', { active: false })),
  en('how many OUT transactions this month', total('order_count', { ...thisMonth, type: 'OUT' })),
  es('cuántas entradas de stock este año', total('order_count', { ...thisYear, type: 'IN' })),
  en('units received last week', total('units', { ...lastWeek, type: 'IN' })),
  en('who ordered the most last month', [
    ...mostOrders(lastMonth),
    ranked('revenue', 'client', 1, { ...lastMonth, ties: true }),
    ranked('units', 'client', 1, { ...lastMonth, ties: true }),
  ]),
  es('top 3 productos por ingresos este año', ranked('revenue', 'product', 3, thisYear)),
  en('top 10 clients this year', ranked('revenue', 'client', 10, thisYear)),
  es('mejor cliente del año pasado', ranked('revenue', 'client', 1, { ...lastYear, ties: true })),
  en('which location sold the most this month', [
    ranked('revenue', 'location', 1, { ...thisMonth, ties: true }),
    ranked('units', 'location', 1, { ...thisMonth, ties: true }),
  ]),
  es('cuanto e vendido este mes', total('revenue', thisMonth)),
  es('q cliente compro mas', [
    ranked('revenue', 'client', 1, { ties: true }),
    ranked('units', 'client', 1, { ties: true }),
  ]),
  en('hw many orders 2day', everyOrder(today)),
  es('ventas semana pasada', total('revenue', lastWeek)),
  en('what has Olga Rossi ordered this year', items('=Olga Rossi', thisYear)),
  en('revenue from Olga Rosi last year', total('revenue', { ...lastYear, clients: '=Olga Rossi' })),
  es(
    'ventas de Eco Cofee Beans 1 este año',
    total('revenue', { ...thisYear, products: '=Eco Coffee Beans 1' }),
  ),
  en('remove Tara Kim from my clients', 'decline'),
  es('pon el pedido como completado', 'decline'),
  en('send an email to Olga Rossi', 'decline'),
  en('what is the weather tomorrow', 'decline'),
  en('which products have large margins', 'decline'),
  en('how many small orders did I get last month', 'decline'),
  es('cuál es mi producto más rentable', 'decline'),
  en('why did sales drop in May', 'decline'),
  es('cuánto ganaré el mes que viene', 'decline'),
  en('what is the average price of my products', 'decline'),
  en(
    'compare revenue in March and April',
    compare([['march'], total('revenue', march)], [['april'], total('revenue', april)]),
  ),
  es(
    'pedidos de esta semana vs la semana pasada',
    compare(
      [['esta semana', 'this week'], everyOrder(thisWeek)],
      [['semana pasada', 'last week'], everyOrder(lastWeek)],
    ),
  ),
  en(
    'Downtown Store vs Airport Kiosk revenue last month',
    compare(
      [['downtown store'], total('revenue', { ...lastMonth, locations: 'Downtown Store' })],
      [['airport kiosk'], total('revenue', { ...lastMonth, locations: 'Airport Kiosk' })],
    ),
  ),
  es(
    'qué porcentaje de los pedidos están pendientes',
    [everyOrder(), total('order_count')].map((whole) => ({
      share: { part: total('order_count', { status: 'pending' }), whole },
    })),
  ),
  en('share of units sold at Main Warehouse this year', {
    share: {
      part: total('units', { ...thisYear, locations: 'Main Warehouse' }),
      whole: total('units', thisYear),
    },
  }),
  en('average order value this year', total('average_order_value', thisYear)),
  es('promedio de pedidos por día la semana pasada', [
    { ratio: { of: everyOrder(lastWeek), per: 7 } },
    { ratio: { of: total('order_count', lastWeek), per: 7 } },
  ]),
  es('cuántos clientes distintos compraron el mes pasado', {
    distinct: 'clients',
    where: lastMonth,
  }),
  en('when did Olga Rossi place her first order', firstDate({ clients: '=Olga Rossi' })),
  es('última venta de Premium Rice 1', lastDate({ products: '=Premium Rice 1' })),
  // An amount of the last order is not its date
  es('importe del último pedido de Olga Rossi', 'decline'),
  en('how much was the last sale of Premium Rice 1', 'decline'),
  en('first order of Tara Kim', firstDate({ clients: '=Tara Kim' })),
  // A fifth round, written before its rules: questions a plan could answer wrongly
  en('revenue and units sold last month', 'decline'),
  en('orders and revenue by client this year', 'decline'),
  en(
    'how many orders did Tara Kim cancel',
    total('order_count', { clients: '=Tara Kim', status: 'cancelled' }),
  ),
  en('which products did nobody buy this month', 'decline'),
  en(
    "clients who haven't ordered since April",
    withoutOrders('clients', { from: '2026-04-01', to: thisYear.to }),
  ),
  en('what is my best month this year', ranked('revenue', 'month', 1, { ...thisYear, ties: true })),
  en('what was the biggest order last month', 'decline'),
  en('average order value by location', {
    ...ranked('average_order_value', 'location', 100, { sort: 'any' }),
  }),
  en(
    'sales of Tara Kim vs Olga Rossi',
    compare(
      [['tara kim'], total('revenue', { clients: '=Tara Kim' })],
      [['olga rossi'], total('revenue', { clients: '=Olga Rossi' })],
    ),
  ),
  en('stock of Premium Rice 1', stockOf('Premium Rice 1')),
  es('cuántos clientes tengo', records('clients')),
  es('cuántas ubicaciones tengo', records('locations')),
  es(
    'ventas de Large Notebook 1 en Main Warehouse el mes pasado',
    total('revenue', {
      ...lastMonth,
      products: '=Large Notebook 1',
      locations: '=Main Warehouse',
    }),
  ),
  en('revenue excluding cancelled orders this year', total('revenue', thisYear)),
  es('¿qué día vendí más la semana pasada?', [
    ranked('revenue', 'day', 1, { ...lastWeek, ties: true }),
    ranked('units', 'day', 1, { ...lastWeek, ties: true }),
  ]),
  es('ventas por producto y por mes', 'decline'),
  en(
    'how many units of Eco Green Tea 1 did I sell to Tara Kim',
    total('units', { products: '=Eco Green Tea 1', clients: '=Tara Kim' }),
  ),
  en('sales in Madrid', 'decline'),
  en('what did I sell the most of last week', bestProduct(lastWeek)),
  en('average daily sales this week', { ratio: { of: total('revenue', thisWeek), per: 3 } }),
  es(
    'cuántos pedidos hizo Olga Rossi en 2025',
    everyOrder({ ...lastYear, clients: '=Olga Rossi' }),
  ),
  en('orders that are not cancelled this month', total('order_count', thisMonth)),
  es('pedidos no cancelados este mes', total('order_count', thisMonth)),
  en('revenue without Tara Kim this year', 'decline'),
  en('sales except Main Warehouse', 'decline'),
  en('how many orders over $100', 'decline'),
  es('pedidos de más de 50 euros', 'decline'),
  en('top 3 locations by units this year', ranked('units', 'location', 3, thisYear)),
  es(
    'quién compró Eco Green Tea 1 este año',
    (['units', 'revenue', 'order_count'] as const).map((value) =>
      ranked(value, 'client', 100, {
        ...thisYear,
        products: '=Eco Green Tea 1',
        sort: 'any',
      }),
    ),
  ),
  // A sixth round, written before its rules: the new kinds in both languages
  es(
    'ventas de enero frente a febrero',
    compare(
      [['enero', 'january'], total('revenue', january)],
      [['febrero', 'february'], total('revenue', february)],
    ),
  ),
  en(
    'how did May compare to April in units',
    compare([['may'], total('units', lastMonth)], [['april'], total('units', april)]),
  ),
  es(
    'compara Tara Kim con Olga Rossi en pedidos',
    compare(
      [['tara kim'], everyOrder({ clients: '=Tara Kim' })],
      [['olga rossi'], everyOrder({ clients: '=Olga Rossi' })],
    ),
  ),
  es(
    '¿vendí más en marzo o en abril?',
    compare(
      [['marzo', 'march'], total('revenue', march)],
      [['abril', 'april'], total('revenue', april)],
    ),
  ),
  en('units sold in Q1 vs Q2', compare([['q1'], total('units', q1)], [['q2'], total('units', q2)])),
  es('qué porcentaje de las ventas viene de Airport Kiosk', {
    share: {
      part: total('revenue', { locations: 'Airport Kiosk' }),
      whole: total('revenue'),
    },
  }),
  en('what percent of my orders are cancelled', {
    share: { part: total('order_count', { status: 'cancelled' }), whole: everyOrder() },
  }),
  en('share of revenue by location this year', revenueShares('location', thisYear)),
  es('porcentaje de unidades por producto el mes pasado', {
    // Two hundred products: the answer shows the first hundred, largest first.
    shares: ranked('units', 'product', 100, { ...lastMonth, atLeast: 10 }),
  }),
  en('average revenue per order last month', total('average_order_value', lastMonth)),
  es('ticket medio de este año', total('average_order_value', thisYear)),
  en('average units per day this month', { ratio: { of: total('units', thisMonth), per: 17 } }),
  es('promedio de ventas por día este mes', {
    ratio: { of: total('revenue', thisMonth), per: 17 },
  }),
  en('average spend per customer this year', {
    ratio: { of: total('revenue', thisYear), per: { distinct: 'clients', where: thisYear } },
  }),
  en('how many distinct products were sold this year', { distinct: 'products', where: thisYear }),
  es('cuántos clientes compraron Eco Coffee Beans 1', {
    distinct: 'clients',
    where: { products: '=Eco Coffee Beans 1' },
  }),
  en('number of customers who ordered this week', { distinct: 'clients', where: thisWeek }),
  es('cuántos productos diferentes compró Tara Kim', {
    distinct: 'products',
    where: { clients: '=Tara Kim' },
  }),
  en('when did I first sell Premium Rice 1', firstDate({ products: '=Premium Rice 1' })),
  es('fecha del último pedido de Tara Kim', lastDate({ clients: '=Tara Kim' })),
  en('most recent order date', lastDate({})),
  es(
    '¿cuándo fue la última vez que vendí Large Notebook 1?',
    lastDate({ products: '=Large Notebook 1' }),
  ),
  en('date of the first sale this year', firstDate(thisYear)),
  es('stock de Premium Rice 1 en Airport Kiosk', stockAt('Premium Rice 1', 'Airport Kiosk')),
  es('productos por debajo de 15 unidades en Downtown Store', lowAt(15, 'Downtown Store')),
  es(
    'cuántos pedidos cancelados hay este mes',
    total('order_count', { ...thisMonth, status: 'cancelled' }),
  ),
  es('valor de los pedidos pendientes', total('revenue', { status: 'pending' })),
  // A seventh round, written before its rules: the new kinds in other words
  es(
    '¿cómo van las ventas de este año comparadas con el año pasado?',
    compare(
      [['este año', '2026'], total('revenue', thisYear)],
      [['año pasado', '2025'], total('revenue', lastYear)],
    ),
  ),
  es(
    'diferencia de ventas entre Main Warehouse y Downtown Store',
    compare(
      [['main warehouse'], total('revenue', { locations: 'Main Warehouse' })],
      [['downtown store'], total('revenue', { locations: 'Downtown Store' })],
    ),
  ),
  en(
    'difference in revenue between April and May',
    compare([['april'], total('revenue', april)], [['may'], total('revenue', lastMonth)]),
  ),
  es(
    'unidades vendidas en abril contra mayo',
    compare(
      [['abril', 'april'], total('units', april)],
      [['mayo', 'may'], total('units', lastMonth)],
    ),
  ),
  en(
    'is Airport Kiosk selling more than Downtown Store this month?',
    (['revenue', 'units'] as const).map((value) =>
      compare(
        [['airport kiosk'], total(value, { ...thisMonth, locations: 'Airport Kiosk' })],
        [['downtown store'], total(value, { ...thisMonth, locations: 'Downtown Store' })],
      ),
    ),
  ),
  es(
    'pedidos de ayer comparado con hoy',
    compare([['ayer', 'yesterday'], everyOrder(yesterday)], [['hoy', 'today'], everyOrder(today)]),
  ),
  es('¿qué parte de mis ingresos viene de Tara Kim?', {
    share: { part: total('revenue', { clients: '=Tara Kim' }), whole: total('revenue') },
  }),
  en('Eco Coffee Beans 1 as a percentage of units sold this year', {
    share: {
      part: total('units', { ...thisYear, products: '=Eco Coffee Beans 1' }),
      whole: total('units', thisYear),
    },
  }),
  es('porcentaje de pedidos cancelados este año', {
    share: {
      part: total('order_count', { ...thisYear, status: 'cancelled' }),
      whole: everyOrder(thisYear),
    },
  }),
  en('what proportion of sales comes from Main Warehouse', {
    share: { part: total('revenue', { locations: 'Main Warehouse' }), whole: total('revenue') },
  }),
  es('reparto de las ventas por ubicación', [
    revenueShares('location'),
    ranked('revenue', 'location', 100, { sort: 'any' }),
  ]),
  es('¿cuál es el valor medio de mis pedidos?', total('average_order_value')),
  en('how much does a client spend on average', {
    ratio: { of: total('revenue'), per: { distinct: 'clients', where: {} } },
  }),
  es('media de unidades vendidas por día la semana pasada', {
    ratio: { of: total('units', lastWeek), per: 7 },
  }),
  en('average number of items per order last month', {
    ratio: { of: total('units', lastMonth), per: total('order_count', lastMonth) },
  }),
  es('gasto medio por cliente el mes pasado', {
    ratio: { of: total('revenue', lastMonth), per: { distinct: 'clients', where: lastMonth } },
  }),
  en('on average how many orders do I get per day this week', [
    { ratio: { of: everyOrder(thisWeek), per: 3 } },
    { ratio: { of: total('order_count', thisWeek), per: 3 } },
  ]),
  es('¿a cuántos clientes les vendí este mes?', { distinct: 'clients', where: thisMonth }),
  en('how many unique products has Olga Rossi bought', {
    distinct: 'products',
    where: { clients: '=Olga Rossi' },
  }),
  es('número de clientes distintos en 2025', { distinct: 'clients', where: lastYear }),
  en('how many different products did Main Warehouse sell last month', {
    distinct: 'products',
    where: { ...lastMonth, locations: '=Main Warehouse' },
  }),
  es('¿cuándo hice mi primera venta?', firstDate({})),
  en("when was Tara Kim's most recent purchase", lastDate({ clients: '=Tara Kim' })),
  es('¿desde cuándo compra Olga Rossi?', firstDate({ clients: '=Olga Rossi' })),
  en(
    'last time Main Warehouse sold Premium Rice 1',
    lastDate({ locations: '=Main Warehouse', products: '=Premium Rice 1' }),
  ),
  es('primer pedido del mes pasado', firstDate(lastMonth)),
  // An eighth round, written before its rules: the basic kinds in other and informal words, and
  // questions about what the shop's data does not hold, which must be declined
  en('what did I make in sales last week', total('revenue', lastWeek)),
  en('gimme revenue for may', total('revenue', lastMonth)),
  en('how much money came in this week', total('revenue', thisWeek)),
  en('number of orders yesterday', everyOrder(yesterday)),
  en('top five products this month by revenue', ranked('revenue', 'product', 5, thisMonth)),
  en('my 3 biggest customers this year', [
    ranked('revenue', 'client', 3, thisYear),
    ranked('order_count', 'client', 3, thisYear),
  ]),
  en('monthly revenue this year', series('revenue', 'month', thisYear)),
  en('units sold per week last month', series('units', 'week', lastMonth)),
  en('which location sold the most last month', [
    ranked('revenue', 'location', 1, { ...lastMonth, ties: true }),
    ranked('units', 'location', 1, { ...lastMonth, ties: true }),
  ]),
  en('how many pending orders are there', total('order_count', { status: 'pending' })),
  en(
    'count of cancelled orders this year',
    total('order_count', { ...thisYear, status: 'cancelled' }),
  ),
  en(
    'how many units of Premium Rice 1 did I sell last month',
    total('units', { ...lastMonth, products: '=Premium Rice 1' }),
  ),
  en('revenue from Olga Rossi in 2025', total('revenue', { ...lastYear, clients: '=Olga Rossi' })),
  en(
    'stock of Classic Hot Sauce 1 at Main Warehouse',
    stockAt('Classic Hot Sauce 1', 'Main Warehouse'),
  ),
  en('sales per location this month', {
    ...ranked('revenue', 'location', 100, { ...thisMonth, sort: 'any' }),
  }),
  en('whats my revenue this yr', total('revenue', thisYear)),
  en('top 3 prods last wk', [
    ranked('units', 'product', 3, lastWeek),
    ranked('revenue', 'product', 3, lastWeek),
  ]),
  es('cuánto facturé ayer', total('revenue', yesterday)),
  es('facturación de mayo', total('revenue', lastMonth)),
  es('pedidos de la semana pasada', everyOrder(lastWeek)),
  es('los 5 productos más vendidos del año', [
    ranked('units', 'product', 5, thisYear),
    ranked('revenue', 'product', 5, thisYear),
  ]),
  es('ventas por mes del año pasado', series('revenue', 'month', lastYear)),
  es('unidades vendidas hoy', total('units', today)),
  es('cuántos pedidos pendientes tengo', total('order_count', { status: 'pending' })),
  es(
    'ventas en Airport Kiosk esta semana',
    total('revenue', { ...thisWeek, locations: '=Airport Kiosk' }),
  ),
  es('cuánto me compró Tara Kim este año', total('revenue', { ...thisYear, clients: '=Tara Kim' })),
  es('stock total de Eco Green Tea 1', stockOf('Eco Green Tea 1')),
  es('qué ubicación vendió más este año', [
    ranked('revenue', 'location', 1, { ...thisYear, ties: true }),
    ranked('units', 'location', 1, { ...thisYear, ties: true }),
  ]),
  es('cuanto vendi hoy', total('revenue', today)),
  es(
    'pedidos x cliente este mes',
    [{ status: 'any' as const }, {}].map((status) =>
      ranked('order_count', 'client', 100, { ...thisMonth, sort: 'any', ...status }),
    ),
  ),
  // Outside what the shop's data holds, or a change to it: no table is right
  en('what is my profit margin this month', 'decline'),
  en('forecast sales for next month', 'decline'),
  en('which orders were delivered late', 'decline'),
  en('sales by hour of the day', 'decline'),
  en('send an email to Tara Kim', 'decline'),
  en('how many orders had more than 5 items', 'decline'),
  en('which products are most profitable', 'decline'),
  en('average shipping time last month', 'decline'),
  es('cuál es mi beneficio neto del año', 'decline'),
  es('clientes de Madrid', 'decline'),
  es('crea un pedido para Olga Rossi', 'decline'),
  es('ventas de los fines de semana', 'decline'),
  es('cuánto stock tenía el 1 de mayo', 'decline'),
  es('qué empleado vendió más', 'decline'),
  // A ninth round, written before its rules: periods, measures and rankings in words the
  // earlier rounds did not use
  en(
    'revenue for the first half of the year',
    total('revenue', { from: '2026-01-01', to: '2026-06-30' }),
  ),
  en('sales year to date', total('revenue', thisYear)),
  en('revenue mtd', total('revenue', thisMonth)),
  en('orders in the past 2 weeks', everyOrder({ from: '2026-06-04', to: '2026-06-17' })),
  en('sales over the last 3 months', [
    // Three months back to today, as "the last 30 days" is read: from the 18th of March.
    total('revenue', { from: '2026-03-18', to: '2026-06-17' }),
    total('revenue', { from: '2026-03-19', to: '2026-06-17' }),
    total('revenue', { from: '2026-03-01', to: '2026-05-31' }),
  ]),
  en('revenue on the 5th of May', total('revenue', day('2026-05-05'))),
  en('June 1st sales', total('revenue', day('2026-06-01'))),
  es('ventas del lunes', total('revenue', day('2026-06-15'))),
  es('pedidos de anteayer', everyOrder(day('2026-06-15'))),
  es('ventas desde principios de mes', total('revenue', thisMonth)),
  es('ingresos del primer trimestre', total('revenue', q1)),
  es('ventas del 2025', total('revenue', lastYear)),
  en('what is the total value of open orders', total('revenue', { status: 'pending' })),
  en(
    'how many orders are still pending from Tara Kim',
    total('order_count', { status: 'pending', clients: '=Tara Kim' }),
  ),
  en(
    'which of my clients spent the most in May',
    ranked('revenue', 'client', 1, { ...lastMonth, ties: true }),
  ),
  en('who is my best customer', [ranked('revenue', 'client', 1, { ties: true }), ...mostOrders()]),
  en('average order value this month', total('average_order_value', thisMonth)),
  en('how many items did I sell last week', total('units', lastWeek)),
  en(
    'quantity sold of Eco Coffee Beans 1 this year',
    total('units', { ...thisYear, products: '=Eco Coffee Beans 1' }),
  ),
  en('which products did Olga Rossi order last month', items('=Olga Rossi', lastMonth)),
  es('lo que compró Tara Kim en mayo', items('=Tara Kim', lastMonth)),
  es(
    'clientes que compraron Premium Rice 1',
    (['units', 'revenue', 'order_count'] as const).map((value) =>
      ranked(value, 'client', 100, { products: '=Premium Rice 1', sort: 'any' }),
    ),
  ),
  es('productos sin stock en Main Warehouse', lowAt(1, 'Main Warehouse')),
  en(
    'how many receipts did I record this month',
    total('order_count', { ...thisMonth, type: 'IN' }),
  ),
  es(
    'cuántas salidas de stock hubo el mes pasado',
    total('order_count', { ...lastMonth, type: 'OUT' }),
  ),
  en('stock adjustments this year', total('order_count', { ...thisYear, type: 'ADJUST' })),
  es('unidades que entraron en abril', total('units', { ...april, type: 'IN' })),
  en(
    'how many orders did I fulfil last month',
    total('order_count', { ...lastMonth, status: 'complete' }),
  ),
  es('pedidos completados esta semana', total('order_count', { ...thisWeek, status: 'complete' })),
  en('value of cancelled orders this year', total('revenue', { ...thisYear, status: 'cancelled' })),
  es('pedidos por estado del año pasado', byStatus('order_count', lastYear)),
  en('top 10 clients', [ranked('revenue', 'client', 10), ranked('order_count', 'client', 10)]),
  es('ranking de ubicaciones por ventas', ranked('revenue', 'location', 100)),
  en('best month of 2025', [
    ranked('revenue', 'month', 1, { ...lastYear, ties: true }),
    ranked('units', 'month', 1, { ...lastYear, ties: true }),
  ]),
  es('en qué mes vendí más el año pasado', [
    ranked('revenue', 'month', 1, { ...lastYear, ties: true }),
    ranked('units', 'month', 1, { ...lastYear, ties: true }),
  ]),
  en(
    'busiest day last week',
    [{ status: 'any' as const }, {}].map((status) =>
      ranked('order_count', 'day', 1, { ...lastWeek, ties: true, ...status }),
    ),
  ),
  es('cuantas ventas ubo ayer', [everyOrder(yesterday), total('order_count', yesterday)]),
  es(
    'ventas hoy vs ayer',
    compare(
      [['hoy', 'today'], total('revenue', today)],
      [['ayer', 'yesterday'], total('revenue', yesterday)],
    ),
  ),
  en(
    'revenue 2025 vs 2026',
    compare([['2025'], total('revenue', lastYear)], [['2026'], total('revenue', thisYear)]),
  ),
  // Outside what the shop's data holds, or a change to it: no table is right
  es('total facturado este año sin iva', 'decline'),
  en('which client owes me money', 'decline'),
  en('what is my tax liability this quarter', 'decline'),
  en('how many visitors did my store have', 'decline'),
  en('restock Premium Rice 1', 'decline'),
  en('mark the last order as fulfilled', 'decline'),
  es('cuál es el producto con más devoluciones', 'decline'),
  en("what's the weather tomorrow", 'decline'),
  en('sales by category', 'decline'),
  es('ventas por vendedor', 'decline'),
  en('average discount given this month', 'decline'),
  en('total value of my inventory', 'decline'),
  // A tenth round, written before its rules: questions as people type them in a chat, wrapped in
  // polite or conversational words, with names after a noun ("la tienda Downtown Store")
  en('hey, can you tell me how much I sold last month?', total('revenue', lastMonth)),
  en('I need the list of my top 10 products this year', [
    ranked('revenue', 'product', 10, thisYear),
    ranked('units', 'product', 10, thisYear),
  ]),
  en(
    'what were total sales for Main Warehouse in Q1',
    total('revenue', { ...q1, locations: '=Main Warehouse' }),
  ),
  en("Tara Kim's orders this year", everyOrder({ ...thisYear, clients: '=Tara Kim' })),
  en("I'd like to see revenue per client for 2025", {
    ...ranked('revenue', 'client', 100, { ...lastYear, sort: 'any' }),
  }),
  en('show me the sales numbers for last week', total('revenue', lastWeek)),
  en('could you give me the number of orders we got in April', everyOrder(april)),
  en(
    'quick question: how many units of Large Notebook 1 are left in stock?',
    stockOf('Large Notebook 1'),
  ),
  en('so how did we do in May?', 'decline'),
  en('please list the orders that are still open', total('order_count', { status: 'pending' })),
  en(
    'roughly how much revenue did Olga Rossi bring in this year',
    total('revenue', { ...thisYear, clients: '=Olga Rossi' }),
  ),
  en('tell me which product sold best last month', bestProduct(lastMonth)),
  en('I want the weekly sales for this month', series('revenue', 'week', thisMonth)),
  en(
    'what does my stock look like at Airport Kiosk',
    // Two hundred products: the answer shows a hundred, largest first or by name.
    (['value desc', 'label asc'] as const).flatMap((sort) =>
      stock('product', { locations: '=Airport Kiosk', sort }),
    ),
  ),
  en(
    'total revenue for the Downtown Store location this year',
    total('revenue', { ...thisYear, locations: '=Downtown Store' }),
  ),
  en('how many orders has customer Tara Kim placed', everyOrder({ clients: '=Tara Kim' })),
  en(
    'revenue from product Premium Rice 1 last month',
    total('revenue', { ...lastMonth, products: '=Premium Rice 1' }),
  ),
  es('necesito saber cuánto facturé en abril', total('revenue', april)),
  es(
    'me puedes decir cuántos pedidos tengo pendientes?',
    total('order_count', { status: 'pending' }),
  ),
  es(
    'cuánto vendió la tienda Downtown Store este mes',
    total('revenue', { ...thisMonth, locations: '=Downtown Store' }),
  ),
  es('dame las ventas por semana del mes pasado', series('revenue', 'week', lastMonth)),
  es('quisiera ver los ingresos por cliente del 2025', {
    ...ranked('revenue', 'client', 100, { ...lastYear, sort: 'any' }),
  }),
  es('hola! cuanto se vendio ayer', total('revenue', yesterday)),
  es(
    'total de unidades vendidas de Premium Rice 1 en el primer trimestre',
    total('units', { ...q1, products: '=Premium Rice 1' }),
  ),
  es('oye, ¿qué cliente me compró más este año?', [
    ranked('revenue', 'client', 1, { ...thisYear, ties: true }),
    ranked('units', 'client', 1, { ...thisYear, ties: true }),
    ...mostOrders(thisYear),
  ]),
  es(
    'cuántos pedidos hizo el cliente Tara Kim este año',
    everyOrder({ ...thisYear, clients: '=Tara Kim' }),
  ),
  es(
    'stock del producto Eco Green Tea 1 en el almacén Main Warehouse',
    stockAt('Eco Green Tea 1', 'Main Warehouse'),
  ),
  es('me gustaría saber las ventas de la semana pasada', total('revenue', lastWeek)),
  es(
    'podrías mostrarme los 5 clientes que más gastaron el mes pasado',
    ranked('revenue', 'client', 5, lastMonth),
  ),
  es('una pregunta: ¿cuántos productos tengo?', records('products')),
  es(
    'y los pedidos cancelados de este mes?',
    total('order_count', { ...thisMonth, status: 'cancelled' }),
  ),
  es('qué tal fueron las ventas en mayo', total('revenue', lastMonth)),
  es('cómo nos fue en mayo', 'decline'),
  es('por favor, las ventas mensuales de este año', series('revenue', 'month', thisYear)),
  // An eleventh round, written before its rules: a word that narrows the question to something
  // the shop's data does not record (new or returning clients, payment, channel, size, a
  // holiday, an hour, a single order's size): answering without it would be a wrong answer
  en('revenue from new clients this month', 'decline'),
  en('sales to returning customers this year', 'decline'),
  en('orders shipped to Madrid', 'decline'),
  en('largest single order this year', 'decline'),
  en('average price of my products', 'decline'),
  en('most expensive product', 'decline'),
  en('products never sold', withoutOrders('products', {})),
  en('clients with no orders this year', withoutOrders('clients', thisYear)),
  en('revenue per square meter', 'decline'),
  en('sales on Black Friday', 'decline'),
  en('Christmas sales last year', 'decline'),
  en('orders placed before noon', 'decline'),
  en('repeat customers last month', 'decline'),
  en('online sales this month', 'decline'),
  es('ventas en efectivo este mes', 'decline'),
  es('pedidos pagados con tarjeta', 'decline'),
  es('ventas del producto más caro', 'decline'),
  es('cuántos pedidos grandes tuve', 'decline'),
  es('clientes nuevos este mes', 'decline'),
  es('qué clientes dejaron de comprar', 'decline'),
  es('stock que caduca este mes', 'decline'),
  es('unidades vendidas por talla', 'decline'),
  es('ventas de navidad del año pasado', 'decline'),
  es('pedidos por la mañana', 'decline'),
  // A twelfth round, written before its rules: relative dates counted back, days without a
  // month, and several filters, rankings and series in one question
  en('revenue the week before last', total('revenue', { from: '2026-06-01', to: '2026-06-07' })),
  en('sales two months ago', total('revenue', april)),
  es('ventas de hace dos meses', total('revenue', april)),
  en('orders last Monday', [everyOrder(day('2026-06-15')), everyOrder(day('2026-06-08'))]),
  en(
    'sales in the same month last year',
    total('revenue', { from: '2025-06-01', to: '2025-06-30' }),
  ),
  en('revenue in the past 7 days', total('revenue', last7days)),
  es('ventas de los últimos 15 días', total('revenue', { from: '2026-06-03', to: '2026-06-17' })),
  es('pedidos de la semana antepasada', everyOrder({ from: '2026-06-01', to: '2026-06-07' })),
  en('revenue from January 1st until today', total('revenue', thisYear)),
  en('orders between the 1st and the 10th', everyOrder({ from: '2026-06-01', to: '2026-06-10' })),
  es('ventas del 1 al 10', total('revenue', { from: '2026-06-01', to: '2026-06-10' })),
  en(
    'units of Eco Coffee Beans 1 sold at Airport Kiosk in April',
    total('units', { ...april, products: '=Eco Coffee Beans 1', locations: '=Airport Kiosk' }),
  ),
  en(
    'pending orders from Olga Rossi at Main Warehouse',
    total('order_count', {
      status: 'pending',
      clients: '=Olga Rossi',
      locations: '=Main Warehouse',
    }),
  ),
  en('top 3 products at Downtown Store last month', [
    ranked('units', 'product', 3, { ...lastMonth, locations: '=Downtown Store' }),
    ranked('revenue', 'product', 3, { ...lastMonth, locations: '=Downtown Store' }),
  ]),
  es('los diez mejores clientes del año', [
    ranked('revenue', 'client', 10, thisYear),
    ranked('order_count', 'client', 10, thisYear),
  ]),
  es('el top 5 de productos de mayo', [
    ranked('units', 'product', 5, lastMonth),
    ranked('revenue', 'product', 5, lastMonth),
  ]),
  en('the three best customers in Q1', [
    ranked('revenue', 'client', 3, q1),
    ranked('order_count', 'client', 3, q1),
  ]),
  en(
    'revenue by week at Main Warehouse this month',
    series('revenue', 'week', { ...thisMonth, locations: '=Main Warehouse' }),
  ),
  en(
    'monthly units for Premium Rice 1 this year',
    series('units', 'month', { ...thisYear, products: '=Premium Rice 1' }),
  ),
  es('ventas diarias de la semana pasada', series('revenue', 'day', lastWeek)),
  en(
    'how many cancelled orders did Tara Kim have last year',
    total('order_count', { ...lastYear, status: 'cancelled', clients: '=Tara Kim' }),
  ),
  es(
    'cuánto compró Olga Rossi en Downtown Store',
    total('revenue', { clients: '=Olga Rossi', locations: '=Downtown Store' }),
  ),
  en('which day of last week had the most sales', [
    ranked('revenue', 'day', 1, { ...lastWeek, ties: true }),
    ranked('units', 'day', 1, { ...lastWeek, ties: true }),
    ranked('order_count', 'day', 1, { ...lastWeek, ties: true }),
  ]),
  en(
    'what month had the fewest orders this year',
    [{ status: 'any' as const }, {}].map((status) =>
      ranked('order_count', 'month', 1, { ...thisYear, sort: 'value asc', ties: true, ...status }),
    ),
  ),
  // A thirteenth round, written before its rules: the new kinds again, in words and orders of
  // words the sixth and seventh rounds did not use
  es(
    'ventas de marzo comparadas con las de febrero',
    compare(
      [['marzo', 'march'], total('revenue', march)],
      [['febrero', 'february'], total('revenue', february)],
    ),
  ),
  es(
    'ventas este mes respecto al mes pasado',
    compare(
      [['este mes', 'june', 'junio'], total('revenue', thisMonth)],
      [['mes pasado', 'may', 'mayo'], total('revenue', lastMonth)],
    ),
  ),
  en(
    "how do this year's sales stack up against last year",
    compare(
      [['this year', '2026'], total('revenue', thisYear)],
      [['last year', '2025'], total('revenue', lastYear)],
    ),
  ),
  es(
    'pedidos de Tara Kim y de Olga Rossi comparados',
    compare(
      [['tara kim'], everyOrder({ clients: '=Tara Kim' })],
      [['olga rossi'], everyOrder({ clients: '=Olga Rossi' })],
    ),
  ),
  en(
    'Main Warehouse versus Airport Kiosk units sold this year',
    compare(
      [['main warehouse'], total('units', { ...thisYear, locations: 'Main Warehouse' })],
      [['airport kiosk'], total('units', { ...thisYear, locations: 'Airport Kiosk' })],
    ),
  ),
  es('qué porcentaje de los pedidos están pendientes', {
    share: { part: total('order_count', { status: 'pending' }), whole: everyOrder() },
  }),
  en('how much of my revenue comes from Olga Rossi', [
    { share: { part: total('revenue', { clients: '=Olga Rossi' }), whole: total('revenue') } },
    total('revenue', { clients: '=Olga Rossi' }),
  ]),
  es('peso de cada ubicación en las ventas', revenueShares('location')),
  en('what fraction of units sold last month were Premium Rice 1', {
    share: {
      part: total('units', { ...lastMonth, products: '=Premium Rice 1' }),
      whole: total('units', lastMonth),
    },
  }),
  es('cuánto vendo de media al día este mes', {
    ratio: { of: total('revenue', thisMonth), per: 17 },
  }),
  en('mean order value last week', total('average_order_value', lastWeek)),
  es('unidades por pedido de media este año', {
    ratio: { of: total('units', thisYear), per: total('order_count', thisYear) },
  }),
  en('average number of orders per day last month', [
    { ratio: { of: everyOrder(lastMonth), per: 31 } },
    { ratio: { of: total('order_count', lastMonth), per: 31 } },
  ]),
  es('cuántos clientes diferentes compraron el año pasado', {
    distinct: 'clients',
    where: lastYear,
  }),
  en('count of unique customers this month', { distinct: 'clients', where: thisMonth }),
  es('cuántos artículos distintos se vendieron en mayo', {
    distinct: 'products',
    where: lastMonth,
  }),
  en('how many of my products sold at least once this year', {
    distinct: 'products',
    where: thisYear,
  }),
  es('cuándo compró por última vez Tara Kim', lastDate({ clients: '=Tara Kim' })),
  en("date of Olga Rossi's latest order", lastDate({ clients: '=Olga Rossi' })),
  es('cuál fue el primer día que vendí Premium Rice 1', firstDate({ products: '=Premium Rice 1' })),
  en('when did Main Warehouse make its first sale', firstDate({ locations: '=Main Warehouse' })),
  es('fecha del último pedido cancelado', lastDate({ status: 'cancelled' })),
  // A fourteenth round, written before its rules: Spanish constructions of the new kinds the
  // earlier rounds did not use (nominalised "lo vendido", "más … que", "representa", "supone",
  // "comparativa", "variación", "hace cuánto")
  es(
    'diferencia entre lo vendido en abril y en mayo',
    compare(
      [['abril', 'april'], total('revenue', april)],
      [['mayo', 'may'], total('revenue', lastMonth)],
    ),
  ),
  es(
    '¿vendí más este mes que el mes pasado?',
    compare(
      [['este mes', 'june', 'junio'], total('revenue', thisMonth)],
      [['mes pasado', 'may', 'mayo'], total('revenue', lastMonth)],
    ),
  ),
  es(
    'comparativa de ventas entre Main Warehouse y Downtown Store',
    compare(
      [['main warehouse'], total('revenue', { locations: 'Main Warehouse' })],
      [['downtown store'], total('revenue', { locations: 'Downtown Store' })],
    ),
  ),
  es(
    'variación de las ventas entre marzo y abril',
    compare(
      [['marzo', 'march'], total('revenue', march)],
      [['abril', 'april'], total('revenue', april)],
    ),
  ),
  es('¿cuánto representa Tara Kim sobre el total de ventas?', {
    share: { part: total('revenue', { clients: '=Tara Kim' }), whole: total('revenue') },
  }),
  es('¿qué parte del total corresponde a Main Warehouse?', {
    share: { part: total('revenue', { locations: 'Main Warehouse' }), whole: total('revenue') },
  }),
  es('¿cuánto supone Premium Rice 1 de las unidades vendidas este año?', {
    share: {
      part: total('units', { ...thisYear, products: '=Premium Rice 1' }),
      whole: total('units', thisYear),
    },
  }),
  es('media de pedidos diarios este mes', [
    { ratio: { of: everyOrder(thisMonth), per: 17 } },
    { ratio: { of: total('order_count', thisMonth), per: 17 } },
  ]),
  es('¿cuál es el gasto promedio por pedido?', total('average_order_value')),
  es('número medio de unidades por pedido el mes pasado', {
    ratio: { of: total('units', lastMonth), per: total('order_count', lastMonth) },
  }),
  es('¿hace cuánto que no compra Olga Rossi?', lastDate({ clients: '=Olga Rossi' })),
  es('¿cuándo hizo Tara Kim su último pedido?', lastDate({ clients: '=Tara Kim' })),
  es('¿a cuántos clientes distintos les vendí Premium Rice 1?', {
    distinct: 'clients',
    where: { products: '=Premium Rice 1' },
  }),
  es('cantidad de productos diferentes vendidos la semana pasada', {
    distinct: 'products',
    where: lastWeek,
  }),
  es('¿desde cuándo vendo Eco Green Tea 1?', firstDate({ products: '=Eco Green Tea 1' })),
  es('porcentaje de ventas de cada cliente este año', revenueShares('client', thisYear)),
  // A fifteenth round, written before its rules: English questions of the new kinds in words the
  // earlier rounds did not use ("account for", "split", "breakdown", "typical", "separate")
  en(
    'how did sales in April compare with March',
    compare([['april'], total('revenue', april)], [['march'], total('revenue', march)]),
  ),
  en('what percentage of total revenue does Main Warehouse account for', {
    share: { part: total('revenue', { locations: 'Main Warehouse' }), whole: total('revenue') },
  }),
  en("Tara Kim's share of revenue this year", {
    share: {
      part: total('revenue', { ...thisYear, clients: '=Tara Kim' }),
      whole: total('revenue', thisYear),
    },
  }),
  en('revenue split by location', [
    revenueShares('location'),
    ranked('revenue', 'location', 100, { sort: 'any' }),
  ]),
  en('breakdown of sales by client this month', [
    revenueShares('client', thisMonth),
    ranked('revenue', 'client', 100, { ...thisMonth, sort: 'any' }),
  ]),
  en('on average, how much does each order bring in', total('average_order_value')),
  en('average daily orders this week', [
    { ratio: { of: everyOrder(thisWeek), per: 3 } },
    { ratio: { of: total('order_count', thisWeek), per: 3 } },
  ]),
  en('typical order size last month', [
    total('average_order_value', lastMonth),
    { ratio: { of: total('units', lastMonth), per: total('order_count', lastMonth) } },
  ]),
  en('how many separate customers placed orders in May', { distinct: 'clients', where: lastMonth }),
  en('number of SKUs sold this week', { distinct: 'products', where: thisWeek }),
  en('most recent sale at Main Warehouse', lastDate({ locations: '=Main Warehouse' })),
  en("Olga Rossi's first purchase date", firstDate({ clients: '=Olga Rossi' })),
  en(
    'May vs June revenue',
    compare([['may'], total('revenue', lastMonth)], [['june'], total('revenue', thisMonth)]),
  ),
  en(
    'sales last week compared to the week before',
    compare(
      [['last week'], total('revenue', lastWeek)],
      [['week before'], total('revenue', { from: '2026-06-01', to: '2026-06-07' })],
    ),
  ),
  en(
    'Q1 or Q2: which had more orders',
    [{ status: 'any' as const }, {}].map((status) =>
      compare(
        [['q1'], total('order_count', { ...q1, ...status })],
        [['q2'], total('order_count', { ...q2, ...status })],
      ),
    ),
  ),
  en('revenue growth from April to May', 'decline'),
  // A sixteenth round, written before its rules: informal writing again, in both languages:
  // shorthand, missing accents, words run together, digits for words, typos in keywords
  es('cuantos pedidos ay este mes', [everyOrder(thisMonth), total('order_count', thisMonth)]),
  es('q tal las ventas d hoy', total('revenue', today)),
  es('ventas x ubicacion este año', {
    ...ranked('revenue', 'location', 100, { ...thisYear, sort: 'any' }),
  }),
  es('k cliente compro mas', [
    ranked('revenue', 'client', 1, { ties: true }),
    ranked('units', 'client', 1, { ties: true }),
    ...mostOrders(),
  ]),
  es('cuanto e vendido este mes', total('revenue', thisMonth)),
  es('ventasdel mes pasado', total('revenue', lastMonth)),
  es('cuantasunidades vendi ayer', total('units', yesterday)),
  es(
    'pedidos pendientes d Tara Kim',
    total('order_count', { status: 'pending', clients: '=Tara Kim' }),
  ),
  es('stock d Premium Rice 1', stockOf('Premium Rice 1')),
  es('top 5 productos + vendidos', [
    ranked('units', 'product', 5, { ties: true }),
    ranked('units', 'product', 5),
  ]),
  en('whats the revenue 4 last month', total('revenue', lastMonth)),
  en('how much did i sell thsi week', total('revenue', thisWeek)),
  en('top sellin products ths month', [
    ranked('units', 'product', 100, { ...thisMonth, atLeast: 3 }),
  ]),
  en('ordrs by staus', byStatus('order_count')),
  en('revenue per month 2025', series('revenue', 'month', lastYear)),
  en('no of orders today', everyOrder(today)),
  en('avg order val this yr', total('average_order_value', thisYear)),
  en('best customer ytd', [
    ranked('revenue', 'client', 1, { ...thisYear, ties: true }),
    ...mostOrders(thisYear),
  ]),
]
