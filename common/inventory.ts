// The inventory grid: one row per product with its stock at every location (API.md).
import { z } from 'zod'
import { MAX_LIMIT, MAX_LINE_QUANTITY, MAX_STOCK } from './constants'
import { messages } from './messages'
import { Pagination, Search } from './schemas'

export const InventoryRow = z.object({
  product_id: z.uuid(),
  product_name: z.string(),
  product_photo: z.string().nullable(),
  location_id: z.uuid().nullable(),
  current_stock: z.number().int().nullable(),
  total_stock: z.number().int(),
  stock: z.record(z.string(), z.number().int()),
  metadata: z.record(z.string(), z.unknown()),
  active: z.boolean(),
})
export type InventoryRow = z.infer<typeof InventoryRow>

/** `?metadata=` is a JSON object of custom field id → chosen SELECT option. */
const MetadataFilter = z
  .string()
  .max(4000)
  .transform((text, ctx) => {
    const parsed = z.record(z.string(), z.string()).safeParse(safeJson(text))
    if (parsed.success) return parsed.data
    ctx.addIssue({ code: 'custom', message: 'metadata must be a JSON object of field values.' })
    return z.NEVER
  })

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * Without `limit` the grid holds every product (API.md); the inventory screen asks for pages,
 * since a large catalogue (10,000 products × 20 locations) is megabytes and seconds to build.
 */
export const InventoryQuery = z.object({
  location_id: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  metadata: MetadataFilter.optional(),
  /** Part of the product's name. */
  search: Search,
})
export type InventoryQuery = z.infer<typeof InventoryQuery>
export const InventoryEnvelope = z.object({
  inventory: z.array(InventoryRow),
  /** Only for a paged request. */
  pagination: Pagination.optional(),
})
export type InventoryEnvelope = z.infer<typeof InventoryEnvelope>

/**
 * The ADJUST lines for one location: the signed difference between the counted and the current
 * stock, only for products whose count changed (spec §3, §5).
 */
export function adjustmentLines(
  rows: Pick<InventoryRow, 'product_id' | 'current_stock'>[],
  counted: Record<string, number | undefined>,
) {
  return rows.flatMap((row) => {
    const count = counted[row.product_id]
    const difference = count === undefined ? 0 : count - (row.current_stock ?? 0)
    return difference === 0 ? [] : [{ id: row.product_id, quantity: difference }]
  })
}

/**
 * Why counts cannot be saved, or null (spec §5 "Adjustment"): nothing changed, a count beyond the
 * most stock a location can hold, or a count so far from the current stock that the difference
 * is more than one line can move.
 */
export function adjustmentError(
  rows: Pick<InventoryRow, 'product_id' | 'current_stock'>[],
  counted: Record<string, number | undefined>,
): string | null {
  const lines = adjustmentLines(rows, counted)
  if (lines.length === 0) return messages.inventory.noAdjustments
  if (Object.values(counted).some((count) => (count ?? 0) > MAX_STOCK)) {
    return messages.order.stockOutOfRange
  }
  if (lines.some((line) => Math.abs(line.quantity) > MAX_LINE_QUANTITY)) {
    return messages.inventory.adjustmentTooLarge
  }
  return null
}
