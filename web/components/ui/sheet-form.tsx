// The body of a form drawer ("New location", "Edit product"…): fields that scroll, and a footer
// with Cancel and Save that stays in view.
import type { FormEventHandler, ReactNode } from 'react'
import { Button } from './button'
import { SheetClose } from './sheet'

interface SheetFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>
  /** Disables Save while the request runs. */
  submitting?: boolean
  submitLabel?: string
  children: ReactNode
}

export function SheetForm({
  onSubmit,
  submitting,
  submitLabel = 'Save',
  children,
}: SheetFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
      <div className="flex-1 space-y-5 overflow-y-auto px-6 pt-4 pb-6">{children}</div>
      <div className="flex justify-end gap-2 border-t border-zinc-200 bg-zinc-50/60 px-6 py-4">
        <SheetClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </SheetClose>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  )
}
