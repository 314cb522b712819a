// The product contract (spec §3, §5, §7).
import { z } from 'zod'
import { PAGE_SIZE } from './constants'
import { Metadata } from './custom-fields'
import { messages } from './messages'
import { PageQuery, Pagination, Search, SortDirection } from './schemas'

const m = messages.product

const Name = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, { error: m.nameRequired })
  .max(200, { error: 'A product name must be at most 200 characters.' })
  // PostgreSQL cannot store a NUL character; refuse it here rather than fail in the database.
  .refine((s) => !s.includes('\0'), { error: 'A product name cannot contain a NUL character.' })

export const Price = z
  .number({ error: m.priceRequired })
  .min(0, { error: 'A price cannot be negative.' })
  .max(9_999_999_999.99, { error: 'This price is too large.' })
  .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, {
    error: 'A price has at most 2 decimals.',
  })

/** A stored file path as returned by the upload, e.g. "{providerId}/{random}.png". */
export const PhotoPath = z
  .string()
  .regex(/^[0-9a-f-]{36}\/[\w-]{8,64}\.(png|jpe?g|webp|gif)$/i, { error: 'Unknown photo.' })

export const Product = z.object({
  id: z.uuid(),
  name: z.string(),
  price: z.number(),
  photo: z.string().nullable(),
  photo_path: z.string().nullable(),
  provider: z.uuid(),
  active: z.boolean(),
  metadata: z.record(z.string(), z.unknown()),
})
export type Product = z.infer<typeof Product>

export const ProductCreate = z.strictObject({
  name: Name,
  price: Price,
  photo: PhotoPath.nullable().optional(),
  provider: z.uuid().optional(),
  active: z.boolean().default(true),
  metadata: Metadata.default({}),
})
export type ProductCreate = z.infer<typeof ProductCreate>

export const ProductUpdate = z.strictObject({
  name: Name.optional(),
  price: Price.optional(),
  photo: PhotoPath.nullable().optional(),
  provider: z.uuid().optional(),
  active: z.boolean().optional(),
  metadata: Metadata.optional(),
})
export type ProductUpdate = z.infer<typeof ProductUpdate>

export const PRODUCT_SORTS = ['created_at', 'name', 'price'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]

export const ProductsQuery = PageQuery(PAGE_SIZE.products).extend({
  include_metadata: z.enum(['true', 'false']).optional(),
  active: z.enum(['true', 'false']).optional(),
  /** Part of the product's name. */
  search: Search,
  /** Newest first unless asked otherwise. */
  sort: z.enum(PRODUCT_SORTS).default('created_at'),
  direction: SortDirection.optional(),
})
export type ProductsQuery = z.infer<typeof ProductsQuery>
export const ProductQuery = z.object({ include_metadata: z.enum(['true', 'false']).optional() })
export const ProductParams = z.object({ providerId: z.uuid(), productId: z.uuid() })
export const ProductEnvelope = z.object({ product: Product })
export const ProductsEnvelope = z.object({ products: z.array(Product), pagination: Pagination })

export const PriceChange = z.object({
  old_price: z.number().nullable().describe('null for the price the product was created with'),
  new_price: z.number(),
  changed_by: z.object({ id: z.uuid(), email: z.string() }).nullable(),
  changed_at: z.string(),
})
export type PriceChange = z.infer<typeof PriceChange>

export const PriceChangesEnvelope = z.object({ price_changes: z.array(PriceChange) })
