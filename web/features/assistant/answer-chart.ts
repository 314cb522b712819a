// Which picture an answer's table makes (issue #24): a series over time as columns, a ranking
// or a share (by status, location…) as horizontal bars, anything else none. The picture only
// repeats the table, so an answer that would draw badly (one row, dozens of names, a column of
// dates as values) keeps its table alone.
import type { AssistantResponse, ColumnType, TableData } from '../../../common/assistant'
import { compareCells, formatCell, isNumeric } from './format-cell'

type Analysis = NonNullable<AssistantResponse['query_details']>['analytical_intent']['analysis_type']

export interface AnswerPoint {
  key: string
  label: string
  value: number
  /** The value as the table writes it. */
  formatted: string
}

export interface AnswerChart {
  kind: 'columns' | 'bars'
  /** The value column's name, e.g. "Revenue". */
  title: string
  valueType: ColumnType
  points: AnswerPoint[]
}

/** More names than this read better as a table than as bars. */
export const MAX_BARS = 25
/** A year of days still draws; more is a table's job. */
export const MAX_COLUMNS = 366

export function chartOf(table: TableData, analysis: Analysis | undefined): AnswerChart | null {
  const kind =
    analysis === 'time_series'
      ? 'columns'
      : analysis === 'ranking' || analysis === 'breakdown'
        ? 'bars'
        : null
  const [labelColumn, ...rest] = table.columns
  if (!kind || !labelColumn || isNumeric(labelColumn.type)) return null
  // The value the answer is about: the sorted column when it is a number, else the first one.
  const numeric = rest.filter((column) => isNumeric(column.type))
  const value =
    numeric.find((column) => column.key === table.metadata.sort_column) ?? numeric.at(0)
  if (!value) return null
  const { rows } = table
  if (rows.length < 2 || rows.length > (kind === 'bars' ? MAX_BARS : MAX_COLUMNS)) return null

  const drawn: { point: AnswerPoint; label: string | number }[] = []
  for (const [index, row] of rows.entries()) {
    const label = row[labelColumn.key]
    const amount = row[value.key]
    if (label === null || label === undefined || typeof amount !== 'number') return null
    const point = {
      key: `${index}:${label}`,
      label: formatCell(label, labelColumn.type),
      value: amount,
      formatted: formatCell(amount, value.type),
    }
    drawn.push({ point, label })
  }
  // Time runs left to right whatever order the table was sorted in; bars run largest first.
  drawn.sort((a, b) =>
    kind === 'columns'
      ? compareCells(a.label, b.label, labelColumn.type)
      : b.point.value - a.point.value,
  )
  const points = drawn.map(({ point }) => point)
  return { kind, title: value.label, valueType: value.type, points }
}
