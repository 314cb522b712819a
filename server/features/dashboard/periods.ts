// The dashboard's periods, in UTC like every date of the API: today and this month so far, each
// with the period before it up to the same moment, and the weeks of the revenue chart.
import { DASHBOARD_WEEKS } from '../../../common/dashboard'

const DAY = 86_400_000

export interface DashboardPeriods {
  now: Date
  /** Today's date (YYYY-MM-DD). */
  today: string
  /** Yesterday from midnight until this time of day. */
  yesterday: { from: Date; to: Date }
  monthStart: string
  /**
   * Last month from its first day until as far into it as this month is now (all of it when it
   * is shorter): whole days `[fromDay, cutoffDay)`, then `[cutoffStart, cutoff)` of `cutoffDay`.
   */
  previousMonth: { fromDay: string; cutoffDay: string; cutoffStart: Date; cutoff: Date }
  /** Monday of the first of the chart's weeks, and of the current one. */
  weeks: { first: string; last: string }
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)
const midnight = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))

export function dashboardPeriods(now: Date): DashboardPeriods {
  const todayStart = midnight(now)
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
  const previousStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
  const cutoff = new Date(
    Math.min(
      previousStart.getTime() + (now.getTime() - monthStart.getTime()),
      monthStart.getTime(),
    ),
  )
  const monday = new Date(todayStart.getTime() - ((todayStart.getUTCDay() + 6) % 7) * DAY)
  return {
    now,
    today: isoDay(todayStart),
    yesterday: { from: new Date(todayStart.getTime() - DAY), to: new Date(now.getTime() - DAY) },
    monthStart: isoDay(monthStart),
    previousMonth: {
      fromDay: isoDay(previousStart),
      cutoffDay: isoDay(midnight(cutoff)),
      cutoffStart: midnight(cutoff),
      cutoff,
    },
    weeks: {
      first: isoDay(new Date(monday.getTime() - (DASHBOARD_WEEKS - 1) * 7 * DAY)),
      last: isoDay(monday),
    },
  }
}
