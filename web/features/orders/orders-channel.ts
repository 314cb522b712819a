// The socket of the live orders channel (spec §4, DESIGN.md "Realtime"): joins
// orders-{provider_id}, reports every order change and each (re)join, and after an error or a
// join time-out reports 'polling' while it reconnects with the back-off of spec §9. One socket a
// tab, whoever listens (the inbox, the low-stock badge of the provider area). Loaded on its own by
// use-orders-channel.ts: the event schema brings zod (its mini build), which the inbox's first
// paint need not wait for.
import {
  OrderEvent,
  REALTIME_HEARTBEAT_MS,
  REALTIME_JOIN_TIMEOUT_MS,
  REALTIME_RECONNECT_DELAYS_MS,
  ordersChannel,
  type ClientMessage,
} from '../../../common/realtime'
import { getSession } from '../../api/session'

/** connecting: not joined yet; live: joined; polling: the channel failed, fall back. */
export type ChannelStatus = 'connecting' | 'live' | 'polling'

export interface ChannelListener {
  onStatus: (status: ChannelStatus) => void
  onEvent: (event: OrderEvent) => void
  /** Each successful join, with the time its connection attempt started. */
  onJoined: (attemptStartedAt: number) => void
}

function realtimeUrl() {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${protocol}//${window.location.host}/api/realtime`
}

interface SharedChannel {
  listeners: Set<ChannelListener>
  status: ChannelStatus
  close: () => void
}

const channels = new Map<string, SharedChannel>()

/**
 * Listens to the provider's channel, opening its socket for the first listener; the returned
 * function stops listening, and closes the socket after the last one. A listener that comes to a
 * joined channel is told it joined now: what changed before it listened, it has to catch up on.
 */
export function openOrdersChannel(providerId: string, listener: ChannelListener): () => void {
  let channel = channels.get(providerId)
  if (channel) {
    channel.listeners.add(listener)
    listener.onStatus(channel.status)
    if (channel.status === 'live') listener.onJoined(Date.now())
  } else {
    const shared: SharedChannel = {
      listeners: new Set([listener]),
      status: 'connecting',
      close: () => undefined,
    }
    channels.set(providerId, shared)
    shared.close = connect(providerId, {
      onStatus: (status) => {
        shared.status = status
        for (const each of shared.listeners) each.onStatus(status)
      },
      onEvent: (event) => {
        for (const each of shared.listeners) each.onEvent(event)
      },
      onJoined: (attemptStartedAt) => {
        for (const each of shared.listeners) each.onJoined(attemptStartedAt)
      },
    })
    channel = shared
  }
  const listened = channel
  return () => {
    listened.listeners.delete(listener)
    if (listened.listeners.size > 0) return
    listened.close()
    channels.delete(providerId)
  }
}

/** Opens the socket; the returned function closes it for good. */
function connect(providerId: string, listener: ChannelListener): () => void {
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
    listener.onStatus('polling')
    scheduleReconnect()
  }

  function connect() {
    const session = getSession()
    if (stopped) return
    if (!session) {
      listener.onStatus('polling')
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
        listener.onStatus('live')
        listener.onJoined(startedAt)
      } else if (type === 'error') {
        fail(current)
      } else {
        const event = OrderEvent.safeParse(data)
        if (event.success) listener.onEvent(event.data)
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
}
