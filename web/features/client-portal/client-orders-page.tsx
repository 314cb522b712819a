// Client_Home (spec §2 "Client Orders"): the client's orders, newest first, and a way to a new one.
// A person with links from several providers sees the orders of every link opened on this device.
import { Trans, useLingui } from '@lingui/react/macro'
import { ClipboardList, Plus } from 'lucide-react'
import { Link, useNavigate, useParams } from 'react-router'
import { OrdersTable } from '../../components/orders-table'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { PageHeader } from '../../components/ui/page-header'
import { useMessages } from '../../lib/locale-provider'
import { useLinkedOrders } from './api/get-linked-orders'
import { OrderCards } from './order-cards'
import { PortalProblem, portalProblemOf } from './portal-problem'

export function ClientOrdersPage() {
  const { t } = useLingui()
  const m = useMessages().order
  const { clientId = '' } = useParams()
  const navigate = useNavigate()
  const { orders, error } = useLinkedOrders(clientId)
  const problem = portalProblemOf(error)
  if (problem) return <PortalProblem kind={problem} subject="link" />

  // Order ids are unique across providers, so each row finds the link it is opened with.
  const linkOf = new Map(orders?.map((order) => [order.id, order.link]))
  const hrefOf = (order: { id: number }) =>
    `/client/${linkOf.get(order.id) ?? clientId}/order/${order.id}`
  return (
    <>
      <PageHeader
        title={t`Orders`}
        actions={
          <Button asChild size="icon" aria-label={t`New order`} title={t`New order`}>
            <Link to={`/client/${clientId}/order`}>
              <Plus aria-hidden="true" />
            </Link>
          </Button>
        }
      />
      {orders?.length === 0 ? (
        <EmptyState icon={ClipboardList} text={m.clientOrdersEmpty}>
          <Button asChild variant="outline">
            <Link to={`/client/${clientId}/order`}>
              <Trans>Place an order</Trans>
            </Link>
          </Button>
        </EmptyState>
      ) : (
        <>
          <div className="sm:hidden">
            <OrderCards orders={orders} hrefOf={hrefOf} />
          </div>
          <div className="hidden sm:block">
            <OrdersTable
              orders={orders}
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
