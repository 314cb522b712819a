// Whether a CSS media query matches, following the window as it is resized or turned.
import { useSyncExternalStore } from 'react'

/** Tailwind's `md` breakpoint: tables from here up, cards below. */
export const WIDE_SCREEN = '(min-width: 48rem)'

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
  )
}
