// "Recent Orders" on the product screen: order id, date and client; a row opens the order
// (spec §2). A failure shows the server's own words (spec §8).
import { messages } from '../../../common/messages'
import { ApiError } from '../../api/client'
import { RecentOrders } from '../../components/recent-orders'
import { Alert } from '../../components/ui/alert'
import { useProductOrders } from './api/get-product-orders'

export function ProductRecentOrders({
  providerId,
  productId,
}: {
  providerId: string
  productId: string
}) {
  const orders = useProductOrders(providerId, productId)
  return (
    <RecentOrders
      providerId={providerId}
      orders={orders.data?.orders}
      columns={['client']}
      loading={orders.isPending}
      empty={orders.data?.orders.length === 0}
      emptyText={messages.product.noRecentOrders}
      problem={
        orders.isError ? (
          <Alert>
            {orders.error instanceof ApiError
              ? orders.error.message
              : 'The orders could not be loaded.'}
          </Alert>
        ) : null
      }
    />
  )
}
