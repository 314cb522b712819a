// One order or stock movement (spec §2 "Order detail"): title, date, status, products, the
// Location (a transfer's From and To) and Customer panels and the Actions panel. The print sheet is the same screen
// without navigation, back button or actions.
import { Trans, useLingui } from '@lingui/react/macro'
import { FileQuestion, Printer } from 'lucide-react'
import type { ReactNode } from 'react'
import { useEffect } from 'react'
import { Link } from 'react-router'
import type { Order } from '../../../common/orders'
import { ApiError } from '../../api/client'
import { formatDateTime } from '../../components/format'
import { StatusBadge } from '../../components/status-badge'
import { BackButton } from '../../components/ui/back-button'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { EmptyState } from '../../components/ui/empty-state'
import { Skeleton } from '../../components/ui/skeleton'
import { useOrder } from './api/get-order'
import { OrderActions } from './order-actions'
import { OrderLines } from './order-lines'
import { TYPE_NAMES } from '../../components/order-names'

interface OrderDetailProps {
  providerId: string
  orderId: string
  /** The print sheet: no back button and no actions. */
  print?: boolean
  /** The title until the order is loaded. */
  fallbackTitle: 'Order' | 'Transaction'
}

export function OrderDetail({
  providerId,
  orderId,
  print = false,
  fallbackTitle,
}: OrderDetailProps) {
  const { t, i18n } = useLingui()
  const { data: order, error } = useOrder(providerId, orderId)
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400)

  useEffect(() => {
    if (error && !notFound) console.error('The order could not be loaded.', error)
  }, [error, notFound])

  const title = order
    ? `${i18n._(TYPE_NAMES[order.transaction_type])} ${order.id}`
    : fallbackTitle === 'Order'
      ? t`Order`
      : t`Transaction`
  const listPath = `/provider/${providerId}/${order?.transaction_type === 'ORDER' || fallbackTitle === 'Order' ? 'orders' : 'transactions'}`

  return (
    <>
      <title>{`${title} · Stockline`}</title>
      {print ? null : <BackButton fallback={listPath} />}
      <header className="mb-6 flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">{title}</h1>
            {order ? <StatusBadge order={order} /> : null}
          </div>
          {order ? (
            <>
              <p className="mt-1 text-sm text-zinc-600">
                <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
              </p>
              {/* Who in the business made it is the business's own concern, not the sheet's. */}
              <p className="mt-0.5 text-sm text-zinc-600 wrap-anywhere print:hidden">
                <CreatorOf order={order} />
              </p>
            </>
          ) : notFound ? null : (
            <Skeleton className="mt-2 h-4 w-40" />
          )}
        </div>
        {print && order ? (
          <Button variant="outline" className="print:hidden" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            <Trans>Print</Trans>
          </Button>
        ) : null}
      </header>
      {notFound ? (
        <EmptyState icon={FileQuestion} text={t`This order does not exist.`}>
          {print ? null : (
            <Button asChild variant="outline">
              <Link to={listPath}>
                <Trans>Back to the list</Trans>
              </Link>
            </Button>
          )}
        </EmptyState>
      ) : order ? (
        <OrderBody providerId={providerId} order={order} print={print} />
      ) : (
        <BodySkeleton />
      )}
    </>
  )
}

// The products beside their panels on a wide screen, above them on a phone.
const bodyLayout =
  'grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] print:grid-cols-[minmax(0,1fr)_14rem]'

function OrderBody({
  providerId,
  order,
  print,
}: {
  providerId: string
  order: Order
  print: boolean
}) {
  const { t } = useLingui()
  const client = order.client
  return (
    <div className={bodyLayout}>
      <section aria-label={t`Products`}>
        <OrderLines providerId={providerId} order={order} />
      </section>
      <div className="grid gap-4">
        {order.to_location ? (
          <>
            <LocationPanel title={t`From`} name={order.location.name} />
            <LocationPanel title={t`To`} name={order.to_location.name} />
          </>
        ) : (
          <LocationPanel title={t`Location`} name={order.location.name} />
        )}
        {client ? (
          <Panel title={t`Customer`}>
            <div className="grid gap-1 text-sm">
              <Link
                to={`/provider/${providerId}/client/${client.id}`}
                className="font-medium text-brand-700 hover:underline"
              >
                {client.name}
              </Link>
              <a
                href={`mailto:${client.email}`}
                className="break-all text-zinc-600 hover:underline"
              >
                {client.email}
              </a>
              {client.address ? (
                <p className="whitespace-pre-line text-zinc-600">{client.address}</p>
              ) : null}
            </div>
          </Panel>
        ) : null}
        {print ? null : (
          <Panel title={t`Actions`}>
            <OrderActions providerId={providerId} order={order} />
          </Panel>
        )}
      </div>
    </div>
  )
}

/** Who made it: a member, or the client through the portal; older records name no one. */
function CreatorOf({ order }: { order: Order }) {
  const { t } = useLingui()
  const email = order.created_by?.email
  if (email) return t`Created by ${email}`
  return order.origin === 'client' ? t`Placed through the client portal` : t`Creator not recorded`
}

const LocationPanel = ({ title, name }: { title: string; name: string }) => (
  <Panel title={title}>
    <p className="text-sm text-zinc-900 wrap-anywhere">{name}</p>
  </Panel>
)

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-4 print:shadow-none">
      <h2 className="mb-2 text-xs font-medium tracking-wide text-zinc-600 uppercase">{title}</h2>
      {children}
    </Card>
  )
}

/** The products, then the Location, Customer and Actions panels, in the body's layout. */
function BodySkeleton() {
  return (
    <div className={bodyLayout} data-testid="order-loading">
      <Skeleton className="h-48 w-full rounded-xl" />
      <div className="grid gap-4">
        {['h-20', 'h-28', 'h-36'].map((height) => (
          <Skeleton key={height} className={`${height} w-full rounded-xl`} />
        ))}
      </div>
    </div>
  )
}
