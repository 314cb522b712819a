// Work a page may need soon but not for its first paint (the code of a panel that opens on a
// click, a notice about the account): started once the page has loaded and the browser has
// nothing else to do.
import { useEffect, useState } from 'react'

/** Runs `task` after the load event, when the browser is idle; returns a way to call it off. */
export function whenIdle(task: () => unknown): () => void {
  let cancel = () => {}
  const schedule = () => {
    // Safari has no requestIdleCallback: a short delay after load stands in for it.
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => void task(), { timeout: 5000 })
      cancel = () => cancelIdleCallback(id)
    } else {
      const id = setTimeout(() => void task(), 1000)
      cancel = () => clearTimeout(id)
    }
  }
  if (document.readyState === 'complete') {
    schedule()
    return () => cancel()
  }
  window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    cancel()
  }
}

/** False until the page has loaded and the browser is idle, then true. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true)), [])
  return idle
}
