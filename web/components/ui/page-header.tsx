// A screen's title, with its actions on the right. A title too long for the line (a 120-character
// location name) wraps, and the actions move under it rather than out of the screen.
import type { ReactNode } from 'react'

interface PageHeaderProps {
  title: string
  /** Buttons shown on the right, e.g. the plus button that opens a "New …" drawer. */
  actions?: ReactNode
  children?: ReactNode
}

export function PageHeader({ title, actions, children }: PageHeaderProps) {
  return (
    <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <title>{`${title} · Stockline`}</title>
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-balance break-words text-zinc-900">
          {title}
        </h1>
        {children}
      </div>
      {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
    </header>
  )
}
