// What every import reads of a row: the cells by column, the custom fields' values, the errors.
import { setImmediate } from 'node:timers/promises'
import type { z } from 'zod'
import { fieldValueError, type Field } from '../../../common/custom-fields'
import type { ImportError } from '../../../common/imports'
import { messages } from '../../../common/messages'
import { readBoolean, readNumber, type CsvTable, type Decimal } from './read-csv'

const m = messages.imports

/**
 * Checking rows is synchronous work: an import lets other requests through every this many
 * rows, so a 50,000-row file never holds the event loop for long.
 */
export const ROWS_BETWEEN_BREATHS = 500
export const breathe = () => setImmediate()

type CustomField = Pick<Field, 'id' | 'field_label' | 'field_type' | 'field_options'>

/** A custom value as its field's type reads it; undefined when the cell is not of that type. */
function fieldValue(field: CustomField, cell: string, decimal: Decimal): unknown {
  if (cell.trim() === '') return null
  if (field.field_type === 'NUMBER') return readNumber(cell, decimal) ?? undefined
  if (field.field_type === 'BOOLEAN') return readBoolean(cell) ?? undefined
  return cell
}

/** The values of a row's custom-field columns, with an error per value that does not fit. */
export function rowMetadata(
  fields: CustomField[],
  cellOf: (label: string) => string | undefined,
  decimal: Decimal,
  report: (column: string, message: string) => void,
) {
  const metadata: Record<string, unknown> = {}
  for (const field of fields) {
    const cell = cellOf(field.field_label)
    if (cell === undefined) continue
    const value = fieldValue(field, cell, decimal)
    const error =
      value === undefined
        ? (fieldValueError(field, cell) ?? m.notANumber)
        : fieldValueError(field, value)
    if (error) report(field.field_label, error)
    else metadata[field.id] = value
  }
  return metadata
}

/** The zod issues of a row, each under the column its field came from. */
export function schemaErrors(
  result: z.ZodSafeParseResult<unknown>,
  report: (column: string, message: string) => void,
) {
  if (result.success) return
  for (const issue of result.error.issues) report(String(issue.path[0] ?? ''), issue.message)
}

/** A row's cells by column key, and its errors, one a column, under the file's own header. */
export function rowReader(
  table: CsvTable,
  columns: Map<string, number>,
  { row, cells }: CsvTable['rows'][number],
  errors: ImportError[],
) {
  const headerOf = (key: string) => table.header[columns.get(key.toLowerCase()) ?? -1] ?? key
  const cell = (key: string) => {
    const at = columns.get(key.toLowerCase())
    return at === undefined ? undefined : (cells[at] ?? '')
  }
  const failed = new Set<string>()
  const before = errors.length
  return {
    cell,
    /** The trimmed cell, or undefined when the column is missing or the cell empty. */
    given(key: string) {
      const text = cell(key)?.trim()
      return text === '' ? undefined : text
    },
    // One error a cell: a price that is not a number is not also a missing price.
    fail(column: string, message: string) {
      if (failed.has(column)) return
      failed.add(column)
      errors.push({ row, column: headerOf(column), message })
    },
    failed: () => errors.length > before,
  }
}
