// The stock grid on a phone: a card a product, its stock at each location (by name) and its total
// under its name, so nothing needs scrolling sideways however many locations there are.
import { useLingui } from '@lingui/react/macro'
import type { InventoryRow } from '../../../common/inventory'
import type { Location } from '../../../common/locations'
import { cn } from '../../components/cn'
import { ProductLabel } from '../../components/product-label'
import { Skeleton } from '../../components/ui/skeleton'
import { useMessages } from '../../lib/locale-provider'
import { StockFigure, type LowOf } from './stock-figure'

const card = 'rounded-xl border border-zinc-200 bg-white p-4 shadow-xs'

/** A location's stock, or the total, in red below zero and marked when a rule finds it low. */
function Line({
  name,
  value,
  min,
  total = false,
}: {
  name: string
  value: number
  min: number | undefined
  total?: boolean
}) {
  const rule = total && 'border-t border-zinc-100 pt-1'
  return (
    <div className="contents">
      <dt
        className={cn('truncate', total ? 'font-medium text-zinc-900' : 'text-zinc-600', rule)}
        title={name}
      >
        {name}
      </dt>
      <dd
        className={cn(
          'text-right tabular-nums',
          total ? 'font-semibold text-zinc-900' : 'text-zinc-800',
          value < 0 && 'text-red-700',
          rule,
        )}
      >
        <StockFigure value={value} min={min} />
      </dd>
    </div>
  )
}

export function StockCards({
  rows,
  locations,
  lowOf,
  className,
}: {
  rows: InventoryRow[] | undefined
  locations: Location[]
  lowOf: LowOf
  className?: string
}) {
  const { t } = useLingui()
  const messages = useMessages()
  if (!rows) {
    return (
      <ul aria-busy="true" className={cn('grid gap-3', className)}>
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} data-testid="skeleton-row" className={cn(card, 'space-y-3')}>
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/2" />
          </li>
        ))}
      </ul>
    )
  }
  if (rows.length === 0) {
    return (
      <p className={cn(card, 'py-10 text-center text-sm text-zinc-600', className)}>
        {messages.order.noProductMatch}
      </p>
    )
  }
  return (
    <ul aria-label={t`Stock by product`} className={cn('grid gap-3', className)}>
      {rows.map((row) => (
        <li key={row.product_id} className={card}>
          <ProductLabel
            name={row.product_name}
            photo={row.product_photo}
            active={row.active}
            photoSize="size-8"
          />
          <dl className="mt-3 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
            {locations.map((location) => (
              <Line
                key={location.id}
                name={location.name}
                value={row.stock[location.id] ?? 0}
                min={lowOf(row, location.id)}
              />
            ))}
            <Line name={t`Total`} value={row.total_stock} min={lowOf(row, null)} total />
          </dl>
        </li>
      ))}
    </ul>
  )
}
