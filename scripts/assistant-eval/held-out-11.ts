// The eleventh held-out set: 130 questions (65 English, 65 Spanish, 14 to decline) of the kinds
// the assistant answers — revenue, units and orders over periods named every way, order status,
// stock of a product, at a place and under a threshold, the catalogue, movements by type,
// rankings, one product's or one client's figures — written blind before the rules of round 27
// and never to be tuned on. Voices: owners of a coffee roaster, a stationery shop, a bookshop, a
// pet shop, a wine shop and a toy shop typing on a phone or a laptop — terse, chatty, formal,
// with typos, missing accents and question marks, abbreviations, words run together and context
// around the question. Dates are worked out by hand for EVAL_NOW (Wednesday 2026-06-17): weeks
// start on Monday; a month or a holiday without a year is the latest one already begun. An order
// count without a status reads two ways (every order, or every order but the cancelled ones);
// money and units leave cancelled orders out.
import { en, es, type EvalCase } from './answers'
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
  perLocation,
  stock,
  stockAt,
  stockOf,
  topBuyer,
  under,
} from './answer-keys'
import {
  type Expected,
  lastMonth,
  lastWeek,
  lastYear,
  q1,
  ranked,
  thisMonth,
  thisWeek,
  thisYear,
  today,
  total,
  yesterday,
} from './cases'

const may = lastMonth
const april = { from: '2026-04-01', to: '2026-04-30' }
const july2025 = { from: '2025-07-01', to: '2025-07-31' }
const august2025 = { from: '2025-08-01', to: '2025-08-31' }
const october2025 = { from: '2025-10-01', to: '2025-10-31' }
const q3of2025 = { from: '2025-07-01', to: '2025-09-30' }
const thisQuarter = { from: '2026-04-01', to: '2026-06-17' }
const q2 = { from: '2026-04-01', to: '2026-06-30' }
const may3to10 = { from: '2026-05-03', to: '2026-05-10' }
const febToApril = { from: '2026-02-01', to: '2026-04-30' }
const sinceMarch = { from: '2026-03-01', to: '2026-06-17' }
const june9 = day('2026-06-09')
const christmas = day('2025-12-25')
const christmasEve = day('2025-12-24')
const valentines = day('2026-02-14')
/** "The last 10 days": today and the nine before it, or the ten days before today. */
const last10days = [
  { from: '2026-06-08', to: '2026-06-17' },
  { from: '2026-06-07', to: '2026-06-16' },
]

/** "How much did we sell" without a unit named: money, or units. */
const sold = (period: Partial<Expected>) => [total('revenue', period), total('units', period)]
/** The products with the least stock, active ones only or every product. */
const leastStock = (limit: number) =>
  [{}, { withInactive: true as const }].map((inactive) =>
    ranked('stock', 'product', limit, { sort: 'value asc', ...inactive }),
  )
/** "Top N sellers": by units, or by money. */
const topSellers = (limit: number, period: Partial<Expected>) => [
  ranked('units', 'product', limit, period),
  ranked('revenue', 'product', limit, period),
]
/** The best month of a period: by money, units or orders; ties kept. */
const bestMonth = (period: Partial<Expected>) => [
  ranked('revenue', 'month', 1, { ties: true, ...period }),
  ranked('units', 'month', 1, { ties: true, ...period }),
]
/** Receipts by location: how many, or how many units. */
const receiptsByLocation = (period: Partial<Expected>) => [
  perLocation('order_count', { ...period, type: 'IN' }),
  perLocation('units', { ...period, type: 'IN' }),
]

