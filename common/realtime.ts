// The realtime protocol of /api/realtime (DESIGN.md). The browser joins orders-{provider_id}
// with its access token and then receives an OrderEvent for every change to that provider's
// orders. Written with zod's mini build: the inbox loads this protocol (and so zod) on its own,
// and mini's schemas are built in a fraction of the time of the full API's.
import { z } from 'zod/mini'

export const REALTIME_JOIN_TIMEOUT_MS = 10_000
export const REALTIME_HEARTBEAT_MS = 30_000
export const REALTIME_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const

export const ordersChannel = (providerId: string) => `orders-${providerId}`

export const ClientMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('join'),
    channel: z.string().check(z.maxLength(100)),
    access_token: z.string().check(z.maxLength(4096)),
  }),
  z.object({ type: z.literal('heartbeat') }),
])
export type ClientMessage = z.infer<typeof ClientMessage>

export type ServerMessage =
  | { type: 'joined'; channel: string }
  | { type: 'heartbeat' }
  | {
      type: 'error'
      code: 'bad_message' | 'unauthorized' | 'forbidden' | 'join_timeout'
      message: string
    }

/** The event the realtime channel orders-{provider_id} carries (DESIGN.md). */
export const OrderEvent = z.object({
  event: z.enum(['INSERT', 'UPDATE']),
  table: z.literal('orders'),
  record: z.object({ id: z.int(), provider_id: z.uuid() }),
})
export type OrderEvent = z.infer<typeof OrderEvent>
