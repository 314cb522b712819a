// The assistant's panel as a non-modal dialog: the page stays usable beside it on large screens,
// it opens under the top bar on tablets, and it fills the screen on phones. Loaded with its
// dialog machinery only when the button is about to be used (assistant-button.tsx).
import { Trans, useLingui } from '@lingui/react/macro'
import { Sparkles, X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { lazy, Suspense, type RefObject } from 'react'
import { Spinner } from '../../components/ui/spinner'
import { useMessages } from '../../lib/locale-provider'

const AssistantPanel = lazy(() =>
  import('./assistant-panel').then(
    (module) => ({ default: module.AssistantPanel }),
    // A chunk that cannot load (a new deploy, no network) answers like any failure.
    (error: unknown) => {
      console.error('The assistant could not be loaded.', error)
      return { default: PanelUnavailable }
    },
  ),
)

function PanelUnavailable() {
  const messages = useMessages()
  return (
    <p role="alert" className="m-4 text-sm text-red-800">
      {messages.assistant.failed}
    </p>
  )
}

interface AssistantDialogProps {
  providerId: string | undefined
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens the panel: the focus goes back to it when the panel closes. */
  button: RefObject<HTMLButtonElement | null>
}

export function AssistantDialog({ providerId, open, onOpenChange, button }: AssistantDialogProps) {
  const { t } = useLingui()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          // The question box takes the focus once it is there (see AssistantPanel).
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            button.current?.focus()
          }}
          // Clicking the page beside the panel does not close it; the button and Escape do.
          onInteractOutside={(event) => event.preventDefault()}
          // Under the 3.5rem top bar on tablets, above the floating button from lg up.
          className="fixed inset-0 z-40 flex flex-col bg-white focus:outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in sm:inset-auto sm:top-16 sm:right-4 sm:bottom-4 sm:w-[26rem] sm:overflow-hidden sm:rounded-2xl sm:border sm:border-zinc-200 sm:shadow-2xl lg:top-6 lg:right-6 lg:bottom-24"
        >
          <header className="flex items-center gap-3 border-b border-zinc-200 px-4 py-3">
            <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-white">
              <Sparkles className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-sm font-semibold text-zinc-900">
                <Trans>Assistant</Trans>
              </Dialog.Title>
              <p className="text-xs text-zinc-600">
                <Trans>Answers from your own data</Trans>
              </p>
            </div>
            {/* On phones the panel covers the button, so it carries its own. */}
            <Dialog.Close
              aria-label={t`Close assistant`}
              className="rounded-md p-1.5 text-zinc-500 transition-colors hover:bg-zinc-100 hover:text-zinc-900 sm:hidden"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </header>
          <Suspense
            fallback={
              <div className="flex flex-1 items-center justify-center">
                <Spinner label={t`Loading the assistant`} />
              </div>
            }
          >
            <AssistantPanel providerId={providerId} />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
