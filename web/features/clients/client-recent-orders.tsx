// "Recent Orders" on the client screen: 5 a page with the pager (spec §2, §9).
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { PAGE_SIZE } from '../../../common/constants'
import { messages } from '../../../common/messages'
import { OrdersTable } from '../../components/orders-table'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { EmptyState } from '../../components/ui/empty-state'
import { Pager } from '../../components/ui/pager'
import { clientOrdersParams, useOrders } from '../../api/get-orders'

export function ClientRecentOrders({
  providerId,
  clientId,
}: {
  providerId: string
  clientId: string
}) {
  const navigate = useNavigate()
  const [page, setPage] = useState(1)
  const orders = useOrders(providerId, clientOrdersParams(clientId, page))
  const hrefOf = (order: { id: number }) => `/provider/${providerId}/order/${order.id}`

  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle>Recent Orders</CardTitle>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        {orders.data?.pagination.total === 0 ? (
          <EmptyState text={messages.client.noRecentOrders} className="py-10" />
        ) : (
          <>
            {/* One line a row: on a phone the table scrolls rather than wraps names. */}
            <div className="[&_td]:whitespace-nowrap">
              <OrdersTable
                orders={orders.data?.orders}
                columns={['location']}
                loading={orders.isPending}
                skeletonRows={PAGE_SIZE.clientRecentOrders}
                hrefOf={hrefOf}
                onOpen={(order) => void navigate(hrefOf(order))}
              />
            </div>
            {orders.data ? (
              <Pager
                page={page}
                pageSize={PAGE_SIZE.clientRecentOrders}
                total={orders.data.pagination.total}
                onPageChange={setPage}
              />
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  )
}
