// The CSV file of an import: a button that opens the browser's picker, and the file chosen.
import { Trans, useLingui } from '@lingui/react/macro'
import { FileSpreadsheet, Upload } from 'lucide-react'
import { useRef } from 'react'
import { formatNumber } from '../../components/format'
import { Button } from '../../components/ui/button'

function sizeOf(bytes: number) {
  if (bytes < 1024) return `${formatNumber(bytes)} B`
  if (bytes < 1024 * 1024) return `${formatNumber(Math.ceil(bytes / 1024))} KB`
  return `${formatNumber(bytes / 1024 / 1024, 1)} MB`
}

export function FileName({ file }: { file: File }) {
  return (
    <p className="flex min-w-0 items-center gap-2 text-sm text-zinc-900">
      <FileSpreadsheet className="size-4 shrink-0 text-zinc-500" aria-hidden="true" />
      <span className="truncate font-medium">{file.name}</span>
      <span className="shrink-0 text-zinc-500">{sizeOf(file.size)}</span>
    </p>
  )
}

interface FilePickerProps {
  file: File | null
  disabled: boolean
  onChoose: (file: File | undefined) => void
}

export function FilePicker({ file, disabled, onChoose }: FilePickerProps) {
  const { t } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          <Upload aria-hidden="true" />
          {file ? <Trans>Choose another file</Trans> : <Trans>Choose a CSV file</Trans>}
        </Button>
        {file ? <FileName file={file} /> : null}
      </div>
      <p className="text-xs text-zinc-500">
        <Trans>UTF-8, separated by commas or semicolons, up to 50,000 rows (20 MB).</Trans>
      </p>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="hidden"
        tabIndex={-1}
        aria-label={t`CSV file`}
        onChange={(event) => {
          onChoose(event.target.files?.[0])
          // The same file chosen again, once fixed in the spreadsheet, must fire a change again.
          event.target.value = ''
        }}
      />
    </div>
  )
}
