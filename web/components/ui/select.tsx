// A styled native <select>: the platform's own picker on phones, full keyboard support, and
// Playwright's selectOption works on it as on any form control.
import { ChevronDown } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '../cn'

export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className="flex h-10 w-full appearance-none rounded-md border border-zinc-300 bg-white py-2 pr-9 pl-3 text-sm shadow-xs transition-colors focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-brand-500/20 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-500"
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-zinc-500"
        aria-hidden="true"
      />
    </div>
  )
}
