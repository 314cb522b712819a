// "Recent Orders" on the product screen: order id, date and client; a row opens the order
// (spec §2). A failure shows the server's own words (spec §8).
import { useNavigate } from 'react-router'
import { messages } from '../../../common/messages'
import { ApiError } from '../../api/client'
import { OrdersTable } from '../../components/orders-table'
import { Alert } from '../../components/ui/alert'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { EmptyState } from '../../components/ui/empty-state'
import { useProductOrders } from './api/get-product-orders'

export function ProductRecentOrders({
  providerId,
  productId,
}: {
  providerId: string
  productId: string
}) {
  const navigate = useNavigate()
  const orders = useProductOrders(providerId, productId)
  const hrefOf = (order: { id: number }) => `/provider/${providerId}/order/${order.id}`

  let content
  if (orders.isError) {
    content = (
      <Alert>
        {orders.error instanceof ApiError
          ? orders.error.message
          : 'The orders could not be loaded.'}
      </Alert>
    )
  } else if (orders.data?.orders.length === 0) {
    content = <EmptyState text={messages.product.noRecentOrders} className="py-10" />
  } else {
    // One line a row: on a phone the table scrolls rather than wraps names.
    content = (
      <div className="[&_td]:whitespace-nowrap">
        <OrdersTable
          orders={orders.data?.orders}
          columns={['client']}
          loading={orders.isPending}
          hrefOf={hrefOf}
          onOpen={(order) => void navigate(hrefOf(order))}
        />
      </div>
    )
  }

  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle>Recent Orders</CardTitle>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">{content}</CardContent>
    </Card>
  )
}
