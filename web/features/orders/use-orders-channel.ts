// The live side of the inbox (spec §4, DESIGN.md "Realtime"): one WebSocket joined to
// orders-{provider_id}. It reports every order change, says when the channel is (re)joined so
// the list can catch up on what it missed, and reports 'polling' after an error or a join
// time-out, while it keeps reconnecting with the back-off of spec §9.
import { useEffect, useRef, useState } from 'react'
import { OrderEvent } from '../../../common/orders'
import {
  REALTIME_HEARTBEAT_MS,
  REALTIME_JOIN_TIMEOUT_MS,
  REALTIME_RECONNECT_DELAYS_MS,
  ordersChannel,
  type ClientMessage,
} from '../../../common/realtime'
import { getSession } from '../../api/session'

/** connecting: not joined yet; live: joined; polling: the channel failed, fall back. */
export type ChannelStatus = 'connecting' | 'live' | 'polling'

interface ChannelHandlers {
  onEvent: (event: OrderEvent) => void
  /** Called on each successful join, with the time the connection attempt started. */
  onJoined?: (attemptStartedAt: number) => void
}

function realtimeUrl() {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${protocol}//${window.location.host}/api/realtime`
}

export function useOrdersChannel(providerId: string, handlers: ChannelHandlers): ChannelStatus {
  const [status, setStatus] = useState<ChannelStatus>('connecting')
  // The latest handlers, without reconnecting when the caller passes new functions.
  const handlersRef = useRef(handlers)
  useEffect(() => {
    handlersRef.current = handlers
  })

  useEffect(() => {
    let socket: WebSocket | null = null
    let attempt = 0
    let stopped = false
    let joinTimer: ReturnType<typeof setTimeout> | undefined
    let heartbeat: ReturnType<typeof setInterval> | undefined
    let retryTimer: ReturnType<typeof setTimeout> | undefined

    const clearTimers = () => {
      clearTimeout(joinTimer)
      clearInterval(heartbeat)
    }

    const send = (message: ClientMessage) => {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message))
    }

    const scheduleReconnect = () => {
      if (stopped) return
      const delays = REALTIME_RECONNECT_DELAYS_MS
      const delay = delays[Math.min(attempt, delays.length - 1)]
      attempt += 1
      retryTimer = setTimeout(connect, delay)
    }

    /** An error, a refused join, a time-out or a lost connection: poll, then try again. */
    const fail = (current: WebSocket) => {
      if (stopped || current !== socket) return
      clearTimers()
      socket = null
      current.onclose = null
      current.close()
      setStatus('polling')
      scheduleReconnect()
    }

    function connect() {
      const session = getSession()
      if (stopped) return
      if (!session) {
        setStatus('polling')
        return
      }
      const startedAt = Date.now()
      const current = new WebSocket(realtimeUrl())
      socket = current
      joinTimer = setTimeout(() => fail(current), REALTIME_JOIN_TIMEOUT_MS)

      current.onopen = () => {
        send({
          type: 'join',
          channel: ordersChannel(providerId),
          // Read again at each attempt: the session may have been refreshed meanwhile.
          access_token: getSession()?.access_token ?? session.access_token,
        })
      }
      current.onmessage = (message: MessageEvent<string>) => {
        let data: unknown
        try {
          data = JSON.parse(message.data)
        } catch {
          return
        }
        const type = (data as { type?: unknown }).type
        if (type === 'joined') {
          clearTimeout(joinTimer)
          attempt = 0
          heartbeat = setInterval(() => send({ type: 'heartbeat' }), REALTIME_HEARTBEAT_MS)
          setStatus('live')
          handlersRef.current.onJoined?.(startedAt)
        } else if (type === 'error') {
          fail(current)
        } else {
          const event = OrderEvent.safeParse(data)
          if (event.success) handlersRef.current.onEvent(event.data)
        }
      }
      current.onerror = () => fail(current)
      current.onclose = () => fail(current)
    }

    connect()
    return () => {
      stopped = true
      clearTimers()
      clearTimeout(retryTimer)
      if (socket) {
        socket.onclose = null
        socket.close()
      }
    }
  }, [providerId])

  return status
}
