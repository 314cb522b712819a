import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { INBOX_POLL_INTERVAL_MS } from '../../../common/constants'
import { cn } from '../../components/cn'
import type { ChannelStatus } from './orders-channel'

/** Tells whether new orders appear by themselves. */
export function LiveStatus({ status }: { status: ChannelStatus }) {
  const { t } = useLingui()
  const seconds = INBOX_POLL_INTERVAL_MS / 1000
  // Only the shown label: the plural's "#" makes Lingui create the page's first Intl formatter,
  // whose locale data costs more than the rest of this render.
  const label =
    status === 'connecting'
      ? t`Connecting…`
      : status === 'live'
        ? t`Live`
        : plural(seconds, { one: 'Refreshing every second', other: 'Refreshing every # seconds' })
  return (
    <p className="mt-1 flex items-center gap-2 text-xs text-zinc-600" data-status={status}>
      <span
        aria-hidden="true"
        className={cn(
          'size-2 rounded-full',
          status === 'live' && 'bg-emerald-500',
          status === 'connecting' && 'bg-zinc-300',
          status === 'polling' && 'bg-amber-500',
        )}
      />
      {label}
    </p>
  )
}
