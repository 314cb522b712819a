// Whether an answer's table says what the answer key says. Cells are compared by meaning
// (numbers to the cent, names ignoring case and accents, a day in any date format); columns are
// found by their contents, so their keys do not matter and extra columns are allowed; rows must
// be exactly the expected ones, but rows of one block (tied values, or a list asked in no order)
// may come in any order among themselves.
import type { TableData } from '../../common/assistant'

export type CellSpec =
  /** Within half a cent: tables show two decimals. */
  | { number: number }
  /** 0–100 within 0.05 points (one decimal shown), or the same as a fraction of 1. */
  | { percent: number }
  /** Equal to one of these names. */
  | { text: string[] }
  /** Containing one of these words or phrases ("Pending orders" for pending). */
  | { words: string[] }
  /** A date or a time on this UTC day. */
  | { day: string }

export interface Want {
  rows: CellSpec[][]
  /** Each row's block: rows of one block may be answered in any order among themselves. */
  blocks: number[]
  /** Rows tied with the last block beyond the limit: any of them may stand in for its rows. */
  spare: CellSpec[][]
  /** An open-ended ranking ("ranking de clientes"): any first part of at least this many rows. */
  minRows?: number
  /** Per expected column, words its header (label or key) must contain: which side is which. */
  headers?: (string[] | undefined)[]
}

type Cell = string | number | null | undefined

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
const words = (s: string) =>
  ` ${norm(s)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `

const numberOf = (v: Cell) =>
  typeof v === 'number'
    ? v
    : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
      ? Number(v)
      : Number.NaN

function cellMatches(v: Cell, spec: CellSpec): boolean {
  if ('number' in spec) return Math.abs(numberOf(v) - spec.number) < 0.0051
  if ('percent' in spec) {
    const n = numberOf(v)
    return Math.abs(n - spec.percent) < 0.051 || Math.abs(n - spec.percent / 100) < 0.00051
  }
  if (typeof v !== 'string') return false
  if ('text' in spec) return spec.text.some((t) => norm(t) === norm(v))
  if ('words' in spec) return spec.words.some((w) => words(v).includes(words(w)))
  if (v.startsWith(spec.day)) return true
  const time = Date.parse(v)
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === spec.day
}

/** Each answered row's expected row, pairing rows within a block by the cells of one column. */
function pairRows(table: TableData, want: Want, labelKey: string | null) {
  const lastBlock = want.blocks.at(-1)
  const used = new Set<number>()
  const all = [...want.rows, ...want.spare]
  const paired: CellSpec[][] = []
  for (const [i, row] of table.rows.entries()) {
    const block = want.blocks[i]
    const candidates = all
      .map((_, j) => j)
      .filter((j) => (j < want.rows.length ? want.blocks[j] === block : block === lastBlock))
    let pick: number | undefined
    if (candidates.length === 1) pick = candidates[0]
    else if (labelKey !== null) {
      // The label first; then, among rows of one name (two clients called Tara Kim), the one
      // whose every cell is somewhere in the answered row.
      pick = candidates.find(
        (j) =>
          !used.has(j) &&
          cellMatches(row[labelKey], all[j]![0]!) &&
          all[j]!.every((spec) => Object.values(row).some((v) => cellMatches(v, spec))),
      )
    }
    if (pick === undefined || used.has(pick)) return undefined
    used.add(pick)
    paired.push(all[pick]!)
  }
  return paired
}

/** Whether distinct answered columns hold every expected column. */
function columnsFit(table: TableData, want: Want, paired: CellSpec[][]) {
  const width = paired[0]?.length ?? 0
  const fits = Array.from({ length: width }, (_, j) =>
    table.columns
      .filter((c) => {
        const header = want.headers?.[j]
        return !header || header.some((h) => words(`${c.label} ${c.key}`).includes(words(h)))
      })
      .filter((c) => table.rows.every((row, i) => cellMatches(row[c.key], paired[i]![j]!)))
      .map((c) => c.key),
  )
  const taken = new Set<string>()
  const assign = (j: number): boolean =>
    j === width ||
    fits[j]!.some((key) => {
      if (taken.has(key)) return false
      taken.add(key)
      if (assign(j + 1)) return true
      taken.delete(key)
      return false
    })
  return assign(0)
}

export function matches(table: TableData, want: Want): boolean {
  const n = table.rows.length
  const most = want.rows.length
  if (want.minRows === undefined ? n !== most : n < want.minRows || n > most) return false
  if (n === 0) return true
  return [null, ...table.columns.map((c) => c.key)].some((labelKey) => {
    const paired = pairRows(table, want, labelKey)
    return paired !== undefined && columnsFit(table, want, paired)
  })
}

const showSpec = (s: CellSpec) =>
  'number' in s
    ? String(s.number)
    : 'percent' in s
      ? `${s.percent.toFixed(2)}%`
      : 'text' in s
        ? JSON.stringify(s.text[0])
        : 'words' in s
          ? `~${JSON.stringify(s.words[0])}`
          : s.day

const showRows = (rows: string[][], total: number) =>
  `${rows.map((r) => `[${r.join(', ')}]`).join(' ')}${total > rows.length ? ' …' : ''} (${total} row${total === 1 ? '' : 's'})`

/** A short line for the report: the first rows of what was wanted. */
export const describeWant = (want: Want) =>
  showRows(
    want.rows.slice(0, 3).map((r) => r.map(showSpec)),
    want.rows.length,
  ) + (want.headers ? ' in one row or one row each' : '')

/** A short line for the report: the first rows of what was answered. */
export const describeTable = (table: TableData) =>
  showRows(
    table.rows
      .slice(0, 3)
      .map((row) =>
        table.columns.map((c) =>
          typeof row[c.key] === 'string' ? JSON.stringify(row[c.key]) : String(row[c.key]),
        ),
      ),
    table.rows.length,
  ) + ` {${table.columns.map((c) => c.key).join(', ')}}`
