// The thirteenth held-out set: 130 questions (65 English, 65 Spanish, 14 to decline) of the kinds
// issue #16 names — periods named every way (ranges, single days, weekdays, quarters, halves,
// holidays, "so far this year"), order status and the value of pending and cancelled orders,
// stock of a product at a place, thresholds at a place, stock by location, the catalog, movements
// by type, rankings, one product's or client's figures, what a client bought. The voices are new:
// a pet shop, a second-hand bookshop, a butcher, a stationery shop, a toy shop, a wine merchant,
// terse or chatty or formal, typed on a phone with typos, no accents, "x", "q", "k", lower-case
// names and one-letter slips; Spanish from Spain and from Latin America. Written blind, before any
// rule of round 29, and never tuned on. Dates are worked out by hand for EVAL_NOW (Wednesday
// 2026-06-17): a weekday said alone is this week's, "last Friday" is 2026-06-12, a month not yet
// come this year is last year's. Order counts without a status count every order; revenue and
// units leave cancelled orders out; "how much did we sell" is money or units.
import { en, es, type EvalCase } from './answers'
import {
  bestProduct,
  byStatus,
  byType,
  catalog,
  day,
  everyOrder,
  items,
  march,
  mostOrders,
  perProduct,
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
  thisYear,
  total,
  yesterday,
} from './cases'

const may = lastMonth
const april = { from: '2026-04-01', to: '2026-04-30' }
const august2025 = { from: '2025-08-01', to: '2025-08-31' }
const july2025 = { from: '2025-07-01', to: '2025-07-31' }
const q3of2025 = { from: '2025-07-01', to: '2025-09-30' }
const secondHalf2025 = { from: '2025-07-01', to: '2025-12-31' }
const septToNov2025 = { from: '2025-09-01', to: '2025-11-30' }
const thisQuarter = { from: '2026-04-01', to: '2026-06-17' }
const marchToMay = { from: '2026-03-01', to: '2026-05-31' }
const sinceMarch = { from: '2026-03-01', to: '2026-06-17' }
const may1to15 = { from: '2026-05-01', to: '2026-05-15' }
const may20to31 = { from: '2026-05-20', to: '2026-05-31' }
const april5to12 = { from: '2026-04-05', to: '2026-04-12' }
const june1to7 = { from: '2026-06-01', to: '2026-06-07' }
const june1to10 = { from: '2026-06-01', to: '2026-06-10' }
const june1to15 = { from: '2026-06-01', to: '2026-06-15' }
const lastWeekend = { from: '2026-06-13', to: '2026-06-14' }
const monday = day('2026-06-15')
const lastThursday = day('2026-06-11')
const lastFriday = day('2026-06-12')
const tuesday9 = day('2026-06-09')
const january2 = day('2026-01-02')
const christmasEve = day('2025-12-24')
const christmas = day('2025-12-25')
const newYearsEve = day('2025-12-31')
const newYearsDay = day('2026-01-01')
const epiphany = day('2026-01-06')
const valentines = day('2026-02-14')
const goodFriday = day('2026-04-03')
const blackFriday = day('2025-11-28')
const mexicanIndependence = day('2025-09-16')
/** Día de Muertos: the 2nd of November, or the 1st and the 2nd. */
const diaDeMuertos = [day('2025-11-02'), { from: '2025-11-01', to: '2025-11-02' }]
/** "The last 30 days": today and the 29 before it, or the 30 days before today. */
const last30days = [
  { from: '2026-05-19', to: '2026-06-17' },
  { from: '2026-05-18', to: '2026-06-16' },
]
/** "The last 7 days": today and the six before it, or the seven days before today. */
const last7days = [
  { from: '2026-06-11', to: '2026-06-17' },
  { from: '2026-06-10', to: '2026-06-16' },
]

/** "How much did we sell": money or units. */
const sold = (filter: Partial<Expected>) => [total('revenue', filter), total('units', filter)]
/** What a shop sold on a day: its revenue, or its products' units. */
const whatSold = (period: Partial<Expected>) => [
  total('revenue', period),
  perProduct('units', period),
]
/** The best day of a period: by money or by units, ties kept. */
const bestDay = (period: Partial<Expected>) =>
  (['revenue', 'units'] as const).map((value) => ranked(value, 'day', 1, { ties: true, ...period }))
