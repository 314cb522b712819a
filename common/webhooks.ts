// The outgoing webhooks contract (issue #25): a business's endpoints, the events each receives,
// and the log of deliveries. Each delivery is a POST signed as Stripe signs its own:
// `Stockline-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the secret>`.
import { z } from 'zod'
import { PageQuery, Pagination, Uuid } from './schemas'

export const WEBHOOK_EVENTS = [
  'order.created',
  'order.fulfilled',
  'order.cancelled',
  'stock.low',
  'transaction.created',
] as const
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]

export const SIGNATURE_HEADER = 'Stockline-Signature'
/** How many failed attempts in a row disable a subscription (its owners get an e-mail). */
export const WEBHOOK_FAILURES_TO_DISABLE = 20
/** A delivery is tried again, with a growing wait, for this long after its event. */
export const WEBHOOK_RETRY_HOURS = 24
export const DELIVERIES_PAGE_SIZE = 20

export const webhookMessages = {
  urlRequired: 'A URL is required for a webhook.',
  urlInvalid: 'The URL must start with http:// or https://.',
  urlPrivate:
    'This address is private (this machine or its network): webhooks are only sent to public addresses.',
  urlUnresolved: 'This address does not resolve to any server.',
  eventsRequired: 'Choose at least one event.',
  notFound: 'This webhook does not exist.',
  deliveryNotFound: 'This delivery does not exist.',
  created: 'The webhook has been created.',
  updated: 'The webhook has been updated.',
  deleted: 'The webhook has been deleted.',
  resent: 'The delivery will be sent again.',
} as const

const Url = z
  .string({ error: webhookMessages.urlRequired })
  .trim()
  .min(1, { error: webhookMessages.urlRequired })
  .max(2000)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), {
    error: webhookMessages.urlInvalid,
  })

const Events = z
  .array(z.enum(WEBHOOK_EVENTS), { error: webhookMessages.eventsRequired })
  .min(1, { error: webhookMessages.eventsRequired })
  .transform((events) => [...new Set(events)])

export const Webhook = z.object({
  id: Uuid,
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** Failed attempts in a row; at WEBHOOK_FAILURES_TO_DISABLE the webhook is disabled. */
  consecutive_failures: z.number().int(),
  /** When it was disabled after failing (null when enabled, or disabled by a person). */
  disabled_at: z.string().nullable(),
  created_at: z.string(),
})
export type Webhook = z.infer<typeof Webhook>

export const WebhooksEnvelope = z.object({ webhooks: z.array(Webhook) })
export const WebhookEnvelope = z.object({ webhook: Webhook })
/** A new or rotated signing secret (`whsec_…`), shown in this answer only. */
export const WebhookWithSecret = z.object({ webhook: Webhook, secret: z.string() })

export const WebhookCreate = z.strictObject({
  url: Url,
  events: Events,
  enabled: z.boolean().default(true),
})
export type WebhookCreate = z.infer<typeof WebhookCreate>

export const WebhookUpdate = z.strictObject({
  url: Url.optional(),
  events: Events.optional(),
  enabled: z.boolean().optional(),
})
export type WebhookUpdate = z.infer<typeof WebhookUpdate>

export const WebhookParams = z.object({ providerId: Uuid, webhookId: Uuid })
export const DeliveryParams = WebhookParams.extend({
  deliveryId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
})

export const Delivery = z.object({
  id: z.number().int(),
  event: z.object({ id: z.string(), type: z.enum(WEBHOOK_EVENTS), created_at: z.string() }),
  state: z.enum(['pending', 'delivered', 'failed', 'skipped']),
  attempts: z.number().int(),
  /** The last attempt: the endpoint's HTTP status, the first bytes of its answer, or why none. */
  last_status: z.number().int().nullable(),
  last_response: z.string().nullable(),
  last_error: z.string().nullable(),
  last_duration_ms: z.number().int().nullable(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
})
export type Delivery = z.infer<typeof Delivery>

export const DeliveriesQuery = PageQuery(DELIVERIES_PAGE_SIZE)
export const DeliveriesEnvelope = z.object({
  deliveries: z.array(Delivery),
  pagination: Pagination,
})
export const DeliveryEnvelope = z.object({ delivery: Delivery })
