// Reading an uploaded CSV file: UTF-8 with or without BOM, `,` or `;` (read from the header line),
// quoted fields, parsed as a stream; and the cells as the export writes them.
import { parse } from 'csv-parse'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  IMPORT_MAX_ROWS,
  separatorOf,
  type ImportError,
  type ImportOptions,
  type Separator,
} from '../../../common/imports'
import { messages } from '../../../common/messages'
import { badRequest } from '../../http/errors'

const m = messages.imports

export type Decimal = '.' | ','

export interface CsvTable {
  separator: Separator
  /** The header as the file writes it: errors name columns by it. */
  header: string[]
  /** What each column is read as: its header, or what the import's mapping says; null: left out. */
  fields: (string | null)[]
  /** Each row with its number as a spreadsheet shows it (the header is row 1); blank rows left out. */
  rows: { row: number; cells: string[] }[]
}

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/
const FORMULA_START = /^[=+\-@\t\r]/

/** A cell without the apostrophe the export puts before text a spreadsheet would run. */
export function unescapeCell(cell: string): string {
  const rest = cell.slice(1)
  return cell.startsWith("'") && FORMULA_START.test(rest) && !PLAIN_NUMBER.test(rest) ? rest : cell
}

/**
 * The file's rows. The first chunks are read until the header line is whole, to choose the
 * separator; then the parser takes the stream as it comes. Rows are kept (an import writes all of
 * them or none, after checking every one), at most IMPORT_MAX_ROWS of them.
 */
export async function readCsv(file: AsyncIterable<Buffer>): Promise<CsvTable> {
  const iterator = file[Symbol.asyncIterator]()
  const head: Buffer[] = []
  let seen = ''
  while (!seen.includes('\n')) {
    const next = await iterator.next()
    if (next.done) break
    head.push(next.value)
    seen += next.value.toString('utf8')
  }
  const separator = separatorOf(seen.replace(/^\uFEFF/, '').split('\n')[0] ?? '')
  async function* chunks() {
    yield* head
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield next.value
    }
  }
  const records: string[][] = []
  await pipeline(
    Readable.from(chunks()),
    parse({ bom: true, delimiter: separator, relax_column_count: true }),
    async (parsed: AsyncIterable<string[]>) => {
      for await (const record of parsed) {
        if (records.length > IMPORT_MAX_ROWS) throw badRequest('too_many_rows', m.tooManyRows)
        records.push(record)
      }
    },
  ).catch((error: unknown) => {
    const { code } = error as { code?: string }
    // csv-parse's own errors (an unclosed quote, a quote inside a bare field) are the file's fault.
    if (code?.startsWith('CSV_'))
      throw badRequest('unreadable_csv', `${m.unreadable} ${String(error)}`)
    throw error
  })
  const [header, ...body] = records
  if (!header || header.every((cell) => cell.trim() === '')) throw badRequest('empty_csv', m.empty)
  if (body.length > IMPORT_MAX_ROWS) throw badRequest('too_many_rows', m.tooManyRows)
  const names = header.map((cell) => cell.trim())
  return {
    separator,
    header: names,
    fields: names,
    rows: body
      .map((cells, index) => ({ row: index + 2, cells: cells.map(unescapeCell) }))
      .filter(({ cells }) => cells.some((cell) => cell.trim() !== '')),
  }
}

/**
 * The file as the import's options say: each column read as its mapping names it, the rows to
 * skip left out. A mapping names every column of the file, in order.
 */
export function withOptions(table: CsvTable, { mapping, skip_rows }: ImportOptions): CsvTable {
  if (mapping && mapping.length !== table.header.length) {
    throw badRequest('invalid_mapping', m.badMapping)
  }
  const skipped = new Set(skip_rows)
  return {
    ...table,
    fields: mapping ?? table.fields,
    rows: skipped.size === 0 ? table.rows : table.rows.filter(({ row }) => !skipped.has(row)),
  }
}

/**
 * Where each known column is in the file, by what it is read as, case-insensitively; errors on
 * the header, under the file's own names.
 */
export function columnsOf(table: CsvTable, known: readonly string[], errors: ImportError[]) {
  const wanted = new Set(known.map((name) => name.toLowerCase()))
  const at = new Map<string, number>()
  table.fields.forEach((name, index) => {
    if (name === null) return
    const key = name.toLowerCase()
    const column = table.header[index] ?? name
    if (!wanted.has(key)) errors.push({ row: 1, column, message: m.unknownColumn })
    else if (at.has(key)) errors.push({ row: 1, column, message: m.duplicateColumn })
    else at.set(key, index)
  })
  return at
}

/** A decimal number as the file writes it, or null when it is not one. */
export function readNumber(text: string, decimal: Decimal): number | null {
  const plain = text.trim()
  const normalised = decimal === ',' ? plain.replace(',', '.') : plain
  return PLAIN_NUMBER.test(normalised) ? Number(normalised) : null
}

const TRUE = new Set(['true', 'yes', '1'])
const FALSE = new Set(['false', 'no', '0'])

/** true/false (yes/no, 1/0 too), or null when the cell is neither. */
export function readBoolean(text: string): boolean | null {
  const word = text.trim().toLowerCase()
  if (TRUE.has(word)) return true
  if (FALSE.has(word)) return false
  return null
}

/**
 * The decimal separator of a column of numbers: a comma as soon as one cell has one, a point as
 * soon as one has one, else what a file with this separator usually means (`;` files come from
 * spreadsheets that write decimal commas).
 */
export function decimalOf(cells: string[], separator: Separator): Decimal {
  if (cells.some((cell) => cell.includes(','))) return ','
  if (cells.some((cell) => cell.includes('.'))) return '.'
  return separator === ';' ? ',' : '.'
}
