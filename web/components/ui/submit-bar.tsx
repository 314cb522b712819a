// The footer of a screen that saves many lines at once (a new order, an inventory count): what
// will be saved and the button, kept in view at the bottom of the screen, with the reason a save
// was refused above them.
import type { ReactNode } from 'react'
import { Alert } from './alert'

interface SubmitBarProps {
  error: string | null
  /** `end`: the button alone on the right; `between`: a summary on the left. */
  align: 'end' | 'between'
  children: ReactNode
}

export function SubmitBar({ error, align, children }: SubmitBarProps) {
  return (
    <div className="sticky bottom-0 -mx-4 grid gap-3 border-t border-zinc-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:mx-0 lg:rounded-xl lg:border lg:px-4">
      {error ? <Alert>{error}</Alert> : null}
      <div
        className={`flex items-center ${align === 'end' ? 'justify-end' : 'justify-between'} gap-3`}
      >
        {children}
      </div>
    </div>
  )
}
