// Quantity input rules (spec §5): digits and editing keys only; negatives become their
// absolute value, decimals are rounded down, the minimum is 0.
const EDIT_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
])
const CLIPBOARD_KEYS = new Set(['a', 'c', 'v', 'x'])

export interface KeyPress {
  key: string
  ctrlKey?: boolean
  metaKey?: boolean
}

export function isQuantityKeyAllowed({ key, ctrlKey, metaKey }: KeyPress): boolean {
  if (/^[0-9]$/.test(key)) return true
  if (EDIT_KEYS.has(key)) return true
  return Boolean(ctrlKey || metaKey) && CLIPBOARD_KEYS.has(key.toLowerCase())
}

export function normalizeQuantity(value: number | string): number {
  const n = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(n)) return 0
  return Math.floor(Math.abs(n))
}
