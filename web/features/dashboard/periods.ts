// What the dashboard's figures say beyond their value: the change against the period before, and
// the days each figure covers (for the links to the lists that explain it). Days are UTC, as the
// dashboard's answer and every date filter of the API count them.
import type { Dashboard } from '../../../common/dashboard'

/** The change from `previous` to `current` in whole percent; none when there was nothing before. */
export function changeOf(current: number, previous: number): number | null {
  if (previous === 0) return null
  return Math.round(((current - previous) / Math.abs(previous)) * 100)
}

/** Today and the first day of this month as the answer was read, YYYY-MM-DD. */
export function daysOf(asOf: string) {
  const today = asOf.slice(0, 10)
  return { today, monthStart: `${today.slice(0, 8)}01` }
}

/** The last day of the week starting `monday`, YYYY-MM-DD. */
export function weekEnd(monday: string): string {
  const day = new Date(`${monday}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + 6)
  return day.toISOString().slice(0, 10)
}

/** A shop with no order in the twelve weeks shown has nothing to chart yet. */
export const hasNoOrders = (dashboard: Dashboard) =>
  dashboard.revenue_by_week.every((week) => week.orders === 0) &&
  dashboard.month.previous.orders === 0 &&
  dashboard.pending_orders === 0
