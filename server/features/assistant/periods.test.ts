import { describe, expect, it } from 'vitest'
import { coverRange, nextDay, type Part } from './periods'

/** How many times the parts count the day: +1 for an added part that holds it, -1 taken off. */
const countOf = (parts: Part[], day: string) =>
  parts.reduce(
    (n, p) =>
      (p.from === undefined || p.from <= day) && (p.to === undefined || day < p.to)
        ? n + p.sign
        : n,
    0,
  )

const days = (from: string, to: string) => {
  const out: string[] = []
  for (let d = from; d <= to; d = nextDay(d)) out.push(d)
  return out
}

// Every day from the end of 2023 to the start of 2028: each range below lies inside.
const WINDOW = days('2023-12-01', '2028-02-01')

const randomDay = (random: () => number) => WINDOW[Math.floor(random() * WINDOW.length)]!

describe('a period cut into years, months and days', () => {
  it('counts every day of the range once and no other day, whatever today is', () => {
    let seed = 7
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647
    for (let i = 0; i < 150; i++) {
      const [a, b] = [randomDay(random), randomDay(random)].sort()
      const range = i % 10 === 0 ? { from: a } : i % 10 === 1 ? { to: b } : { from: a, to: b }
      const today = randomDay(random)
      const parts = coverRange(range, today)
      const inside = (d: string) =>
        (range.from === undefined || range.from <= d) && (range.to === undefined || d <= range.to)
      for (const day of WINDOW) {
        expect(countOf(parts, day), `${JSON.stringify(range)} today ${today}: ${day}`).toBe(
          inside(day) ? 1 : 0,
        )
      }
    }
  })

  it('reads this year as the year less the days after today, not ten months and three weeks', () => {
    expect(coverRange({ from: '2026-01-01', to: '2026-11-23' }, '2026-11-23')).toEqual([
      { sign: 1, source: 'year', from: '2026-01-01', to: '2027-01-01' },
      { sign: -1, source: 'ledger', from: '2026-11-24', to: '2026-12-01' },
      { sign: -1, source: 'month', from: '2026-12-01', to: '2027-01-01' },
    ])
  })

  it('reads a past quarter as its months, and a few days as the ledger', () => {
    expect(coverRange({ from: '2026-07-01', to: '2026-09-30' }, '2026-11-23')).toEqual([
      { sign: 1, source: 'month', from: '2026-07-01', to: '2026-10-01' },
    ])
    expect(coverRange({ from: '2026-10-25', to: '2026-10-27' }, '2026-11-23')).toEqual([
      { sign: 1, source: 'ledger', from: '2026-10-25', to: '2026-10-28' },
    ])
  })

  it('reads all time as every year', () => {
    expect(coverRange(undefined, '2026-11-23')).toEqual([{ sign: 1, source: 'year' }])
  })
})
