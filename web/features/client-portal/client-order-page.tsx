// Client_Order (spec §2 "Order detail", §4 "Order actions"): the order, its provider, and
// Cancel while the order is neither fulfilled nor cancelled.
import { Trans, useLingui } from '@lingui/react/macro'
import { Mail } from 'lucide-react'
import { useParams } from 'react-router'
import { toast } from 'sonner'
import { clientCanCancel } from '../../../common/order-status'
import type { ClientOrder } from '../../../common/orders'
import { ApiError } from '../../api/client'
import { formatDateTime } from '../../components/format'
import { StatusBadge } from '../../components/status-badge'
import { BackButton } from '../../components/ui/back-button'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { PageHeader } from '../../components/ui/page-header'
import { Skeleton } from '../../components/ui/skeleton'
import { useMessages } from '../../lib/locale-provider'
import { useCancelClientOrder } from './api/cancel-client-order'
import { useClientOrder } from './api/get-client-order'
import { OrderLinesTable } from './order-lines-table'
import { PortalProblem, portalProblemOf } from './portal-problem'

export function ClientOrderPage() {
  const { t } = useLingui()
  const { clientId = '', orderId = '' } = useParams()
  const order = useClientOrder(clientId, orderId)
  const problem = portalProblemOf(order.error)

  return (
    <>
      <BackButton to={`/client/${clientId}`} label={t`Back`} />
      {problem ? (
        <PortalProblem kind={problem} subject="order" />
      ) : order.data ? (
        <OrderDetail order={order.data} clientId={clientId} />
      ) : (
        <OrderSkeleton />
      )}
    </>
  )
}

function OrderDetail({ order, clientId }: { order: ClientOrder; clientId: string }) {
  const { t } = useLingui()
  const { id } = order
  // The portal shows ORDERs only (the server answers no other type to a client).
  const title = t`Order ${id}`
  return (
    <>
      <PageHeader title={title}>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-zinc-600">
          <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
          <StatusBadge order={order} />
        </div>
      </PageHeader>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <OrderLinesTable order={order} />
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-1">
          <Card>
            <CardHeader className="p-5 pb-2">
              <CardTitle className="text-base">
                <Trans>Provider</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-1 p-5 pt-0 text-sm">
              <p className="font-medium break-words text-zinc-900">{order.provider.name}</p>
              {order.provider.email ? (
                <a
                  href={`mailto:${order.provider.email}`}
                  className="inline-flex max-w-full items-start gap-1.5 text-brand-700 hover:underline"
                >
                  <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span className="min-w-0 break-all">{order.provider.email}</span>
                </a>
              ) : null}
            </CardContent>
          </Card>
          <OrderActions order={order} clientId={clientId} />
        </div>
      </div>
    </>
  )
}

function OrderActions({ order, clientId }: { order: ClientOrder; clientId: string }) {
  const { t } = useLingui()
  const m = useMessages().order
  const cancel = useCancelClientOrder()
  const onCancel = () => {
    // Cancelling gives the stock back and cannot be undone: ask first.
    if (!window.confirm(m.confirmCancel)) return
    cancel.mutate(
      { clientId, orderId: String(order.id) },
      {
        onSuccess: () => toast.success(m.updated),
        onError: (error) => {
          console.error('Cancelling the order failed', error)
          // 409: the provider got there first; the refreshed order shows what happened.
          toast.error(
            error instanceof ApiError && error.body
              ? error.body.error.message
              : t`The order could not be cancelled, please try again.`,
          )
        },
      },
    )
  }

  return (
    <Card>
      <CardHeader className="p-5 pb-2">
        <CardTitle className="text-base">
          <Trans>Actions</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="p-5 pt-0">
        {clientCanCancel(order) ? (
          <Button
            variant="outline"
            className="w-full border-red-200 text-red-700 hover:bg-red-50 hover:text-red-800"
            disabled={cancel.isPending}
            onClick={onCancel}
          >
            <Trans>Cancel order</Trans>
          </Button>
        ) : (
          <p className="text-sm text-zinc-600">{m.noActions}</p>
        )}
      </CardContent>
    </Card>
  )
}

function OrderSkeleton() {
  return (
    <div aria-busy="true">
      <Skeleton className="h-8 w-40" />
      <Skeleton className="mt-3 mb-6 h-4 w-56" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Skeleton className="h-48 rounded-xl" />
        <Skeleton className="h-32 rounded-xl" />
      </div>
    </div>
  )
}
