// Answer keys several evaluation sets share: what a right answer to a kind of question is, with
// every defensible reading listed. Used by the held-out and the tuning sets alike; the questions
// themselves stay in their own files.
import { type Expected, ranked, records, total } from './cases'

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
