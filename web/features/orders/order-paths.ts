import type { TransactionType } from '../../../common/constants'

/** An ORDER opens on the order screen, a stock movement on the transaction screen (spec §2). */
export function orderPath(
  providerId: string,
  order: { id: number; transaction_type: TransactionType },
): string {
  const screen = order.transaction_type === 'ORDER' ? 'order' : 'transaction'
  return `/provider/${providerId}/${screen}/${order.id}`
}
