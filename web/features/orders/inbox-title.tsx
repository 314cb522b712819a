// The browser tab's title on the inbox: the number of pending orders first, "(3) Inbox —
// Stockline", so that a tab in the background says there is work. It reads the inbox's first
// page, the query the inbox shows and the live channel keeps current (inbox-live.ts).
import { useLingui } from '@lingui/react/macro'
import { INBOX_POLL_INTERVAL_MS } from '../../../common/constants'
import { inboxParams, useOrders } from '../../api/get-orders'
import type { ChannelStatus } from './orders-channel'

export function InboxTitle({ providerId, status }: { providerId: string; status: ChannelStatus }) {
  // The first page's total counts every pending order, whatever page or search is on screen;
  // polled like the inbox when the channel is down.
  const { t } = useLingui()
  const { data } = useOrders(providerId, inboxParams(1), {
    refetchInterval: status === 'polling' ? INBOX_POLL_INTERVAL_MS : false,
  })
  const pending = data?.pagination.total ?? 0
  const title = pending > 0 ? t`(${pending}) Inbox — Stockline` : t`Inbox — Stockline`
  // The page header renders a title too. React puts the latest title it mounts first in <head>,
  // and the browser shows the first: keyed by its text, this one is mounted again at each change
  // and stays in front.
  return <title key={title}>{title}</title>
}
