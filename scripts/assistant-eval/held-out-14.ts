// The fourteenth held-out set: 130 questions (65 English, 65 Spanish, 14 to decline) of the kinds
// issue #16 names — periods said every way (ranges, single days, weekdays, quarters, halves,
// holidays, "so far this year"), order status and the value of pending or cancelled orders, stock
// of a product at a place, thresholds at a place, stock by location, the catalog, movements by
// type, rankings, one product's or client's figures, what a client bought. New voices: a garden
// centre, an optician, a sports shop and a deli in English; a herbalist in Madrid, a tea shop in
// Mexico City, a ceramics studio in Buenos Aires and an optician in Bogotá in Spanish — terse,
// chatty, formal and typed on a phone (typos, no accents, "x" for "por", "q" for "que",
// lower-case names, one-letter slips in names). Written blind, before any rule of round 30, and
// never tuned on. Dates are worked out by hand for EVAL_NOW (Wednesday 2026-06-17): a weekday
// said alone is this week's, "last Friday" is 2026-06-12, a month not yet come this year is last
// year's, "last quarter" is Q1 2026. Order counts without a status count every order; revenue and
// units leave cancelled orders out; "how much did we sell" is money or units.
import { en, es, type EvalCase } from './answers'
import {
  byStatus,
  byType,
  catalog,
  day,
  everyOrder,
  items,
  march,
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
  thisMonth,
  thisWeek,
  thisYear,
  total,
} from './cases'

const may = lastMonth
const february = { from: '2026-02-01', to: '2026-02-28' }
const april = { from: '2026-04-01', to: '2026-04-30' }
const july2025 = { from: '2025-07-01', to: '2025-07-31' }
const august2025 = { from: '2025-08-01', to: '2025-08-31' }
const q3of2025 = { from: '2025-07-01', to: '2025-09-30' }
const h2of2025 = { from: '2025-07-01', to: '2025-12-31' }
const h1 = { from: '2026-01-01', to: '2026-06-30' }
const june1to14 = { from: '2026-06-01', to: '2026-06-14' }
const june2to12 = { from: '2026-06-02', to: '2026-06-12' }
const may1to15 = { from: '2026-05-01', to: '2026-05-15' }
const may3to9 = { from: '2026-05-03', to: '2026-05-09' }
const febToApril = { from: '2026-02-01', to: '2026-04-30' }
const marchToMay = { from: '2026-03-01', to: '2026-05-31' }
const lastWeekend = { from: '2026-06-13', to: '2026-06-14' }
const monday = day('2026-06-15')
const tuesday = day('2026-06-16')
const lastWednesday = day('2026-06-10')
const lastFriday = day('2026-06-12')
const christmasEve = day('2025-12-24')
const newYearsEve = day('2025-12-31')
const blackFriday = day('2025-11-28')
/** Día de Muertos: the 2nd of November, or the 1st and the 2nd. */
const dayOfTheDead = [day('2025-11-02'), { from: '2025-11-01', to: '2025-11-02' }]
const halloween = day('2025-10-31')
const epiphany = day('2026-01-06')
const valentines = day('2026-02-14')
/** "The last N days": today and the N − 1 before it, or the N days before today. */
const last7days = [
  { from: '2026-06-11', to: '2026-06-17' },
  { from: '2026-06-10', to: '2026-06-16' },
]
const last30days = [
  { from: '2026-05-19', to: '2026-06-17' },
  { from: '2026-05-18', to: '2026-06-16' },
]

/** "How much did we sell": money or units. */
const sold = (extra: Partial<Expected>) =>
  (['revenue', 'units'] as const).map((value) => total(value, extra))
/** The best day or top products "for sales": by money or by units. */
const topBy = (group: 'day' | 'product', limit: number, extra: Partial<Expected>) =>
  (['revenue', 'units'] as const).map((value) => ranked(value, group, limit, extra))
/** An open-ended ranking of clients by orders, cancelled ones counted or not. */
const clientsByOrders = (period: Partial<Expected>) => [
  ranked('order_count', 'client', 100, { ...period, atLeast: 3, status: 'any' }),
  ranked('order_count', 'client', 100, { ...period, atLeast: 3 }),
]

