// The order status is derived, never stored (spec §4).
import type { TransactionType } from './constants'

export type OrderStatus = 'Cancelled' | 'Complete' | 'Pending'

export interface StatusFacts {
  transaction_type: TransactionType
  cancelled: boolean
  fulfilled: boolean
}

export function orderStatus(order: StatusFacts): OrderStatus | null {
  if (order.cancelled) return 'Cancelled'
  if (order.transaction_type !== 'ORDER') return null
  return order.fulfilled ? 'Complete' : 'Pending'
}

export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  ORDER: 'Order',
  IN: 'In',
  OUT: 'Out',
  ADJUST: 'Adjustment',
  TRANSFER: 'Transfer',
}

const isOpen = (order: StatusFacts) => !order.cancelled && !order.fulfilled

export function providerCanFulfill(order: StatusFacts): boolean {
  return isOpen(order) && order.transaction_type === 'ORDER'
}

export function providerCanCancel(order: StatusFacts): boolean {
  return isOpen(order)
}

export function clientCanCancel(order: StatusFacts): boolean {
  return isOpen(order)
}

/** Copy client link and Print Order Sheet: non-cancelled ORDER orders only. */
export function providerCanShare(order: StatusFacts): boolean {
  return order.transaction_type === 'ORDER' && !order.cancelled
}
