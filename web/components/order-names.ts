// Transaction types and order statuses as the screens name them, in the screen's language (the
// English is common/order-status.ts's, which the API and the spec use).
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TransactionType } from '../../common/constants'
import type { OrderStatus } from '../../common/order-status'

export const TYPE_NAMES: Record<TransactionType, MessageDescriptor> = {
  ORDER: msg`Order`,
  IN: msg`In`,
  OUT: msg`Out`,
  ADJUST: msg`Adjustment`,
  TRANSFER: msg`Transfer`,
}

export const STATUS_NAMES: Record<OrderStatus, MessageDescriptor> = {
  Pending: msg`Pending`,
  Complete: msg`Complete`,
  Cancelled: msg`Cancelled`,
}