export const HELD_OUT_14: EvalCase[] = [
  // Periods: ranges, single days, weekdays, quarters, halves, holidays, the year so far
  en('what were the takings for the first fortnight of june?', total('revenue', june1to14)),
  en('what did we bring in on monday', total('revenue', monday)),
  en('Could you tell me our turnover for the third quarter of 2025?', total('revenue', q3of2025)),
  en('how much did we sell in the back half of last year', sold(h2of2025)),
  en('no. of orders on christmas eve', everyOrder(christmasEve)),
  en('units shifted on black friday', total('units', blackFriday)),
  en("what's revenue looking like year to date", total('revenue', thisYear)),
  en('orders placed between 3 and 9 may', everyOrder(may3to9)),
  en('how much did we sell feb through april', sold(febToApril)),
  en('valentines day revenue?', total('revenue', valentines)),
  en('how many orders did we take over the weekend', everyOrder(lastWeekend)),
  en('Revenue for the first six months of 2026, please.', total('revenue', h1)),
  en(
    'units sold in the last 7 days',
    last7days.map((p) => total('units', p)),
  ),
  en('how much money came in on halloween', total('revenue', halloween)),
  es('cuanto se facturo entre el 2 y el 12 de junio', total('revenue', june2to12)),
  es('pedidos del martes', everyOrder(tuesday)),
  es('ventas del viernes pasado', total('revenue', lastFriday)),
  es('¿cuánto vendimos en el tercer trimestre del año pasado?', sold(q3of2025)),
  es('Facturación del segundo semestre de 2025, por favor.', total('revenue', h2of2025)),
  es('cuantos pedidos tuvimos en nochevieja', everyOrder(newYearsEve)),
  es('unidades vendidas el dia de reyes', total('units', epiphany)),
  es('lo que llevamos facturado en lo que va de año', total('revenue', thisYear)),
  es('ventas de la primera quincena de mayo', total('revenue', may1to15)),
  es('cuanto se vendio de marzo a mayo', sold(marchToMay)),
  es('¿cuánto vendimos el día de muertos?', dayOfTheDead.flatMap(sold)),
  es('pedidos del finde pasado', everyOrder(lastWeekend)),
  es(
    'unidades vendidas en los ultimos 30 dias',
    last30days.map((p) => total('units', p)),
  ),
  es('cuanto facturamos el miercoles pasado', total('revenue', lastWednesday)),

  // Order status and the value of pending or cancelled orders
  en(
    'total value of orders still waiting to be fulfilled',
    total('revenue', { status: 'pending' }),
  ),
  en(
    'how much were the cancelled orders worth so far this year',
    total('revenue', { ...thisYear, status: 'cancelled' }),
  ),
  en('fulfilled orders in april, how many', total('order_count', { ...april, status: 'complete' })),
  en(
    "split last week's orders into pending, done and cancelled",
    byStatus('order_count', lastWeek),
  ),
  en('how many orders are still open', total('order_count', { status: 'pending' })),
  en('cancellations in march?', total('order_count', { ...march, status: 'cancelled' })),
  en("value of this month's orders by status", byStatus('revenue', thisMonth)),
  es('decime cuanta plata hay en pedidos sin entregar', total('revenue', { status: 'pending' })),
  es(
    'valor de los pedidos anulados en 2025',
    total('revenue', { ...lastYear, status: 'cancelled' }),
  ),
  es(
    'cuantos pedidos se completaron en febrero',
    total('order_count', { ...february, status: 'complete' }),
  ),
  es('como estan los pedidos de esta semana x estado', byStatus('order_count', thisWeek)),
  es('¿Cuántos pedidos siguen pendientes ahorita?', total('order_count', { status: 'pending' })),
  es(
    'me regala el numero de pedidos cancelados del trimestre pasado',
    total('order_count', { ...q1, status: 'cancelled' }),
  ),
  es(
    'importe de los pedidos pendientes de este mes',
    total('revenue', { ...thisMonth, status: 'pending' }),
  ),

  // Stock of a product at a place, under a threshold at a place, by location
  en(
    'how many Handmade Mug 7 have we got at the downtown store',
    stockOf('Handmade Mug 7', 'Downtown Store'),
  ),
  en('stock level: eco green tea 4 @ airport kiosk', stockOf('Eco Green Tea 4', 'Airport Kiosk')),
  en(
    'Organic Vinegar 2 - how much is sitting in the main warehouse?',
    stockOf('Organic Vinegar 2', 'Main Warehouse'),
  ),
  en('total on hand of Large Candle 9 across every location', stockOf('Large Candle 9')),
  en('which items at Airport Kiosk are down to fewer than 200 units', under(200, 'Airport Kiosk')),
  en('anything below 150 at the downtown store?', under(150, 'Downtown Store')),
  en('products running under 50 at main warehouse', under(50, 'Main Warehouse')),
  en('how is our stock spread across the sites', stock('location')),
  en('grand total of units in stock', stock('none')),
  es('cuantas Small Mug 5 quedan en el Airport Kiosk', stockOf('Small Mug 5', 'Airport Kiosk')),
  es(
    'existencias de Fresh Lentils 9 en downtown store',
    stockOf('Fresh Lentils 9', 'Downtown Store'),
  ),
  es('stock d eco jam 9 en main warehouse', stockOf('Eco Jam 9', 'Main Warehouse')),
  es(
    'cuanto hay de Premium Honey Jar 8 sumando todas las ubicaciones',
    stockOf('Premium Honey Jar 8'),
  ),
  es('que productos tienen menos de 200 unidades en Downtown Store', under(200, 'Downtown Store')),
  es('articulos x debajo de 250 en el airport kiosk', under(250, 'Airport Kiosk')),
  es('productos con stock menor a 100 en main warehouse', under(100, 'Main Warehouse')),
  es('¿cómo está repartido el inventario entre las ubicaciones?', stock('location')),
  es('cuanto stock tenemos en total', stock('none')),

  // The catalog and the shop's records
  en('how many SKUs are we carrying at the moment', [catalog(), catalog(true)]),
  en('how many products have been switched off', catalog(false)),
  en('count of live products in the catalogue', catalog(true)),
  en('how many customers do we have on file', records('clients')),
  es('cuantos articulos tenemos en el catalogo', [catalog(), catalog(true)]),
  es('¿Cuántos productos están activos ahora mismo?', catalog(true)),
  es('cuantos productos dimos de baja', catalog(false)),
  es('cuantos clientes tenemos', records('clients')),

  // Stock movements by type
  en(
    'how many stock deliveries did we book in during july',
    total('order_count', { ...july2025, type: 'IN' }),
  ),
  en(
    'units booked out with OUT movements so far in 2026',
    total('units', { ...thisYear, type: 'OUT' }),
  ),
  en('transactions per type in q3 2025', byType(q3of2025)),
  en(
    'units received into the downtown store in august',
    total('units', { ...august2025, type: 'IN', locations: '=Downtown Store' }),
  ),
  es(
    'cuantas recepciones de mercaderia hubo en agosto',
    total('order_count', { ...august2025, type: 'IN' }),
  ),
  es('unidades que salieron como OUT el mes pasado', total('units', { ...may, type: 'OUT' })),
  es('movimientos de stock por tipo en lo q va del año', byType(thisYear)),
  es(
    'cuantas unidades entraron al Airport Kiosk en julio',
    total('units', { ...july2025, type: 'IN', locations: '=Airport Kiosk' }),
  ),

  // Rankings and superlatives
  en('top 3 sellers in march by units', ranked('units', 'product', 3, march)),
  en(
    'which customer spent the most last quarter',
    ranked('revenue', 'client', 1, { ...q1, ties: true }),
  ),
  en('who ordered from us most often in may', mostOrders(may)),
  en('best month for revenue in 2025', ranked('revenue', 'month', 1, { ...lastYear, ties: true })),
  en('rank our clients by number of orders this year', clientsByOrders(thisYear)),
  en('top five customers by spend in 2025', ranked('revenue', 'client', 5, lastYear)),
  en("last week's best day for sales", topBy('day', 1, { ...lastWeek, ties: true })),
  es('los 5 productos mas vendidos de abril', topBy('product', 5, april)),
  es(
    'el cliente que mas gasto el año pasado',
    ranked('revenue', 'client', 1, { ...lastYear, ties: true }),
  ),
  es('quien nos hizo mas pedidos este mes', mostOrders(thisMonth)),
  es(
    'ranking de productos x facturacion del primer trimestre',
    ranked('revenue', 'product', 100, { ...q1, atLeast: 3 }),
  ),
  es('mejor dia de ventas de mayo', topBy('day', 1, { ...may, ties: true })),
  es(
    '¿Cuál ha sido el mes de mayor facturación en lo que va de año?',
    ranked('revenue', 'month', 1, { ...thisYear, ties: true }),
  ),
  es('top 10 productos x unidades esta semana', ranked('units', 'product', 10, thisWeek)),

  // One product's or one client's figures (names in lower case or with a letter slipped)
  en(
    'how many units of Fresh Pasta 4 did we sell in april',
    total('units', { ...april, products: '=Fresh Pasta 4' }),
  ),
  en(
    'revenue from Premium Olive Oil 10 in Q1',
    total('revenue', { ...q1, products: '=Premium Olive Oil 10' }),
  ),
  en(
    'how many orders had Eco Chocolate 3 in them this month',
    everyOrder({ ...thisMonth, products: '=Eco Chocolate 3' }),
  ),
  en('Deluxe Vinegar 8 sales last year', sold({ ...lastYear, products: '=Deluxe Vinegar 8' })),
  en(
    'units of Organc Honey Jar 7 sold in 2025',
    total('units', { ...lastYear, products: '=Organic Honey Jar 7' }),
  ),
  en(
    'how much has Olga Novak spent with us this year',
    total('revenue', { ...thisYear, clients: '=Olga Novak' }),
  ),
  en(
    "number of orders from Weber's Cafe since january",
    everyOrder({ ...thisYear, clients: "=Weber's Cafe" }),
  ),
  en('lifetime spend of kenji martin', total('revenue', { clients: '=Kenji Martin' })),
  en('how many orders did Elena Rosi place in Q1', everyOrder({ ...q1, clients: '=Elena Rossi' })),
  es(
    'cuanto facturo Classic Honey Jar 5 en mayo',
    total('revenue', { ...may, products: '=Classic Honey Jar 5' }),
  ),
  es(
    'unidades vendidas de eco tote bag 8 este año',
    total('units', { ...thisYear, products: '=Eco Tote Bag 8' }),
  ),
  es(
    'en cuantos pedidos aparecio Premium Cookies 5 el mes pasado',
    everyOrder({ ...may, products: '=Premium Cookies 5' }),
  ),
  es(
    'ventas de Delux Granola 6 en el primer trimestre',
    sold({ ...q1, products: '=Deluxe Granola 6' }),
  ),
  es(
    '¿Cuánto dinero nos dejó Fresh Chocolate 4 el año pasado?',
    total('revenue', { ...lastYear, products: '=Fresh Chocolate 4' }),
  ),
  es("cuanto nos compro Lopez's Pantry en 2025", sold({ ...lastYear, clients: "=Lopez's Pantry" })),
  es(
    'cuantos pedidos hizo Victor Silva este año',
    everyOrder({ ...thisYear, clients: '=Victor Silva' }),
  ),
  es('total gastado x ana smith desde siempre', total('revenue', { clients: '=Ana Smith' })),
  es('pedidos de Grace Webr en abril', everyOrder({ ...april, clients: '=Grace Weber' })),

  // What a client bought
  en('what did Marta Kim order in May', items('=Marta Kim', may)),
  en("list everything rossi's deli bought last month", items("=Rossi's Deli", may)),
  en('show me what Carla Novak purchased this year', items('=Carla Novak', thisYear)),
  en('items bought by lucia weber in march', items('=Lucia Weber', march)),
  es('que le vendimos a Nico Novak en mayo', items('=Nico Novak', may)),
  es("¿qué productos compró Dubois's Market este año?", items("=Dubois's Market", thisYear)),
  es('q compro farid martin la semana pasada', items('=Farid Martin', lastWeek)),
  es("detalle de lo que pidio Smith's Cafe en el primer trimestre", items("=Smith's Cafe", q1)),

  // Commands that would change data, and questions the shop's data cannot answer
  en('delete the client Tara Dubois', 'decline'),
  en('cancel every pending order from last week', 'decline'),
  en('receive 40 units of Small Candle 8 at the downtown store', 'decline'),
  en('switch Fresh Mug 10 to inactive', 'decline'),
  en('is it going to rain on saturday? deciding whether to put the bedding plants out', 'decline'),
  en('Should I register for VAT as a sole trader?', 'decline'),
  en('what does the deli down the road charge for olive oil', 'decline'),
  es('elimina del sistema el pedido numero 88', 'decline'),
  es('anula todos los pedidos de Sam Dubois', 'decline'),
  es('sube un 10% el precio de todos los jabones', 'decline'),
  es('da de alta una clienta nueva q se llama Rosa Perez', 'decline'),
  es('¿qué tiempo va a hacer mañana en Sevilla?', 'decline'),
  es('me conviene hacerme autonomo o montar una sociedad', 'decline'),
  es('a cuanto vende la competencia el te verde', 'decline'),
]
