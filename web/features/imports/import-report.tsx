// What a dry run found, or what an import did: the counts, how the file was read, and every row
// the server refused with its column and why.
import { plural, t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { CircleCheck } from 'lucide-react'
import { useState } from 'react'
import type { ImportKind, ImportReport } from '../../../common/imports'
import { formatNumber } from '../../components/format'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { translateSentence } from '../../lib/i18n'
import { useImportTexts } from './import-texts'

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

// Counts of 1,000 and more are grouped as the rest of the app writes them.
function rowsWithErrors(rows: number) {
  const n = formatNumber(rows)
  return plural(rows, {
    one: '# row has errors: nothing has been imported.',
    other: `${n} rows have errors: nothing has been imported.`,
  })
}

function skipRowsLabel(rows: number) {
  const n = formatNumber(rows)
  return plural(rows, { one: 'Skip this row', other: `Skip these ${n} rows` })
}

function showAllErrors(errors: number) {
  const n = formatNumber(errors)
  return plural(errors, { one: 'Show the error', other: `Show all ${n} errors` })
}

function skippedRows(rows: number[]) {
  const list = rows.join(', ')
  const count = rows.length
  return plural(count, { one: `Skipped: row ${list}.`, other: `Skipped: rows ${list}.` })
}

function rowName(row: number) {
  return t`Row ${row}`
}

/** How the server read the file; the decimal separator only where prices were read by it. */
function ReadAs({ kind, report }: { kind: ImportKind; report: ImportReport }) {
  const { t } = useLingui()
  const semicolons = report.separator === ';'
  const separated = semicolons
    ? t`Read as columns separated by semicolons`
    : t`Read as columns separated by commas`
  if (kind !== 'products') return <p className="text-xs text-zinc-500">{t`${separated}.`}</p>
  const prices =
    report.decimal === ',' ? t`prices with a decimal comma` : t`prices with a decimal point`
  return <p className="text-xs text-zinc-500">{t`${separated}, ${prices}.`}</p>
}

export function ImportReportView({
  kind,
  report,
  skipRows,
  onSkip,
  onUnskip,
}: ImportReportViewProps) {
  const { t } = useLingui()
  const { tiles } = useImportTexts(kind)
  const [all, setAll] = useState(false)
  const rows = new Set(report.errors.map((error) => error.row)).size
  const shown = all ? report.errors : report.errors.slice(0, FIRST_ERRORS)
  const skippable = refusedRows(report).length
  return (
    <section aria-label={report.dry_run ? t`Check` : t`Result`} className="grid gap-4">
      {report.errors.length > 0 ? (
        <Alert>
          <p className="font-medium">{rowsWithErrors(rows)}</p>
          <p>
            {skippable === 0 ? (
              <Trans>Fix the file and choose it again.</Trans>
            ) : skippable === 1 ? (
              <Trans>Fix the file and choose it again, or skip this row.</Trans>
            ) : (
              <Trans>Fix the file and choose it again, or skip these rows.</Trans>
            )}
          </p>
        </Alert>
      ) : report.written ? (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-emerald-800">
          <CircleCheck className="size-4" aria-hidden="true" />
          <Trans>Imported.</Trans>
        </p>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-emerald-800">
          <CircleCheck className="size-4" aria-hidden="true" />
          <Trans>No errors: ready to import.</Trans>
        </p>
      )}

      <dl className="grid grid-cols-3 gap-2">
        {tiles.map((tile) => (
          <div key={tile.count} className="rounded-lg border border-zinc-200 px-3 py-2">
            <dt className="text-xs text-zinc-600">{report.written ? tile.done : tile.checked}</dt>
            <dd className="text-xl font-semibold text-zinc-900 tabular-nums">
              {formatNumber(report[tile.count])}
            </dd>
          </div>
        ))}
      </dl>
      <ReadAs kind={kind} report={report} />

      {skipRows.length > 0 ? (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-zinc-700">
          <span>{skippedRows(skipRows)}</span>
          {onUnskip ? (
            <Button variant="link" size="sm" onClick={onUnskip}>
              <Trans>Include them again</Trans>
            </Button>
          ) : null}
        </p>
      ) : null}

      {report.errors.length > 0 ? (
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-zinc-900">
              <Trans>Errors</Trans>
            </h3>
            {onSkip && skippable > 0 ? (
              <Button variant="outline" size="sm" onClick={onSkip}>
                {skipRowsLabel(skippable)}
              </Button>
            ) : null}
          </div>
          <ol
            aria-label={t`Errors`}
            className="divide-y divide-zinc-100 rounded-lg border border-red-200 text-sm"
          >
            {shown.map((error, index) => (
              <li key={index} className="grid gap-0.5 px-3 py-2 sm:grid-cols-[7rem_1fr] sm:gap-3">
                <span className="font-medium text-zinc-900">
                  {error.row < 2 ? t`Header` : rowName(error.row)}
                  {error.column ? (
                    <span className="font-normal text-zinc-600"> · {error.column}</span>
                  ) : null}
                </span>
                {/* A report is not an error body, which the server translates: its rows' reasons
                    come in English, the contract's sentences. */}
                <span className="text-red-800">{translateSentence(error.message)}</span>
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
              {showAllErrors(report.errors.length)}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
