import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { PAGE_SIZE } from '../../../../common/constants'
import type { OrderSummary } from '../../../../common/orders'
import type { Pagination } from '../../../../common/schemas'
import { api } from '../../../api/client'
import { queryKeys } from '../../../api/query-keys'

export interface ProductOrders {
  orders: OrderSummary[]
  pagination: z.infer<typeof Pagination>
}

export function getProductOrders(providerId: string, productId: string): Promise<ProductOrders> {
  return api<ProductOrders>(`/provider/${providerId}/product/${productId}/orders`, {
    query: { limit: PAGE_SIZE.ordersComponentDefault },
  })
}

export function productOrdersQuery(providerId: string, productId: string) {
  return queryOptions({
    queryKey: queryKeys.orders.ofProduct(providerId, productId),
    queryFn: () => getProductOrders(providerId, productId),
  })
}

export function useProductOrders(providerId: string, productId: string) {
  return useQuery(productOrdersQuery(providerId, productId))
}
