import { useParams } from 'react-router'
import { OrderDetail } from './order-detail'

/** /order/:orderId and /transaction/:orderId: the same screen (spec §2). */
function OrderDetailPage({ fallbackTitle }: { fallbackTitle: 'Order' | 'Transaction' }) {
  const { providerId = '', orderId = '' } = useParams()
  return <OrderDetail providerId={providerId} orderId={orderId} fallbackTitle={fallbackTitle} />
}

export const OrderPage = () => <OrderDetailPage fallbackTitle="Order" />
export const TransactionPage = () => <OrderDetailPage fallbackTitle="Transaction" />

/** /print/:orderId, opened in its own tab: no navigation, print-friendly. */
export function OrderPrintPage() {
  const { providerId = '', orderId = '' } = useParams()
  return (
    <main className="mx-auto max-w-4xl p-4 sm:p-8 print:max-w-none print:p-0">
      <OrderDetail providerId={providerId} orderId={orderId} fallbackTitle="Order" print />
    </main>
  )
}
