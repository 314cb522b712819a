// Joins class names and lets a later Tailwind class override an earlier one (`px-2` then `px-4`).
import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}

/**
 * tailwind-merge builds its map of Tailwind's classes on first use, about 20 ms on a phone.
 * Called in a task of its own before the first render, so that the map is not built inside the
 * render of whichever component comes first, a slice of work React cannot interrupt.
 */
export function prepareClassMerging(): void {
  twMerge('')
}
