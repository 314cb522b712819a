// A date range as whole calendar years and months of sales_rollup plus days read from the ledger,
// each added or taken off: 2026-01-01..today is the year 2026 less the days after today (none
// sold yet), not ten months and three weeks of lines. Any such cover sums to exactly the range;
// which one is chosen only decides the work, so "today" may be any day.
export type Level = 'year' | 'month'

/** Days are YYYY-MM-DD (UTC); a part is the half-open [from, to), unbounded where undefined. */
export interface Part {
  sign: 1 | -1
  /** Buckets of the rollup that start in [from, to), or the ledger's days [from, to). */
  source: Level | 'ledger'
  from?: string | undefined
  to?: string | undefined
}

const DAY_MS = 86_400_000
/**
 * What reading one bucket of the rollup costs, in days of the ledger (a month's rows of a large
 * catalog against a day's lines). Only the choice between covers depends on it.
 */
const BUCKET_COST = 5
/** Buckets before an open start: never compared with another cover, any count will do. */
const OPEN_START_BUCKETS = 100

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const ms = (d: string) => Date.parse(`${d}T00:00:00.000Z`)
export const nextDay = (d: string) => day(ms(d) + DAY_MS)

/** The first day of the year or month that holds the day. */
function floorTo(level: Level, d: string) {
  return level === 'year' ? `${d.slice(0, 4)}-01-01` : `${d.slice(0, 7)}-01`
}

/** The first day of the year or month after the one that holds the day. */
function nextStart(level: Level, d: string) {
  const date = new Date(ms(floorTo(level, d)))
  if (level === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1)
  else date.setUTCMonth(date.getUTCMonth() + 1)
  return day(date.getTime())
}

const ceilTo = (level: Level, d: string) => (floorTo(level, d) === d ? d : nextStart(level, d))
const finer = (level: Level) => (level === 'year' ? 'month' : 'ledger')
const negate = (parts: Part[]): Part[] => parts.map((p) => ({ ...p, sign: p.sign === 1 ? -1 : 1 }))

/** Buckets of the level starting in [from, to) on or before today: later ones hold nothing yet. */
function bucketsUpTo(
  level: Level,
  from: string | undefined,
  to: string | undefined,
  today: string,
) {
  if (from === undefined) return OPEN_START_BUCKETS
  let count = 0
  for (let start = from; (to === undefined || start < to) && start <= today;) {
    count++
    start = nextStart(level, start)
  }
  return count
}

/** The work of reading the parts: days of the ledger up to today, and buckets. */
function cost(parts: Part[], today: string) {
  const end = ms(nextDay(today))
  return parts.reduce((sum, p) => {
    if (p.source !== 'ledger') {
      return sum + BUCKET_COST * bucketsUpTo(p.source, p.from, p.to, today)
    }
    return sum + Math.max(0, (Math.min(ms(p.to!), end) - ms(p.from!)) / DAY_MS)
  }, 0)
}

const cheaper = (a: Part[], b: Part[], today: string) => (cost(b, today) < cost(a, today) ? b : a)

/** [from, to) as parts of this level and finer ones, the cheapest way by `cost`. */
function coverAt(
  level: Level | 'ledger',
  from: string | undefined,
  to: string | undefined,
  today: string,
): Part[] {
  if (from !== undefined && to !== undefined && from >= to) return []
  if (level === 'ledger') return [{ sign: 1, source: 'ledger', from, to }]
  const lower = finer(level)
  const bucket = (start: string): Part => ({
    sign: 1,
    source: level,
    from: start,
    to: nextStart(level, start),
  })
  const first = from === undefined ? undefined : ceilTo(level, from)
  const last = to === undefined ? undefined : floorTo(level, to)
  if (first !== undefined && last !== undefined && first > last) {
    // Inside one bucket: its days from the finer level, or the bucket less the days around them.
    const start = floorTo(level, from!)
    return cheaper(
      coverAt(lower, from, to, today),
      [
        bucket(start),
        ...negate(coverAt(lower, start, from, today)),
        ...negate(coverAt(lower, to, nextStart(level, start), today)),
      ],
      today,
    )
  }
  const whole: Part[] =
    first === undefined || last === undefined || first < last
      ? [{ sign: 1, source: level, from: first, to: last }]
      : []
  const head =
    from === undefined || from === first
      ? []
      : cheaper(
          coverAt(lower, from, first, today),
          [
            bucket(floorTo(level, from)),
            ...negate(coverAt(lower, floorTo(level, from), from, today)),
          ],
          today,
        )
  const tail =
    to === undefined || to === last
      ? []
      : cheaper(
          coverAt(lower, last, to, today),
          [bucket(last!), ...negate(coverAt(lower, to, nextStart(level, last!), today))],
          today,
        )
  return [...head, ...whole, ...tail]
}

/**
 * The parts whose signed sum is the range of days `from`..`to`, both included (either may be
 * open), given the day it is today.
 */
export function coverRange(
  range: { from?: string | undefined; to?: string | undefined } | undefined,
  today: string,
): Part[] {
  return coverAt('year', range?.from, range?.to && nextDay(range.to), today)
}
