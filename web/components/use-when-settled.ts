// A key pressed while a search is on its way to the server acts on that search's answer, not on
// the rows of the last one still shown: Enter in the search box waits for the matches it means.
import { useEffect, useLayoutEffect, useRef } from 'react'

/** `request()` runs `action` now, or once `busy` turns false; `cancel()` forgets a waiting one. */
export function useWhenSettled(busy: boolean, action: () => void) {
  const waiting = useRef(false)
  // The action of the last render, which sees the rows of the answer.
  const latest = useRef(action)
  useLayoutEffect(() => {
    latest.current = action
  })
  useEffect(() => {
    if (busy || !waiting.current) return
    waiting.current = false
    latest.current()
  }, [busy])
  return {
    request: () => {
      if (busy) waiting.current = true
      else action()
    },
    cancel: () => {
      waiting.current = false
    },
  }
}
