// Fans database notifications out to the sockets of this instance. Each instance LISTENs on
// the same channel, so an order written through any instance reaches every inbox.
import type { FastifyBaseLogger } from 'fastify'
import { OrderEvent } from '../../../common/realtime'
import type { Database, Unlisten } from '../../db/client'
import { ORDERS_CHANNEL } from './notify'

export interface Subscriber {
  send(event: OrderEvent): void
}

export interface RealtimeHub {
  subscribe(providerId: string, subscriber: Subscriber): () => void
  start(): Promise<void>
  stop(): Promise<void>
}

export function createRealtimeHub(database: Database, log: FastifyBaseLogger): RealtimeHub {
  const byProvider = new Map<string, Set<Subscriber>>()
  let unlisten: Unlisten | undefined

  const dispatch = (payload: string) => {
    let event: OrderEvent
    try {
      event = OrderEvent.parse(JSON.parse(payload))
    } catch (err) {
      log.warn({ err, payload }, 'ignored a malformed order notification')
      return
    }
    for (const subscriber of byProvider.get(event.record.provider_id) ?? []) subscriber.send(event)
  }

  return {
    subscribe(providerId, subscriber) {
      const set = byProvider.get(providerId) ?? new Set()
      set.add(subscriber)
      byProvider.set(providerId, set)
      return () => {
        set.delete(subscriber)
        if (set.size === 0) byProvider.delete(providerId)
      }
    },
    async start() {
      unlisten = await database.listen(ORDERS_CHANNEL, dispatch)
    },
    async stop() {
      await unlisten?.()
    },
  }
}
