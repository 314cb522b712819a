// How the Integrations screen names the events a webhook hears, in the screen's language (the
// event types themselves are the API's and stay as they are).
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { WebhookEventType } from '../../../common/webhooks'

export const EVENT_DESCRIPTIONS: Record<WebhookEventType, MessageDescriptor> = {
  'order.created': msg`An order is placed`,
  'order.fulfilled': msg`An order is fulfilled`,
  'order.cancelled': msg`An order or a stock movement is cancelled`,
  'stock.low': msg`A product falls to its reorder minimum`,
  'transaction.created': msg`A stock movement is made (in, out, adjustment, transfer)`,
}
