// The order contract (spec §3, §5, §7; API.md "Order creation"). Orders and stock movements
// (IN, OUT, ADJUST, TRANSFER) are one entity, told apart by transaction_type.
import { z } from 'zod'
import {
  MAX_LIMIT,
  MAX_LINE_QUANTITY,
  PAGE_SIZE,
  TRANSACTION_TYPES,
  type TransactionType,
} from './constants'
import { isRealDate } from './dates'
import { messages } from './messages'
import { PageQuery, Pagination, Search } from './schemas'

const m = messages.order

export const OrderLine = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  price: z.number(),
  product: z.object({
    id: z.uuid(),
    name: z.string(),
    photo: z.string().nullable(),
    price: z.number(),
  }),
})

const OrderClient = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  address: z.string().nullable(),
})

const LocationRef = z.object({ id: z.uuid(), name: z.string() })

// What the provider and the client portal both see of an order.
const OrderFields = z.object({
  id: z.number().int(),
  created_at: z.string(),
  transaction_type: z
    .enum(TRANSACTION_TYPES)
    .describe('TRANSFER moves its products from `location` to `to_location`'),
  cancelled: z.boolean(),
  fulfilled: z.boolean(),
  provider: z.uuid(),
  location: LocationRef.describe('Where the stock moves; for a TRANSFER, the location it leaves'),
  to_location: LocationRef.nullable().describe(
    'The location a TRANSFER moves its products to; null for every other type',
  ),
  client: OrderClient.nullable(),
  total: z.number(),
})

/** The provider's view of an order also names the member who made it. */
export const OrderSummary = OrderFields.extend({
  origin: z
    .enum(['provider', 'client'])
    .describe('client: placed through the portal; provider: by a member of the provider'),
  created_by: z
    .object({ id: z.uuid(), email: z.string() })
    .nullable()
    .describe('The member who made it; null when a client placed it through the portal'),
})
export type OrderSummary = z.infer<typeof OrderSummary>

export const Order = OrderSummary.extend({ line_items: z.array(OrderLine) })
export type Order = z.infer<typeof Order>

export const ProviderOfOrder = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
})

/** What a client sees: the provider as an object rather than an id. */
export const ClientOrderSummary = OrderFields.extend({ provider: ProviderOfOrder })
export const ClientOrder = OrderFields.extend({
  provider: ProviderOfOrder,
  line_items: z.array(OrderLine),
})
export type ClientOrder = z.infer<typeof ClientOrder>

const Quantity = z
  .number({ error: 'Quantities must be numbers.' })
  // The range before wholeness: 100000000000000000000 is refused as too large, which it is,
  // rather than as not whole (beyond 2^53 a number is no longer a safe integer).
  .min(-MAX_LINE_QUANTITY, { error: m.quantityTooLarge })
  .max(MAX_LINE_QUANTITY, { error: m.quantityTooLarge })
  .int({ error: 'Quantities must be whole numbers.' })

/** The JSON text inside POST /api/order's `order` field. */
export const OrderPayload = z.object({
  providerId: z.uuid({ error: 'Unknown provider.' }),
  /** Where the stock moves; for a TRANSFER, the location it leaves. */
  locationId: z.uuid({ error: m.selectLocation }).optional().nullable(),
  /** TRANSFER only: another of the provider's active locations, which receives the stock. */
  toLocationId: z.uuid({ error: m.selectDestination }).optional().nullable(),
  clientId: z.uuid({ error: m.selectClient }).optional().nullable(),
  transaction_type: z.enum(TRANSACTION_TYPES, { error: m.selectMovementType }),
  products: z
    .array(z.object({ id: z.uuid({ error: 'Unknown product.' }), quantity: Quantity }), {
      error: m.atLeastOneProduct,
    })
    .max(1000, { error: 'An order can hold at most 1000 products.' }),
})
export type OrderPayload = z.infer<typeof OrderPayload>

export const OrderCreateBody = z.strictObject({
  order: z.string({ error: 'The order is missing.' }).max(200_000),
})

export const OrderEnvelope = z.object({ order: Order })
export const ClientOrderEnvelope = z.object({ order: ClientOrder })

