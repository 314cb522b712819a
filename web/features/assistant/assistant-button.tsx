// The floating chat button of the provider pages and the panel it opens or closes (spec §2
// "Shell"). The panel is a non-modal dialog: the page stays usable beside it on large screens,
// and it fills the screen on phones. Its conversation is loaded on the first opening.
import { Sparkles, X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { lazy, Suspense, useState } from 'react'
import { messages } from '../../../common/messages'
import { Spinner } from '../../components/ui/spinner'

const loadPanel = () => import('./assistant-panel')

const AssistantPanel = lazy(() =>
  loadPanel().then(
    (module) => ({ default: module.AssistantPanel }),
    // A chunk that cannot load (a new deploy, no network) answers like any failure.
    (error: unknown) => {
      console.error('The assistant could not be loaded.', error)
      return { default: PanelUnavailable }
    },
  ),
)

function PanelUnavailable() {
  return (
    <p role="alert" className="m-4 text-sm text-red-800">
      {messages.assistant.failed}
    </p>
  )
}

export function AssistantButton({ providerId }: { providerId: string | undefined }) {
  const [open, setOpen] = useState(false)

  return (
    <Dialog.Root open={open} onOpenChange={setOpen} modal={false}>
      {/* Leaves room under the page so the fixed button never hides its last row. */}
      <div aria-hidden="true" className="h-16" />
      <Dialog.Trigger
        aria-label={open ? 'Close assistant' : 'Open assistant'}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className="fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg ring-4 ring-white transition-colors hover:bg-brand-700 data-[state=open]:max-sm:hidden sm:right-6 sm:bottom-6"
      >
        {open ? (
          <X className="size-6" aria-hidden="true" />
        ) : (
          <Sparkles className="size-6" aria-hidden="true" />
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          // The question box takes the focus once it is there (see AssistantPanel).
          onOpenAutoFocus={(event) => event.preventDefault()}
          // Clicking the page beside the panel does not close it; the button and Escape do.
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-0 z-40 flex flex-col bg-white focus:outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in sm:inset-auto sm:top-6 sm:right-6 sm:bottom-24 sm:w-[26rem] sm:overflow-hidden sm:rounded-2xl sm:border sm:border-zinc-200 sm:shadow-2xl"
        >
          <header className="flex items-center gap-3 border-b border-zinc-200 px-4 py-3">
            <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-white">
              <Sparkles className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-sm font-semibold text-zinc-900">Assistant</Dialog.Title>
              <p className="text-xs text-zinc-600">Answers from your own data</p>
            </div>
            {/* On phones the panel covers the floating button, so it carries its own. */}
            <Dialog.Close
              aria-label="Close assistant"
              className="rounded-md p-1.5 text-zinc-500 transition-colors hover:bg-zinc-100 hover:text-zinc-900 sm:hidden"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </header>
          <Suspense
            fallback={
              <div className="flex flex-1 items-center justify-center">
                <Spinner label="Loading the assistant" />
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
