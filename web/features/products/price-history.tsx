// "Price history" on the product screen: each price the product has had, newest first, with who
// set it and when (issue #19).
import { formatDateTime, formatPrice } from '../../components/format'
import { SectionCard } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { usePriceChanges } from './api/get-price-changes'

export function PriceHistory({ providerId, productId }: { providerId: string; productId: string }) {
  const changes = usePriceChanges(providerId, productId)
  return (
    <SectionCard title="Price history">
      {changes.isError ? (
        <p className="text-sm text-zinc-600">{changes.error.message}</p>
      ) : !changes.data ? (
        <Skeleton className="h-4 w-2/3" />
      ) : changes.data.length === 0 ? (
        <p className="text-sm text-zinc-600">No price has been recorded yet.</p>
      ) : (
        <ol
          aria-label="Price changes"
          className="max-h-80 divide-y divide-zinc-100 overflow-y-auto"
        >
          {changes.data.map((change, index) => (
            <li
              key={`${change.changed_at}-${index}`}
              className="py-2.5 text-sm first:pt-0 last:pb-0"
            >
              <p className="font-medium text-zinc-900 tabular-nums">
                {change.old_price === null ? (
                  <>Created at {formatPrice(change.new_price)}</>
                ) : (
                  <>
                    {formatPrice(change.old_price)} → {formatPrice(change.new_price)}
                  </>
                )}
              </p>
              <p className="text-zinc-600 wrap-anywhere">
                <time dateTime={change.changed_at}>{formatDateTime(change.changed_at)}</time>
                {' · '}
                {change.changed_by?.email ?? 'Not recorded'}
              </p>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  )
}
