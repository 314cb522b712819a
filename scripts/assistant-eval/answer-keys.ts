// Answer keys several evaluation sets share: what a right answer to a kind of question is, with
// every defensible reading listed. Used by the held-out and the tuning sets alike; the questions
// themselves stay in their own files.
import type { Distinct, Filter, Side } from './answers'
import { type Expected, ranked, records, total } from './cases'

export const day = (d: string) => ({ from: d, to: d })
export const march = { from: '2026-03-01', to: '2026-03-31' }

/** Every order, cancelled ones too. */
export const everyOrder = (extra: Partial<Expected> = {}) =>
  total('order_count', { status: 'any', ...extra })
export const byStatus = (value: Expected['value'], extra: Partial<Expected> = {}): Expected => ({
  value,
  group: 'status',
  status: 'any',
  sort: 'any',
  limit: 100,
  ...extra,
})
/** Transactions by type: ORDER counted with or without its cancelled ones. */
export const byType = (extra: Partial<Expected>): Expected[] =>
  [{ status: 'any' as const }, {}].map((status) => ({
    value: 'order_count',
    group: 'type',
    type: 'any',
    sort: 'any',
    limit: 100,
    ...status,
    ...extra,
  }))
/** "The most orders": the client(s) with the most, with or without cancelled orders. */
export const mostOrders = (extra: Partial<Expected> = {}) => [
  ranked('order_count', 'client', 1, { status: 'any', ties: true, ...extra }),
  ranked('order_count', 'client', 1, { ties: true, ...extra }),
]
/** The best seller: by units or by revenue, every product tied at the top. */
export const bestProduct = (extra: Partial<Expected>) => [
  ranked('units', 'product', 1, { ties: true, ...extra }),
  ranked('revenue', 'product', 1, { ties: true, ...extra }),
]
/**
 * What a client bought: the items, with their quantities, what each came to, or in how many
 * orders each was. A total of money or units instead is wrong.
 */
export const items = (client: string, period: Partial<Expected>) =>
  (['units', 'revenue', 'order_count'] as const).map((value) =>
    ranked(value, 'product', 100, { clients: client, sort: 'any', ...period }),
  )
/** Stock without a product named: active products only, or every product. */
export const stock = (group: Expected['group'], extra: Partial<Expected> = {}): Expected[] =>
  [{}, { withInactive: true as const }].map((inactive) => ({
    value: 'stock',
    group,
    sort: group === 'none' ? 'value desc' : 'any',
    limit: group === 'none' ? 1 : 100,
    ...inactive,
    ...extra,
  }))
export const under = (below: number, location: string) =>
  stock('product', { below, locations: `=${location}` })
export const stockOf = (product: string, location?: string) =>
  total('stock', { products: `=${product}`, ...(location && { locations: `=${location}` }) })
export const catalog = (active?: boolean) =>
  records('products', active === undefined ? {} : { active })

/** Words a side's label (or its column's header) carries: a name, a period's words or dates. */
export const LABEL = {
  thisMonth: ['this month', 'este mes', 'june', 'junio', '2026-06'],
  lastMonth: ['last month', 'mes pasado', 'may', 'mayo', '2026-05'],
  thisWeek: ['this week', 'esta semana', '2026-06-15', 'jun 15', '15 jun'],
  lastWeek: ['last week', 'semana pasada', '2026-06-08', 'jun 8', '8 jun'],
  weekBefore: ['week before', 'previous week', 'semana anterior', '2026-06-01', 'jun 1', '1 jun'],
  march: ['march', 'marzo', '2026-03'],
  april: ['april', 'abril', '2026-04'],
  may: ['may', 'mayo', '2026-05'],
  q1: [
    'q1',
    't1',
    'first quarter',
    'primer trimestre',
    'last quarter',
    'trimestre pasado',
    '2026-01',
  ],
  q2: [
    'q2',
    't2',
    'second quarter',
    'segundo trimestre',
    'this quarter',
    'este trimestre',
    'trimestre actual',
    '2026-04',
  ],
  today: ['today', 'hoy', '2026-06-17', 'jun 17', '17 jun'],
  yesterday: ['yesterday', 'ayer', '2026-06-16', 'jun 16', '16 jun'],
  y2026: ['2026', 'this year', 'este año'],
  y2025: ['2025', 'last year', 'año pasado'],
}

export const side = (label: string[], value: Expected): Side => ({ label, value })
export const compare = (a: Side, b: Side) => ({ compare: [a, b] as [Side, Side] })
export const at = (location: string, value: Expected) => side([location], value)
/** Stock without a product named: active products only, or every product. */
export const stockAt = (location?: string): Expected[] =>
  [{}, { withInactive: true as const }].map((inactive) =>
    total('stock', { ...inactive, ...(location && { locations: `=${location}` }) }),
  )
export const compareStock = (a: string, b: string) =>
  stockAt(a).map((_, i) => compare(at(a, stockAt(a)[i]!), at(b, stockAt(b)[i]!)))
/** Orders counted with their cancelled ones, or without. */
export const ordersBoth = (extra: Partial<Expected>) => [
  total('order_count', { status: 'any', ...extra }),
  total('order_count', extra),
]
export const distinctBoth = (of: Distinct['distinct'], where: Filter): Distinct[] => [
  { distinct: of, where: { status: 'any', ...where } },
  { distinct: of, where },
]
export const dateBoth = (date: 'first' | 'last', where: Filter) => [
  { date, where: { status: 'any' as const, ...where } },
  { date, where },
]

/** Who bought the most: the top client by money, or by orders; ties kept. */
export const topBuyer = (extra: Partial<Expected>) => [
  ranked('revenue', 'client', 1, { ties: true, ...extra }),
  ...mostOrders(extra),
]
/** One row per client, product or location, in no order asked. */
export const perClient = (value: Expected['value'], extra: Partial<Expected>) =>
  ranked(value, 'client', 100, { sort: 'any', ...extra })
export const perProduct = (value: Expected['value'], extra: Partial<Expected>) =>
  ranked(value, 'product', 100, { sort: 'any', ...extra })
export const perLocation = (value: Expected['value'], extra: Partial<Expected>) =>
  ranked(value, 'location', 100, { sort: 'any', ...extra })
