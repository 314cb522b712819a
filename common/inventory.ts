// The inventory grid: one row per product with its stock at every location (API.md).
import { z } from 'zod'

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

export const InventoryQuery = z.object({ location_id: z.uuid().optional() })
export const InventoryEnvelope = z.object({ inventory: z.array(InventoryRow) })

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
