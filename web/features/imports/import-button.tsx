// "Import CSV" beside a list's Export CSV, for the roles that may import: the drawer with the
// import of products, clients or stock counts. It stays open while a file is being checked or
// imported.
import { useLingui } from '@lingui/react/macro'
import { Upload } from 'lucide-react'
import { useState } from 'react'
import { IMPORT_PERMISSION, type ImportKind } from '../../../common/imports'
import { useCan } from '../../api/use-can'
import { Button } from '../../components/ui/button'
import { Sheet, SheetContent } from '../../components/ui/sheet'
import { ImportFlow } from './import-flow'
import { useImportTexts } from './import-texts'

export function ImportButton({ providerId, kind }: { providerId: string; kind: ImportKind }) {
  const { t } = useLingui()
  const { title } = useImportTexts(kind)
  const allowed = useCan(IMPORT_PERMISSION[kind])
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  if (!allowed) return null
  return (
    <>
      <Button
        variant="outline"
        size="icon"
        aria-label={t`Import CSV`}
        title={t`Import CSV`}
        onClick={() => setOpen(true)}
      >
        <Upload aria-hidden="true" />
      </Button>
      <Sheet open={open} onOpenChange={(next) => setOpen(next || busy)}>
        <SheetContent title={title} className="max-w-2xl">
          <ImportFlow providerId={providerId} kind={kind} onBusyChange={setBusy} />
        </SheetContent>
      </Sheet>
    </>
  )
}
