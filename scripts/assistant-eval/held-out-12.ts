// The twelfth held-out set: 130 questions (65 English, 65 Spanish, 14 to decline), registered
// empty before any rule of round 28 was written and filled blind: its questions are never tuned
// on. New voices — the owners of a bakery, a hardware store, a florist, a bike shop, a cosmetics
// shop and a music-instruments shop, terse, chatty or formal, on a phone or a laptop, with typos,
// missing accents, "x" for "por", "k"/"q" for "qué", words run together and a word of context
// before the question — ask of the kinds issue #16 names: periods named every way (ranges, single
// days, weekdays, quarters, holidays, "so far this year"), order status, stock of a product at a
// place and under a threshold, the catalogue, movements by type, rankings, one product's or one
// client's figures and what a client bought. Names are the demo shop's, some with a one-letter
// slip or in lower case. Dates are worked out by hand for EVAL_NOW (Wednesday 2026-06-17; weeks
// start on Monday; a month or a holiday without a year is the latest one already begun). An order
// count without a status is read both ways (every order, or every order but the cancelled ones);
// revenue and units leave cancelled orders out.
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
  stock,
  stockAt,
  stockOf,
  topBuyer,
  under,
} from './answer-keys'
import {
  type Expected,
  april,
  lastMonth,
  lastWeek,
  lastYear,
  q1,
  ranked,
  thisMonth,
  thisWeek,
  thisYear,
  total,
  yesterday,
} from './cases'

const may = lastMonth
const june2025 = { from: '2025-06-01', to: '2025-06-30' }
const july2025 = { from: '2025-07-01', to: '2025-07-31' }
const august2025 = { from: '2025-08-01', to: '2025-08-31' }
const october2025 = { from: '2025-10-01', to: '2025-10-31' }
const november2025 = { from: '2025-11-01', to: '2025-11-30' }
const december2025 = { from: '2025-12-01', to: '2025-12-31' }
const january = { from: '2026-01-01', to: '2026-01-31' }
const q3of2025 = { from: '2025-07-01', to: '2025-09-30' }
const q2 = { from: '2026-04-01', to: '2026-06-30' }
const may3to10 = { from: '2026-05-03', to: '2026-05-10' }
const may4to12 = { from: '2026-05-04', to: '2026-05-12' }
const marchToMay = { from: '2026-03-01', to: '2026-05-31' }
const februaryToApril = { from: '2026-02-01', to: '2026-04-30' }
const april20toMay2 = { from: '2026-04-20', to: '2026-05-02' }
const march15toApril15 = { from: '2026-03-15', to: '2026-04-15' }
/** Saturday 13 and Sunday 14 June. */
const lastWeekend = { from: '2026-06-13', to: '2026-06-14' }
const lastSaturday = day('2026-06-13')
const thisMonday = day('2026-06-15')
const christmasEve = day('2025-12-24')
const newYearsEve = day('2025-12-31')
const newYearsDay = day('2026-01-01')
const epiphany = day('2026-01-06')
const valentines = day('2026-02-14')
const blackFriday = day('2025-11-28')
const goodFriday = day('2026-04-03')
/** Mother's Day: the first Sunday of May in Spain, the second in much of the Americas. */
const mothersDay = [day('2026-05-03'), day('2026-05-10')]
/** "Last Tuesday" on a Wednesday: yesterday, or the Tuesday of last week. */
const lastTuesday = [day('2026-06-16'), day('2026-06-09')]

/** Revenue by status: cancelled orders shown as a status of their own, or left out. */
const revenueByStatus = (period: Partial<Expected>) => [
  byStatus('revenue', period),
  byStatus('revenue', { ...period, status: undefined }),
]
/** A movement's count and its units: "receipts" reads either way. */
const movements = (extra: Partial<Expected>) =>
  (['order_count', 'units'] as const).map((value) => total(value, extra))
/** A product's "sales": its money or its units. */
const salesOf = (product: string, period: Partial<Expected>) =>
  (['revenue', 'units'] as const).map((value) =>
    total(value, { ...period, products: `=${product}` }),
  )
/** "Top clients": by money, or by orders with or without the cancelled ones. */
const bestClients = (limit: number, extra: Partial<Expected>) => [
  ranked('revenue', 'client', limit, extra),
  ranked('order_count', 'client', limit, { status: 'any', ...extra }),
  ranked('order_count', 'client', limit, extra),
]

