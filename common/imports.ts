// Imports of a provider's data from CSV files (issue #20): POST /api/provider/{id}/import/{kind}
// with a multipart `file` answers what the file would do (dry run) or did: all of it, or nothing.
import { z } from 'zod'

export const IMPORT_KINDS = ['products', 'clients', 'stock'] as const
export type ImportKind = (typeof IMPORT_KINDS)[number]

/** A data file holds at most this many rows under its header. */
export const IMPORT_MAX_ROWS = 50_000
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024

export const ImportQuery = z.object({
  /** true: check the file and answer the report without writing anything. */
  dry_run: z.enum(['true', 'false']).optional(),
})

export const ImportError = z.object({
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  /** The column's header as written in the file; null when the error is about the whole row. */
  column: z.string().nullable(),
  message: z.string(),
})
export type ImportError = z.infer<typeof ImportError>

export const ImportReport = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(ImportError),
  /** The field separator read from the header line. */
  separator: z.enum([',', ';']),
  /** The decimal separator read from the prices (a ;-separated file defaults to a comma). */
  decimal: z.enum(['.', ',']),
  dry_run: z.boolean(),
  /** Whether the rows were written: never with an error, never on a dry run. */
  written: z.boolean(),
})
export type ImportReport = z.infer<typeof ImportReport>
