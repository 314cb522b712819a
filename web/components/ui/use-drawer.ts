// Whether a screen's drawer is open, apart from the drawer itself (sheet-form.tsx): a list screen
// keeps this state whether or not it has a drawer, and the inbox, which has none, then loads no
// dialog code with its first screen.
import { useState } from 'react'

/** Whether a drawer is open, as kept by the screen that opens it. */
export interface DrawerState {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** A screen's drawer: the state to give the drawer, and the way to open it. */
export function useDrawer(): [DrawerState, () => void] {
  const [open, onOpenChange] = useState(false)
  return [{ open, onOpenChange }, () => onOpenChange(true)]
}
