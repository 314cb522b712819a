// The provider's inbox: pending orders, kept live over the orders channel, with polling as the
// fallback (spec §2, §4); their count in the tab's title, and optional alerts for new ones.
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Inbox } from 'lucide-react'
import { useCallback, useState } from 'react'
import { useParams } from 'react-router'
import { INBOX_POLL_INTERVAL_MS, PAGE_SIZE } from '../../../common/constants'
import { inboxParams, ordersQuery, useOrders } from '../../api/get-orders'
import { ListScreen } from '../../components/list-screen'
import type { OrderColumn } from '../../components/orders-table'
import { useListParams } from '../../components/ui/use-list-params'
import { useMessages } from '../../lib/locale-provider'
import { applyLiveChange } from './inbox-live'
import { InboxTitle } from './inbox-title'
import { LiveStatus } from './live-status'
import { OrderAlertsButton, useOrderAlerts } from './order-alerts-button'
import { useOrderSearch, useOrderList } from './order-list'
import { useOrdersChannel } from './use-orders-channel'

// Module-level, so the memoized table keeps its rows when only the live status changes.
const COLUMNS: OrderColumn[] = ['client', 'location']

export function InboxPage() {
  const { providerId = '' } = useParams()
  const { t } = useLingui()
  const m = useMessages()
  const search = useOrderSearch({
    label: t`Search pending orders`,
    noMatches: (query) => t`No pending orders match “${query}”.`,
  })
  const list = useListParams({ pageSize: PAGE_SIZE.inbox })
  const params = inboxParams(list.page, list.search)
  const queryClient = useQueryClient()
  // The live channel waits for the first rows (see useOrdersChannel).
  const [listShown, setListShown] = useState(false)
  const showLive = useCallback(() => setListShown(true), [])

  const alerts = useOrderAlerts(providerId)

  const status = useOrdersChannel(providerId, listShown, {
    onEvent: (event) => {
      void applyLiveChange(queryClient, providerId, event.record.id)
      if (event.event === 'INSERT') void alerts.announce(event.record.id)
    },
    // Changes made before the channel was joined reached no one: catch up once.
    onJoined: (attemptStartedAt) => {
      const { queryKey } = ordersQuery(providerId, params)
      const state = queryClient.getQueryState(queryKey)
      if (!state || state.dataUpdatedAt < attemptStartedAt) {
        void queryClient.invalidateQueries({ queryKey, exact: true })
      }
    },
  })
  const inbox = useOrders(providerId, params, {
    refetchInterval: status === 'polling' ? INBOX_POLL_INTERVAL_MS : false,
  })

  const rows = useOrderList(providerId, inbox, COLUMNS, showLive)

  return (
    <>
      <ListScreen
        title={t`Inbox`}
        status={
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <LiveStatus status={status} />
            <OrderAlertsButton providerId={providerId} />
          </div>
        }
        list={list}
        search={search}
        empty={{ icon: Inbox, text: m.order.inboxEmpty }}
        {...rows}
      />
      <InboxTitle providerId={providerId} status={status} />
    </>
  )
}
