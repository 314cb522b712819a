import { COUNT_CAP } from '../../common/pagination'
import { activeLocale } from '../lib/i18n'
// How numbers, money and dates read in the app, in its language (issue #22): every screen formats
// them here. English reads as the spec has it (§9): US English, $ prices. Spanish goes through
// Intl for 'es': "23/11/2026", "1.234,50 US$".
//
// English dates are written out by hand, exactly as Intl's en-US "medium" date and "short" time read
// them (format.test.ts holds the two together): the first Intl formatter a page creates makes
// the browser load its locale data, 20-40 ms of main thread on a desktop and four times that on
// a phone, and the inbox's first paint needs dates but nothing else from Intl.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "Nov 22, 2026", in the browser's time zone. */
function dateOf(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`
}

/** "1:05 PM", in the browser's time zone. */
function timeOf(date: Date): string {
  const hours = date.getHours()
  const minutes = String(date.getMinutes()).padStart(2, '0')
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
}

// Intl formatters are made once per language, on first use.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key)
  if (!formatter) formatters.set(key, (formatter = make()))
  return formatter as T
}
const spanish = () => activeLocale() === 'es'

const esDate = () =>
  cached(
    'es-date',
    () => new Intl.DateTimeFormat('es', { day: '2-digit', month: '2-digit', year: 'numeric' }),
  )
const esDateTime = () =>
  cached(
    'es-date-time',
    () =>
      new Intl.DateTimeFormat('es', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }),
  )

/** "Nov 22, 2026, 1:05 PM" · "22/11/2026, 13:05", in the browser's time zone. */
export const formatDateTime = (iso: string) => {
  const date = new Date(iso)
  return spanish() ? esDateTime().format(date) : `${dateOf(date)}, ${timeOf(date)}`
}
/** "Nov 22, 2026" · "22/11/2026", in the browser's time zone. */
export const formatDate = (iso: string) =>
  spanish() ? esDate().format(new Date(iso)) : dateOf(new Date(iso))

/** A calendar day (YYYY-MM-DD, no time zone) as the language writes it. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number)
  const date = new Date(y!, m! - 1, d!)
  return spanish()
    ? esDate().format(date)
    : cached('en-day', () => new Intl.DateTimeFormat('en-US')).format(date)
}

const numberIn = (digits: number) =>
  cached(
    `${activeLocale()}-number-${digits}`,
    () =>
      // Spanish groups thousands from 1.000 on, as in a table of figures.
      new Intl.NumberFormat(activeLocale(), {
        maximumFractionDigits: digits,
        useGrouping: 'always',
      }),
  )

/** A count or quantity: "1,234" · "1.234". */
export const formatNumber = (value: number, maximumFractionDigits = 2) =>
  numberIn(maximumFractionDigits).format(value)

/** A count the server stops at COUNT_CAP: "1,000+" there, since it means that many or more. */
export const formatCappedCount = (value: number) =>
  value >= COUNT_CAP ? `${formatNumber(COUNT_CAP)}+` : formatNumber(value)

/** Money in dollars with `digits` decimals: "$1,234" · "1.234 US$". */
export const formatMoney = (value: number, digits = 2) =>
  cached(
    `${activeLocale()}-money-${digits}`,
    () =>
      new Intl.NumberFormat(activeLocale() === 'es' ? 'es' : 'en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        useGrouping: 'always',
      }),
  ).format(value)

/**
 * "$1,234.50" · "1.234,50 US$", as prices read in order views. Written by hand like the dates, exactly as Intl's
 * en-US number with two decimals reads (format.test.ts), for the same reason: the inbox shows
 * order totals.
 */
export function formatPrice(value: number): string {
  if (spanish()) return formatMoney(value)
  const [whole = '', cents] = Math.abs(value).toFixed(2).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  return `${value < 0 ? '$-' : '$'}${grouped}.${cents}`
}
