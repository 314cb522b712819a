// Copies the client's own order page link (the site origin plus /client/{id}/) with the toast
// 'Enlazado copiado' (spec §2, spelled as the spec has it).
import { Trans, useLingui } from '@lingui/react/macro'
import { Link2 } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '../../components/ui/button'
import { useMessages } from '../../lib/locale-provider'

export function CopyClientLinkButton({ clientId }: { clientId: string }) {
  const { t } = useLingui()
  const m = useMessages().client
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}/client/${clientId}/`)
      toast.success(m.linkCopied)
    } catch {
      toast.error(t`The link could not be copied.`)
    }
  }
  return (
    <Button variant="outline" onClick={() => void copy()}>
      <Link2 aria-hidden="true" />
      <Trans>Copy client link</Trans>
    </Button>
  )
}
