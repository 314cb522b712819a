import { ClipboardList } from 'lucide-react'
import { useParams } from 'react-router'
import { PAGE_SIZE } from '../../../common/constants'
import { messages } from '../../../common/messages'
import { pageOffset } from '../../../common/pagination'
import { useOrders } from '../../api/get-orders'
import type { OrderColumn } from '../../components/orders-table'
import { NewButton } from '../../components/ui/new-button'
import { PageHeader } from '../../components/ui/page-header'
import { usePageParam } from '../../components/ui/use-page-param'
import { OrderList } from './order-list'

const COLUMNS: OrderColumn[] = ['client', 'location']

export function OrdersPage() {
  const { providerId = '' } = useParams()
  const [page, setPage] = usePageParam()
  const orders = useOrders(providerId, {
    type: 'ORDER',
    limit: PAGE_SIZE.orders,
    offset: pageOffset(page, PAGE_SIZE.orders),
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
        columns={COLUMNS}
        emptyIcon={ClipboardList}
        emptyText={messages.order.ordersEmpty}
        page={page}
        pageSize={PAGE_SIZE.orders}
        onPageChange={setPage}
      />
    </>
  )
}
