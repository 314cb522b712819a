// The realtime protocol of /api/realtime (DESIGN.md). The browser joins orders-{provider_id}
// with its access token and then receives an OrderEvent for every change to that provider's
// orders.
import { z } from 'zod'

export const REALTIME_JOIN_TIMEOUT_MS = 10_000
export const REALTIME_HEARTBEAT_MS = 30_000
export const REALTIME_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const

export const ordersChannel = (providerId: string) => `orders-${providerId}`

export const ClientMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('join'),
    channel: z.string().max(100),
    access_token: z.string().max(4096),
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
