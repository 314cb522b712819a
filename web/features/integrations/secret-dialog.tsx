// The one moment a secret (an API key's `sk_…`, a webhook's `whsec_…`) can be seen: the server
// keeps only what checks it. An alert dialog, so a stray click beside it does not close it before
// the secret is copied; only "Done" does.
import { Trans, useLingui } from '@lingui/react/macro'
import { Check, Copy, TriangleAlert } from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '../../components/ui/button'
import { Textarea } from '../../components/ui/textarea'

interface SecretDialogProps {
  /** The secret to show; null closes the dialog. */
  secret: string | null
  title: string
  /** What the secret is for, under the title. */
  description: string
  onDone: () => void
}

async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

export function SecretDialog({ secret, title, description, onDone }: SecretDialogProps) {
  const { t } = useLingui()
  const [copied, setCopied] = useState(false)
  const done = () => {
    setCopied(false)
    onDone()
  }
  return (
    <AlertDialog.Root open={secret !== null}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <AlertDialog.Content
          onEscapeKeyDown={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        >
          <AlertDialog.Title className="text-lg font-semibold tracking-tight">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-zinc-600">
            {description}
          </AlertDialog.Description>
          {/* Wrapped whole rather than cut: on a phone too, what is copied can be read. */}
          <div className="mt-4 grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
            <Textarea
              readOnly
              rows={2}
              aria-label={t`Secret`}
              value={secret ?? ''}
              className="min-h-0 resize-none font-mono text-xs break-all"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              variant="outline"
              className="h-10 justify-self-end"
              onClick={async () => {
                if (secret && (await copyText(secret))) {
                  setCopied(true)
                  toast.success(t`Copied to the clipboard.`)
                } else {
                  toast.error(t`Copying failed: select the secret and copy it yourself.`)
                }
              }}
            >
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
            </Button>
          </div>
          <p className="mt-4 flex gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <Trans>
                Copy it now and keep it somewhere safe: you will not see it again. If it is lost,
                make a new one.
              </Trans>
            </span>
          </p>
          <div className="mt-6 flex justify-end">
            <Button onClick={done}>
              <Trans>Done</Trans>
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
