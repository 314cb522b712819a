// The second held-out set: kinds of question the plan language has no words for yet — two
// periods or two places compared, shares, averages, counts of distinct things, first and last
// dates — in English and Spanish, written before any rule for them and never to be tuned on.
// Declining these is acceptable; a table that says something else is not. Order counts follow
// held-out.ts (cancelled orders are orders) wherever the question reads one way only.
import { en, es, type EvalCase } from './answers'
import {
  LABEL,
  at,
  compare,
  compareStock,
  dateBoth,
  distinctBoth,
  ordersBoth,
  side,
  stockAt,
} from './answer-keys'
import {
  april,
  lastMonth,
  lastWeek,
  lastYear,
  q1,
  records,
  thisMonth,
  thisWeek,
  thisYear,
  today,
  total,
  yesterday,
} from './cases'

const may = lastMonth
const q2 = { from: '2026-04-01', to: '2026-06-17' }
const weekBefore = { from: '2026-06-01', to: '2026-06-07' }
const janToMay = { from: '2026-01-01', to: '2026-05-31' }

export const HELD_OUT_NEW_KINDS: EvalCase[] = [
  // Two periods compared
  en(
    'sales this month vs last month',
    compare(
      side(LABEL.thisMonth, total('revenue', thisMonth)),
      side(LABEL.lastMonth, total('revenue', lastMonth)),
    ),
  ),
  en(
    'how did this week go compared to last week',
    compare(
      side(LABEL.thisWeek, total('revenue', thisWeek)),
      side(LABEL.lastWeek, total('revenue', lastWeek)),
    ),
  ),
  en(
    'units sold in April vs May',
    compare(side(LABEL.april, total('units', april)), side(LABEL.may, total('units', may))),
  ),
  en(
    'revenue Q1 vs Q2',
    compare(side(LABEL.q1, total('revenue', q1)), side(LABEL.q2, total('revenue', q2))),
  ),
  en(
    'sales last week compared with the week before',
    compare(
      side(LABEL.lastWeek, total('revenue', lastWeek)),
      side(LABEL.weekBefore, total('revenue', weekBefore)),
    ),
  ),
  es(
    'ventas de este mes comparadas con el mes pasado',
    compare(
      side(LABEL.thisMonth, total('revenue', thisMonth)),
      side(LABEL.lastMonth, total('revenue', lastMonth)),
    ),
  ),
  es(
    'compara las ventas de abril y mayo',
    compare(side(LABEL.april, total('revenue', april)), side(LABEL.may, total('revenue', may))),
  ),
  es(
    'ventas de hoy vs ayer',
    compare(
      side(LABEL.today, total('revenue', today)),
      side(LABEL.yesterday, total('revenue', yesterday)),
    ),
  ),
  es(
    'facturación de 2026 frente a 2025',
    compare(
      side(LABEL.y2026, total('revenue', thisYear)),
      side(LABEL.y2025, total('revenue', lastYear)),
    ),
  ),
  es(
    'ventas de la semana pasada comparadas con la anterior',
    compare(
      side(LABEL.lastWeek, total('revenue', lastWeek)),
      side(LABEL.weekBefore, total('revenue', weekBefore)),
    ),
  ),
  es(
    'pedidos de mayo frente a abril',
    ordersBoth({}).map((_, i) =>
      compare(side(LABEL.may, ordersBoth(may)[i]!), side(LABEL.april, ordersBoth(april)[i]!)),
    ),
  ),

  // Two places compared
  en('stock at Downtown Store vs Airport Kiosk', compareStock('Downtown Store', 'Airport Kiosk')),
  en(
    'units received at Airport Kiosk compared to Downtown Store last year',
    compare(
      at('Airport Kiosk', total('units', { ...lastYear, type: 'IN', locations: '=Airport Kiosk' })),
      at(
        'Downtown Store',
        total('units', { ...lastYear, type: 'IN', locations: '=Downtown Store' }),
      ),
    ),
  ),
  en(
    'compare OUT units at Main Warehouse and Downtown Store this year',
    compare(
      at(
        'Main Warehouse',
        total('units', { ...thisYear, type: 'OUT', locations: '=Main Warehouse' }),
      ),
      at(
        'Downtown Store',
        total('units', { ...thisYear, type: 'OUT', locations: '=Downtown Store' }),
      ),
    ),
  ),
  en(
    'sales at Main Warehouse vs Downtown Store this year',
    compare(
      at('Main Warehouse', total('revenue', { ...thisYear, locations: '=Main Warehouse' })),
      at('Downtown Store', total('revenue', { ...thisYear, locations: '=Downtown Store' })),
    ),
  ),
  es(
    'compara el stock de Main Warehouse con el de Airport Kiosk',
    compareStock('Main Warehouse', 'Airport Kiosk'),
  ),
  es(
    'entradas en Downtown Store vs Airport Kiosk en 2025',
    (['order_count', 'units'] as const).map((value) =>
      compare(
        at(
          'Downtown Store',
          total(value, { ...lastYear, type: 'IN', locations: '=Downtown Store' }),
        ),
        at('Airport Kiosk', total(value, { ...lastYear, type: 'IN', locations: '=Airport Kiosk' })),
      ),
    ),
  ),
  es(
    'stock de Premium Mug 2 en Downtown Store vs Airport Kiosk',
    compare(
      at(
        'Downtown Store',
        total('stock', { products: '=Premium Mug 2', locations: '=Downtown Store' }),
      ),
      at(
        'Airport Kiosk',
        total('stock', { products: '=Premium Mug 2', locations: '=Airport Kiosk' }),
      ),
    ),
  ),

  // Shares and percentages
  en('what percentage of orders were cancelled this year', {
    share: {
      part: total('order_count', { ...thisYear, status: 'cancelled' }),
      whole: total('order_count', { ...thisYear, status: 'any' }),
    },
  }),
  en("what share of this year's revenue came from Coffee Beans", {
    share: {
      part: total('revenue', { ...thisYear, products: 'coffee beans' }),
      whole: total('revenue', thisYear),
    },
  }),
  en(
    'share of stock at each location',
    [{}, { withInactive: true as const }].map((inactive) => ({
      shares: { value: 'stock', group: 'location', sort: 'any', limit: 100, ...inactive } as const,
    })),
  ),
  en('what % of my orders are pending', {
    share: {
      part: total('order_count', { status: 'pending' }),
      whole: total('order_count', { status: 'any' }),
    },
  }),
  en('what percent of units sold last month were Green Tea', {
    share: {
      part: total('units', { ...lastMonth, products: 'green tea' }),
      whole: total('units', lastMonth),
    },
  }),
  es('qué porcentaje de pedidos se cancelaron el mes pasado', {
    share: {
      part: total('order_count', { ...lastMonth, status: 'cancelled' }),
      whole: total('order_count', { ...lastMonth, status: 'any' }),
    },
  }),
  es(
    'porcentaje de ventas de Green Tea este año',
    (['revenue', 'units'] as const).map((value) => ({
      share: {
        part: total(value, { ...thisYear, products: 'green tea' }),
        whole: total(value, thisYear),
      },
    })),
  ),
  es('% de productos inactivos', {
    share: {
      part: records('products', { active: false }),
      whole: records('products'),
    },
  }),
  es(
    'qué parte del stock está en Main Warehouse',
    stockAt('Main Warehouse').map((part, i) => ({ share: { part, whole: stockAt()[i]! } })),
  ),
  es('reparto de pedidos por estado en porcentaje', {
    shares: { value: 'order_count', group: 'status', status: 'any', sort: 'any', limit: 100 },
  }),

  // Averages
  en('average units per order last month', {
    ratio: { of: total('units', lastMonth), per: total('order_count', lastMonth) },
  }),
  en('average daily sales last week', { ratio: { of: total('revenue', lastWeek), per: 7 } }),
  en('average monthly revenue from January to May', {
    ratio: { of: total('revenue', janToMay), per: 5 },
  }),
  en(
    'average stock per product',
    [
      { of: stockAt()[0]!, per: records('products', { active: true }) },
      { of: stockAt()[1]!, per: records('products') },
    ].map((ratio) => ({ ratio }) as const),
  ),
  en('average number of orders per client this year', [
    ...ordersBoth(thisYear).map((of) => ({
      ratio: { of, per: records('clients') },
    })),
    ...ordersBoth(thisYear).map((of, i) => ({
      ratio: { of, per: distinctBoth('clients', thisYear)[i]! },
    })),
  ]),
  es('media de unidades por pedido este año', {
    ratio: { of: total('units', thisYear), per: total('order_count', thisYear) },
  }),
  es('venta media diaria en mayo', { ratio: { of: total('revenue', may), per: 31 } }),
  es('promedio de pedidos por cliente este año', [
    ...ordersBoth(thisYear).map((of) => ({
      ratio: { of, per: records('clients') },
    })),
    ...ordersBoth(thisYear).map((of, i) => ({
      ratio: { of, per: distinctBoth('clients', thisYear)[i]! },
    })),
  ]),
  es(
    'promedio de stock por ubicación',
    stockAt().map((of) => ({ ratio: { of, per: 3 } })),
  ),
  es('precio medio por unidad vendida el mes pasado', {
    ratio: { of: total('revenue', lastMonth), per: total('units', lastMonth) },
  }),

  // Counts of distinct things
  en('how many different clients bought something this month', {
    distinct: 'clients',
    where: thisMonth,
  }),
  en('how many distinct products did I sell last week', { distinct: 'products', where: lastWeek }),
  en(
    "how many products haven't sold at all this month",
    (['all', 'active'] as const).map((missing) => ({
      distinct: 'products' as const,
      where: thisMonth,
      missing,
    })),
  ),
  en('how many clients ordered last week', distinctBoth('clients', lastWeek)),
  es('cuántos clientes distintos compraron esta semana', {
    distinct: 'clients',
    where: thisWeek,
  }),
  es('cuántos productos diferentes vendí ayer', { distinct: 'products', where: yesterday }),
  es('cuántos clientes no han comprado nada este mes', {
    distinct: 'clients',
    where: thisMonth,
    missing: 'all',
  }),
  es('en cuántos días de mayo hubo ventas', { distinct: 'days', where: may }),

  // First and last dates
  en("when was Kenji Lopez's last order", dateBoth('last', { clients: '=Kenji Lopez' })),
  en('when did I first sell Premium Mug 2', {
    date: 'first',
    where: { products: '=Premium Mug 2' },
  }),
  en('when was the last stock receipt at Airport Kiosk', {
    date: 'last',
    where: { type: 'IN', locations: '=Airport Kiosk' },
  }),
  en(
    'when did Grace Silva place her first order this year',
    dateBoth('first', { ...thisYear, clients: '=Grace Silva' }),
  ),
  es('cuándo fue el último pedido de Hugo Smith', dateBoth('last', { clients: '=Hugo Smith' })),
  es('fecha de la primera venta de Small Jam 3', {
    date: 'first',
    where: { products: '=Small Jam 3' },
  }),
  es('cuándo fue la última salida OUT de Downtown Store', {
    date: 'last',
    where: { type: 'OUT', locations: '=Downtown Store' },
  }),
  es(
    'qué día hizo Olga Rossi su primer pedido de este año',
    dateBoth('first', { ...thisYear, clients: '=Olga Rossi' }),
  ),
]
