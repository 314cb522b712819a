// The ninth held-out set: written before the rules of round 25, never tuned on. The owners of a
// pharmacy, a pet shop, a coffee roaster, a tile and paint shop and a bookshop, typing or
// dictating: Irish, Scottish, South African, Canadian and Caribbean English; Peruvian,
// Venezuelan, Uruguayan and Caribbean Spanish.
//
// How the questions are read, against Wednesday 2026-06-17 (EVAL_NOW):
// - weeks start on Monday; a weekday named alone ("on Saturday") is the latest one already begun;
// - "the last N days" is read with today and, as a second reading, as the N days before it;
// - a month or a day without a year is the latest one already begun ("July" is July 2025);
// - holidays are days only where their date is fixed (Christmas, Canada Day, 28 de julio...);
// - an order count without a status counts every order and, as a second reading, every order
//   but the cancelled ones; money and units leave cancelled orders out;
// - stock without a product named counts the active products, or every product;
// - every reading a careful person would accept is listed; a command that would change data, or
//   a question outside the shop's own data, is to be declined.
import {
  bestProduct,
  byStatus,
  byType,
  catalog,
  day,
  items,
  march,
  mostOrders,
  ordersBoth,
  perClient,
  perLocation,
  perProduct,
  stock,
  stockAt,
  stockOf,
  topBuyer,
  under,
} from './answer-keys'
import { en, es, type EvalCase } from './answers'
import {
  april,
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

const q2 = { from: '2026-04-01', to: '2026-06-17' }
const q4 = { from: '2025-10-01', to: '2025-12-31' }
const july = { from: '2025-07-01', to: '2025-07-31' }
const august = { from: '2025-08-01', to: '2025-08-31' }
const december = { from: '2025-12-01', to: '2025-12-31' }
const february = { from: '2026-02-01', to: '2026-02-28' }

/** "The last N days": with today, or the N days before it. */
const lastDays = (n: number) => {
  const start = (back: number) => new Date(Date.UTC(2026, 5, 17 - back)).toISOString().slice(0, 10)
  return [
    { from: start(n - 1), to: today.to },
    { from: start(n), to: yesterday.to },
  ]
}
const overLastDays = (n: number, make: (period: { from: string; to: string }) => Expected) =>
  lastDays(n).map(make)
/** Orders per period or per client, counted with their cancelled ones or without. */
const ordersSeries = (group: Parameters<typeof series>[1], extra: Partial<Expected>) =>
  [{ status: 'any' as const }, {}].map((status) =>
    series('order_count', group, { ...status, ...extra }),
  )
const ordersRanked = (limit: number, extra: Partial<Expected>) =>
  [{ status: 'any' as const }, {}].map((status) =>
    ranked('order_count', 'client', limit, { ...status, ...extra }),
  )
/** What a family of products, or one product, sold: in money or in units. */
const soldOf = (extra: Partial<Expected>) => [total('revenue', extra), total('units', extra)]

export const HELD_OUT_9: EvalCase[] = [
  // An Irish pharmacy
  en("What's the story with sales yesterday, like?", total('revenue', yesterday)),
  en('how much did we take in on St Patricks Day', total('revenue', day('2026-03-17'))),
  en('How many orders have we had this week so far', ordersBoth(thisWeek)),
  en('give us the value of the pending orders there', total('revenue', { status: 'pending' })),
  en(
    'stock of Fresh Soap Bar 5 at the Downtown Store',
    stockOf('Fresh Soap Bar 5', 'Downtown Store'),
  ),
  en(
    'which soap bars are under 300 units at Airport Kiosk',
    stock('product', { below: 300, products: 'soap bar', locations: '=Airport Kiosk' }),
  ),
  en(
    'units sold between the 1st and the 15th of May',
    total('units', { from: '2026-05-01', to: '2026-05-15' }),
  ),
  en(
    'Could you show me the revenue for each month since January, please? Thanks a million',
    series('revenue', 'month', thisYear),
  ),
  en('top 3 clients by spend last quarter', ranked('revenue', 'client', 3, q1)),
  en('what did Olga Novak buy in May', items('=Olga Novak', lastMonth)),
  en('cancel all the pending orders from Olga Novak', 'decline'),
  en('will it rain in Cork tomorrow', 'decline'),

  // A Scottish coffee roaster
  en(
    'aye, how many coffee beans did we shift last month',
    total('units', { ...lastMonth, products: 'coffee beans' }),
  ),
  en('wee breakdown of orders by status this month', byStatus('order_count', thisMonth)),
  en('sales on Burns Night', total('revenue', day('2026-01-25'))),
  en(
    'top five products by revenue from March to May',
    ranked('revenue', 'product', 5, { from: '2026-03-01', to: '2026-05-31' }),
  ),
  en('how many products are active the noo', catalog(true)),
  en('how much stock is at each location', stock('location')),
  en('who placed the most orders in April', mostOrders(april)),
  en('revenue per week in May', series('revenue', 'week', lastMonth)),
  en('units sold per day last week', series('units', 'day', lastWeek)),
  en(
    'how many orders did Tara Lopez put in this year',
    ordersBoth({ ...thisYear, clients: '=Tara Lopez' }),
  ),
  en('empty the Airport Kiosk and move all its stock to Main Warehouse', 'decline'),

  // A South African tile and paint shop
  en('howzit, what was turnover on Heritage Day', total('revenue', day('2025-09-24'))),
  en('how many orders on Freedom Day', ordersBoth(day('2026-04-27'))),
  en('revenue for the second quarter so far', total('revenue', q2)),
  en('products with fewer than 50 units at Main Warehouse', under(50, 'Main Warehouse')),
  en('stock movements by type in August', byType(august)),
  en('what did Kenji Dubois buy last month', items('=Kenji Dubois', lastMonth)),
  en('ranking of clients by orders this year', ordersRanked(100, { ...thisYear, atLeast: 5 })),
  en('how many inactive products do I have', catalog(false)),
  en('lekker, what was the revenue on Saturday', total('revenue', day('2026-06-13'))),
  en(
    'sales by client in the first week of June',
    perClient('revenue', { from: '2026-06-01', to: '2026-06-07' }),
  ),
  en('what will the rand do against the dollar next month', 'decline'),

  // A Canadian bookshop
  en('how much did we sell on Canada Day', total('revenue', day('2025-07-01'))),
  en(
    'number of cancelled orders in the last 30 days',
    overLastDays(30, (p) => total('order_count', { ...p, status: 'cancelled' })),
  ),
  en('value of cancelled orders this year', total('revenue', { ...thisYear, status: 'cancelled' })),
  en('best seller in February', bestProduct(february)),
  en('product of the year, eh?', bestProduct(thisYear)),
  en('orders by month for 2025', ordersSeries('month', lastYear)),
  en('Notebook stock at the Airport Kiosk', [
    ranked('stock', 'product', 100, {
      products: 'notebook',
      locations: '=Airport Kiosk',
      sort: 'any',
    }),
    total('stock', { products: 'notebook', locations: '=Airport Kiosk' }),
  ]),
  en('how many products are in the catalogue', catalog()),
  en('top 10 customers by number of orders in Q1', ordersRanked(10, q1)),
  en('add 50 units of Premium Mug 2 to the Downtown Store', 'decline'),
  en(
    'revenue from Hugo Smith between Jan 1 and Mar 31',
    total('revenue', { ...q1, clients: '=Hugo Smith' }),
  ),

  // A pet shop in Trinidad
  en('how much we sell last week boss', total('revenue', lastWeek)),
  en('which client order the most this month', topBuyer(thisMonth)),
  en(
    'how many units of Organic Granola 1 we sell this year',
    total('units', { ...thisYear, products: '=Organic Granola 1' }),
  ),
  en('sales for Christmas day', total('revenue', day('2025-12-25'))),
  en('the five best products by units in December', ranked('units', 'product', 5, december)),
  en('how much did the pet shop across the road sell last month', 'decline'),

  // Informal, dictated, polite
  en('howmuch revenue 2day', total('revenue', today)),
  en('revenu by locaton this yr', perLocation('revenue', thisYear)),
  en('orders twenty twenty five', ordersBoth(lastYear)),
  en('top fifteen clients last month', ranked('revenue', 'client', 15, lastMonth)),
  en(
    'okay so um I was wondering what the uh total units sold were for the month of April you know roughly',
    total('units', april),
  ),
  en(
    'Good afternoon, would you be so kind as to show me the revenue for each Green Tea product in March? Many thanks',
    perProduct('revenue', { ...march, products: 'green tea' }),
  ),
  en('sales on monday', total('revenue', day('2026-06-15'))),
  en('how many orders last friday', ordersBoth(day('2026-06-12'))),
  en(
    'units sold in the last fourteen days',
    overLastDays(14, (p) => total('units', p)),
  ),
  en(
    "revenue for Smith's Bakry this year",
    total('revenue', { ...thisYear, clients: "=Smith's Bakery" }),
  ),
  en('stock of Premium Mug 2 at Main Wearhouse', stockOf('Premium Mug 2', 'Main Warehouse')),
  en("what's under 200 at downtown store", under(200, 'Downtown Store')),
  en('pending orders per client', perClient('order_count', { status: 'pending' })),
  en('weekly revenue since april', series('revenue', 'week', q2)),
  en('delete the cancelled orders from last month', 'decline'),
  en("what's bitcoin going to be worth next week", 'decline'),

  // Una botica en Lima
  es('cuánto vendimos en Fiestas Patrias, el 28 de julio', total('revenue', day('2025-07-28'))),
  es('oe causa, cuántos pedidos hubo ayer', ordersBoth(yesterday)),
  es('ventas del 1 al 15 de mayo pe', total('revenue', { from: '2026-05-01', to: '2026-05-15' })),
  es('qué compró Ines Weber el mes pasado', items('=Ines Weber', lastMonth)),
  es(
    'stock de Handmade Soap Bar 2 en Airport Kiosk',
    stockOf('Handmade Soap Bar 2', 'Airport Kiosk'),
  ),
  es('valor de los pedidos pendientes al toque', total('revenue', { status: 'pending' })),
  es('cuántos productos activos tengo', catalog(true)),
  es('top 3 clientes x facturación en abril', ranked('revenue', 'client', 3, april)),
  es('el producto más vendido de marzo', bestProduct(march)),
  es('anula todos los pedidos pendientes de Olga Kim', 'decline'),
  es('cómo estará el clima en Lima mañana', 'decline'),

  // Una tienda de mascotas en Caracas
  es('chamo, cuánto facturamos el 5 de julio', total('revenue', day('2025-07-05'))),
  es('pedidos por estado este año, vale', byStatus('order_count', thisYear)),
  es(
    'los 5 mejores productos x facturación del año pasado',
    ranked('revenue', 'product', 5, lastYear),
  ),
  es(
    'cuántas unidades de Granola vendimos en mayo',
    total('units', { ...lastMonth, products: 'granola' }),
  ),
  es('existencias por ubicación', stock('location')),
  es('qué cliente hizo más pedidos el mes pasado', mostOrders(lastMonth)),
  es('ventas por día esta semana pana', series('revenue', 'day', thisWeek)),
  es(
    'ranking de productos por unidades este año',
    ranked('units', 'product', 200, { ...thisYear, atLeast: 5 }),
  ),
  es('movimientos de inventario por tipo en julio', byType(july)),
  es('cuánto vendió la tienda de mascotas de mi primo', 'decline'),

  // Un tostadero de café en Montevideo
  es(
    'bo, decime cuánto vendimos de Coffee Beans este mes',
    soldOf({ ...thisMonth, products: 'coffee beans' }),
  ),
  es(
    'mostrame el stock de Organic Coffee Beans 9 en Main Warehouse',
    stockOf('Organic Coffee Beans 9', 'Main Warehouse'),
  ),
  es('ventas del 25 de agosto', total('revenue', day('2025-08-25'))),
  es(
    'cuántos pedidos cancelados hubo en el primer trimestre',
    total('order_count', { ...q1, status: 'cancelled' }),
  ),
  es('ventas x mes desde enero', series('revenue', 'month', thisYear)),
  es('qué productos tienen menos de 100 unidades en Main Warehouse', under(100, 'Main Warehouse')),
  es(
    'cuántos pedidos hizo Lucia Weber este año',
    ordersBoth({ ...thisYear, clients: '=Lucia Weber' }),
  ),
  es(
    'facturación de los últimos siete días',
    overLastDays(7, (p) => total('revenue', p)),
  ),
  es('ta, y el ticket promedio del mes pasado?', total('average_order_value', lastMonth)),
  es('cambiá el precio del Premium Mug 2 a 20 pesos', 'decline'),

  // Una tienda de cerámica y pinturas en Santo Domingo y San Juan
  es('klk, cuánto se vendió ayer', total('revenue', yesterday)),
  es('mano cuantos pedidos tuvimos en navidad', ordersBoth(day('2025-12-25'))),
  es('cuántos chavos entraron el trimestre pasado', total('revenue', q1)),
  es(
    'ventas x cliente en la segunda semana de junio',
    perClient('revenue', { from: '2026-06-08', to: '2026-06-14' }),
  ),
  es('los 10 productos k mas se vendieron este mes', ranked('units', 'product', 10, thisMonth)),
  es('unidades vendidas por semana en mayo', series('units', 'week', lastMonth)),
  es('productos con menos de 200 en Airport Kiosk', under(200, 'Airport Kiosk')),
  es('cuanto inventario hay en Downtown Store', stockAt('Downtown Store')),
  es('pedidos del lunes', ordersBoth(day('2026-06-15'))),
  es("bórrame el cliente Rossi's Deli", 'decline'),

  // Una librería: informal, dictado, cortés
  es('cuanto vendi el sabado', total('revenue', day('2026-06-13'))),
  es('k cliente compro mas este año', topBuyer(thisYear)),
  es('ventas de febrero a abril', total('revenue', { from: '2026-02-01', to: '2026-04-30' })),
  es(
    'cuantas unidades se vendieron en los ultimos quince dias',
    overLastDays(15, (p) => total('units', p)),
  ),
  es('ventasdel mes pasado por ubicacion', perLocation('revenue', lastMonth)),
  es(
    'este... quería saber eh cuánto fue lo que facturamos en toda la semana pasada más o menos',
    total('revenue', lastWeek),
  ),
  es(
    'Buenas tardes, ¿sería tan amable de indicarme cuántos clientes tengo registrados? Muchas gracias',
    records('clients'),
  ),
  es('pedidos pendientes x cliente', perClient('order_count', { status: 'pending' })),
  es('qué compró Hugo Smyth en junio', items('=Hugo Smith', thisMonth)),
  es(
    "facturacion de Dubois's Markt este año",
    total('revenue', { ...thisYear, clients: "=Dubois's Market" }),
  ),
  es('ventas del dia de reyes', total('revenue', day('2026-01-06'))),
  es('cuántos productos inactivos hay', catalog(false)),
  es(
    'valor de los pedidos cancelados en mayo',
    total('revenue', { ...lastMonth, status: 'cancelled' }),
  ),
  es('dame el producto del año', bestProduct(thisYear)),
  es('los tres clientes con más pedidos del trimestre pasado', ordersRanked(3, q1)),
  es('ventas por mes del 2025', series('revenue', 'month', lastYear)),
  es('pedidos por semana en abril', ordersSeries('week', april)),
  es(
    'unidades vendidas de Premium Jam 5 el año pasado',
    total('units', { ...lastYear, products: '=Premium Jam 5' }),
  ),
  es('ranking de clientes x facturación', ranked('revenue', 'client', 100, { atLeast: 5 })),
  es(
    'cuanto facture entre el 1 y el 10 de junio',
    total('revenue', { from: '2026-06-01', to: '2026-06-10' }),
  ),
  es('ventas de hoy', total('revenue', today)),
  es(
    'stock de Green Tea en Downtown Store por producto',
    ranked('stock', 'product', 100, {
      products: 'green tea',
      locations: '=Downtown Store',
      sort: 'any',
    }),
  ),
  es('ingresos del cuarto trimestre del año pasado', total('revenue', q4)),
  es('predicción de ventas para julio', 'decline'),
  es('sube el stock de Jam en 100 unidades', 'decline'),
]
