// Provider Orders: every order, newest first, searched by number or client (spec §2).
import { ClipboardList } from 'lucide-react'
import { useParams } from 'react-router'
import { PAGE_SIZE } from '../../../common/constants'
import { messages } from '../../../common/messages'
import { pageOffset } from '../../../common/pagination'
import { useOrders } from '../../api/get-orders'
import type { OrderColumn } from '../../components/orders-table'
import { NewButton } from '../../components/ui/new-button'
import { PageHeader } from '../../components/ui/page-header'
import { useListParams } from '../../components/ui/use-list-params'
import { OrderList } from './order-list'

const COLUMNS: OrderColumn[] = ['client', 'location']

export function OrdersPage() {
  const { providerId = '' } = useParams()
  const list = useListParams()
  const orders = useOrders(providerId, {
    type: 'ORDER',
    limit: PAGE_SIZE.orders,
    offset: pageOffset(list.page, PAGE_SIZE.orders),
    search: list.search || undefined,
  })

  return (
    <>
      <PageHeader
        title="Orders"
        actions={<NewButton label="New order" to={`/provider/${providerId}/order`} />}
      />
      <OrderList
        providerId={providerId}
        query={orders}
        list={list}
        label="Orders"
        noun="orders"
        columns={COLUMNS}
        emptyIcon={ClipboardList}
        emptyText={messages.order.ordersEmpty}
        pageSize={PAGE_SIZE.orders}
      />
    </>
  )
}
