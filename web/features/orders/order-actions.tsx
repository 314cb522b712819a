// The provider's Actions panel (spec §4): Fulfill and Cancel while the order is open, Copy
// client link and Print Order Sheet for non-cancelled orders.
import { Trans } from '@lingui/react/macro'
import { Ban, Check, Link2, Printer } from 'lucide-react'
import { toast } from 'sonner'
import {
  providerCanCancel,
  providerCanFulfill,
  providerCanShare,
} from '../../../common/order-status'
import type { Order } from '../../../common/orders'
import { useCan } from '../../api/use-can'
import { Button } from '../../components/ui/button'
import { useMessages } from '../../lib/locale-provider'
import { useUpdateOrder } from './api/update-order'

async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text)
  } catch {
    // Older browsers, or a page without clipboard permission: the selection route still works.
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.append(area)
    area.select()
    document.execCommand('copy')
    area.remove()
  }
}

export function OrderActions({ providerId, order }: { providerId: string; order: Order }) {
  const messages = useMessages()
  const update = useUpdateOrder(providerId, order.id)
  const movesStock = useCan('move_stock')
  const canFulfill = movesStock && providerCanFulfill(order)
  const canCancel = movesStock && providerCanCancel(order)
  const canShare = providerCanShare(order) && order.client !== null

  if (!canFulfill && !canCancel && !canShare) {
    return <p className="text-sm text-zinc-600">{messages.order.noActions}</p>
  }

  const copyClientLink = async () => {
    await copyText(`${window.location.origin}/client/${order.client?.id}/order/${order.id}`)
    toast.success(messages.order.linkCopied)
  }

  return (
    <div className="grid gap-2">
      {canFulfill ? (
        <Button
          variant="success"
          disabled={update.isPending}
          onClick={() => update.mutate({ fulfilled: true })}
        >
          <Check aria-hidden="true" />
          <Trans>Fulfill</Trans>
        </Button>
      ) : null}
      {canCancel ? (
        <Button
          variant="outline"
          className="text-red-700 hover:bg-red-50"
          disabled={update.isPending}
          onClick={() => {
            // Cancelling gives the stock back and cannot be undone: ask first.
            const question =
              order.transaction_type === 'TRANSFER'
                ? messages.order.confirmCancelTransfer
                : messages.order.confirmCancel
            if (window.confirm(question)) update.mutate({ cancelled: true })
          }}
        >
          <Ban aria-hidden="true" />
          <Trans>Cancel</Trans>
        </Button>
      ) : null}
      {canShare ? (
        <>
          {movesStock ? (
            <Button variant="outline" onClick={() => void copyClientLink()}>
              <Link2 aria-hidden="true" />
              <Trans>Copy client link</Trans>
            </Button>
          ) : null}
          <Button variant="outline" asChild>
            <a href={`/provider/${providerId}/print/${order.id}`} target="_blank" rel="noopener">
              <Printer aria-hidden="true" />
              <Trans>Print Order Sheet</Trans>
            </a>
          </Button>
        </>
      ) : null}
    </div>
  )
}
