// The first rows of a chosen file, read in the browser for the preview and the mapping: its start
// only, as the server reads the whole of it (quotes, doubled quotes, newlines inside quotes, a BOM,
// `,` or `;` by the same rule).
import { IMPORT_MAX_BYTES, separatorOf, type Separator } from '../../../common/imports'
import { messages } from '../../../common/messages'

const m = messages.imports

/** Enough of a file for its header and first rows, however wide its rows. */
const HEAD_BYTES = 256 * 1024

export interface CsvPreview {
  separator: Separator
  header: string[]
  /** The first rows under the header, blank ones left out. */
  rows: string[][]
}

/** The records of `text`, at most `limit`; `whole`: the text is the whole file. */
export function parseRecords(text: string, separator: Separator, limit: number, whole: boolean) {
  const records: string[][] = []
  let record: string[] = []
  let cell = ''
  let quoted = false
  let at = 0
  const endRecord = () => {
    record.push(cell)
    // Blank rows are no rows, as on the server; a blank first line is a file without a header.
    if (records.length === 0 || record.some((value) => value.trim() !== '')) records.push(record)
    record = []
    cell = ''
  }
  while (at < text.length && records.length < limit) {
    const char = text[at]!
    if (quoted) {
      if (char !== '"') cell += char
      else if (text[at + 1] === '"') {
        cell += '"'
        at += 1
      } else quoted = false
    } else if (char === '"') quoted = true
    else if (char === separator) {
      record.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at += 1
      endRecord()
    } else cell += char
    at += 1
  }
  // The last line of a file may end without a newline; the last of a cut read is cut short.
  if (whole && records.length < limit && (cell !== '' || record.length > 0)) endRecord()
  return records
}

export async function readPreview(file: File, rows = 5): Promise<CsvPreview> {
  if (file.size > IMPORT_MAX_BYTES) throw new Error(m.tooLarge)
  const whole = file.size <= HEAD_BYTES
  const text = (await file.slice(0, HEAD_BYTES).text()).replace(/^\uFEFF/, '')
  const separator = separatorOf(text.split('\n')[0] ?? '')
  const [header, ...body] = parseRecords(text, separator, rows + 1, whole)
  if (!header || header.every((name) => name.trim() === '')) throw new Error(m.empty)
  return { separator, header: header.map((name) => name.trim()), rows: body }
}
