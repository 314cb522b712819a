// Client_Home (spec §2 "Client Orders"): the client's orders, newest first, and a way to a new one.
import { ClipboardList, Plus } from 'lucide-react'
import { Link, useNavigate, useParams } from 'react-router'
import { messages } from '../../../common/messages'
import { OrdersTable } from '../../components/orders-table'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { PageHeader } from '../../components/ui/page-header'
import { useClientOrders } from './api/get-client-orders'
import { OrderCards } from './order-cards'
import { PortalProblem, portalProblemOf } from './portal-problem'

export function ClientOrdersPage() {
  const { clientId = '' } = useParams()
  const navigate = useNavigate()
  const orders = useClientOrders(clientId)
  const problem = portalProblemOf(orders.error)
  if (problem) return <PortalProblem kind={problem} subject="link" />

  const hrefOf = (order: { id: number }) => `/client/${clientId}/order/${order.id}`
  return (
    <>
      <PageHeader
        title="Orders"
        actions={
          <Button asChild size="icon" aria-label="New order" title="New order">
            <Link to={`/client/${clientId}/order`}>
              <Plus aria-hidden="true" />
            </Link>
          </Button>
        }
      />
      {orders.data?.length === 0 ? (
        <EmptyState icon={ClipboardList} text={messages.order.clientOrdersEmpty}>
          <Button asChild variant="outline">
            <Link to={`/client/${clientId}/order`}>Place an order</Link>
          </Button>
        </EmptyState>
      ) : (
        <>
          <div className="sm:hidden">
            <OrderCards orders={orders.data} hrefOf={hrefOf} />
          </div>
          <div className="hidden sm:block">
            <OrdersTable
              orders={orders.data}
              columns={['provider']}
              hrefOf={hrefOf}
              onOpen={(order) => void navigate(hrefOf(order))}
            />
          </div>
        </>
      )}
    </>
  )
}
