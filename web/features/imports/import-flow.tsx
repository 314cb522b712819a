// The import of a file, in the order a person goes: choose the file → see its first rows and
// say what each column is → check it (the server's dry run: counts and every refused row) →
// import it, with a progress bar → the counts. Nothing is written before the last step, and a
// change of file, mapping or skipped rows asks for a new check.
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { ImportKind, ImportReport } from '../../../common/imports'
import { ApiError } from '../../api/client'
import { useActiveFields } from '../../api/get-custom-fields'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { SheetClose } from '../../components/ui/sheet'
import { SheetLoading } from '../../components/ui/sheet-form'
import { translateSentence } from '../../lib/i18n'
import { useImport } from './api/use-import'
import { ColumnMapping } from './column-mapping'
import { FileName, FilePicker } from './file-picker'
import { guessMapping, sameHeader } from './guess-mapping'
import { importKinds, type MappingOption } from './import-kinds'
import { ImportReportView, refusedRows } from './import-report'
import { useImportTexts } from './import-texts'
import { PreviewTable } from './preview-table'
import { ProgressBar } from './progress-bar'
import { readPreview, type CsvPreview } from './read-preview'

interface ImportFlowProps {
  providerId: string
  kind: ImportKind
  /** Told while a request runs, so the drawer stays open until it is answered. */
  onBusyChange: (busy: boolean) => void
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError || error instanceof Error ? error.message : fallback

export function ImportFlow({ providerId, kind, onBusyChange }: ImportFlowProps) {
  const info = importKinds[kind]
  const { labelOf } = useImportTexts(kind)
  // Stock counts have no custom fields: their query is never sent.
  const fields = useActiveFields(providerId, info.fieldsOf ?? 'PRODUCTS', {
    enabled: info.fieldsOf !== undefined,
  })
  if (info.fieldsOf && !fields) return <SheetLoading />
  const options = info.options(info.fieldsOf ? (fields ?? []) : [], labelOf)
  return <Flow providerId={providerId} kind={kind} options={options} onBusyChange={onBusyChange} />
}

interface Chosen {
  file: File
  preview: CsvPreview
}

function Flow({
  providerId,
  kind,
  options,
  onBusyChange,
}: ImportFlowProps & { options: MappingOption[] }) {
  const { t } = useLingui()
  const texts = useImportTexts(kind)
  const { check, run, sent } = useImport(providerId, kind)
  const [chosen, setChosen] = useState<Chosen | null>(null)
  const [mapping, setMapping] = useState<(string | null)[]>([])
  const [skipRows, setSkipRows] = useState<number[]>([])
  /** The dry run of the file as chosen, mapped and skipped now; null once any of them changes. */
  const [checked, setChecked] = useState<ImportReport | null>(null)
  const [result, setResult] = useState<ImportReport | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const busy = check.isPending || run.isPending
  const reportRef = useRef<HTMLDivElement>(null)
  // A report arrives under the columns, below the fold: it is what the person waits for.
  useEffect(() => {
    reportRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }, [checked, result])

  const stale = () => {
    setChecked(null)
    setResult(null)
    setProblem(null)
  }

  const choose = async (file: File | undefined) => {
    stale()
    if (!file) return
    try {
      const preview = await readPreview(file)
      // The same header again (the file fixed and chosen anew) keeps the mapping made for it.
      if (!chosen || !sameHeader(chosen.preview.header, preview.header)) {
        setMapping(guessMapping(preview.header, options))
      }
      setSkipRows([])
      setChosen({ file, preview })
    } catch (error) {
      setChosen(null)
      // The browser's own checks (read-preview.ts) answer in English, as common/ writes them.
      setProblem(translateSentence(messageOf(error, t`This file could not be read.`)))
    }
  }

  const send = (rows: number[]) => {
    if (!chosen || busy) return
    stale()
    setSkipRows(rows)
    onBusyChange(true)
    check.mutate(
      { file: chosen.file, mapping, skipRows: rows },
      {
        onSuccess: setChecked,
        onError: (error) => setProblem(messageOf(error, t`The file could not be checked.`)),
        onSettled: () => onBusyChange(false),
      },
    )
  }

  const importIt = () => {
    if (!chosen || !checked || run.inFlight()) return
    onBusyChange(true)
    run.mutate(
      { file: chosen.file, mapping, skipRows },
      {
        onSuccess: (report) => {
          // Rows refused now (the data changed since the check) read as a check that failed.
          if (report.written) setResult(report)
          else setChecked(report)
        },
        onError: (error) => setProblem(messageOf(error, t`The file could not be imported.`)),
        onSettled: () => onBusyChange(false),
      },
    )
  }

  const restart = () => {
    stale()
    setChosen(null)
    setMapping([])
    setSkipRows([])
  }

  const toWrite = checked ? checked.created + checked.updated : 0
  const ready = checked !== null && checked.errors.length === 0 && toWrite > 0
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex-1 space-y-6 overflow-y-auto px-6 pt-4 pb-6">
        <p className="text-sm text-zinc-600">{texts.hint}</p>
        {result && chosen ? (
          <div ref={reportRef} className="grid gap-4">
            <FileName file={chosen.file} />
            <ImportReportView kind={kind} report={result} skipRows={skipRows} />
          </div>
        ) : (
          <>
            <FilePicker
              file={chosen?.file ?? null}
              disabled={busy}
              onChoose={(file) => void choose(file)}
            />

            {chosen ? (
              <>
                <section className="grid gap-2" aria-labelledby="import-columns">
                  <h3 id="import-columns" className="text-sm font-semibold text-zinc-900">
                    <Trans>Columns</Trans>
                  </h3>
                  <p className="text-sm text-zinc-600">
                    <Trans>Say what each column of the file is; columns left out are not read.</Trans>
                  </p>
                  <ColumnMapping
                    header={chosen.preview.header}
                    rows={chosen.preview.rows}
                    mapping={mapping}
                    options={options}
                    disabled={busy}
                    onChange={(next) => {
                      stale()
                      setSkipRows([])
                      setMapping(next)
                    }}
                  />
                </section>
                <section className="grid gap-2" aria-labelledby="import-preview">
                  <h3 id="import-preview" className="text-sm font-semibold text-zinc-900">
                    <Trans>First rows</Trans>
                  </h3>
                  <PreviewTable
                    header={chosen.preview.header}
                    rows={chosen.preview.rows}
                    mapping={mapping}
                    options={options}
                  />
                </section>
              </>
            ) : null}

            {checked ? (
              <div ref={reportRef}>
                <ImportReportView
                  kind={kind}
                  report={checked}
                  skipRows={skipRows}
                  onSkip={() => send([...skipRows, ...refusedRows(checked)].sort((a, b) => a - b))}
                  onUnskip={() => send([])}
                />
              </div>
            ) : null}
          </>
        )}

        {problem ? <Alert>{problem}</Alert> : null}
      </div>

      <div className="grid gap-3 border-t border-zinc-200 bg-zinc-50/60 px-6 py-4">
        {busy ? (
          <ProgressBar
            label={run.isPending ? texts.importingLabel(toWrite) : t`Checking the file…`}
            sent={sent}
          />
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          {result ? (
            <>
              <Button variant="outline" onClick={restart}>
                <Trans>Import another file</Trans>
              </Button>
              <SheetClose asChild>
                <Button>
                  <Trans>Done</Trans>
                </Button>
              </SheetClose>
            </>
          ) : (
            <>
              <SheetClose asChild>
                <Button variant="outline" disabled={busy}>
                  <Trans>Cancel</Trans>
                </Button>
              </SheetClose>
              {checked ? (
                <Button disabled={!ready || busy} onClick={importIt}>
                  {run.isPending ? <Trans>Importing…</Trans> : texts.importLabel(toWrite)}
                </Button>
              ) : (
                <Button disabled={!chosen || busy} onClick={() => send(skipRows)}>
                  {check.isPending ? <Trans>Checking…</Trans> : <Trans>Check file</Trans>}
                </Button>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  )
}
