// "Recent Orders" on the client screen: 5 a page with the pager (spec §2, §9).
import { useState } from 'react'
import { PAGE_SIZE } from '../../../common/constants'
import { clientOrdersParams, useOrders } from '../../api/get-orders'
import { RecentOrders, recentOrdersOf } from '../../components/recent-orders'
import { Pager } from '../../components/ui/pager'
import { useMessages } from '../../lib/locale-provider'

export function ClientRecentOrders({
  providerId,
  clientId,
}: {
  providerId: string
  clientId: string
}) {
  const m = useMessages().client
  const [page, setPage] = useState(1)
  const orders = useOrders(providerId, clientOrdersParams(clientId, page))

  return (
    <RecentOrders
      providerId={providerId}
      {...recentOrdersOf(orders)}
      columns={['location']}
      skeletonRows={PAGE_SIZE.clientRecentOrders}
      emptyText={m.noRecentOrders}
    >
      {orders.data ? (
        <Pager
          page={page}
          pageSize={PAGE_SIZE.clientRecentOrders}
          total={orders.data.pagination.total}
          onPageChange={setPage}
        />
      ) : null}
    </RecentOrders>
  )
}
