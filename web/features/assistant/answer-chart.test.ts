import { describe, expect, it } from 'vitest'
import type { TableData } from '../../../common/assistant'
import { MAX_BARS, chartOf } from './answer-chart'

const byDay: TableData = {
  columns: [
    { key: 'day', label: 'Day', type: 'date' },
    { key: 'revenue', label: 'Revenue', type: 'currency' },
    { key: 'share', label: 'Share', type: 'percent' },
  ],
  rows: [
    { day: '2026-01-12', revenue: 234.5, share: 19 },
    { day: '2026-01-05', revenue: 1000.4, share: 81 },
    { day: '2026-01-19', revenue: 0, share: 0 },
  ],
  metadata: { sort_column: 'revenue', sort_direction: 'desc' },
}

const topProducts = (count: number): TableData => ({
  columns: [
    { key: 'product', label: 'Product', type: 'text' },
    { key: 'units', label: 'Units', type: 'number' },
  ],
  rows: Array.from({ length: count }, (_, i) => ({ product: `Product ${i}`, units: i * 3 })),
  metadata: { sort_column: 'product', sort_direction: 'asc' },
})

describe('the chart of an answer', () => {
  it('draws a series over time as columns in time order, whatever the table is sorted by', () => {
    const chart = chartOf(byDay, 'time_series')
    expect(chart?.kind).toBe('columns')
    expect(chart?.title).toBe('Revenue')
    expect(chart?.points.map((p) => [p.label, p.value, p.formatted])).toEqual([
      ['Jan 5, 2026', 1000.4, '$1,000'],
      ['Jan 12, 2026', 234.5, '$235'],
      ['Jan 19, 2026', 0, '$0'],
    ])
  })

  it('draws a ranking or a share as bars, largest first, of the first value column', () => {
    const ranking = chartOf(topProducts(4), 'ranking')
    expect(ranking?.kind).toBe('bars')
    expect(ranking?.title).toBe('Units')
    expect(ranking?.points.map((p) => p.label)).toEqual([
      'Product 3',
      'Product 2',
      'Product 1',
      'Product 0',
    ])
    expect(chartOf(topProducts(3), 'breakdown')?.kind).toBe('bars')
  })

  it('keeps the table alone for totals, single rows, too many names or dates as values', () => {
    expect(chartOf(byDay, 'total')).toBeNull()
    expect(chartOf(byDay, undefined)).toBeNull()
    expect(chartOf(topProducts(1), 'ranking')).toBeNull()
    expect(chartOf(topProducts(MAX_BARS + 1), 'ranking')).toBeNull()
    const firstOrders: TableData = {
      columns: [
        { key: 'client', label: 'Client', type: 'text' },
        { key: 'first_order', label: 'First order', type: 'date' },
      ],
      rows: [
        { client: 'Ana', first_order: '2026-01-02' },
        { client: 'Bo', first_order: '2026-02-02' },
      ],
      metadata: { sort_column: 'first_order', sort_direction: 'asc' },
    }
    expect(chartOf(firstOrders, 'ranking')).toBeNull()
    const withGap = { ...byDay, rows: [...byDay.rows, { day: null, revenue: 3, share: 1 }] }
    expect(chartOf(withGap, 'time_series')).toBeNull()
  })
})
