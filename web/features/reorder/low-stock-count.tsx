// How many items are low, as a pill beside the navigation's "Low stock" (and on the menu button of
// a phone); nothing while there are none.
import { Plural } from '@lingui/react/macro'
import { cn } from '../../components/cn'
import { useLowStockCount } from './api/get-low-stock'

export function LowStockCount({
  providerId,
  className,
}: {
  providerId: string
  className?: string
}) {
  const { data: count } = useLowStockCount(providerId)
  if (!count) return null
  return (
    <span
      data-testid="low-stock-count"
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-amber-500 px-1.5 text-xs leading-5 font-semibold text-white tabular-nums',
        className,
      )}
    >
      <span className="sr-only">, </span>
      {count}
      <span className="sr-only">
        {' '}
        <Plural value={count} one="item" other="items" />
      </span>
    </span>
  )
}
