// The hand-written dates of format.ts read exactly as Intl's en-US medium date and short time.
import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime } from './format'

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
