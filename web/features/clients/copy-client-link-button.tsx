// Copies the client's own order page link (the site origin plus /client/{id}/) with the toast
// 'Enlazado copiado' (spec §2, spelled as the spec has it).
import { Link2 } from 'lucide-react'
import { toast } from 'sonner'
import { messages } from '../../../common/messages'
import { Button } from '../../components/ui/button'

export function CopyClientLinkButton({ clientId }: { clientId: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}/client/${clientId}/`)
      toast.success(messages.client.linkCopied)
    } catch {
      toast.error('The link could not be copied.')
    }
  }
  return (
    <Button variant="outline" onClick={() => void copy()}>
      <Link2 aria-hidden="true" />
      Copy client link
    </Button>
  )
}
