// Business constants of the specification (§9) and limits fixed by API.md.
export const PAGE_SIZE = {
  products: 50,
  orders: 50,
  clients: 50,
  transactions: 50,
  inventory: 50,
  inbox: 100,
  clientRecentOrders: 5,
  ordersComponentDefault: 10,
} as const

export const MAX_LIMIT = 500
export const INBOX_LIVE_MAX_ROWS = 100
export const INBOX_POLL_INTERVAL_MS = 30_000
export const PHOTO_MAX_BYTES = 2_097_152
export const PASSWORD_MIN_EXCLUSIVE = 6
export const TOAST_DURATION_MS = 3000
export const PRO_PRICE_USD_PER_MONTH = 19
export const FREE_PLAN_MONTHLY_ORDERS = 50

export const SESSION_STORAGE_KEY = 'stockline.session'
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60
export const REFRESH_TOKEN_TTL_DAYS = 30
export const RESET_TOKEN_TTL_MINUTES = 60

export const TRANSACTION_TYPES = ['ORDER', 'IN', 'OUT', 'ADJUST', 'TRANSFER'] as const
export type TransactionType = (typeof TRANSACTION_TYPES)[number]

export const ENTITY_TYPES = ['PRODUCTS', 'CLIENTS'] as const
export type EntityType = (typeof ENTITY_TYPES)[number]

export const FIELD_TYPES = ['TEXT', 'NUMBER', 'DATE', 'BOOLEAN', 'SELECT'] as const
export type FieldType = (typeof FIELD_TYPES)[number]

export const PLANS = ['free', 'pro'] as const
export type Plan = (typeof PLANS)[number]

/** From the most to the least a member may do (issue #19's permission matrix, common/team.ts). */
export const MEMBER_ROLES = ['owner', 'manager', 'staff', 'viewer'] as const
export type MemberRole = (typeof MEMBER_ROLES)[number]

/** The most units one line of a transaction can move, after repeated products are added up. */
export const MAX_LINE_QUANTITY = 1_000_000
/** The most (and, negated, the least) stock one product can have at one location. */
export const MAX_STOCK = 1_000_000_000
