// "Export CSV" on a list screen: the rows its filters find, as the server's CSV file, saved by
// the browser under the name the server gives it.
import { useLingui } from '@lingui/react/macro'
import { Download } from 'lucide-react'
import { useRef, useState } from 'react'
import { toast } from 'sonner'
import type { CsvExport } from '../../common/exports'
import { apiFile } from '../api/client'
import { Button } from './ui/button'

export interface ExportTarget {
  providerId: string
  name: CsvExport
  /** The list's filters, as its own query parameters. */
  query?: Record<string, string | undefined>
}

function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  // The click has handed the file to the browser's download by the next task.
  setTimeout(() => URL.revokeObjectURL(url))
}

export function ExportButton({ providerId, name, query }: ExportTarget) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  // The two clicks of a double click can both land before the button renders disabled.
  const sending = useRef(false)
  const exportFile = async () => {
    if (sending.current) return
    sending.current = true
    setBusy(true)
    try {
      const file = await apiFile(`/provider/${providerId}/export/${name}.csv`, { query })
      save(file.blob, file.fileName ?? `${name}.csv`)
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t`The export failed.`)
    } finally {
      sending.current = false
      setBusy(false)
    }
  }
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={t`Export CSV`}
      title={t`Export CSV`}
      disabled={busy}
      onClick={() => void exportFile()}
    >
      <Download aria-hidden="true" />
    </Button>
  )
}
