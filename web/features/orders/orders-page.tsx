// Provider Orders: every order, newest first, searched by number or client (spec §2).
import { useLingui } from '@lingui/react/macro'
import { ClipboardList } from 'lucide-react'
import { useParams } from 'react-router'
import { PAGE_SIZE } from '../../../common/constants'
import { listPage, useOrders } from '../../api/get-orders'
import { useCan } from '../../api/use-can'
import { ListScreen } from '../../components/list-screen'
import type { OrderColumn } from '../../components/orders-table'
import { useListParams } from '../../components/ui/use-list-params'
import { useMessages } from '../../lib/locale-provider'
import { useOrderSearch, useOrderList } from './order-list'

const COLUMNS: OrderColumn[] = ['client', 'location']

export function OrdersPage() {
  const { providerId = '' } = useParams()
  const { t } = useLingui()
  const m = useMessages()
  const search = useOrderSearch({
    label: t`Search orders`,
    noMatches: (query) => t`No orders match “${query}”.`,
  })
  const list = useListParams({ pageSize: PAGE_SIZE.orders })
  const orders = useOrders(providerId, { type: 'ORDER', ...listPage(list, PAGE_SIZE.orders) })
  const rows = useOrderList(providerId, orders, COLUMNS)
  const canCreate = useCan('move_stock')

  return (
    <ListScreen
      title={t`Orders`}
      create={canCreate ? { label: t`New order`, to: `/provider/${providerId}/order` } : undefined}
      exportAs={{ providerId, name: 'orders', query: { search: list.search || undefined } }}
      list={list}
      search={search}
      empty={{ icon: ClipboardList, text: m.order.ordersEmpty }}
      {...rows}
    />
  )
}
