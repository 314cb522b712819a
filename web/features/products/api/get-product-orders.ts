// GET /provider/{id}/product/{productId}/orders: the product's "Recent Orders" panel, which lists
// orders (order id, date, client name; spec §2), so stock movements (IN, OUT, ADJUST) are left out.
import { useQuery } from '@tanstack/react-query'
import { PAGE_SIZE } from '../../../../common/constants'
import { api } from '../../../api/client'
import type { OrdersPage } from '../../../api/get-orders'
import { queryKeys } from '../../../api/query-keys'

export function useProductOrders(providerId: string, productId: string) {
  const path = `/provider/${providerId}/product/${productId}/orders`
  return useQuery({
    queryKey: queryKeys.orders.ofProduct(providerId, productId),
    queryFn: () =>
      api<OrdersPage>(path, { query: { type: 'ORDER', limit: PAGE_SIZE.ordersComponentDefault } }),
  })
}
