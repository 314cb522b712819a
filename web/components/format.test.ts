// The hand-written dates of format.ts read exactly as Intl's en-US medium date and short time.
import { describe, expect, it } from 'vitest'
import { COUNT_CAP } from '../../common/pagination'
import { formatCappedCount, formatDate, formatDateTime, formatPrice } from './format'

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
// Newer ICU versions put a narrow no-break space before AM/PM; the app writes a plain one.
const plain = (text: string) => text.replace(/\u202f/g, ' ')

describe('formatDateTime and formatDate', () => {
  const instants = [
    '2026-01-05T00:05:00Z',
    '2026-11-22T12:00:00Z',
    '2026-09-30T23:59:59Z',
    '1999-12-31T11:30:00Z',
    '2024-02-29T06:07:08.123Z',
    // Every hour of a day and every month of a year, wherever the tests run.
    ...Array.from({ length: 24 }, (_, h) => new Date(Date.UTC(2026, 2, 14, h, 41)).toISOString()),
    ...Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2025, m, 1, 13, 9)).toISOString()),
  ]

  it.each(instants)('writes %s as Intl does', (iso) => {
    expect(formatDateTime(iso)).toBe(plain(dateTime.format(new Date(iso))))
    expect(formatDate(iso)).toBe(plain(dateOnly.format(new Date(iso))))
  })
})

describe('formatPrice', () => {
  const money = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  const values = [0, 1, 12.5, 45.25, 999.99, 1000, 1234.5, 98765.43, 1_000_000, 898_999_991.01]
  const sums = [0.1 + 0.2, 3 * 45.25 + 2 * 12.5, 19.99 * 3, 0.07 * 100, -12.5, -1234.56]

  it.each([...values, ...sums])('writes %s as Intl does', (value) => {
    expect(formatPrice(value)).toBe(`$${money.format(value)}`)
  })
})

describe('in Spanish', () => {
  it('writes dates, money and numbers as Spanish does', async () => {
    const { i18n } = await import('../lib/i18n')
    i18n.loadAndActivate({ locale: 'es', messages: {} })
    try {
      const noon = new Date(2026, 10, 23, 13, 5).toISOString()
      expect(formatDate(noon)).toBe('23/11/2026')
      expect(formatDateTime(noon)).toBe('23/11/2026, 13:05')
      expect(formatPrice(1234.5).replace(/\s/g, ' ')).toBe('1.234,50 US$')
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: {} })
    }
    expect(formatPrice(1234.5)).toBe('$1,234.50')
  })
})

describe('formatCappedCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [COUNT_CAP, '1,000+'],
  ])('writes %s as %s', (value, text) => {
    expect(formatCappedCount(value)).toBe(text)
  })
})
