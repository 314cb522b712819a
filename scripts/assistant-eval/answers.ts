// What a right answer to a held-out question is: a plan-like description (expected.ts) or one of
// the kinds the plan language lacks — two periods or places compared, a share, a ratio such as
// an average per day, a count of distinct things, a first or last date. Each becomes the tables a
// right answer may show (match.ts), computed from the shop's rows, never from the planner.
import type { Expected, Lang } from './cases'
import { expectedRows, linesOf, round2, type Data, type Table } from './expected'
import type { CellSpec, Want } from './match'

export type Filter = Omit<Expected, 'value' | 'group' | 'sort' | 'limit'>

/** One side of a comparison: a single total, and words its label or header must contain. */
export interface Side {
  label: string[]
  value: Expected
}

export type Answer =
  | Expected
  /** One row per side (labelled) or one row with a column per side (headed). */
  | { compare: [Side, Side] }
  /** part / whole, as a percentage. */
  | { share: { part: Expected; whole: Expected } }
  /** Each row's value as a percentage of the sum over every row. */
  | { shares: Expected }
  /** A total divided by another, by a count of distinct ones, or by a number of days. */
  | { ratio: { of: Expected; per: Expected | Distinct | number } }
  | Distinct
  | { date: 'first' | 'last'; where: Filter }

/** How many different ones the lines hold, or (missing) how many of all the shop's do not. */
export interface Distinct {
  distinct: 'clients' | 'products' | 'days'
  where: Filter
  missing?: 'all' | 'active'
  /** The missing ones by name, a row each in any order, rather than how many they are. */
  list?: true
}

export interface EvalCase {
  question: string
  lang: Lang
  /**
   * Every right answer (a question with two defensible readings lists both), or 'decline': a
   * command that would change data, or a question outside the shop's data — no table is right.
   */
  expect: Answer | Answer[] | 'decline'
}

export const en = (question: string, expect: EvalCase['expect']): EvalCase => ({
  question,
  lang: 'en',
  expect,
})
export const es = (question: string, expect: EvalCase['expect']): EvalCase => ({
  question,
  lang: 'es',
  expect,
})

const STATUS_WORDS: Record<string, string[]> = {
  pending: ['pending', 'open', 'pendiente', 'pendientes', 'abierto', 'abiertos'],
  complete: ['complete', 'completed', 'fulfilled', 'done', 'completado', 'completados'],
  cancelled: ['cancelled', 'canceled', 'cancelado', 'cancelados', 'anulado', 'anulados'],
}
const TYPE_WORDS: Record<string, string[]> = {
  ORDER: ['order', 'orders', 'sale', 'sales', 'pedido', 'pedidos', 'venta', 'ventas'],
  IN: ['in', 'receipt', 'receipts', 'received', 'entrada', 'entradas'],
  OUT: ['out', 'salida', 'salidas'],
}

const labelSpec = (e: Expected, label: string): CellSpec =>
  e.group === 'status'
    ? { words: STATUS_WORDS[label]! }
    : e.group === 'type'
      ? { words: TYPE_WORDS[label]! }
      : { text: [label] }

/** The rows kept by the limit (and ties), rows tied with them beyond it, and their blocks. */
function kept(e: Expected, all: Table) {
  const rows = all.slice(0, e.limit)
  const last = rows.at(-1)?.[1]
  if (e.ties) while (all[rows.length] && all[rows.length]![1] === last) rows.push(all[rows.length]!)
  const byValue = e.sort === 'value desc' || e.sort === 'value asc'
  const spare = byValue ? all.slice(rows.length).filter((r) => r[1] === last) : []
  let block = 0
  const blocks = rows.map((r, i) => {
    if (e.sort === 'any') return 0
    if (i > 0 && (!byValue || r[1] !== rows[i - 1]![1])) block += 1
    return block
  })
  return { rows, spare, blocks }
}

function tableWant(e: Expected, all: Table, value: (v: number) => CellSpec): Want {
  const { rows, spare, blocks } = kept(e, all)
  const cells = ([label, v]: Table[number]): CellSpec[] =>
    label === null ? [value(v)] : [labelSpec(e, label), value(v)]
  return {
    rows: rows.map(cells),
    blocks,
    spare: spare.map(cells),
    ...(e.atLeast !== undefined && { minRows: Math.min(e.atLeast, rows.length) }),
  }
}

const single = (rows: CellSpec[]): Want => ({ rows: [rows], blocks: [0], spare: [] })

function totalOf(data: Data, e: Expected) {
  if (e.group !== 'none') throw new Error('a total is not grouped')
  return expectedRows(data, e)[0]![1]
}

function want(data: Data, a: Answer): Want[] {
  if ('value' in a) return [tableWant(a, expectedRows(data, a), (v) => ({ number: v }))]
  if ('compare' in a) {
    const [x, y] = a.compare.map((side) => totalOf(data, side.value)) as [number, number]
    const [sx, sy] = a.compare
    return [
      {
        rows: [
          [{ words: sx.label }, { number: x }],
          [{ words: sy.label }, { number: y }],
        ],
        blocks: [0, 0],
        spare: [],
      },
      { ...single([{ number: x }, { number: y }]), headers: [sx.label, sy.label] },
    ]
  }
  if ('share' in a) {
    const whole = totalOf(data, a.share.whole)
    return [single([{ percent: (totalOf(data, a.share.part) / whole) * 100 }])]
  }
  if ('shares' in a) {
    const all = expectedRows(data, a.shares)
    const sum = all.reduce((n, r) => n + r[1], 0)
    return [tableWant(a.shares, all, (v) => ({ percent: (v / sum) * 100 }))]
  }
  if ('ratio' in a) {
    const { of, per } = a.ratio
    const divisor =
      typeof per === 'number' ? per : 'value' in per ? totalOf(data, per) : distinct(data, per)
    return [single([{ number: round2(totalOf(data, of) / divisor) }])]
  }
  if ('distinct' in a && a.list) {
    const names = missingOnes(data, a).map((r): CellSpec[] => [{ text: [r.name] }])
    return [{ rows: names, blocks: names.map(() => 0), spare: [] }]
  }
  if ('distinct' in a) return [single([{ number: distinct(data, a) }])]
  const days = linesOf(data, a.where)
    .map(({ order }) => order.day)
    .sort()
  const day = a.date === 'first' ? days[0] : days.at(-1)
  if (day === undefined) throw new Error('no line for a first or last date')
  return [single([{ day }])]
}

function found(data: Data, a: Distinct) {
  const ones = new Set(
    linesOf(data, a.where).map(({ line, order }) =>
      a.distinct === 'clients'
        ? order.client
        : a.distinct === 'products'
          ? line.product
          : order.day,
    ),
  )
  ones.delete(null)
  return ones
}

/** The shop's clients or products (all, or the active ones) that the lines do not hold. */
function missingOnes(data: Data, a: Distinct) {
  const held = found(data, a)
  const all =
    a.distinct === 'clients'
      ? data.clients
      : data.products.filter((p) => a.missing === 'all' || p.active)
  return all.filter((r) => !held.has(r.id))
}

const distinct = (data: Data, a: Distinct) =>
  a.missing ? missingOnes(data, a).length : found(data, a).size

/** Every table that answers the case rightly; empty for a case that must be declined. */
export function acceptable(data: Data, c: EvalCase): Want[] {
  if (c.expect === 'decline') return []
  const answers = Array.isArray(c.expect) ? c.expect : [c.expect]
  return answers.flatMap((a) => want(data, a))
}
