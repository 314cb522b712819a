// Held-out questions of the kinds shop owners ask that the parser declined or answered wrongly,
// in English and Spanish, written before any rule was changed for them and never to be tuned on:
// a rule changed because one of these fails makes the figure worthless. Dates are worked out by
// hand for EVAL_NOW (Wednesday 2026-06-17). Order counts without a status count every order,
// cancelled ones too ("How many orders do I have?" is 4 when 2 of 4 are cancelled); revenue and
// units sold leave cancelled orders out.
import { en, es, type EvalCase } from './answers'
import {
  bestProduct,
  byStatus,
  byType,
  catalog,
  everyOrder,
  items,
  mostOrders,
  stock,
  stockOf,
  under,
} from './answer-keys'
import {
  april,
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

const day = (d: string) => ({ from: d, to: d })
const may = lastMonth
const july2025 = { from: '2025-07-01', to: '2025-07-31' }
const marchToMay = { from: '2026-03-01', to: '2026-05-31' }
const june1to15 = { from: '2026-06-01', to: '2026-06-15' }
const dayBeforeYesterday = day('2026-06-15')
const lastSunday = day('2026-06-14')

export const HELD_OUT: EvalCase[] = [
  // Explicit ranges and single days
  en('sales between the 1st and the 15th of June', total('revenue', june1to15)),
  en('how many units did I sell from March to May', total('units', marchToMay)),
  en("yesterday's sales", total('revenue', yesterday)),
  en('2day sales', total('revenue', today)),
  en('revenue on June 3rd', total('revenue', day('2026-06-03'))),
  en('how much did I make on the 10th', total('revenue', day('2026-06-10'))),
  en('how many orders came in the day before yesterday', everyOrder(dayBeforeYesterday)),
  en('sales since monday', total('revenue', thisWeek)),
  en('how much did we sell last sunday', total('revenue', lastSunday)),
  es('ventas entre el 1 y el 15 de junio', total('revenue', june1to15)),
  es('unidades vendidas de marzo a mayo', total('units', marchToMay)),
  es('las ventas de ayer', total('revenue', yesterday)),
  es('cuanto vendi hoy', total('revenue', today)),
  es('ventas del 3 de junio', total('revenue', day('2026-06-03'))),
  es(
    'facturación del 1 al 10 de junio',
    total('revenue', { from: '2026-06-01', to: '2026-06-10' }),
  ),
  es('cuántos pedidos hubo anteayer', everyOrder(dayBeforeYesterday)),
  es('ventas desde el lunes', total('revenue', thisWeek)),
  es('cuánto se vendió el domingo pasado', total('revenue', lastSunday)),

  // Order status: grouping by it, the value of pending or cancelled orders, counting them all
  en('orders by status', byStatus('order_count')),
  en('How many orders do I have?', everyOrder()),
  en('what is the value of my pending orders', total('revenue', { status: 'pending' })),
  en(
    'total value of cancelled orders this year',
    total('revenue', { ...thisYear, status: 'cancelled' }),
  ),
  en("break down this month's orders by status", byStatus('order_count', thisMonth)),
  en('How many orders did I get last month?', everyOrder(lastMonth)),
  en('revenue by order status this year', [
    byStatus('revenue', thisYear),
    byStatus('revenue', { ...thisYear, status: undefined }),
  ]),
  es('pedidos por estado', byStatus('order_count')),
  es('cuántos pedidos tengo', everyOrder()),
  es('valor de los pedidos pendientes', total('revenue', { status: 'pending' })),
  es(
    'cuánto suman los pedidos cancelados del mes pasado',
    total('revenue', { ...lastMonth, status: 'cancelled' }),
  ),
  es('pedidos x estado este año', byStatus('order_count', thisYear)),
  es('cuantos pedidos recibi este mes', everyOrder(thisMonth)),
  es('cuánto dinero hay en pedidos pendientes', total('revenue', { status: 'pending' })),

  // Stock at a named location, under a threshold there, by location; the catalog's size
  en(
    'how many Premium Mug 2 do I have at Downtown Store',
    stockOf('Premium Mug 2', 'Downtown Store'),
  ),
  en('stock of Large Notebook 8 in Airport Kiosk', stockOf('Large Notebook 8', 'Airport Kiosk')),
  en('products with fewer than 50 units at Main Warehouse', under(50, 'Main Warehouse')),
  en('how much stock do I have in each location', stock('location')),
  en('how many products are in my catalog', catalog()),
  en('how many active products do I have', catalog(true)),
  en('how many inactive products', catalog(false)),
  en('total units in stock', stock('none')),
  en("what's under 200 units at Airport Kiosk", under(200, 'Airport Kiosk')),
  es(
    'cuántas unidades de Premium Mug 2 hay en Downtown Store',
    stockOf('Premium Mug 2', 'Downtown Store'),
  ),
  es('stock de Small Jam 3 en Main Warehouse', stockOf('Small Jam 3', 'Main Warehouse')),
  es('productos con menos de 200 unidades en Downtown Store', under(200, 'Downtown Store')),
  es('cuanto stock hay en cada ubicación', stock('location')),
  es('cuántos productos tengo en el catálogo', catalog()),
  es('cuantos productos activos tengo', catalog(true)),
  es('productos inactivos cuantos hay', catalog(false)),
  es('cuántas unidades tengo en stock en total', stock('none')),
  es('qué hay por debajo de 200 unidades en Airport Kiosk', under(200, 'Airport Kiosk')),

  // Stock movements by type
  en(
    'how many stock receipts did I get in July 2025',
    total('order_count', { ...july2025, type: 'IN' }),
  ),
  en('units taken out with OUT this year', total('units', { ...thisYear, type: 'OUT' })),
  en('how many OUT movements last month', total('order_count', { ...lastMonth, type: 'OUT' })),
  en('units received in 2025', total('units', { ...lastYear, type: 'IN' })),
  en('stock movements by type last year', byType(lastYear)),
  en(
    'how many units came in at Airport Kiosk',
    total('units', { type: 'IN', locations: '=Airport Kiosk' }),
  ),
  es(
    'cuántas entradas de stock hubo en julio del año pasado',
    total('order_count', { ...july2025, type: 'IN' }),
  ),
  es('unidades que salieron con OUT este año', total('units', { ...thisYear, type: 'OUT' })),
  es(
    'cuántos movimientos OUT hubo el mes pasado',
    total('order_count', { ...lastMonth, type: 'OUT' }),
  ),
  es('unidades recibidas en 2025', total('units', { ...lastYear, type: 'IN' })),
  es('movimientos de stock por tipo en 2025', byType(lastYear)),
  es('entradas de mercancía en Downtown Store', [
    total('order_count', { type: 'IN', locations: '=Downtown Store' }),
    total('units', { type: 'IN', locations: '=Downtown Store' }),
  ]),

  // Rankings
  en('which client placed the most orders', mostOrders()),
  en('product of the year', bestProduct(thisYear)),
  en('my 5 best products by revenue this year', ranked('revenue', 'product', 5, thisYear)),
  en('who is my top client by number of orders this year', mostOrders(thisYear)),
  en(
    'client ranking by sales last year',
    ranked('revenue', 'client', 100, { ...lastYear, atLeast: 3 }),
  ),
  en('which product brought in the most money in April', [
    ranked('revenue', 'product', 1, { ...april, ties: true }),
  ]),
  en('best 3 clients by orders last month', [
    ranked('order_count', 'client', 3, { ...lastMonth, status: 'any' }),
    ranked('order_count', 'client', 3, lastMonth),
  ]),
  en('top selling product of 2025', bestProduct(lastYear)),
  es('qué cliente hizo más pedidos', mostOrders()),
  es('producto del año', bestProduct(thisYear)),
  es('ranking de clientes', [
    ranked('revenue', 'client', 100, { atLeast: 3 }),
    ranked('order_count', 'client', 100, { atLeast: 3, status: 'any' }),
    ranked('order_count', 'client', 100, { atLeast: 3 }),
  ]),
  es('los 5 mejores productos x facturación', ranked('revenue', 'product', 5)),
  es(
    'ranking de productos por unidades vendidas este mes',
    ranked('units', 'product', 100, { ...thisMonth, atLeast: 3 }),
  ),
  es('cliente con más pedidos este año', mostOrders(thisYear)),
  es('los 3 clientes que más facturaron el mes pasado', ranked('revenue', 'client', 3, lastMonth)),
  es(
    'qué producto me dejó más dinero en abril',
    ranked('revenue', 'product', 1, { ...april, ties: true }),
  ),

  // Informal writing: "x" for "por", "k" for "qué", "ay" for "hay", no accents, words run together
  en('hw much did i sell yday', total('revenue', yesterday)),
  en('salesthismonth', total('revenue', thisMonth)),
  en('top5 products lastmonth', [
    ranked('revenue', 'product', 5, lastMonth),
    ranked('units', 'product', 5, lastMonth),
  ]),
  en('any pending orders', total('order_count', { status: 'pending' })),
  en('whats my best selling product this week', bestProduct(thisWeek)),
  en('how much stock of premium mug 2', stockOf('Premium Mug 2')),
  en('revenue per day last wk', series('revenue', 'day', lastWeek)),
  en('how many orders 2day', everyOrder(today)),
  en('units sold last mnth', total('units', lastMonth)),
  es('k producto se vendio mas ayer', ranked('units', 'product', 1, { ...yesterday, ties: true })),
  es('ay pedidos pendientes?', total('order_count', { status: 'pending' })),
  es('ventas x mes este año', series('revenue', 'month', thisYear)),
  es('cuanto vendi ayer', total('revenue', yesterday)),
  es('k cliente compro mas este mes', [
    ranked('revenue', 'client', 1, { ...thisMonth, ties: true }),
    ...mostOrders(thisMonth),
  ]),
  es('cuantas ubicaciones tengo', records('locations')),
  es('ventasdeayer', total('revenue', yesterday)),
  es(
    'pedidos pendientes x cliente',
    ranked('order_count', 'client', 100, { status: 'pending', sort: 'any' }),
  ),
  es(
    'unidades vendidas x producto ayer',
    ranked('units', 'product', 100, { ...yesterday, sort: 'any' }),
  ),
  es('q tal las ventas de la semana pasada', total('revenue', lastWeek)),
  es('stock d Small Jam 3', stockOf('Small Jam 3')),

  // Answered wrong before: a dropped superlative, revenue for items, one row per product for a
  // total, a command answered with a count, a tie hidden, a one-letter typo in a client's name
  en('best seller in May', bestProduct(may)),
  en('what sold best in April', bestProduct(april)),
  en('what did Kenji Lopez buy last month', items('=Kenji Lopez', lastMonth)),
  en('which products did Hugo Smith order this year', items('=Hugo Smith', thisYear)),
  en('how many units do I have in stock altogether', stock('none')),
  en('delete all cancelled orders', 'decline'),
  en('which client ordered the most this month', [
    ...mostOrders(thisMonth),
    ranked('revenue', 'client', 1, { ...thisMonth, ties: true }),
  ]),
  en('sales to Kenji Lopes this year', total('revenue', { ...thisYear, clients: '=Kenji Lopez' })),
  en('how many orders did Pablo Rosso place', everyOrder({ clients: '=Pablo Rossi' })),
  en('what did Elena Silba buy in May', items('=Elena Silva', may)),
  es('el producto más vendido de mayo', bestProduct(may)),
  es('qué compró Hugo Smith el mes pasado', items('=Hugo Smith', lastMonth)),
  es('borra los pedidos cancelados', 'decline'),
  es('qué cliente pidió más este mes', [
    ...mostOrders(thisMonth),
    ranked('revenue', 'client', 1, { ...thisMonth, ties: true }),
  ]),
  es(
    'cuánto compró Lucia Wever este año',
    total('revenue', { ...thisYear, clients: '=Lucia Weber' }),
  ),
  es('cuántos pedidos ha hecho Victor Silba', everyOrder({ clients: '=Victor Silva' })),
  es('el más vendido del año pasado', bestProduct(lastYear)),
  es('qué compró Kenji Lopes en abril', items('=Kenji Lopez', april)),
  es('cuántas unidades hay en stock sumando todo', stock('none')),
  es('cuántos pedidos tuve en mayo', everyOrder(may)),

  // Commands that would change data, and questions outside the shop's data: never a table
  en('cancel order 1234', 'decline'),
  en('add 50 units of Premium Mug 2 to Downtown Store', 'decline'),
  en('set the price of Small Jam 3 to 4.99', 'decline'),
  en('mark all pending orders as fulfilled', 'decline'),
  en('remove Large Notebook 8 from the catalog', 'decline'),
  en('write an email to my best client', 'decline'),
  en('how much profit did I make last month', 'decline'),
  es('elimina el cliente Victor Silva', 'decline'),
  es('cambia el precio de Small Jam 3 a 5 euros', 'decline'),
  es('añade 20 unidades de Large Notebook 8 al Main Warehouse', 'decline'),
  es('marca los pedidos pendientes como completados', 'decline'),
  es('escribe un correo a mis clientes', 'decline'),
  es('qué tiempo hará mañana', 'decline'),
  es('cuál fue mi beneficio neto el mes pasado', 'decline'),
]
