// The derived order status as a badge (spec §4); IN, OUT and ADJUST show none.
import { useLingui } from '@lingui/react/macro'
import { orderStatus, type StatusFacts } from '../../common/order-status'
import { cn } from './cn'
import { STATUS_NAMES } from './order-names'

const tones = {
  Pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  Complete: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Cancelled: 'bg-zinc-100 text-zinc-600 ring-zinc-300',
} as const

export function StatusBadge({ order, className }: { order: StatusFacts; className?: string }) {
  const { i18n } = useLingui()
  const status = orderStatus(order)
  if (!status) return null
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[status],
        className,
      )}
    >
      {i18n._(STATUS_NAMES[status])}
    </span>
  )
}