/**
 * The rules the order screens check before sending, and the server checks again (spec §5):
 * the first broken one, or null. Zero quantities are dropped before the "at least one" rule.
 */
export function orderPayloadError(
  payload: Pick<OrderPayload, 'transaction_type' | 'products'> & {
    clientId?: string | null | undefined
    locationId?: string | null | undefined
    toLocationId?: string | null | undefined
  },
  origin: 'provider' | 'client',
): string | null {
  const type = payload.transaction_type as TransactionType | undefined
  if (origin === 'provider') {
    if (type === 'ORDER' && !payload.clientId) return m.selectClient
    if (!payload.locationId) return m.selectLocation
  }
  if (!type || !TRANSACTION_TYPES.includes(type)) return m.selectMovementType
  if (type === 'TRANSFER') {
    if (!payload.toLocationId) return m.selectDestination
    if (payload.toLocationId === payload.locationId) return m.transferSameLocation
  } else if (payload.toLocationId) {
    return m.destinationOnlyForTransfers
  }
  if (type !== 'ADJUST' && payload.products.some((p) => p.quantity < 0)) {
    return m.positiveQuantities[type]
  }
  if (payload.products.every((p) => p.quantity === 0)) {
    return type === 'ADJUST' ? messages.inventory.noAdjustments : m.atLeastOneProduct
  }
  return quantityRangeError(payload.products)
}

/**
 * m.quantityTooLarge when a product would move more than MAX_LINE_QUANTITY units, else null. The
 * screens also read it to show this sentence instead of a total that no order can have.
 */
export function quantityRangeError(products: { id: string; quantity: number }[]): string | null {
  // A product listed twice moves the sum of its lines, which is bound like one line.
  const totals = new Map<string, number>()
  for (const line of products) {
    totals.set(line.id, (totals.get(line.id) ?? 0) + line.quantity)
  }
  return [...totals.values()].some((q) => Math.abs(q) > MAX_LINE_QUANTITY)
    ? m.quantityTooLarge
    : null
}

/**
 * The effect of one line on the stock of its location (DESIGN.md stock rules). A TRANSFER takes
 * from its location what it puts at its destination.
 */
export function stockDelta(type: TransactionType, quantity: number): number {
  return type === 'IN' || type === 'ADJUST' ? quantity : -quantity
}

const DateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, {
    error: 'Dates are written YYYY-MM-DD.',
  })
  .refine(isRealDate, { error: 'This date does not exist.' })

// The default page size depends on the list: 100 for the inbox, 50 otherwise (spec §9).
export const OrdersQuery = PageQuery(PAGE_SIZE.orders)
  .extend({
    limit: z.coerce.number().int().min(1).max(MAX_LIMIT).optional(),
    type: z.enum(TRANSACTION_TYPES).optional(),
    inbox: z.enum(['true', 'false']).optional(),
    product_id: z.uuid().optional(),
    client_id: z.uuid().optional(),
    user_id: z.uuid().optional().describe('Made by this member'),
    location_id: z
      .uuid()
      .optional()
      .describe('Transactions at this location; a TRANSFER is found from either of its two'),
    startDate: DateParam.optional(),
    endDate: DateParam.optional(),
    /** The order number, or part of the client's name or email. */
    search: Search,
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate.slice(0, 10) <= q.endDate.slice(0, 10), {
    error: m.dateRangeOrder,
    path: ['startDate'],
  })
export type OrdersQuery = z.infer<typeof OrdersQuery>

export const ordersPageSize = (query: Pick<OrdersQuery, 'limit' | 'inbox'>) =>
  query.limit ?? (query.inbox === 'true' ? PAGE_SIZE.inbox : PAGE_SIZE.orders)

export const OrdersEnvelope = z.object({
  orders: z.array(OrderSummary),
  pagination: Pagination,
})

export const OrderParams = z.object({
  providerId: z.uuid(),
  orderId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
})

export const OrderChange = z
  .strictObject({ fulfilled: z.literal(true).optional(), cancelled: z.literal(true).optional() })
  .refine((c) => Boolean(c.fulfilled) !== Boolean(c.cancelled), {
    error: 'Send either {"fulfilled": true} or {"cancelled": true}.',
  })
export type OrderChange = z.infer<typeof OrderChange>
