// What a dry run found, or what an import did: the counts, how the file was read, and every row
// the server refused with its column and why.
import { CircleCheck } from 'lucide-react'
import { useState } from 'react'
import type { ImportKind, ImportReport } from '../../../common/imports'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { importKinds } from './import-kinds'

/** Errors shown before "Show all": a long list is read a screen at a time. */
const FIRST_ERRORS = 100

interface ImportReportViewProps {
  kind: ImportKind
  report: ImportReport
  /** The rows this report left out, and the way to skip the refused ones or take them back. */
  skipRows: number[]
  onSkip?: (() => void) | undefined
  onUnskip?: (() => void) | undefined
}

/** The rows a report refused, which a next check may skip: none when the header is wrong. */
export function refusedRows(report: ImportReport) {
  if (report.errors.some((error) => error.row < 2)) return []
  return [...new Set(report.errors.map((error) => error.row))]
}

/** How the server read the file; the decimal separator only where prices were read by it. */
function ReadAs({ kind, report }: { kind: ImportKind; report: ImportReport }) {
  const separator = report.separator === ';' ? 'semicolons' : 'commas'
  const decimal = report.decimal === ',' ? 'a decimal comma' : 'a decimal point'
  return (
    <p className="text-xs text-zinc-500">
      Read as columns separated by {separator}
      {kind === 'products' ? `, prices with ${decimal}` : ''}.
    </p>
  )
}

export function ImportReportView({
  kind,
  report,
  skipRows,
  onSkip,
  onUnskip,
}: ImportReportViewProps) {
  const info = importKinds[kind]
  const [all, setAll] = useState(false)
  const rows = new Set(report.errors.map((error) => error.row)).size
  const shown = all ? report.errors : report.errors.slice(0, FIRST_ERRORS)
  const skippable = refusedRows(report).length
  return (
    <section aria-label={report.dry_run ? 'Check' : 'Result'} className="grid gap-4">
      {report.errors.length > 0 ? (
        <Alert>
          <p className="font-medium">
            {rows === 1 ? '1 row has errors' : `${rows.toLocaleString('en-US')} rows have errors`}:
            nothing has been imported.
          </p>
          <p>
            Fix the file and choose it again
            {skippable === 0 ? '' : skippable === 1 ? ', or skip this row' : ', or skip these rows'}
            .
          </p>
        </Alert>
      ) : report.written ? (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-emerald-800">
          <CircleCheck className="size-4" aria-hidden="true" />
          Imported.
        </p>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-emerald-800">
          <CircleCheck className="size-4" aria-hidden="true" />
          No errors: ready to import.
        </p>
      )}

      <dl className="grid grid-cols-3 gap-2">
        {info.tiles.map((tile) => (
          <div key={tile.count} className="rounded-lg border border-zinc-200 px-3 py-2">
            <dt className="text-xs text-zinc-600">{report.written ? tile.done : tile.checked}</dt>
            <dd className="text-xl font-semibold text-zinc-900 tabular-nums">
              {report[tile.count].toLocaleString('en-US')}
            </dd>
          </div>
        ))}
      </dl>
      <ReadAs kind={kind} report={report} />

      {skipRows.length > 0 ? (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-zinc-700">
          <span>
            Skipped: {skipRows.length === 1 ? 'row' : 'rows'} {skipRows.join(', ')}.
          </span>
          {onUnskip ? (
            <Button variant="link" size="sm" onClick={onUnskip}>
              Include them again
            </Button>
          ) : null}
        </p>
      ) : null}

      {report.errors.length > 0 ? (
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-zinc-900">Errors</h3>
            {onSkip && skippable > 0 ? (
              <Button variant="outline" size="sm" onClick={onSkip}>
                Skip{' '}
                {skippable === 1 ? 'this row' : `these ${skippable.toLocaleString('en-US')} rows`}
              </Button>
            ) : null}
          </div>
          <ol
            aria-label="Errors"
            className="divide-y divide-zinc-100 rounded-lg border border-red-200 text-sm"
          >
            {shown.map((error, index) => (
              <li key={index} className="grid gap-0.5 px-3 py-2 sm:grid-cols-[7rem_1fr] sm:gap-3">
                <span className="font-medium text-zinc-900">
                  {error.row < 2 ? 'Header' : `Row ${error.row}`}
                  {error.column ? (
                    <span className="font-normal text-zinc-600"> · {error.column}</span>
                  ) : null}
                </span>
                <span className="text-red-800">{error.message}</span>
              </li>
            ))}
          </ol>
          {shown.length < report.errors.length ? (
            <Button
              variant="link"
              size="sm"
              className="justify-self-start"
              onClick={() => setAll(true)}
            >
              Show all {report.errors.length.toLocaleString('en-US')} errors
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