/** The day with the most sales: by money, by units, or by orders with or without cancelled ones. */
const busiestDay = (period: Partial<Expected>) => [
  ...bestDay(period),
  ranked('order_count', 'day', 1, { ties: true, status: 'any', ...period }),
  ranked('order_count', 'day', 1, { ties: true, ...period }),
]
const client = (name: string, period: Partial<Expected>) => ({ ...period, clients: `=${name}` })
const product = (name: string, period: Partial<Expected>) => ({ ...period, products: `=${name}` })

export const HELD_OUT_13: EvalCase[] = [
  // Periods named every way
  en(
    'pet shop here - what did we take between the 1st and the 15th of May?',
    total('revenue', may1to15),
  ),
  en('Units sold from March to May', total('units', marchToMay)),
  en('how many orders came in on christmas eve', everyOrder(christmasEve)),
  en('sales yday', total('revenue', yesterday)),
  en('What did the shop turn over last Friday?', total('revenue', lastFriday)),
  en(
    'Could I have the revenue figure for the third quarter of last year, please.',
    total('revenue', q3of2025),
  ),
  en('hows revenue looking so far this year', total('revenue', thisYear)),
  en('black friday orders??', everyOrder(blackFriday)),
  en('units we shifted over the weekend just gone', total('units', lastWeekend)),
  en("valentine's day takings", total('revenue', valentines)),
  en('sales on monday', total('revenue', monday)),
  en('number of orders placed in the first week of June', everyOrder(june1to7)),
  en("How much did we sell on New Year's Day?", sold(newYearsDay)),
  en(
    'second-hand bookshop. takings for the second half of 2025 please',
    total('revenue', secondHalf2025),
  ),
  en(
    'units sold in the last 30 days',
    last30days.map((p) => total('units', p)),
  ),
  en('revenue from the 20th of may to the end of the month', total('revenue', may20to31)),
  en('What was revenue on Tuesday the 9th?', total('revenue', tuesday9)),
  en('orders in august', everyOrder(august2025)),
  es('cuanto vendimos entre el 5 y el 12 de abril', sold(april5to12)),
  es('pedidos de marzo a mayo', everyOrder(marchToMay)),
  es('facturación del día de Navidad', total('revenue', christmas)),
  es('q vendi ayer', whatSold(yesterday)),
  es('cuantos pedidos entraron el jueves pasado', everyOrder(lastThursday)),
  es('Buenas tardes. ¿Podría indicarme la facturación del trimestre pasado?', total('revenue', q1)),
  es('en lo q va de año cuanto llevo facturado', total('revenue', thisYear)),
  es('Oye, ¿cuántos pedidos tuvimos el día de Reyes?', everyOrder(epiphany)),
  es('tio cuanto hicimos el finde pasado', total('revenue', lastWeekend)),
  es('unidades vendidas en nochevieja', total('units', newYearsEve)),
  es('cuanto se vendio el lunes', sold(monday)),
  es('facturacion de la primera quincena de junio', total('revenue', june1to15)),
  es('¿Cuántos pedidos hubo el 2 de enero?', everyOrder(january2)),
  es('vinoteca: ventas de septiembre a noviembre del año pasado', total('revenue', septToNov2025)),
  es(
    'ingresos ultimos 7 dias',
    last7days.map((p) => total('revenue', p)),
  ),
  es(
    'cuanto facture el dia de muertos',
    diaDeMuertos.map((p) => total('revenue', p)),
  ),
  es('cuanto vendimos el 16 de sep, dia de la independencia', sold(mexicanIndependence)),
  es('ventas del viernes santo', total('revenue', goodFriday)),

  // Orders by status, the value of pending and cancelled orders
  en('how many orders are still pending', total('order_count', { status: 'pending' })),
  en(
    'whats the value of the cancelled orders this yr',
    total('revenue', { ...thisYear, status: 'cancelled' }),
  ),
  en("Total value of the orders we haven't fulfilled yet", total('revenue', { status: 'pending' })),
  en('order count by status for last quarter', byStatus('order_count', q1)),
  en(
    'completed orders last month, how many',
    total('order_count', { ...lastMonth, status: 'complete' }),
  ),
  en(
    'How many cancellations did we have in April?',
    total('order_count', { ...april, status: 'cancelled' }),
  ),
  es('che cuantos pedidos tengo pendientes', total('order_count', { status: 'pending' })),
  es(
    'importe de los pedidos cancelados en mayo',
    total('revenue', { ...may, status: 'cancelled' }),
  ),
  es('cuanta plata hay en ordenes sin completar', total('revenue', { status: 'pending' })),
  es('pedidos x estado este año', byStatus('order_count', thisYear)),
  es(
    'cuantos pedidos se completaron la semana pasada',
    total('order_count', { ...lastWeek, status: 'complete' }),
  ),
  es(
    'xq no me cuadra: cuantos pedidos anulados llevamos en 2026',
    total('order_count', { ...thisYear, status: 'cancelled' }),
  ),

  // Stock of one product at one place, thresholds at a place, stock by location
  en(
    'stationery shop: how many Large Notebook 4 have we got at Downtown Store?',
    stockOf('Large Notebook 4', 'Downtown Store'),
  ),
  en('stock of premium mug 2 at the airport kiosk', stockOf('Premium Mug 2', 'Airport Kiosk')),
  en('deluxe vinegar 6 left in main warehouse?', stockOf('Deluxe Vinegar 6', 'Main Warehouse')),
  en('Eco Choclate 9 at Downtown store', stockOf('Eco Chocolate 9', 'Downtown Store')),
  en('which products are below 100 units in the Main Warehouse', under(100, 'Main Warehouse')),
  en('anything under 200 at Airport Kiosk', under(200, 'Airport Kiosk')),
  en(
    'Please list the items with fewer than 250 units at Downtown Store.',
    under(250, 'Downtown Store'),
  ),
  en('stock per location', stock('location')),
  en('how much stock is sitting at Airport Kiosk right now', stockAt('Airport Kiosk')),
  es(
    'cuantas unidades de Small Candle 2 quedan en Airport Kiosk',
    stockOf('Small Candle 2', 'Airport Kiosk'),
  ),
  es(
    'stock de classic flour 6 en el almacen principal (Main Warehouse)',
    stockOf('Classic Flour 6', 'Main Warehouse'),
  ),
  es('hay organic jam 2 en downtown store?', stockOf('Organic Jam 2', 'Downtown Store')),
  es(
    'existencias de Eco Cofee Beans 7 en Downtown Store',
    stockOf('Eco Coffee Beans 7', 'Downtown Store'),
  ),
  es('k productos tienen menos de 300 unidades en Airport Kiosk', under(300, 'Airport Kiosk')),
  es('productos bajo 130 en Main Warehouse', under(130, 'Main Warehouse')),
  es('cuales estan x debajo de 180 en downtown store', under(180, 'Downtown Store')),
  es('¿Cómo está repartido el stock entre los locales?', stock('location')),
  es('cuanto inventario tengo en Main Warehouse', stockAt('Main Warehouse')),

  // The catalog
  en('how many products do we carry', [catalog(), catalog(true)]),
  en('How many inactive products are there?', catalog(false)),
  en('no. of active skus', catalog(true)),
  es('cuantos productos tengo en el catalogo', [catalog(), catalog(true)]),
  es('cuántos artículos están activos', catalog(true)),
  es('productos dados de baja, cuantos?', catalog(false)),

  // Stock movements by type
  en(
    'how many stock receipts did we book in July 2025',
    total('order_count', { ...july2025, type: 'IN' }),
  ),
  en('units recieved last august', total('units', { ...august2025, type: 'IN' })),
  en('OUT movements this year - how many', total('order_count', { ...thisYear, type: 'OUT' })),
  en('breakdown of movements by type, Q3 2025', byType(q3of2025)),
  en(
    'units taken out (OUT) at Airport Kiosk since January',
    total('units', { ...thisYear, type: 'OUT', locations: '=Airport Kiosk' }),
  ),
  es(
    'cuantas entradas de mercancia hubo en agosto del año pasado',
    total('order_count', { ...august2025, type: 'IN' }),
  ),
  es(
    'unidades recibidas en julio de 2025 en Airport Kiosk',
    total('units', { ...july2025, type: 'IN', locations: '=Airport Kiosk' }),
  ),
  es(
    'salidas este año',
    (['order_count', 'units'] as const).map((value) => total(value, { ...thisYear, type: 'OUT' })),
  ),
  es('desglose de movimientos por tipo de julio a septiembre del año pasado', byType(q3of2025)),
  es('cuantas unidades salieron x OUT en marzo', total('units', { ...march, type: 'OUT' })),

  // Rankings
  en('best customer this year?', topBuyer(thisYear)),
  en('who ordered the most times in May', mostOrders(may)),
  en('top 3 products by units last quarter', ranked('units', 'product', 3, q1)),
  en('Top ten products by revenue in 2025', ranked('revenue', 'product', 10, lastYear)),
  en("toy shop owner here, what's our product of the year so far", bestProduct(thisYear)),
  en('which 5 customers spent the most since march', ranked('revenue', 'client', 5, sinceMarch)),
  en(
    'which month of 2025 brought in the most revenue',
    ranked('revenue', 'month', 1, { ...lastYear, ties: true }),
  ),
  en('butcher shop owner: best day last week?', bestDay(lastWeek)),
  es('mejor cliente del año', topBuyer(thisYear)),
  es('quien me hizo mas pedidos elmes pasado', mostOrders(lastMonth)),
  es('los 5 productos que mas facturaron en abril', ranked('revenue', 'product', 5, april)),
  es('top 3 en unidades este trimestre', ranked('units', 'product', 3, thisQuarter)),
  es('producto estrella de 2025', bestProduct(lastYear)),
  es('los 10 clientes que mas gastaron el año pasado', ranked('revenue', 'client', 10, lastYear)),
  es(
    'en que mes de este año facturamos mas',
    ranked('revenue', 'month', 1, { ...thisYear, ties: true }),
  ),
  es('el dia de mas ventas de la semana pasada', busiestDay(lastWeek)),

  // One product's or one client's figures, what a client bought
  en(
    'how much has Olga Rossi spent with us this year',
    total('revenue', client('Olga Rossi', thisYear)),
  ),
  en(
    'units of Organic Cookies 7 sold in april',
    total('units', product('Organic Cookies 7', april)),
  ),
  en(
    'wine merchant - Deluxe Vinegar 6 revenue 2025',
    total('revenue', product('Deluxe Vinegar 6', lastYear)),
  ),
  en('how many orders did kenji dubois place last quarter', everyOrder(client('Kenji Dubois', q1))),
  en('fresh pasta 4 sales this month', sold(product('Fresh Pasta 4', thisMonth))),
  en('how much did Grace Slva buy in May', sold(client('Grace Silva', may))),
  en('what did Hugo Smith order in April', items('=Hugo Smith', april)),
  en("Marta Kim's purchases last week", items('=Marta Kim', lastWeek)),
  en('list what lucia weber bought between 1 and 10 June', items('=Lucia Weber', june1to10)),
  es(
    "cuanto lleva gastado Rossi's Deli este año",
    total('revenue', client("Rossi's Deli", thisYear)),
  ),
  es(
    'unidades de large coffee beans 5 vendidas en marzo',
    total('units', product('Large Coffee Beans 5', march)),
  ),
  es(
    'facturacion de Premium Olive Oil 7 en el 2025',
    total('revenue', product('Premium Olive Oil 7', lastYear)),
  ),
  es('cuantos pedidos hizo ana novak el trimestre pasado', everyOrder(client('Ana Novak', q1))),
  es('ventas de Organic Mug 8 este mes', sold(product('Organic Mug 8', thisMonth))),
  es('cuanto compro Kenji Martn en abril', sold(client('Kenji Martin', april))),
  es("que le vendimos a Lopez's Pantry en mayo", items("=Lopez's Pantry", may)),
  es('q compro elena silva la semana pasada', items('=Elena Silva', lastWeek)),
  es(
    "detalle de lo que se llevo Smith's Cafe del 1 al 10 de junio",
    items("=Smith's Cafe", june1to10),
  ),

  // Commands that would change data, and questions the shop's data cannot answer
  en('delete order 4512', 'decline'),
  en("what's the weather going to be like on saturday", 'decline'),
  en('raise the price of Premium Mug 2 to 12.50', 'decline'),
  en('how many hours did my staff work last week', 'decline'),
  en('what margin am I making on Deluxe Vinegar 6', 'decline'),
  en('how much did I spend on facebook ads in may', 'decline'),
  en('forecast next month sales pls', 'decline'),
  es('borra el pedido 3021', 'decline'),
  es('que tiempo va a hacer mañana', 'decline'),
  es('sube el precio de Fresh Mug 10 a 15 euros', 'decline'),
  es('cuantas horas trabajaron mis empleados ayer', 'decline'),
  es('que margen le saco a Premium Olive Oil 7', 'decline'),
  es('cuanto me gaste en publicidad de instagram', 'decline'),
  es('cuanto voy a vender el mes que viene', 'decline'),
]
