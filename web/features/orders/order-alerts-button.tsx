// The inbox's "Notify me of new orders" toggle, and what the inbox does with a new order while it
// is on: a chime, and a desktop notification when the page is not in front.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Bell, BellRing } from 'lucide-react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { orderStatus } from '../../../common/order-status'
import { cn } from '../../components/cn'
import { formatPrice } from '../../components/format'
import { Button } from '../../components/ui/button'
import { orderQuery } from './api/get-order'
import {
  askNotificationPermission,
  notifyDesktop,
  playChime,
  setAlertsOn,
  useAlertsOn,
} from './order-alerts'
import { orderPath } from './order-paths'

export function OrderAlertsButton({ providerId }: { providerId: string }) {
  const on = useAlertsOn(providerId)
  const { t } = useLingui()

  const turnOn = async () => {
    // In the click: browsers allow sound, and the permission prompt, only from one. The chime
    // (played once here, so its sound is known) is on at once; the prompt may stay open a while.
    setAlertsOn(providerId, true)
    void playChime()
    const permission = await askNotificationPermission()
    toast.success(
      permission === 'granted'
        ? t`Each new order will chime and show a desktop notification.`
        : t`Each new order will chime. Desktop notifications are not allowed for this site in this browser.`,
    )
  }

  const turnOff = () => {
    setAlertsOn(providerId, false)
    toast.success(t`New orders will arrive without a sound.`)
  }

  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-pressed={on}
      className={cn(on && 'border-brand-200 bg-brand-50 text-brand-700 hover:bg-brand-100')}
      onClick={() => (on ? turnOff() : void turnOn())}
    >
      {on ? <BellRing aria-hidden="true" /> : <Bell aria-hidden="true" />}
      <Trans>Notify me of new orders</Trans>
    </Button>
  )
}

/**
 * Announces a new order when the alerts are on: `announce` takes the id of an order the live
 * channel reports as created, and chimes only for a pending order (not a stock movement).
 */
export function useOrderAlerts(providerId: string) {
  const on = useAlertsOn(providerId)
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  const announce = async (orderId: number) => {
    if (!on) return
    // The inbox asks for the same order at the same moment: this waits for that one request,
    // whose failure the inbox reports.
    const order = await queryClient.fetchQuery(orderQuery(providerId, orderId)).catch(() => null)
    if (!order || orderStatus(order) !== 'Pending') return
    void playChime()
    const number = order.id
    notifyDesktop({
      title: t`New order ${number}`,
      body: `${order.client?.name ?? t`A client`} · ${formatPrice(order.total)}`,
      tag: `order-${providerId}-${order.id}`,
      onClick: () => void navigate(orderPath(providerId, order)),
    })
  }
  return { announce }
}
