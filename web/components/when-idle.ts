// What a page shows but does not need for its first paint (a notice about the account): rendered
// once the page has loaded and the browser has nothing else to do.
import { useEffect, useState, type ReactNode } from 'react'

/** Runs `task` after the load event, when the browser is idle; returns a way to call it off. */
function whenIdle(task: () => unknown): () => void {
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

/** Renders `children` once the page has loaded and the browser is idle; nothing before. */
export function WhenIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true)), [])
  return idle ? children : null
}
