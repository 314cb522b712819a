import { ClipboardList, Plus } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { PAGE_SIZE } from '../../../common/constants'
import { messages } from '../../../common/messages'
import { pageOffset } from '../../../common/pagination'
import type { OrderColumn } from '../../components/orders-table'
import { Button } from '../../components/ui/button'
import { PageHeader } from '../../components/ui/page-header'
import { useOrders } from '../../api/get-orders'
import { OrderList } from './order-list'
import { usePageParam } from '../../components/ui/use-page-param'

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
        actions={
          <Button asChild size="icon" aria-label="New order">
            <Link to={`/provider/${providerId}/order`}>
              <Plus aria-hidden="true" />
            </Link>
          </Button>
        }
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
