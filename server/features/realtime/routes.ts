// GET /api/realtime (WebSocket): join orders-{provider_id} with an access token, then receive
// that provider's order events. Membership is checked on join, as on every provider route, and
// again whenever it changes: a member removed from the provider is disconnected at once.
import type { FastifyPluginAsync } from 'fastify'
import {
  ClientMessage,
  REALTIME_HEARTBEAT_MS,
  REALTIME_JOIN_TIMEOUT_MS,
  ordersChannel,
  type ServerMessage,
} from '../../../common/realtime'
import { messages } from '../../../common/messages'
import type { RealtimeHub } from './hub'

const CHANNEL = /^orders-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i
// A socket that has not sent a heartbeat for more than two intervals is gone.
const IDLE_LIMIT_MS = REALTIME_HEARTBEAT_MS * 2.5

export const realtimeRoutes =
  (hub: RealtimeHub): FastifyPluginAsync =>
  async (app) => {
    app.get('/realtime', { websocket: true, schema: { hide: true } }, (socket) => {
      let unsubscribe: (() => void) | undefined
      let unwatch: (() => void) | undefined
      let lastSeen = Date.now()
      const send = (message: ServerMessage | object) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
      }
      const refuse = (
        code: Extract<ServerMessage, { type: 'error' }>['code'],
        message: string,
        closeCode: number,
      ) => {
        send({ type: 'error', code, message })
        socket.close(closeCode, code)
      }
      const joinTimer = setTimeout(
        () => unsubscribe || refuse('join_timeout', 'Join a channel within 10 seconds.', 4408),
        REALTIME_JOIN_TIMEOUT_MS,
      )
      const idleTimer = setInterval(() => {
        if (Date.now() - lastSeen > IDLE_LIMIT_MS) socket.terminate()
      }, REALTIME_HEARTBEAT_MS)

      socket.on('message', async (raw: Buffer) => {
        lastSeen = Date.now()
        let message: ClientMessage
        try {
          message = ClientMessage.parse(JSON.parse(raw.toString()))
        } catch {
          return refuse('bad_message', 'This message is not understood.', 4400)
        }
        if (message.type === 'heartbeat') return send({ type: 'heartbeat' })
        if (unsubscribe) return
        const providerId = CHANNEL.exec(message.channel)?.[1]
        const userId = await app.tokens.verify(message.access_token)
        if (!userId) return refuse('unauthorized', messages.http.unauthorized, 4401)
        const role = providerId ? await app.memberships.roleOf(providerId, userId) : null
        if (!role || !providerId) return refuse('forbidden', messages.auth.notAMember, 4403)
        clearTimeout(joinTimer)
        unsubscribe = hub.subscribe(providerId, { send })
        unwatch = app.memberships.watch(providerId, userId, () => {
          app.memberships.roleOf(providerId, userId).then(
            (still) => still || refuse('forbidden', messages.auth.notAMember, 4403),
            (err: unknown) => app.log.warn({ err }, 'could not check a live membership again'),
          )
        })
        send({ type: 'joined', channel: ordersChannel(providerId) })
      })

      socket.on('close', () => {
        clearTimeout(joinTimer)
        clearInterval(idleTimer)
        unsubscribe?.()
        unwatch?.()
      })
    })
  }
