// A long list's first screenful renders with the page, the rest in steps after it: rendering and
// laying out a hundred rows at once holds a phone's main thread for hundreds of milliseconds
// (Lighthouse's mobile preset, issue #15), while a step of twenty is short enough not to block
// taps, scrolling or the first paint.
import { startTransition, useEffect, useMemo, useState } from 'react'

/** The shortest row a list has: a table row (a line of text and its padding); cards are taller. */
const ROW_PX = 40
const STEP = 20

/** Enough rows to fill the window at the shortest row height: the steps only add rows below it. */
const screenful = () => Math.max(STEP, Math.ceil(window.innerHeight / ROW_PX))

/**
 * The items to render now: a screenful, then STEP more after each commit, as
 * transitions (interruptible, each commit small), until all are shown. The count only grows: the
 * next page or a live change renders at once, only the list's first showing waits.
 */
export function useInSteps<T>(items: T[] | undefined): T[] | undefined {
  const [count, setCount] = useState(screenful)
  const more = items !== undefined && items.length > count
  useEffect(() => {
    if (!more) return
    // A task of its own, after the commit's effects: the browser paints what is there first.
    const timer = setTimeout(() => startTransition(() => setCount((shown) => shown + STEP)))
    return () => clearTimeout(timer)
  }, [more, count])
  return useMemo(() => (more ? items.slice(0, count) : items), [items, more, count])
}