export const HELD_OUT_12: EvalCase[] = [
  // Ranges, single days, weekdays, quarters, holidays, so far this year
  en(
    'hi, quick one from the bakery: what did we take between the 3rd and the 10th of may?',
    total('revenue', may3to10),
  ),
  en('units sold from march to may pls', total('units', marchToMay)),
  en('how many orders came in on christmas eve', ordersBoth(christmasEve)),
  en("hardware store here - what were yesterday's takings", total('revenue', yesterday)),
  en('what did we ring up last saturday', total('revenue', lastSaturday)),
  en(
    'Good afternoon. Could you tell me our total revenue for the third quarter of 2025?',
    total('revenue', q3of2025),
  ),
  en('how much have we made so far this year', total('revenue', thisYear)),
  en('florist here, how many units did we shift on valentines day', total('units', valentines)),
  en('no. of orders in october', ordersBoth(october2025)),
  en('black friday revenue?', total('revenue', blackFriday)),
  en('revenue from the 20th of april to the 2nd of may', total('revenue', april20toMay2)),
  en('units sold this monday', total('units', thisMonday)),
  en('orders on new years day', ordersBoth(newYearsDay)),
  en('on my phone so sorry for typos - sales frist quarter', total('revenue', q1)),

  // Order status
  en('how much money is sitting in open orders atm', total('revenue', { status: 'pending' })),
  en('april orders by status', byStatus('order_count', april)),
  en('how many orders got cancelled in q1', total('order_count', { ...q1, status: 'cancelled' })),
  en(
    'total value of orders cancelled since january',
    total('revenue', { ...thisYear, status: 'cancelled' }),
  ),
  en("split last week's orders by status pls", byStatus('order_count', lastWeek)),
  en(
    'any orders still waiting to be fulfilled? how many',
    total('order_count', { status: 'pending' }),
  ),
  en('cosmetics shop, quick q: revenue by order status in may', revenueByStatus(may)),

  // Stock of a product at a place, under a threshold, by location, at one place
  en(
    'how many Deluxe Candle 4 have we got at the downtown store',
    stockOf('Deluxe Candle 4', 'Downtown Store'),
  ),
  en('stock of organic candle 5 at airport kiosk', stockOf('Organic Candle 5', 'Airport Kiosk')),
  en("what's below 100 units in the main warehouse", under(100, 'Main Warehouse')),
  en('bike shop owner here. anything under 150 at downtown?', under(150, 'Downtown Store')),
  en('stock levels per location', stock('location')),
  en('how many Large Jam 10 do we have across all locations', stockOf('Large Jam 10')),
  en('total stock sitting at the airport kiosk', stockAt('Airport Kiosk')),
  en('which products have fewer than 900 units in total', stock('product', { below: 900 })),

  // The catalogue
  en('how many products do i have listed', [catalog(), catalog(true)]),
  en('how many of my products are switched off', catalog(false)),
  en('count of active items in the catalogue', catalog(true)),
  en('total number of products incl. inactive ones', catalog()),

  // Stock movements by type
  en(
    'how many deliveries did we receive last july',
    total('order_count', { ...july2025, type: 'IN' }),
  ),
  en('units received in august', total('units', { ...august2025, type: 'IN' })),
  en('number of OUT movements in Q1', total('order_count', { ...q1, type: 'OUT' })),
  en('how many units did we take out with OUT last month', total('units', { ...may, type: 'OUT' })),
  en('breakdown of stock movements per type for 2025', byType(lastYear)),
  en(
    'receipts at airport kiosk in june last year',
    movements({ ...june2025, type: 'IN', locations: '=Airport Kiosk' }),
  ),

  // Rankings
  en('best seller of april?', bestProduct(april)),
  en('top 3 products by units this month', ranked('units', 'product', 3, thisMonth)),
  en('top 10 products by revenue in 2025', ranked('revenue', 'product', 10, lastYear)),
  en('which client placed the most orders in march', mostOrders(march)),
  en("who's my best customer this year", topBuyer(thisYear)),
  en(
    'product ranking by units sold last month',
    ranked('units', 'product', 100, { ...may, atLeast: 3 }),
  ),
  en(
    'which product made the most money last week',
    ranked('revenue', 'product', 1, { ...lastWeek, ties: true }),
  ),
  en('top 5 clients by revenue since january', ranked('revenue', 'client', 5, thisYear)),
  en('music shop here. what was our best selling item in december?', bestProduct(december2025)),
  en('which day last week had the most orders', [
    ranked('order_count', 'day', 1, { ...lastWeek, status: 'any', ties: true }),
    ranked('order_count', 'day', 1, { ...lastWeek, ties: true }),
  ]),

  // One product's or one client's figures, what a client bought; slips in names
  en(
    'how much has Grace Garcia spent this year',
    total('revenue', { ...thisYear, clients: '=Grace Garcia' }),
  ),
  en('what did Elena Novak buy in april', items('=Elena Novak', april)),
  en(
    'units of Premium Olive Oil 1 sold last month',
    total('units', { ...may, products: '=Premium Olive Oil 1' }),
  ),
  en(
    "how many orders did Lopez's Pantry place in 2025",
    ordersBoth({ ...lastYear, clients: "=Lopez's Pantry" }),
  ),
  en(
    'how many large candel 9 did we sell in may',
    total('units', { ...may, products: '=Large Candle 9' }),
  ),
  en('what did victor silva order last month', items('=Victor Silva', may)),
  en('total sales of fresh pasta 9 so far this year', salesOf('Fresh Pasta 9', thisYear)),
  en(
    'how much did martins market spend with us last quarter',
    total('revenue', { ...q1, clients: "=Martin's Market" }),
  ),
  en("Hugo Smyth's orders this month", ordersBoth({ ...thisMonth, clients: '=Hugo Smith' })),

  // Spanish: ranges, single days, weekdays, quarters, holidays, so far this year
  es(
    'buenas, para la reunion de mañana: cuanto facturamos entre el 4 y el 12 de mayo?',
    total('revenue', may4to12),
  ),
  es('unidades vendidas de febrero a abril', total('units', februaryToApril)),
  es('cuantos pedidos hubo el dia de reyes', ordersBoth(epiphany)),
  es('k facturamos ayer', total('revenue', yesterday)),
  es('facturacion del finde pasado', total('revenue', lastWeekend)),
  es('Buenos días. ¿Podría indicarme las ventas del segundo trimestre?', total('revenue', q2)),
  es('cuanto llevamos facturado en lo que va de año', total('revenue', thisYear)),
  es(
    'floristeria aqui: unidades vendidas el dia de la madre',
    mothersDay.map((d) => total('units', d)),
  ),
  es('num de pedidos en noviembre', ordersBoth(november2025)),
  es('ventas del viernes santo', total('revenue', goodFriday)),
  es('facturacion del 15 de marzo al 15 de abril', total('revenue', march15toApril15)),
  es(
    'unidades vendidas el martes pasado',
    lastTuesday.map((d) => total('units', d)),
  ),
  es('pedidos de nochevieja', ordersBoth(newYearsEve)),
  es('ventas 1er trimestre', total('revenue', q1)),

  // Spanish: order status
  es('cuanto dinero tengo en pedidos sin completar', total('revenue', { status: 'pending' })),
  es('pedidos x estado en marzo', byStatus('order_count', march)),
  es(
    'cuantos pedidos se han cancelado desde enero',
    total('order_count', { ...thisYear, status: 'cancelled' }),
  ),
  es(
    'importe de los pedidos anulados en el primer trimestre',
    total('revenue', { ...q1, status: 'cancelled' }),
  ),
  es('desglose x estado de los pedidos de esta semana', byStatus('order_count', thisWeek)),
  es(
    'tienda de musica: cuantos pedidos quedan pendientes?',
    total('order_count', { status: 'pending' }),
  ),
  es('facturacion por estado este mes', revenueByStatus(thisMonth)),

  // Spanish: stock of a product at a place, under a threshold, by location, at one place
  es(
    'cuantas unidades de Deluxe Cookies 4 hay en Main Warehouse',
    stockOf('Deluxe Cookies 4', 'Main Warehouse'),
  ),
  es('stock de premium jam 4 en el airport kiosk', stockOf('Premium Jam 4', 'Airport Kiosk')),
  es('q productos tienen menos de 120 uds en downtown', under(120, 'Downtown Store')),
  es('productos x debajo de 150 en el main warehouse', under(150, 'Main Warehouse')),
  es('ferreteria. stock por almacen', stock('location')),
  es('cuanto queda de Small Honey Jar 3 sumando todas las tiendas', stockOf('Small Honey Jar 3')),
  es('existencias totales en Main Warehouse', stockAt('Main Warehouse')),
  es('productos con menos de 1000 unidades en total', stock('product', { below: 1000 })),

  // Spanish: the catalogue
  es('cuantos articulos tengo en el catalogo', catalog()),
  es('cuantos productos estan desactivados', catalog(false)),
  es('productos activos, cuantos son?', catalog(true)),
  es('numero total de referencias, activas e inactivas', catalog()),

  // Spanish: stock movements by type
  es(
    'cuantas entradas de mercancia hubo en julio',
    total('order_count', { ...july2025, type: 'IN' }),
  ),
  es('unidades recibidas en junio del año pasado', total('units', { ...june2025, type: 'IN' })),
  es(
    'cuantas salidas OUT hubo en el primer trimestre',
    total('order_count', { ...q1, type: 'OUT' }),
  ),
  es(
    'panaderia, una cosa: unidades sacadas con OUT este mes',
    total('units', { ...thisMonth, type: 'OUT' }),
  ),
  es('movimientos x tipo desde enero', byType(thisYear)),
  es(
    'entradas en Downtown Store en agosto del año pasado',
    movements({ ...august2025, type: 'IN', locations: '=Downtown Store' }),
  ),

  // Spanish: rankings
  es('producto mas vendido de marzo', bestProduct(march)),
  es('los 5 mejores productos x facturacion este año', ranked('revenue', 'product', 5, thisYear)),
  es('top 3 productos x unidades la semana pasada', ranked('units', 'product', 3, lastWeek)),
  es('que cliente hizo mas pedidos en abril', mostOrders(april)),
  es(
    'te escribo desde el movil, ranking de clientes x facturacion del año pasado',
    ranked('revenue', 'client', 100, { ...lastYear, atLeast: 3 }),
  ),
  es('tienda de bicis: mejor cliente del mes pasado?', topBuyer(may)),
  es(
    'perfumeria aqui, q producto dejo mas dinero en enero',
    ranked('revenue', 'product', 1, { ...january, ties: true }),
  ),
  es('top 10 clientes este año', bestClients(10, thisYear)),
  es(
    'ranking de productos x unidades en mayo',
    ranked('units', 'product', 100, { ...may, atLeast: 3 }),
  ),
  es(
    'k dia de la semana pasada vendimos mas',
    (['revenue', 'units'] as const).map((value) =>
      ranked(value, 'day', 1, { ...lastWeek, ties: true }),
    ),
  ),

  // Spanish: one product's or one client's figures, what a client bought; slips in names
  es(
    'cuanto ha gastado Lucia Webber este año',
    total('revenue', { ...thisYear, clients: '=Lucia Weber' }),
  ),
  es('que compro Ines Lopes en mayo', items('=Ines Lopez', may)),
  es(
    'unidades de Eco Chocolate 3 vendidas el mes pasado',
    total('units', { ...may, products: '=Eco Chocolate 3' }),
  ),
  es("pedidos de Novak's Store en 2025", ordersBoth({ ...lastYear, clients: "=Novak's Store" })),
  es(
    'cuanto hemos facturado con el organic hot sauce 9 este año',
    total('revenue', { ...thisYear, products: '=Organic Hot Sauce 9' }),
  ),
  es('k se llevo Farid Martin este mes', items('=Farid Martin', thisMonth)),
  es('ventas de classic jam 6 en el primer trimestre', salesOf('Classic Jam 6', q1)),
  es(
    'cuanto nos compro Smiths Bakery el trimestre pasado',
    total('revenue', { ...q1, clients: "=Smith's Bakery" }),
  ),
  es('pedidos de Grace Weber este mes', ordersBoth({ ...thisMonth, clients: '=Grace Weber' })),

  // Commands that would change data, and questions the shop's data cannot answer
  en('will it rain tomorrow? thinking of putting the bikes out front', 'decline'),
  en('write a nice email to Grace Garcia thanking her for her orders', 'decline'),
  en('delete the order from yesterday that got cancelled', 'decline'),
  en('change the price of Premium Mug 1 to 12.50', 'decline'),
  en('how much did the flower shop across the street sell last month', 'decline'),
  en('should i stock up on Classic Jam 8 before the summer?', 'decline'),
  en('mark order 3021 as fulfilled thx', 'decline'),
  es('k tiempo va a hacer el sabado? es para el mercadillo', 'decline'),
  es("escribeme un email para reclamarle un pago a Rossi's Cafe", 'decline'),
  es('borra el pedido 2210', 'decline'),
  es('sube un 10% el precio de Premium Jam 1', 'decline'),
  es('cuanto vende la floristeria de enfrente', 'decline'),
  es('me recomiendas bajar los precios en verano?', 'decline'),
  es('da de baja el producto Eco Rice 8', 'decline'),
]
