// "Recent Orders" on the product screen: order id, date and client; a row opens the order
// (spec §2). A failure shows the server's own words (spec §8).
import { useLingui } from '@lingui/react/macro'
import { ApiError } from '../../api/client'
import { RecentOrders } from '../../components/recent-orders'
import { Alert } from '../../components/ui/alert'
import { useMessages } from '../../lib/locale-provider'
import { useProductOrders } from './api/get-product-orders'

export function ProductRecentOrders({
  providerId,
  productId,
}: {
  providerId: string
  productId: string
}) {
  const { t } = useLingui()
  const m = useMessages().product
  const orders = useProductOrders(providerId, productId)
  return (
    <RecentOrders
      providerId={providerId}
      orders={orders.data?.orders}
      columns={['client']}
      loading={orders.isPending}
      empty={orders.data?.orders.length === 0}
      emptyText={m.noRecentOrders}
      problem={
        orders.isError ? (
          <Alert>
            {orders.error instanceof ApiError
              ? orders.error.message
              : t`The orders could not be loaded.`}
          </Alert>
        ) : null
      }
    />
  )
}
