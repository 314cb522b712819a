// "Price history" on the product screen: each price the product has had, newest first, with who
// set it and when (issue #19).
import { Trans, useLingui } from '@lingui/react/macro'
import type { PriceChange } from '../../../common/products'
import { formatDateTime, formatPrice } from '../../components/format'
import { SectionCard } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { usePriceChanges } from './api/get-price-changes'

export function PriceHistory({ providerId, productId }: { providerId: string; productId: string }) {
  const { t } = useLingui()
  const changes = usePriceChanges(providerId, productId)
  return (
    <SectionCard title={t`Price history`}>
      {changes.isError ? (
        <p className="text-sm text-zinc-600">{changes.error.message}</p>
      ) : !changes.data ? (
        <Skeleton className="h-4 w-2/3" />
      ) : changes.data.length === 0 ? (
        <p className="text-sm text-zinc-600">
          <Trans>No price has been recorded yet.</Trans>
        </p>
      ) : (
        <ol
          aria-label={t`Price changes`}
          className="max-h-80 divide-y divide-zinc-100 overflow-y-auto"
        >
          {changes.data.map((change, index) => (
            <li
              key={`${change.changed_at}-${index}`}
              className="py-2.5 text-sm first:pt-0 last:pb-0"
            >
              <p className="font-medium text-zinc-900 tabular-nums">
                <PriceChangeText change={change} />
              </p>
              <p className="text-zinc-600 wrap-anywhere">
                <time dateTime={change.changed_at}>{formatDateTime(change.changed_at)}</time>
                {' · '}
                {change.changed_by?.email ?? t`Not recorded`}
              </p>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  )
}

function PriceChangeText({ change }: { change: PriceChange }) {
  const price = formatPrice(change.new_price)
  if (change.old_price === null) return <Trans>Created at {price}</Trans>
  return (
    <>
      {formatPrice(change.old_price)} → {price}
    </>
  )
}
