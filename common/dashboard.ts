// The dashboard's contract (issue #24): the shop's vital signs in one answer. Sales are the lines
// of ORDERs not cancelled, as in the assistant's answers; days, weeks (Monday first) and months
// are UTC, as every date filter of the API.
import { z } from 'zod'

export const DASHBOARD_WEEKS = 12
export const DASHBOARD_TOP = 5

const Sales = z.object({
  /** ORDERs placed, not cancelled. */
  orders: z.number().int(),
  revenue: z.number(),
})

/** A period so far, and the period before it up to the same moment (yesterday until this hour). */
const PeriodSales = Sales.extend({ previous: Sales })

const Ranked = z.object({
  id: z.uuid(),
  name: z.string(),
  revenue: z.number(),
  units: z.number().int(),
})

export const Dashboard = z.object({
  /** The moment the figures were read. */
  as_of: z.iso.datetime(),
  today: PeriodSales,
  month: PeriodSales,
  /** Open orders: the inbox, counted as a list's total is: up to COUNT_CAP, which means "or more". */
  pending_orders: z.number().int(),
  /** Reorder rules at or below their minimum: the low-stock list. */
  low_stock: z.number().int(),
  /** The last 12 weeks, oldest first, the current one last (so far); weeks without sales are 0. */
  revenue_by_week: z.array(Sales.extend({ week: z.iso.date() })),
  /** This month's best sellers by revenue. */
  top_products: z.array(Ranked),
  /** This month's best clients by revenue (orders without a client are not ranked). */
  top_clients: z.array(Ranked),
})
export type Dashboard = z.infer<typeof Dashboard>

export const DashboardEnvelope = z.object({ dashboard: Dashboard })
export type DashboardEnvelope = z.infer<typeof DashboardEnvelope>
