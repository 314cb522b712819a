import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../cn'

interface EmptyStateProps {
  icon?: LucideIcon
  /** The sentence the spec gives for the empty list. */
  text: string
  children?: ReactNode
  className?: string
}

export function EmptyState({ icon: Icon, text, children, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-zinc-300 bg-zinc-50/60 px-6 py-14 text-center',
        className,
      )}
    >
      {Icon ? (
        <span className="flex size-11 items-center justify-center rounded-full bg-white text-zinc-500 shadow-sm ring-1 ring-zinc-200">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      ) : null}
      <p className="max-w-sm text-sm text-zinc-600">{text}</p>
      {children}
    </div>
  )
}
