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
  en('average number of orders per day this month', {
    ratio: { of: total('order_count', thisMonth), per: 17 },
  }),
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
  es('promedio de pedidos por día la semana pasada', {
    ratio: { of: total('order_count', lastWeek), per: 7 },
  }),
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
  en("clients who haven't ordered since April", 'decline'),
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
  en('on average how many orders do I get per day this week', {
    ratio: { of: total('order_count', thisWeek), per: 3 },
  }),
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
]