export const HELD_OUT_11: EvalCase[] = [
  // Periods: a day, a week, a month, a quarter, a year, ranges, holidays
  en('hey can you tell me how much we made yesterday', total('revenue', yesterday)),
  en('units sold last wk?', total('units', lastWeek)),
  en('How many orders came through on the 9th of June?', ordersBoth(june9)),
  en('Total takings for March please, my accountant is asking', total('revenue', march)),
  en('what did the shop bring in during Q3 last year', total('revenue', q3of2025)),
  en('quick one - revenue between the 3rd and the 10th of May', total('revenue', may3to10)),
  en('from February to April how many units did we sell in total', total('units', febToApril)),
  en(
    'last 10 days sales pls',
    last10days.map((p) => total('revenue', p)),
  ),
  en(
    'running the toy shop on my own this week, since monday how many orders have we had? feels slow',
    ordersBoth(thisWeek),
  ),
  en("I'm doing the books, what was our revenue for last year", total('revenue', lastYear)),
  en('how much have we sold so far this month', sold(thisMonth)),
  en('orders today??', ordersBoth(today)),
  en('What was revenue on Christmas Day?', total('revenue', christmas)),
  en('ytd revenue', total('revenue', thisYear)),
  en('how many units did we shift in october', total('units', october2025)),

  // Order status, pending and cancelled value, a client's orders
  en(
    'How many orders are waiting to be fulfilled right now?',
    total('order_count', { status: 'pending' }),
  ),
  en(
    'in 2025, whats the totl value of all the orders that got cancelled',
    total('revenue', { ...lastYear, status: 'cancelled' }),
  ),
  en(
    'for last month, could you split the orders into pending, completed and cancelled?',
    byStatus('order_count', may),
  ),
  en(
    'how many ordrs did Kenji Kim place this yr',
    ordersBoth({ ...thisYear, clients: '=Kenji Kim' }),
  ),
  en('pending orders - how much money is tied up in them', total('revenue', { status: 'pending' })),
  en(
    'number of completed orders last week',
    total('order_count', { ...lastWeek, status: 'complete' }),
  ),
  en(
    'pet shop here, cancellations this month how many so far',
    total('order_count', { ...thisMonth, status: 'cancelled' }),
  ),
  en(
    "orders from Weber's Cafe since january",
    ordersBoth({ ...thisYear, clients: "=Weber's Cafe" }),
  ),

  // Stock: one product, at a place, by location, under a threshold, low stock, the catalogue
  en(
    "We're doing a stocktake at the Downtown Store tomorrow. How many Small Notebook 9 should be on the shelf there?",
    stockOf('Small Notebook 9', 'Downtown Store'),
  ),
  en(
    'main warehouse - deluxe coffee beans 6, how many?',
    stockOf('Deluxe Coffee Beans 6', 'Main Warehouse'),
  ),
  en(
    'Good afternoon. Could you please tell me how many Organic Tote Bag 3 we have in stock across all locations?',
    stockOf('Organic Tote Bag 3'),
  ),
  en(
    'we have the bookshop downtown, the kiosk at the airport and a warehouse - show me stock levels broken down by location',
    stock('location'),
  ),
  en("at the Main Warehouse, what's got less than 100 units left?", under(100, 'Main Warehouse')),
  en('anything below 250 left at downtown store', under(250, 'Downtown Store')),
  en("what's running low? the 5 products with the least stock", leastStock(5)),
  en('How many products do we carry in total?', [catalog(), catalog(true)]),
  en('how many products are switched off in the catalogue', catalog(false)),
  en('total units on hand at airport kiosk', stockAt('Airport Kiosk')),

  // Stock movements by type
  en(
    'how many times did suppliers deliver to us in July',
    total('order_count', { ...july2025, type: 'IN' }),
  ),
  en(
    'Airport Kiosk received how many units in August?',
    total('units', { ...august2025, type: 'IN', locations: '=Airport Kiosk' }),
  ),
  en(
    'In March, how many times did stock leave through an OUT movement?',
    total('order_count', { ...march, type: 'OUT' }),
  ),
  en('OUT units ytd', total('units', { ...thisYear, type: 'OUT' })),
  en('last quarter: how many transactions of each type?', byType(q1)),
  en('IN movements per location 2025', receiptsByLocation(lastYear)),

  // Rankings and superlatives
  en('top5 best sellers this month by units', ranked('units', 'product', 5, thisMonth)),
  en(
    "I'm thinking of clearing out slow lines. Which 3 products made the least money last year?",
    ranked('revenue', 'product', 3, { ...lastYear, sort: 'value asc' }),
  ),
  en('who are our top 10 customers by spend this year', ranked('revenue', 'client', 10, thisYear)),
  en("since January, who's ordered from us the most times?", mostOrders(thisYear)),
  en(
    'which month of 2025 was our best for revenue',
    ranked('revenue', 'month', 1, { ...lastYear, ties: true }),
  ),
  en("what was May's top seller", bestProduct(may)),
  en(
    'worst selling product in q1 by units',
    ranked('units', 'product', 1, { ...q1, sort: 'value asc', ties: true }),
  ),
  en('biggest client last month', topBuyer(may)),
  en(
    'rank the locations by units received in 2025',
    ranked('units', 'location', 100, { ...lastYear, type: 'IN' }),
  ),
  en(
    'what made us the most money last week, product wise',
    ranked('revenue', 'product', 1, { ...lastWeek, ties: true }),
  ),

  // One product's or one client's figures; what a client bought
  en(
    'Marta Kim is one of our regulars - how much has she spent this year?',
    total('revenue', { ...thisYear, clients: '=Marta Kim' }),
  ),
  en(
    'Ben Weber came in asking about his April order - what did he buy that month?',
    items('=Ben Weber', april),
  ),
  en(
    'how many Premium Chocolate 6 did customers buy last month',
    total('units', { ...may, products: '=Premium Chocolate 6' }),
  ),
  en(
    'Eco Candle 10 - how much revenue in 2025?',
    total('revenue', { ...lastYear, products: '=Eco Candle 10' }),
  ),
  en(
    'we roast our own so the beans are what matter - how many bags of coffee beans have we sold this month',
    total('units', { ...thisMonth, products: 'coffee beans' }),
  ),
  en("Lopez's Bakery, what have they ordered since march?", items("=Lopez's Bakery", sinceMarch)),
  en('how many orders has Olga Silva made in total', ordersBoth({ clients: '=Olga Silva' })),
  en('Handmade Mug 7 sales this year', sold({ ...thisYear, products: '=Handmade Mug 7' })),
  en(
    'I have a small stationery shop, what did notebooks bring in last quarter?',
    total('revenue', { ...q1, products: 'notebook' }),
  ),

  // Commands, and questions the shop's data cannot answer
  en("please clear out every cancelled order, they're cluttering the list", 'decline'),
  en('bump the price of Deluxe Coffee Beans 6 by 10%', 'decline'),
  en('how much profit did the candles make us this year', 'decline'),
  en('will it rain on saturday? thinking of putting a stand outside', 'decline'),
  en('how are sales at the bookshop across the street doing', 'decline'),
  en('how many Vintage Wine Glass 3 are in stock', 'decline'),
  en('what did Maria Fernandez order last month', 'decline'),

  // Periodos
  es('oye, me dices cuanto entró ayer en caja', total('revenue', yesterday)),
  es('cuantas unidades vendimos lasemana pasada', total('units', lastWeek)),
  es('cuantos pedidos entraron el martes 9?', ordersBoth(june9)),
  es('Necesito la facturación total del mes de marzo para el gestor', total('revenue', march)),
  es(
    'julio, agosto y septiembre del año pasado: cuanto vendimos en total?',
    total('revenue', q3of2025),
  ),
  es('del 3 al 10 de mayo, ¿cuánto se facturó?', total('revenue', may3to10)),
  es(
    'cuántas unidades vendimos desde febrero hasta abril, ambos incluidos',
    total('units', febToApril),
  ),
  es(
    'cuanto hemos facturado en estos ultimos 10 dias',
    last10days.map((p) => total('revenue', p)),
  ),
  es(
    'en la jugueteria vamos a tope, cuantos pedidos llevamos desde el lunes',
    ordersBoth(thisWeek),
  ),
  es('Buenas, quería saber cuántos pedidos hubo en Nochebuena', ordersBoth(christmasEve)),
  es('cuanto llevamos vendido este mes', sold(thisMonth)),
  es('ventas de San Valentin', sold(valentines)),
  es('facturacion en lo q va de año', total('revenue', thisYear)),
  es('cuantas unidades se vendieron en agosto', total('units', august2025)),
  es('ingresos del trimestre actual hasta hoy', total('revenue', thisQuarter)),

  // Estado de los pedidos
  es('cuantos pedidos están pendientes de enviar', total('order_count', { status: 'pending' })),
  es(
    'este año, que importe se nos ha ido en pedidos anulados',
    total('revenue', { ...thisYear, status: 'cancelled' }),
  ),
  es('desglose de los pedidos de esta semana segun su estado', byStatus('order_count', thisWeek)),
  es(
    'cuantos pedios ha hecho Ines Lopez este año',
    ordersBoth({ ...thisYear, clients: '=Ines Lopez' }),
  ),
  es(
    'cuanto suman en euros los pedidos que siguen pendientes',
    total('revenue', { status: 'pending' }),
  ),
  es('nº de pedidos completados en abril', total('order_count', { ...april, status: 'complete' })),
  es(
    'la semana pasada hubo cancelaciones? cuantas',
    total('order_count', { ...lastWeek, status: 'cancelled' }),
  ),
  es(
    "pedidos de Rossi's Cafe desde marzo",
    ordersBoth({ ...sinceMarch, clients: "=Rossi's Cafe" }),
  ),

  // Stock y catálogo
  es(
    'cuantas Eco Green Tea 4 me quedan en el Airport Kiosk',
    stockOf('Eco Green Tea 4', 'Airport Kiosk'),
  ),
  es(
    'Premium Notebook 2 en Main Warehouse: cuantas unidades hay?',
    stockOf('Premium Notebook 2', 'Main Warehouse'),
  ),
  es('sumando todas las ubicaciones, cuanto Fresh Granola 3 nos queda', stockOf('Fresh Granola 3')),
  es('¿Podría indicarme cómo está repartido el stock entre las ubicaciones?', stock('location')),
  es('que articulos bajan de 120 unidades en Main Warehouse', under(120, 'Main Warehouse')),
  es('en Airport Kiosk q productos tienen menos de 180', under(180, 'Airport Kiosk')),
  es(
    'tengo una tienda de vinos y quiero reponer: dame los 10 productos con menos stock',
    leastStock(10),
  ),
  es('cuántas referencias tenemos en total', [catalog(), catalog(true)]),
  es('de todo el catálogo, cuántos productos están activos?', catalog(true)),
  es('total de unidades almacenadas en Downtown Store', stockAt('Downtown Store')),

  // Movimientos de stock por tipo
  es(
    'cuantas recepciones de mercancía hubo en agosto del año pasado',
    total('order_count', { ...august2025, type: 'IN' }),
  ),
  es(
    'cuántas unidades entraron al Main Warehouse en julio',
    total('units', { ...july2025, type: 'IN', locations: '=Main Warehouse' }),
  ),
  es(
    'cuántas salidas de tipo OUT se registraron en mayo',
    total('order_count', { ...may, type: 'OUT' }),
  ),
  es('unidades sacadas x OUT en el primer trimestre', total('units', { ...q1, type: 'OUT' })),
  es('del segundo trimestre, cuántos movimientos hubo de cada tipo', byType(q2)),
  es('entradas por ubicacion en 2025', receiptsByLocation(lastYear)),

  // Rankings
  es('los 5 productos más vendidos de la semana pasada', topSellers(5, lastWeek)),
  es(
    'qué 3 productos facturaron menos en 2025',
    ranked('revenue', 'product', 3, { ...lastYear, sort: 'value asc' }),
  ),
  es('top 10 clientes x facturacion de este año', ranked('revenue', 'client', 10, thisYear)),
  es('desde enero quien es el cliente q mas veces nos ha pedido', mostOrders(thisYear)),
  es('cual fue el mejor mes del año pasado en ventas', bestMonth(lastYear)),
  es('el producto estrella de abril', bestProduct(april)),
  es(
    'el producto q menos unidades vendio en el primer trimestre',
    ranked('units', 'product', 1, { ...q1, sort: 'value asc', ties: true }),
  ),
  es('quién fue nuestro mejor cliente en mayo', topBuyer(may)),
  es(
    'ranking de ubicaciones por unidades recibidas en 2025',
    ranked('units', 'location', 100, { ...lastYear, type: 'IN' }),
  ),
  es(
    'qué producto dejó más dinero esta semana',
    ranked('revenue', 'product', 1, { ...thisWeek, ties: true }),
  ),

  // Un producto o un cliente
  es(
    'cuanto nos ha comprado Tara Lopez este año',
    total('revenue', { ...thisYear, clients: '=Tara Lopez' }),
  ),
  es('q le vendimos a Grace Weber en marzo', items('=Grace Weber', march)),
  es(
    'el mes pasado cuantas Organic Hot Sauce 7 vendimos',
    total('units', { ...may, products: '=Organic Hot Sauce 7' }),
  ),
  es(
    'facturación de Large Honey Jar 2 en 2025',
    total('revenue', { ...lastYear, products: '=Large Honey Jar 2' }),
  ),
  es(
    'tengo una tienda pequeña y la miel es lo que más rota, cuantas unidades de Honey Jar se vendieron este mes',
    total('units', { ...thisMonth, products: 'honey jar' }),
  ),
  es("qué ha pedido Kim's Store desde marzo", items("=Kim's Store", sinceMarch)),
  es('cuantos pedidos lleva Victor Dubois en total', ordersBoth({ clients: '=Victor Dubois' })),
  es(
    'como van las ventas de Deluxe Candle 4 este año',
    sold({ ...thisYear, products: '=Deluxe Candle 4' }),
  ),
  es(
    'llevo una papelería y tambien vendemos velas: facturacion de Candle el trimestre pasado',
    total('revenue', { ...q1, products: 'candle' }),
  ),

  // Órdenes que cambiarían datos y preguntas que los datos no responden
  es('elimina los pedidos anulados de la semana pasada', 'decline'),
  es('sube el precio del Organic Green Tea 5 un 10 %', 'decline'),
  es('cuanto gané limpio en marzo descontando costes', 'decline'),
  es('que tiempo va a hacer el finde', 'decline'),
  es('cuánto vende la librería de enfrente', 'decline'),
  es('stock de Vino Tinto Reserva 2', 'decline'),
  es('cuanto gasto Fernando Ruiz el año pasado', 'decline'),
]
