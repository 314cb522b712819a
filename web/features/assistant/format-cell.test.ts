import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import type { TableData } from '../../../common/assistant'
import { readReply } from './api/ask-assistant'
import { EMPTY_CELL, formatCell } from './format-cell'
import { initialSort, nextSort, sortRows } from './sort-rows'

describe('formatCell', () => {
  it('writes USD without decimals, percents with one decimal and grouped numbers', () => {
    expect(formatCell(135.75, 'currency')).toBe('$136')
    expect(formatCell(1234567.4, 'currency')).toBe('$1,234,567')
    expect(formatCell('90', 'currency')).toBe('$90')
    expect(formatCell(51.63, 'percent')).toBe('51.6%')
    expect(formatCell(5, 'percent')).toBe('5.0%')
    expect(formatCell(12345.678, 'number')).toBe('12,345.68')
  })

  it('writes calendar days in US English without a time zone shift', () => {
    expect(formatCell('2026-01-01', 'date')).toBe('Jan 1, 2026')
    expect(formatCell('2026-03', 'date')).toBe('March 2026')
    expect(formatCell('not a date', 'date')).toBe('not a date')
  })

  it('shows a dash for empty cells and text as it is', () => {
    expect(formatCell(null, 'currency')).toBe(EMPTY_CELL)
    expect(formatCell('', 'text')).toBe(EMPTY_CELL)
    expect(formatCell('Blue mug', 'text')).toBe('Blue mug')
  })
})

describe('formatCell in Spanish', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))

  it('writes money, percents, numbers and days as the rest of the app does in Spanish', () => {
    i18n.loadAndActivate({ locale: 'es', messages: {} })
    expect(formatCell(1234567.4, 'currency')).toBe('1.234.567\u00a0US$')
    expect(formatCell(51.63, 'percent')).toBe('51,6 %')
    expect(formatCell(12345.678, 'number')).toBe('12.345,68')
    expect(formatCell('2026-01-01', 'date')).toBe('01/01/2026')
    expect(formatCell('2026-03', 'date')).toBe('marzo de 2026')
    expect(formatCell(null, 'currency')).toBe(EMPTY_CELL)
  })
})

describe('sortRows', () => {
  const table: TableData = {
    columns: [
      { key: 'product', label: 'Product', type: 'text' },
      { key: 'revenue', label: 'Revenue', type: 'currency' },
    ],
    rows: [
      { product: 'kettle 10', revenue: 90 },
      { product: 'Kettle 9', revenue: null },
      { product: 'apple', revenue: 135.75 },
    ],
    metadata: { sort_column: 'revenue', sort_direction: 'desc' },
  }
  const names = (sort: Parameters<typeof sortRows>[1]) =>
    sortRows(table, sort).map((row) => row.product)

  it('starts with the sort the answer came with, empty cells last', () => {
    expect(names(initialSort(table))).toEqual(['apple', 'kettle 10', 'Kettle 9'])
    expect(names({ column: 'revenue', direction: 'asc' })).toEqual([
      'kettle 10',
      'apple',
      'Kettle 9',
    ])
  })

  it('sorts text naturally, and a click flips or starts a column', () => {
    expect(names({ column: 'product', direction: 'asc' })).toEqual([
      'apple',
      'Kettle 9',
      'kettle 10',
    ])
    const revenue = table.columns[1]!
    const product = table.columns[0]!
    expect(nextSort({ column: 'revenue', direction: 'desc' }, revenue)).toEqual({
      column: 'revenue',
      direction: 'asc',
    })
    expect(nextSort({ column: 'revenue', direction: 'desc' }, product).direction).toBe('asc')
    expect(nextSort(null, revenue).direction).toBe('desc')
  })

  it('ignores a sort column the table does not have', () => {
    expect(initialSort({ ...table, metadata: { sort_column: 'x', sort_direction: 'asc' } })).toBe(
      null,
    )
  })
})

describe('readReply', () => {
  it('keeps the parts that match the contract and drops the rest', () => {
    expect(readReply({ answer: '  ', table_data: { rows: 'no' } })).toEqual({
      answer: null,
      insight: null,
      table: null,
      details: null,
      suggestions: [],
    })
    expect(readReply({ suggestions: ['revenue last month', 7, ' '] }).suggestions).toEqual([
      'revenue last month',
    ])
    expect(readReply(null).answer).toBe(null)
    expect(readReply({ answer: 'You have 3 pending orders.' }).answer).toBe(
      'You have 3 pending orders.',
    )
  })
})
