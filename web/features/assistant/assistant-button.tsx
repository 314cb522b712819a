// The chat button of the provider pages, which opens or closes the assistant's panel (spec §2
// "Shell"). The shell places it: in the top bar on small screens, floating at the bottom right
// from lg up. The panel, its dialog machinery and its conversation are not part of the page's
// first load: they are fetched when the button is about to be used (pointed at, pressed,
// focused).
import { useLingui } from '@lingui/react/macro'
import { Sparkles, X } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'

const loadDialog = () => import('./assistant-dialog')

const AssistantDialog = lazy(async () => ({ default: (await loadDialog()).AssistantDialog }))

export function AssistantButton({ providerId }: { providerId: string | undefined }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  // Mounted from the first opening on, so that closing can animate and keep the conversation.
  const [used, setUsed] = useState(false)
  const button = useRef<HTMLButtonElement>(null)

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={open ? t`Close assistant` : t`Open assistant`}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={() => void loadDialog()}
        onPointerDown={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true)
          setOpen(!open)
        }}
        className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-white transition-colors hover:bg-brand-700 data-[state=open]:max-sm:hidden lg:size-14 lg:shadow-lg lg:ring-4 lg:ring-white"
      >
        {open ? (
          <X className="size-5 lg:size-6" aria-hidden="true" />
        ) : (
          <Sparkles className="size-5 lg:size-6" aria-hidden="true" />
        )}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <AssistantDialog
            providerId={providerId}
            open={open}
            onOpenChange={setOpen}
            button={button}
          />
        </Suspense>
      ) : null}
    </>
  )
}
