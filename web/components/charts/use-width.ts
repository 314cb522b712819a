// The width a chart has to draw in: its box's, followed as the window or the layout changes, so
// an SVG chart fits a 375 px phone as well as a desktop.
import { useEffect, useRef, useState } from 'react'

export function useWidth<T extends HTMLElement>(initial = 0) {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(initial)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    setWidth(element.clientWidth)
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}
