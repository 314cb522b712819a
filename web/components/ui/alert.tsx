// An inline message: an error (role="alert", announced at once, e.g. a form's error) or a warning
// that stays on screen until its cause is fixed (role="status", announced politely).
import { cva, type VariantProps } from 'class-variance-authority'
import { CircleAlert, TriangleAlert } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '../cn'

const alertVariants = cva('flex gap-2 rounded-md border px-3 py-2.5 text-sm', {
  variants: {
    tone: {
      error: 'border-red-200 bg-red-50 text-red-800',
      warning: 'border-amber-200 bg-amber-50 text-amber-900',
    },
  },
  defaultVariants: { tone: 'error' },
})

type AlertProps = ComponentProps<'div'> & VariantProps<typeof alertVariants>

export function Alert({ tone, className, children, ...props }: AlertProps) {
  const warning = tone === 'warning'
  const Icon = warning ? TriangleAlert : CircleAlert
  return (
    <div
      role={warning ? 'status' : 'alert'}
      className={cn(alertVariants({ tone }), className)}
      {...props}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="space-y-0.5">{children}</div>
    </div>
  )
}
