// The two benchmark sizes and the budgets of the "Performance and scale" issue. `npm run bench`
// uses QUICK (minutes, small data); `npm run bench:full` uses FULL (the large tenant).
import type { TenantSize } from './generate'

export interface BenchProfile {
  name: 'quick' | 'full'
  /** The tenant every list page, order detail, order creation and realtime run against. */
  large: TenantSize
  /** A tenant whose inventory grid is products × locations, every cell stocked. */
  grid: TenantSize
  /** Other tenants, so the large one is never alone in its tables (index selectivity). */
  smallTenants: number
  small: TenantSize
  /** Seconds of load per scenario, after a warm-up whose figures are thrown away. */
  warmupSeconds: number
  durationSeconds: number
  /** Orders posted one after another while the sockets listen. */
  realtimeOrders: number
  realtimeSockets: number
  /** Lighthouse runs per page; the median score counts (scores vary from run to run). */
  lighthouseRuns: number
}

export const CONCURRENCY = 16
/** The server's pool size (server/db/client.ts default); the ceiling's pool gets the same. */
export const POOL_SIZE = 10

export const BUDGETS = {
  listP99Ms: 50,
  listCeilingRatio: 0.75,
  createCeilingRatio: 0.5,
  realtimeP99Ms: 100,
  landingJsKb: 100,
  providerJsKb: 250,
  lighthouseScore: 95,
  assistantP95Ms: 1000,
} as const

const small: TenantSize = { products: 200, locations: 3, clients: 100, orders: 2_000 }

export const PROFILES: Record<BenchProfile['name'], BenchProfile> = {
  quick: {
    name: 'quick',
    large: { products: 10_000, locations: 20, clients: 5_000, orders: 10_000 },
    grid: { products: 1_000, locations: 20, clients: 100, orders: 1_000, fullGrid: true },
    smallTenants: 5,
    small,
    warmupSeconds: 1,
    durationSeconds: 5,
    realtimeOrders: 100,
    realtimeSockets: 500,
    lighthouseRuns: 1,
  },
  full: {
    name: 'full',
    large: { products: 100_000, locations: 20, clients: 20_000, orders: 1_000_000 },
    grid: { products: 10_000, locations: 20, clients: 1_000, orders: 20_000, fullGrid: true },
    smallTenants: 50,
    small,
    warmupSeconds: 3,
    durationSeconds: 15,
    realtimeOrders: 300,
    realtimeSockets: 500,
    lighthouseRuns: 3,
  },
}
