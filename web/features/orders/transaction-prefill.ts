// What the address fills in on New transaction, for screens that start one (Low stock's
// suggested quantities): ?type=IN|OUT|TRANSFER&location=<id>&to=<id>&lines=<productId>:<qty>,…
// The person still reviews and submits; whatever the address says that cannot be used is left
// out, and the screen drops the locations and products the provider does not have.
import { z } from 'zod'

export const MOVEMENT_TYPES = ['IN', 'OUT', 'TRANSFER'] as const
export type Movement = (typeof MOVEMENT_TYPES)[number]

export interface TransactionPrefill {
  type: Movement | null
  locationId: string | null
  /** A transfer's destination. */
  toLocationId: string | null
  /** Quantity by product id, in the address's order; a product named twice adds up. */
  quantities: Map<string, number>
}

const Id = z.uuid()
// No upper bound here: a quantity beyond MAX_LINE_QUANTITY is filled in, and the form says it is
// too large, rather than leaving a suggested line out without a word.
const Quantity = z.coerce.number().int().positive()

/** An id as the API writes it (lower case), or null for anything that is not one. */
function idOf(text: string | null | undefined): string | null {
  const id = text?.trim().toLowerCase()
  return Id.safeParse(id).success ? id! : null
}

export function parseTransactionPrefill(params: URLSearchParams): TransactionPrefill {
  const type = params.get('type')?.toUpperCase()
  const quantities = new Map<string, number>()
  for (const line of params.get('lines')?.split(',') ?? []) {
    const [productId, text] = line.split(':')
    const id = idOf(productId)
    const quantity = Quantity.safeParse(text?.trim())
    if (id && quantity.success) quantities.set(id, (quantities.get(id) ?? 0) + quantity.data)
  }
  return {
    type: MOVEMENT_TYPES.find((movement) => movement === type) ?? null,
    locationId: idOf(params.get('location')),
    toLocationId: type === 'TRANSFER' ? idOf(params.get('to')) : null,
    quantities,
  }
}
