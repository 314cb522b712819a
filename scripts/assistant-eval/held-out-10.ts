// The tenth held-out set, written blind before the rules of round 26; reported, then tuned on
// from round 27.
// Its voices are new: a bakery, a bicycle shop, a florist, a hardware store and a cosmetics shop,
// asking in Australian, Indian, Nigerian, US Southern and New Zealand English, and in Mexican,
// Argentine, Colombian, Chilean and Spain Spanish; the names asked about are the seeded shop's.
// Dates are worked out by hand for EVAL_NOW (Wednesday 2026-06-17; weeks start on Monday; a month
// or a holiday without a year is the latest one already begun, so Christmas is 2025-12-25 and
// "in August" is August 2025). An order count without a status has two readings, every order
// and every order but the cancelled ones; money and units leave cancelled orders out. Where a
// careful person would accept more than one table, every one is listed.
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
  perProduct,
  stock,
  stockAt,
  stockOf,
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
  series,
  thisMonth,
  thisWeek,
  thisYear,
  today,
  total,
  yesterday,
} from './cases'

const may = lastMonth
const lastQuarter = q1
const january = { from: '2026-01-01', to: '2026-01-31' }
const june2025 = { from: '2025-06-01', to: '2025-06-30' }
const july2025 = { from: '2025-07-01', to: '2025-07-31' }
const august2025 = { from: '2025-08-01', to: '2025-08-31' }
const september2025 = { from: '2025-09-01', to: '2025-09-30' }
const november2025 = { from: '2025-11-01', to: '2025-11-30' }
const december2025 = { from: '2025-12-01', to: '2025-12-31' }
const june2to12 = { from: '2026-06-02', to: '2026-06-12' }
const june3to11 = { from: '2026-06-03', to: '2026-06-11' }
const febToApril = { from: '2026-02-01', to: '2026-04-30' }
const octToDec = { from: '2025-10-01', to: '2025-12-31' }
const monday = day('2026-06-15')
const lastThursday = day('2026-06-11')
const lastFriday = day('2026-06-12')
const saturday = day('2026-06-13')
const fourthOfJuly = day('2025-07-04')
const fiestasPatrias = day('2025-09-18')
const christmasEve = day('2025-12-24')
const christmas = day('2025-12-25')
const reyes = day('2026-01-06')
const republicDay = day('2026-01-26')
const waitangiDay = day('2026-02-06')
const anzacDay = day('2026-04-25')
const veinticincoDeMayo = day('2026-05-25')

/** "What did we sell": the money it came to, or each product's units. */
const whatSold = (period: Partial<Expected>) => [
  total('revenue', period),
  perProduct('units', period),
]
/** "How much X did we sell": its units, or the money they came to. */
const soldOf = (product: string, period: Partial<Expected>) =>
  (['units', 'revenue'] as const).map((value) =>
    total(value, { ...period, products: `=${product}` }),
  )
/** Orders counted with or without the cancelled ones, the top ones by that count. */
const clientsByOrders = (limit: number, extra: Partial<Expected>) => [
  ranked('order_count', 'client', limit, { status: 'any', ...extra }),
  ranked('order_count', 'client', limit, extra),
]
/** "Sold the least" or "the most sold": by units or by money. */
const productsBy = (limit: number, extra: Partial<Expected>) =>
  (['units', 'revenue'] as const).map((value) => ranked(value, 'product', limit, extra))

