// Building blocks shared by every contract in common/.
import { z } from 'zod'
import { MAX_LIMIT } from './constants'

export const Uuid = z.uuid()

export const ProviderParams = z.object({ providerId: Uuid })

/**
 * The text a list is searched for (names, emails, order numbers), any letter case, any accents,
 * anywhere in the text. Blank means no search.
 */
export const Search = z
  .string()
  .trim()
  .max(100, { error: 'A search can be at most 100 characters.' })
  .refine((s) => !s.includes('\0'), { error: 'A search cannot contain a NUL character.' })
  .optional()

export const SortDirection = z.enum(['asc', 'desc'])
export type SortDirection = z.infer<typeof SortDirection>

/** limit/offset query params; the default limit is the page size of the list. */
export function PageQuery(defaultLimit: number) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(defaultLimit),
    offset: z.coerce.number().int().min(0).default(0),
  })
}

export const Pagination = z.object({
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
})

export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
})
export type ErrorBody = z.infer<typeof ErrorBody>
