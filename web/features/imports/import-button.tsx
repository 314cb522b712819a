// "Import CSV" beside a list's Export CSV, for the roles that may import: the drawer with the
// import of products, clients or stock counts. It stays open while a file is being checked or
// imported.
import { Upload } from 'lucide-react'
import { useState } from 'react'
import { IMPORT_PERMISSION, type ImportKind } from '../../../common/imports'
import { useCan } from '../../api/use-can'
import { Button } from '../../components/ui/button'
import { Sheet, SheetContent } from '../../components/ui/sheet'
import { importKinds } from './import-kinds'
import { ImportFlow } from './import-flow'

export function ImportButton({ providerId, kind }: { providerId: string; kind: ImportKind }) {
  const allowed = useCan(IMPORT_PERMISSION[kind])
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  if (!allowed) return null
  return (
    <>
      <Button
        variant="outline"
        size="icon"
        aria-label="Import CSV"
        title="Import CSV"
        onClick={() => setOpen(true)}
      >
        <Upload aria-hidden="true" />
      </Button>
      <Sheet open={open} onOpenChange={(next) => setOpen(next || busy)}>
        <SheetContent title={importKinds[kind].title} className="max-w-2xl">
          <ImportFlow providerId={providerId} kind={kind} onBusyChange={setBusy} />
        </SheetContent>
      </Sheet>
    </>
  )
}