export const HELD_OUT_10: EvalCase[] = [
  // Ranges, single days, weekdays, quarters, named months and fixed holidays
  en(
    'how much did the bakery take between the 2nd and the 12th of June',
    total('revenue', june2to12),
  ),
  en('kindly tell me the units sold from February to April', total('units', febToApril)),
  en("what'd we sell yesterday, y'all", whatSold(yesterday)),
  en('takings 2day mate', total('revenue', today)),
  en('abeg how much we make on Tuesday', total('revenue', yesterday)),
  en('what were our sales last quarter', total('revenue', lastQuarter)),
  en('what is the total sale in the month of November', total('revenue', november2025)),
  en('how much did we sell on the Fourth of July', total('revenue', fourthOfJuly)),
  en('how many units went out the door on Waitangi Day', total('units', waitangiDay)),
  en('how many orders did we get on Anzac Day', ordersBoth(anzacDay)),
  en('please what was the revenue on Republic Day', total('revenue', republicDay)),
  en('how many orders came in on Christmas Day', ordersBoth(christmas)),
  es('cuánto facturamos entre el 3 y el 11 de junio', total('revenue', june3to11)),
  es('unidades vendidas de octubre a diciembre', total('units', octToDec)),
  es('regáleme las ventas de ayer', total('revenue', yesterday)),
  es('cuanto llevamos vendido hoy po', total('revenue', today)),
  es('¿cuánto facturamos el lunes?', total('revenue', monday)),
  es('ventas del trimestre pasado', total('revenue', lastQuarter)),
  es('cuántas unidades vendí en septiembre', total('units', september2025)),
  es('qué facturamos el día de Reyes', total('revenue', reyes)),
  es('cuanto se vendio el 18 de septiembre', total('revenue', fiestasPatrias)),
  es('pedidos del 25 de mayo', ordersBoth(veinticincoDeMayo)),
  es('cuánto vendimos en Nochebuena', total('revenue', christmasEve)),
  es('ventas del jueves pasado', total('revenue', lastThursday)),

  // Order status: grouped by it, the value of pending or cancelled orders, counts of one status
  en("how many orders we got in each status, y'all", byStatus('order_count')),
  en('what is the amount pending in open orders', total('revenue', { status: 'pending' })),
  en(
    'what were the cancelled orders worth in May',
    total('revenue', { ...may, status: 'cancelled' }),
  ),
  en('status breakdown of orders since the start of the month', byStatus('order_count', thisMonth)),
  en(
    'how many orders never complete, still dey pending',
    total('order_count', { status: 'pending' }),
  ),
  en(
    'how many orders got canceled last quarter',
    total('order_count', { ...lastQuarter, status: 'cancelled' }),
  ),
  en('revenue of fulfilled orders in April', total('revenue', { ...april, status: 'complete' })),
  es('desglose de pedidos por estado en abril', byStatus('order_count', april)),
  es('cuánta lana hay en pedidos pendientes', total('revenue', { status: 'pending' })),
  es(
    'cuánta plata perdimos en pedidos cancelados este año',
    total('revenue', { ...thisYear, status: 'cancelled' }),
  ),
  es(
    'cuantos pedidos se anularon en marzo',
    total('order_count', { ...march, status: 'cancelled' }),
  ),
  es('facturación por estado del pedido en mayo', [
    byStatus('revenue', may),
    byStatus('revenue', { ...may, status: undefined }),
  ]),
  es(
    'cuántos pedidos completados tuvimos la semana pasada',
    total('order_count', { ...lastWeek, status: 'complete' }),
  ),

  // Stock of a product at a place, under a threshold there, by location; the catalog's size
  en(
    'how many Organic Flour 4 have we got at Downtown Store',
    stockOf('Organic Flour 4', 'Downtown Store'),
  ),
  en(
    'abeg check the stock of Fresh Soap Bar 5 for Airport Kiosk',
    stockOf('Fresh Soap Bar 5', 'Airport Kiosk'),
  ),
  en('kindly list the items below 250 units in Downtown Store', under(250, 'Downtown Store')),
  en("what's runnin' low, under 290, out at the Airport Kiosk", under(290, 'Airport Kiosk')),
  en('stock levels per site', stock('location')),
  en('how many products have we got in the catalogue all up', catalog()),
  en('kindly tell me the count of active products', catalog(true)),
  en('how many products we don switch off', catalog(false)),
  en("how much stock we got sittin' at Main Warehouse", stockAt('Main Warehouse')),
  es(
    'cuántos Deluxe Candle 4 tenemos en Airport Kiosk',
    stockOf('Deluxe Candle 4', 'Airport Kiosk'),
  ),
  es(
    'fijate cuánto stock queda de Premium Honey Jar 8 en Main Warehouse',
    stockOf('Premium Honey Jar 8', 'Main Warehouse'),
  ),
  es(
    'qué productos andan por debajo de 210 unidades en el Airport Kiosk',
    under(210, 'Airport Kiosk'),
  ),
  es('que cosas tienen menos de 100 uds en Main Warehouse', under(100, 'Main Warehouse')),
  es('existencias por almacén', stock('location')),
  es('cuántos productos manejamos en el catálogo', catalog()),
  es('cuántos productos tengo dados de baja', catalog(false)),
  es('cuántos productos están activos', catalog(true)),
  es('¿cuántas unidades de Eco Pasta 3 tenemos en total?', stockOf('Eco Pasta 3')),

  // Stock movements by type
  en(
    'how many stock receipts were posted in August',
    total('order_count', { ...august2025, type: 'IN' }),
  ),
  en('units pulled out via OUT last quarter', total('units', { ...lastQuarter, type: 'OUT' })),
  en(
    'how many OUT movements did we have in March',
    total('order_count', { ...march, type: 'OUT' }),
  ),
  en('movements by type for the year so far', byType(thisYear)),
  en(
    'how many units enter Airport Kiosk in July',
    total('units', { ...july2025, type: 'IN', locations: '=Airport Kiosk' }),
  ),
  es(
    'cuántas recepciones de mercancía hubo en junio del año pasado',
    total('order_count', { ...june2025, type: 'IN' }),
  ),
  es(
    'unidades sacadas con OUT en el trimestre pasado',
    total('units', { ...lastQuarter, type: 'OUT' }),
  ),
  es('cuántas salidas OUT registramos en abril', total('order_count', { ...april, type: 'OUT' })),
  es('movimientos de inventario por tipo desde enero', byType(thisYear)),
  es(
    'unidades que entraron en Main Warehouse en agosto',
    total('units', { ...august2025, type: 'IN', locations: '=Main Warehouse' }),
  ),

  // Rankings: the most orders (ties kept), the best and the worst sellers, open-ended rankings
  en('which customer put in the most orders last quarter', mostOrders(lastQuarter)),
  en('which was our best selling item of last year', bestProduct(lastYear)),
  en('the five best products by takings since January', ranked('revenue', 'product', 5, thisYear)),
  en(
    'bottom 5 sellers this year by units',
    ranked('units', 'product', 5, { ...thisYear, sort: 'value asc' }),
  ),
  en(
    'who be my top client for May by money',
    ranked('revenue', 'client', 1, { ...may, ties: true }),
  ),
  en(
    'ranking of clients by number of orders in 2025',
    clientsByOrders(100, { ...lastYear, atLeast: 3 }),
  ),
  en(
    'which product made the least money last year',
    ranked('revenue', 'product', 1, { ...lastYear, sort: 'value asc', ties: true }),
  ),
  en('which day last week had the most orders', [
    ranked('order_count', 'day', 1, { ...lastWeek, status: 'any', ties: true }),
    ranked('order_count', 'day', 1, { ...lastWeek, ties: true }),
  ]),
  es(
    'ranking de productos más vendidos del año pasado',
    productsBy(100, { ...lastYear, atLeast: 3 }),
  ),
  es('los 5 mejores clientes x facturación en abril', ranked('revenue', 'client', 5, april)),
  es('cuál fue el producto estrella del trimestre pasado', bestProduct(lastQuarter)),
  es('que cliente nos hizo mas pedidos en diciembre', mostOrders(december2025)),
  es(
    'los 3 productos que menos se vendieron el año pasado',
    productsBy(3, { ...lastYear, sort: 'value asc' }),
  ),
  es('top 10 clientes por número de pedidos este año', clientsByOrders(10, thisYear)),
  es(
    'cuál fue el mejor mes del año pasado en ventas',
    ranked('revenue', 'month', 1, { ...lastYear, ties: true }),
  ),
  es(
    'qué ubicación recibió más unidades el año pasado',
    ranked('units', 'location', 1, { ...lastYear, type: 'IN', ties: true }),
  ),

  // What a client bought, a client's revenue and orders, a product's orders and sales
  en('what all did Grace Weber buy in April', items('=Grace Weber', april)),
  en(
    "kindly tell me the items purchased by Lopez's Bakery last quarter",
    items("=Lopez's Bakery", lastQuarter),
  ),
  en(
    'how much has Olga Kim spent with us this year',
    total('revenue', { ...thisYear, clients: '=Olga Kim' }),
  ),
  en(
    'how many orders Victor Dubois don place since January',
    ordersBoth({ ...thisYear, clients: '=Victor Dubois' }),
  ),
  en(
    'how many orders had Deluxe Candle 4 in them last month',
    ordersBoth({ ...lastMonth, products: '=Deluxe Candle 4' }),
  ),
  en('how much Everyday Mug 3 did we sell in March', soldOf('Everyday Mug 3', march)),
  en(
    'revenue from Handmade Tote Bag 9 in 2025',
    total('revenue', { ...lastYear, products: '=Handmade Tote Bag 9' }),
  ),
  es('qué compró Rosa Garcia en mayo', items('=Rosa Garcia', may)),
  es("decime qué le vendimos a Smith's Cafe el mes pasado", items("=Smith's Cafe", lastMonth)),
  es(
    'cuánto nos ha comprado Kenji Kim este año',
    total('revenue', { ...thisYear, clients: '=Kenji Kim' }),
  ),
  es("cuantos pedidos ha hecho Weber's Cafe", ordersBoth({ clients: "=Weber's Cafe" })),
  es(
    'en cuántos pedidos salió el Premium Candle 3 en abril',
    ordersBoth({ ...april, products: '=Premium Candle 3' }),
  ),
  es(
    'cuántas unidades de Organic Jam 2 vendimos el año pasado',
    total('units', { ...lastYear, products: '=Organic Jam 2' }),
  ),
  es(
    'facturación de Eco Coffee Beans 7 en marzo',
    total('revenue', { ...march, products: '=Eco Coffee Beans 7' }),
  ),

  // Informal writing: shorthand, run-together words, one-letter typos in names, dictated
  // run-ons, polite wrappers
  en('sweet as, hw many orders ystday', ordersBoth(yesterday)),
  en('takingsthisweek', total('revenue', thisWeek)),
  en('abeg wetin be the value of my pending orders', total('revenue', { status: 'pending' })),
  en(
    'stock of premium honey jar 8 at main warehouse pls',
    stockOf('Premium Honey Jar 8', 'Main Warehouse'),
  ),
  en('top 3 customers last mnth by sales', ranked('revenue', 'client', 3, lastMonth)),
  en('how many Organc Flour 4 at Downtown Store', stockOf('Organic Flour 4', 'Downtown Store')),
  en('what did Olga Kin buy this month', items('=Olga Kim', thisMonth)),
  en('total stock at Airport Kiosck', stockAt('Airport Kiosk')),
  en(
    'okay so um how many orders did we get on monday for the bike shop i mean the whole shop thanks',
    ordersBoth(monday),
  ),
  en(
    'could you kindly tell me which products are below 120 units at Main Warehouse',
    under(120, 'Main Warehouse'),
  ),
  en("y'all sold how many units this month", total('units', thisMonth)),
  es('k vendimos el sabado', whatSold(saturday)),
  es('ay pedidos cancelados este mes', total('order_count', { ...thisMonth, status: 'cancelled' })),
  es('facturacion x dia la semana pasada', series('revenue', 'day', lastWeek)),
  es('ay stock de Fresh Pasta 9 en Airport Kiosk', stockOf('Fresh Pasta 9', 'Airport Kiosk')),
  es('cuantos pedidos llevamos esta semana', ordersBoth(thisWeek)),
  es('me podrías decir cuánto vendimos el mes pasado', total('revenue', lastMonth)),
  es(
    'cuantas unidades vendimos de Premiun Jam 4 este año',
    total('units', { ...thisYear, products: '=Premium Jam 4' }),
  ),
  es('q compro Pablo Weder en marzo', items('=Pablo Weber', march)),
  es('existencias en Dowtown Store', stockAt('Downtown Store')),
  es(
    'oye cuántos pedidos tuvimos el viernes pasado o sea el viernes de la semana pasada',
    ordersBoth(lastFriday),
  ),
  es('unidadesvendidashoy', total('units', today)),
  es('cuanto facturamos en enero po', total('revenue', january)),
  es(
    'cual fue el producto q mas plata dejo en mayo',
    ranked('revenue', 'product', 1, { ...may, ties: true }),
  ),

  // Commands that would change data, and questions outside the shop's own data: never a table
  en('cancel all pending orders from Olga Kim', 'decline'),
  en('mark order 512 as paid', 'decline'),
  en("what's the weather gonna be like for the Saturday market", 'decline'),
  en("what's the Aussie dollar to US dollar rate today", 'decline'),
  en('how are the other bakeries in town doing this month', 'decline'),
  en('should I put up my prices on Organic Flour 4', 'decline'),
  en('how much did the hardware store down the road sell last week', 'decline'),
  en('restock Deluxe Candle 4 at Airport Kiosk with 40 units', 'decline'),
  es('borrá el pedido 77', 'decline'),
  es('anulá todos los pedidos de Rosa Garcia', 'decline'),
  es('marca como pagado el pedido 300', 'decline'),
  es('a cuánto está el dólar hoy', 'decline'),
  es('cuánto venden las otras floristerías del barrio', 'decline'),
  es('qué me recomiendas para vender más cosméticos', 'decline'),
  es('va a llover mañana en Bogotá', 'decline'),
]
