// A CSV file streamed from rows read in batches: UTF-8 with a byte order mark, so that
// spreadsheets read accents correctly, and never a cell a spreadsheet would run as a formula.
import { stringify } from 'csv-stringify/sync'
import { Readable } from 'node:stream'

export type Cell = string | number | boolean | null | undefined

/** The header row, then batches of rows, each read when the file has taken the one before. */
export type CsvSource = () => AsyncIterable<Cell[][]>

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/
// What spreadsheets take as the start of a formula (OWASP, CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/

/** A text cell as it is, or behind an apostrophe when a spreadsheet would run it. */
export function safeText(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text
}

const BOM = '\uFEFF'

const cast = {
  boolean: (value: boolean) => (value ? 'true' : 'false'),
  string: safeText,
}

/** Each batch as one piece of text: a stream of rows one by one costs more than the rows. */
async function* text(source: CsvSource) {
  yield BOM
  for await (const batch of source()) yield stringify(batch, { cast })
}

/**
 * The file as a stream that reads the next batch only when the reader has taken the last one, so
 * that an export of any size holds about one batch in memory. A failed read ends the stream with
 * its error (the answer is then cut short rather than looking complete).
 */
export function csvStream(source: CsvSource): Readable {
  return Readable.from(text(source), { objectMode: false, highWaterMark: 1 })
}
