// The reorder contract (issue #17): a product's rules {location | null, min, max} and the
// low-stock list they give. A rule without a location watches the product's total over its
// active locations.
import { z } from 'zod'
import { MAX_LIMIT, MAX_STOCK } from './constants'
import { messages } from './messages'
import { PageQuery, Pagination } from './schemas'

const m = messages.reorder

export const LOW_STOCK_PAGE_SIZE = 50

/** A rule's minimum or maximum: a whole number of units a location can hold. */
export const ReorderLevel = z
  .number({ error: m.wholeNumber })
  .int({ error: m.wholeNumber })
  .min(0, { error: m.minNotNegative })
  .max(MAX_STOCK, { error: m.tooLarge })

export const ReorderRuleInput = z
  .strictObject({
    location_id: z.uuid({ error: m.unknownLocation }).nullable(),
    min: ReorderLevel,
    max: ReorderLevel,
  })
  .refine((rule) => rule.min < rule.max, { path: ['max'], error: m.maxAboveMin })
export type ReorderRuleInput = z.infer<typeof ReorderRuleInput>

/** A product's rules as a whole: what is sent replaces what there was. */
export const ReorderRulesPut = z.strictObject({
  reorder_rules: z
    .array(ReorderRuleInput, { error: 'reorder_rules is a list of rules.' })
    .max(MAX_LIMIT, { error: `A product can have at most ${MAX_LIMIT} rules.` })
    .superRefine((rules, ctx) => oneRulePerLocation(rules, (rule) => rule.location_id, ctx)),
})
export type ReorderRulesPut = z.infer<typeof ReorderRulesPut>

const Named = z.object({ id: z.uuid(), name: z.string() })

export const ReorderRule = z.object({
  id: z.uuid(),
  product: Named,
  location: Named.nullable(),
  min: z.number().int(),
  max: z.number().int(),
})
export type ReorderRule = z.infer<typeof ReorderRule>

export const ReorderRulesQuery = z.object({
  /** One product id, or several separated by commas: the rules of those products only. */
  product_id: z
    .string()
    .max(40 * MAX_LIMIT)
    .transform((text) => text.split(',').map((id) => id.trim()))
    .pipe(z.array(z.uuid({ error: 'Unknown product.' })).max(MAX_LIMIT))
    .optional(),
})
export const ReorderRulesEnvelope = z.object({ reorder_rules: z.array(ReorderRule) })
export type ReorderRulesEnvelope = z.infer<typeof ReorderRulesEnvelope>

export const LowStockItem = z.object({
  product: Named,
  location: Named.nullable(),
  on_hand: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
  suggested: z.number().int(),
})
export type LowStockItem = z.infer<typeof LowStockItem>

export const LowStockQuery = PageQuery(LOW_STOCK_PAGE_SIZE)
export const LowStockEnvelope = z.object({
  low_stock: z.array(LowStockItem),
  pagination: Pagination,
})
export type LowStockEnvelope = z.infer<typeof LowStockEnvelope>

/** Flags each rule after the first for the same location (null: the total), at its location. */
export function oneRulePerLocation<T>(
  rules: T[],
  locationOf: (rule: T) => string | null,
  ctx: z.RefinementCtx,
  key = 'location_id',
) {
  const seen = new Set<string | null>()
  rules.forEach((rule, index) => {
    const location = locationOf(rule)
    if (seen.has(location)) {
      ctx.addIssue({ code: 'custom', path: [index, key], message: m.oneRulePerLocation })
    }
    seen.add(location)
  })
}

/** A rule fires when the stock it watches is at or below its minimum. */
export const isLow = (onHand: number, min: number) => onHand <= min
