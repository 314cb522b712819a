// An inline message that screen readers announce at once (role="alert"), e.g. a form's error.
import { CircleAlert } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '../cn'

export function Alert({ className, children, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="alert"
      className={cn(
        'flex gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800',
        className,
      )}
      {...props}
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="space-y-0.5">{children}</div>
    </div>
  )
}
