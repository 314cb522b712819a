// The live side of a screen (spec §4): the channel's status for the page, and its order changes
// and (re)joins handed to the page, so the page can catch up on what it missed. The inbox listens,
// and so does the provider area for its low-stock badge; the one socket they share is
// orders-channel.ts.
import { useEffect, useRef, useState } from 'react'
import type { OrderEvent } from '../../../common/realtime'
import type { ChannelStatus } from './orders-channel'

interface ChannelHandlers {
  onEvent: (event: OrderEvent) => void
  /** Called on each successful join, with the time the connection attempt started. */
  onJoined?: (attemptStartedAt: number) => void
}

/**
 * `enabled` false holds the channel back (status 'connecting'): the inbox opens it once its first
 * rows are on screen, so that the socket and the event schema (zod, about 25 KB) neither compete
 * with them nor delay them; the catch-up on join covers whatever changed meanwhile.
 */
export function useOrdersChannel(
  providerId: string,
  enabled: boolean,
  handlers: ChannelHandlers,
): ChannelStatus {
  const [status, setStatus] = useState<ChannelStatus>('connecting')
  // The latest handlers, without reconnecting when the caller passes new functions.
  const handlersRef = useRef(handlers)
  useEffect(() => {
    handlersRef.current = handlers
  })

  useEffect(() => {
    if (!enabled) return
    let stopped = false
    let close: (() => void) | undefined
    import('./orders-channel')
      .then(({ openOrdersChannel }) => {
        if (stopped) return
        close = openOrdersChannel(providerId, {
          onStatus: setStatus,
          onEvent: (event) => handlersRef.current.onEvent(event),
          onJoined: (attemptStartedAt) => handlersRef.current.onJoined?.(attemptStartedAt),
        })
      })
      // Its code did not load (a deploy since the page opened): as when the channel fails.
      .catch(() => {
        if (!stopped) setStatus('polling')
      })
    return () => {
      stopped = true
      close?.()
    }
  }, [providerId, enabled])

  return status
}
