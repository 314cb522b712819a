// The client's orders on a phone: one card per order instead of a table too wide for the
// screen. Same facts as the table (order, date, provider, status), plus the total.
import { Trans } from '@lingui/react/macro'
import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { formatDateTime, formatPrice } from '../../components/format'
import { StatusBadge } from '../../components/status-badge'
import { Skeleton } from '../../components/ui/skeleton'
import type { ClientOrderSummary } from './api/get-client-orders'

interface OrderCardsProps {
  orders: ClientOrderSummary[] | undefined
  hrefOf: (order: ClientOrderSummary) => string
}

export function OrderCards({ orders, hrefOf }: OrderCardsProps) {
  if (!orders) {
    return (
      <div className="space-y-3" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-[86px] rounded-xl" data-testid="skeleton-row" />
        ))}
      </div>
    )
  }
  return (
    <ul className="space-y-3">
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} href={hrefOf(order)} />
      ))}
    </ul>
  )
}

function OrderCard({ order, href }: { order: ClientOrderSummary; href: string }) {
  const { id } = order
  return (
    <li>
      <Link
        to={href}
        className="flex items-center gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs transition-colors hover:bg-zinc-50 active:bg-zinc-100"
      >
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex items-center justify-between gap-3">
            <span className="font-semibold text-zinc-900">
              <Trans>Order {id}</Trans>
            </span>
            <StatusBadge order={order} />
          </div>
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="truncate text-zinc-700">{order.provider.name}</span>
            <span className="font-medium text-zinc-900 tabular-nums">
              {formatPrice(order.total)}
            </span>
          </div>
          <p className="text-xs text-zinc-500">{formatDateTime(order.created_at)}</p>
        </div>
        <ChevronRight className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
      </Link>
    </li>
  )
}
