// How the assistant's table cells read (spec §9): USD without decimals, percentages with one
// decimal, US English dates, grouped numbers; in Spanish the same through the shared formatter
// ("1.235 US$", "51,6 %", "01/03/2026", "marzo de 2026"); and how the cells of one column compare.
import type { ColumnType } from '../../../common/assistant'
import { formatDay, formatMoney, formatNumber } from '../../components/format'
import { activeLocale } from '../../lib/i18n'

export type Cell = string | number | null | undefined

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})
const percent = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
// A bare day or month is a calendar date, not an instant: read in UTC so no time zone shifts it.
const day = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})
const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
const localDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
})

// Spanish formatters, made on first use: the English ones above are what most panels need.
let esPercent: Intl.NumberFormat | undefined
let esMonth: Intl.DateTimeFormat | undefined
let esLocalDay: Intl.DateTimeFormat | undefined

function spanishNumber(n: number, type: ColumnType): string {
  if (type === 'currency') return formatMoney(n, 0)
  if (type !== 'percent') return formatNumber(n)
  esPercent ??= new Intl.NumberFormat('es', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  return `${esPercent.format(n)} %`
}

function spanishDate(text: string, time: number): string {
  if (/^\d{4}-\d{2}$/.test(text)) {
    esMonth ??= new Intl.DateTimeFormat('es', { month: 'long', year: 'numeric', timeZone: 'UTC' })
    return esMonth.format(time)
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return formatDay(text)
  esLocalDay ??= new Intl.DateTimeFormat('es', { day: '2-digit', month: '2-digit', year: 'numeric' })
  return esLocalDay.format(time)
}

const NUMERIC = new Set<ColumnType>(['number', 'currency', 'percent'])

export const isNumeric = (type: ColumnType) => NUMERIC.has(type)

/** What an empty cell reads as. */
export const EMPTY_CELL = '—'

function toNumber(value: Cell): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value)
    return Number.isFinite(parsed) ? parsed : null
  }
  return null
}

function toTime(value: Cell): number | null {
  if (value === null || value === undefined || value === '') return null
  const text = String(value)
  const iso = /^\d{4}-\d{2}$/.test(text)
    ? `${text}-01T00:00:00Z`
    : /^\d{4}-\d{2}-\d{2}$/.test(text)
      ? `${text}T00:00:00Z`
      : text
  const time = new Date(iso).getTime()
  return Number.isNaN(time) ? null : time
}

export function formatCell(value: Cell, type: ColumnType): string {
  if (value === null || value === undefined || value === '') return EMPTY_CELL
  const spanish = activeLocale() === 'es'
  if (isNumeric(type)) {
    const n = toNumber(value)
    if (n === null) return String(value)
    if (spanish) return spanishNumber(n, type)
    // A percent column holds percentage points: 51.6 reads "51.6%".
    if (type === 'currency') return currency.format(n)
    if (type === 'percent') return `${percent.format(n)}%`
    return number.format(n)
  }
  if (type === 'date') {
    const text = String(value)
    const time = toTime(value)
    if (time === null) return text
    if (spanish) return spanishDate(text, time)
    if (/^\d{4}-\d{2}$/.test(text)) return month.format(time)
    if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return day.format(time)
    return localDay.format(time)
  }
  return String(value)
}

/** Ascending order of two cells of a column; empty cells go last whatever the direction. */
export function compareCells(a: Cell, b: Cell, type: ColumnType): number {
  const key = isNumeric(type) ? toNumber : type === 'date' ? toTime : null
  if (key) {
    const x = key(a)
    const y = key(b)
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1
    return x - y
  }
  const x = a === null || a === undefined || a === '' ? null : String(a)
  const y = b === null || b === undefined || b === '' ? null : String(b)
  if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1
  return collator.compare(x, y)
}

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' })
