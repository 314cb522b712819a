// Imports of a provider's data from CSV files (issue #20): POST /api/provider/{id}/import/{kind}
// with a multipart `file` answers what the file would do (dry run) or did: all of it, or nothing.
import { z } from 'zod'
import type { Permission } from './permissions'

export const IMPORT_KINDS = ['products', 'clients', 'stock'] as const
export type ImportKind = (typeof IMPORT_KINDS)[number]

/** A data file holds at most this many rows under its header. */
export const IMPORT_MAX_ROWS = 50_000
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024

/** Who may import each kind: the routes check it, the screens offer Import only to them. */
export const IMPORT_PERMISSION = {
  products: 'manage_catalog',
  clients: 'manage_catalog',
  stock: 'move_stock',
} as const satisfies Record<ImportKind, Permission>

/** The columns each import reads by name; products and clients read custom fields by label too. */
export const IMPORT_COLUMNS = {
  // reorder_min and reorder_max: the rule on the product's total stock (all locations).
  products: ['product_id', 'name', 'price', 'active', 'photo', 'reorder_min', 'reorder_max'],
  clients: ['client_id', 'name', 'email', 'address', 'active'],
  stock: ['product_id', 'product', 'location_id', 'location', 'quantity'],
} as const satisfies Record<ImportKind, readonly string[]>

/**
 * The multipart fields sent before the `file`, as JSON text. `mapping` says what each column of
 * the file is read as, in the file's order: a column of IMPORT_COLUMNS, a custom field's label, or
 * null to leave the column out (without it, each column is read by its header). `skip_rows` are
 * rows left out, numbered as the report numbers them: those a dry run refused, say.
 */
export const ImportOptions = z.object({
  mapping: z.array(z.string().trim().min(1).max(200).nullable()).max(1_000).optional(),
  skip_rows: z.array(z.number().int().min(2)).max(IMPORT_MAX_ROWS).optional(),
})
export type ImportOptions = z.infer<typeof ImportOptions>

export const ImportQuery = z.object({
  /** true: check the file and answer the report without writing anything. */
  dry_run: z.enum(['true', 'false']).optional(),
})

export type Separator = ',' | ';'

/**
 * The separator of a file, from its header line: the one of `,` and `;` it holds more of outside
 * quotes. The server reads files by it; the web's preview too, so both read a file alike.
 */
export function separatorOf(firstLine: string): Separator {
  let quoted = false
  let commas = 0
  let semicolons = 0
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted
    else if (!quoted && char === ',') commas += 1
    else if (!quoted && char === ';') semicolons += 1
  }
  return semicolons > commas ? ';' : ','
}

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
