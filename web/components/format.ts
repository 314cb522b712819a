// How numbers and dates read in the app (spec §9): US English, $ prices.
//
// Dates are written out by hand, exactly as Intl's en-US "medium" date and "short" time read
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

export const formatDateTime = (iso: string) => {
  const date = new Date(iso)
  return `${dateOf(date)}, ${timeOf(date)}`
}
export const formatDate = (iso: string) => dateOf(new Date(iso))

/**
 * "$1,234.50", as prices read in order views. Written by hand like the dates, exactly as Intl's
 * en-US number with two decimals reads (format.test.ts), for the same reason: the inbox shows
 * order totals.
 */
export function formatPrice(value: number): string {
  const [whole = '', cents] = Math.abs(value).toFixed(2).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  return `${value < 0 ? '$-' : '$'}${grouped}.${cents}`
}
