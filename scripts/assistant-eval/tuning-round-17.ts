// A seventeenth tuning round, written before its rules and tuned on: the kinds issue #16 names and
// the new kinds, in words and constructions the earlier rounds did not use (turnover, "worth",
// "still", "via", "thru", "deactivated", "uds", "ticket medio", names after "at the", ordinary
// words beside names), and requests the shop's data cannot answer. Dates are worked out by hand
// for EVAL_NOW (Wednesday 2026-06-17).
import { en, es, type EvalCase } from './answers'
import {
  LABEL,
  day,
  march,
  perClient,
  perProduct,
  topBuyer,
  at,
  bestProduct,
  byStatus,
  byType,
  catalog,
  compare,
  dateBoth,
  distinctBoth,
  everyOrder,
  items,
  mostOrders,
  ordersBoth,
  side,
  stock,
  stockAt,
  stockOf,
  under,
} from './answer-keys'
import {
  lastMonth,
  lastWeek,
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

const may = lastMonth
const october = { from: '2025-10-01', to: '2025-10-31' }
const november = { from: '2025-11-01', to: '2025-11-30' }
const march2to12 = { from: '2026-03-02', to: '2026-03-12' }
const may8 = day('2026-05-08')
const lastThursday = day('2026-06-11')
const lastQuarter = { from: '2026-01-01', to: '2026-03-31' }
const june2025 = { from: '2025-06-01', to: '2025-06-30' }

export const TUNING_ROUND_17: EvalCase[] = [
  // Ranges and single days
  en('turnover from the 2nd of March until the 12th', total('revenue', march2to12)),
  en('what did we take on may 8', total('revenue', may8)),
  en('orders last thursday', everyOrder(lastThursday)),
  en('units sold in October', total('units', october)),
  en('november sales', total('revenue', november)),
  en('revenue 2 march thru 12 march', total('revenue', march2to12)),
  es('facturacion entre el 2 y el 12 de marzo', total('revenue', march2to12)),
  es('cuanto se vendio el 8 de mayo', total('revenue', may8)),
  es('pedidos del jueves pasado', everyOrder(lastThursday)),
  es('ventas de noviembre', total('revenue', november)),
  es('unidades vendidas en octubre', total('units', october)),

  // Order status
  en('how many orders are still open', total('order_count', { status: 'pending' })),
  en('cancelled orders worth last week', total('revenue', { ...lastWeek, status: 'cancelled' })),
  en('what is the value of orders not yet fulfilled', total('revenue', { status: 'pending' })),
  en(
    'count of fulfilled orders last week',
    total('order_count', { ...lastWeek, status: 'complete' }),
  ),
  en('order status breakdown for May', byStatus('order_count', may)),
  es('cuantos pedidos siguen pendientes', total('order_count', { status: 'pending' })),
  es('valor de lo cancelado este año', total('revenue', { ...thisYear, status: 'cancelled' })),
  es(
    'pedidos completados la semana pasada',
    total('order_count', { ...lastWeek, status: 'complete' }),
  ),
  es('estado de los pedidos de mayo', byStatus('order_count', may)),

  // Stock at a place, thresholds, by location, catalog
  en('how many Small Mug 4 are in Downtown Store', stockOf('Small Mug 4', 'Downtown Store')),
  en('Organic Granola 1 at the main warehouse', stockOf('Organic Granola 1', 'Main Warehouse')),
  en('what is below 150 units at Downtown Store', under(150, 'Downtown Store')),
  en('anything under 45 at Main Warehouse', under(45, 'Main Warehouse')),
  en('stock levels per warehouse', stock('location')),
  en('total inventory at Main Warehouse', stockAt('Main Warehouse')),
  en('size of my catalog', catalog()),
  en('how many products are switched off', catalog(false)),
  en('how many stores do I have', records('locations')),
  es('cuantas Small Mug 4 hay en Downtown Store', stockOf('Small Mug 4', 'Downtown Store')),
  es('existencias de Organic Granola 1', stockOf('Organic Granola 1')),
  es('que tiene menos de 150 uds en Downtown Store', under(150, 'Downtown Store')),
  es('cuanto inventario hay en Main Warehouse', stockAt('Main Warehouse')),
  es('existencias por almacen', stock('location')),
  es('tamaño del catalogo', catalog()),
  es('cuantas tiendas tengo', records('locations')),

  // Stock movements by type
  en('how many receipts came in in June 2025', total('order_count', { ...june2025, type: 'IN' })),
  en('units taken out via OUT this month', total('units', { ...thisMonth, type: 'OUT' })),
  en('OUT count last quarter', total('order_count', { ...lastQuarter, type: 'OUT' })),
  en('transaction types last month', byType(may)),
  es('cuantas salidas OUT hubo este año', total('order_count', { ...thisYear, type: 'OUT' })),
  es('unidades recibidas en junio de 2025', total('units', { ...june2025, type: 'IN' })),
  es('tipos de movimiento del mes pasado', byType(may)),

  // Rankings
  en('who placed the most orders this month', mostOrders(thisMonth)),
  en('customer with the most orders last week', mostOrders(lastWeek)),
  en('top 4 clients by sales last quarter', ranked('revenue', 'client', 4, lastQuarter)),
  en('best selling item today', bestProduct(today)),
  en('which store sold the most last week', [
    ranked('revenue', 'location', 1, { ...lastWeek, ties: true }),
    ranked('units', 'location', 1, { ...lastWeek, ties: true }),
  ]),
  es('quien hizo mas pedidos esta semana', mostOrders(thisWeek)),
  es(
    'los 4 mejores clientes x ventas del trimestre pasado',
    ranked('revenue', 'client', 4, lastQuarter),
  ),
  es('el producto mas vendido de hoy', bestProduct(today)),

  // Informal writing
  en('hw much revenue lst wk', total('revenue', lastWeek)),
  en('ordrs thismonth', everyOrder(thisMonth)),
  en('top 5 custmers this yr', [
    ranked('revenue', 'client', 5, thisYear),
    ranked('order_count', 'client', 5, { ...thisYear, status: 'any' }),
    ranked('order_count', 'client', 5, thisYear),
  ]),
  es('k tal las ventas de ayer', total('revenue', yesterday)),
  es('cuanto e facturado estemes', total('revenue', thisMonth)),
  es('pedidos x dia esta semana', [
    series('order_count', 'day', { ...thisWeek, status: 'any' }),
    series('order_count', 'day', thisWeek),
  ]),
  es('q cliente gasto mas este año', topBuyer(thisYear)),

  // A product's or a client's lines; typos in names
  en(
    'units of Deluxe Candle 4 sold last month',
    total('units', { ...lastMonth, products: '=Deluxe Candle 4' }),
  ),
  en('who bought Deluxe Candle 4 this year', [
    perClient('units', { ...thisYear, products: '=Deluxe Candle 4' }),
    perClient('revenue', { ...thisYear, products: '=Deluxe Candle 4' }),
    perClient('order_count', { ...thisYear, products: '=Deluxe Candle 4' }),
  ]),
  en('what has Marta Kim ordered this month', items('=Marta Kim', thisMonth)),
  en(
    'how much has Jon Rossi spent this year',
    total('revenue', { ...thisYear, clients: '=Jon Rossi' }),
  ),
  en(
    'revenue by product for Ben Weber this year',
    perProduct('revenue', { ...thisYear, clients: '=Ben Weber' }),
  ),
  en(
    'sales to Carla Novac last month',
    total('revenue', { ...lastMonth, clients: '=Carla Novak' }),
  ),
  es('que ha pedido Marta Kim este mes', items('=Marta Kim', thisMonth)),
  es(
    'cuanto ha gastado Jon Rossi este año',
    total('revenue', { ...thisYear, clients: '=Jon Rossi' }),
  ),
  es('ticket medio de este mes', total('average_order_value', thisMonth)),
  es('quien compro Deluxe Candle 4 este año', [
    perClient('units', { ...thisYear, products: '=Deluxe Candle 4' }),
    perClient('revenue', { ...thisYear, products: '=Deluxe Candle 4' }),
    perClient('order_count', { ...thisYear, products: '=Deluxe Candle 4' }),
  ]),

  // Comparisons, shares, averages, distinct counts, first and last dates
  en(
    'did revenue drop in April compared to March',
    compare(
      side(LABEL.april, total('revenue', { from: '2026-04-01', to: '2026-04-30' })),
      side(LABEL.march, total('revenue', march)),
    ),
  ),
  en(
    'stock: Airport Kiosk versus Main Warehouse',
    stockAt('Airport Kiosk').map((_, i) =>
      compare(
        at('Airport Kiosk', stockAt('Airport Kiosk')[i]!),
        at('Main Warehouse', stockAt('Main Warehouse')[i]!),
      ),
    ),
  ),
  en(
    'orders today vs yesterday',
    ordersBoth({}).map((_, i) =>
      compare(
        side(LABEL.today, ordersBoth(today)[i]!),
        side(LABEL.yesterday, ordersBoth(yesterday)[i]!),
      ),
    ),
  ),
  en("what share of last month's revenue came from Jon Rossi", {
    share: {
      part: total('revenue', { ...lastMonth, clients: '=Jon Rossi' }),
      whole: total('revenue', lastMonth),
    },
  }),
  en('share of orders per status this year', {
    shares: byStatus('order_count', thisYear),
  }),
  en('how many customers ordered this week', distinctBoth('clients', thisWeek)),
  en('when did Marta Kim last buy', dateBoth('last', { clients: '=Marta Kim' })),
  en('date of the last IN movement', { date: 'last', where: { type: 'IN' } }),
  es(
    'ventas de marzo frente a abril',
    compare(
      side(LABEL.march, total('revenue', march)),
      side(LABEL.april, total('revenue', { from: '2026-04-01', to: '2026-04-30' })),
    ),
  ),
  es('porcentaje de pedidos por estado este año', { shares: byStatus('order_count', thisYear) }),
  es('cuantos clientes diferentes pidieron esta semana', distinctBoth('clients', thisWeek)),
  es('cuando compro por ultima vez Marta Kim', dateBoth('last', { clients: '=Marta Kim' })),

  // Commands and questions the shop's data cannot answer
  en('add a location called Harbor Shed', 'decline'),
  en('transfer 10 units of Small Mug 4 to Downtown Store', 'decline'),
  en('email my top clients a discount', 'decline'),
  en('how much will I sell in July', 'decline'),
  en('what is my profit margin on Organic Granola 1', 'decline'),
  en('which products are vegan', 'decline'),
  es('añade una ubicacion llamada Harbor Shed', 'decline'),
  es('mueve 10 unidades de Small Mug 4 a Downtown Store', 'decline'),
  es('cuanto venderé en julio', 'decline'),
  es('que productos son sin gluten', 'decline'),
]
