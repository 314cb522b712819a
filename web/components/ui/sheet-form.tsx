// The drawers that hold a form ("New location", "Edit product"…): the drawer itself, the body of
// its form (fields that scroll, and a footer with Cancel and Save that stays in view), and what a
// save does once it is answered.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEventHandler, type ReactNode } from 'react'
import { toast } from 'sonner'
import { Button } from './button'
import { ConfirmDialog } from './confirm-dialog'
import { Sheet, SheetClose, SheetContent } from './sheet'
import { Spinner } from './spinner'
import type { DrawerState } from './use-drawer'

export type { DrawerState }

interface FormDrawerProps extends DrawerState {
  title: string
  /** The drawer's form, given the way to close the drawer once it has saved. */
  children: (done: () => void) => ReactNode
}

/**
 * Escape, a click beside the drawer, its X and Cancel close it at once while nothing was typed
 * or chosen in it; once something was, they ask first, so typed input is never dropped
 * unannounced. A save closes it without asking. Any input or change event inside the drawer
 * counts (text, selects, checkboxes, a chosen photo), so every form gets the guard as it is.
 */
export function FormDrawer({ title, open, onOpenChange, children }: FormDrawerProps) {
  const { t } = useLingui()
  const [edited, setEdited] = useState(false)
  const [asking, setAsking] = useState(false)
  const close = () => {
    setEdited(false)
    setAsking(false)
    onOpenChange(false)
  }
  const markEdited = () => setEdited(true)
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (next) onOpenChange(true)
        else if (edited) setAsking(true)
        else close()
      }}
    >
      <SheetContent title={title} onInput={markEdited} onChange={markEdited}>
        {children(close)}
      </SheetContent>
      <ConfirmDialog
        open={asking}
        title={t`Discard changes?`}
        description={t`What you entered in this drawer has not been saved and will be lost.`}
        confirmLabel={t`Discard`}
        cancelLabel={t`Keep editing`}
        onConfirm={close}
        onCancel={() => setAsking(false)}
      />
    </Sheet>
  )
}

/** What a drawer shows while its form waits for what it needs (the custom field definitions). */
export function SheetLoading() {
  return (
    <div className="flex flex-1 items-center justify-center">
      <Spinner />
    </div>
  )
}

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
  submitLabel,
  children,
}: SheetFormProps) {
  const { t } = useLingui()
  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
      <div className="flex-1 space-y-5 overflow-y-auto px-6 pt-4 pb-6">{children}</div>
      <div className="flex justify-end gap-2 border-t border-zinc-200 bg-zinc-50/60 px-6 py-4">
        <SheetClose asChild>
          <Button type="button" variant="outline">
            <Trans>Cancel</Trans>
          </Button>
        </SheetClose>
        <Button type="submit" disabled={submitting}>
          {submitting ? t`Saving…` : (submitLabel ?? t`Save`)}
        </Button>
      </div>
    </form>
  )
}

interface SaveOutcome {
  /** The spec's sentences for a save that worked and one that failed. */
  saved: string
  failed: string
  /** Runs after a save that worked, before the drawer closes. */
  onSaved?: () => void
  /** Shows a refusal under the fields it names; false when it named none of them. */
  showFieldErrors: (error: unknown) => boolean
  done: () => void
}

/** The callbacks of a drawer's save: say it worked and close, or say why it did not. */
export function saveCallbacks({ saved, failed, onSaved, showFieldErrors, done }: SaveOutcome) {
  return {
    onSuccess: () => {
      onSaved?.()
      toast.success(saved)
      done()
    },
    onError: (error: unknown) => {
      if (!showFieldErrors(error)) toast.error(failed)
    },
  }
}
