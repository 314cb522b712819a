// The transaction types as the screens name them, in the screen's language (the English is
// common/order-status.ts's TRANSACTION_TYPE_LABELS).
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TransactionType } from '../../../common/constants'

export const TYPE_NAMES: Record<TransactionType, MessageDescriptor> = {
  ORDER: msg`Order`,
  IN: msg`In`,
  OUT: msg`Out`,
  ADJUST: msg`Adjustment`,
  TRANSFER: msg`Transfer`,
}
