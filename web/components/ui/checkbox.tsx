// A styled native checkbox: works with react-hook-form's register and with a <Label htmlFor>.
import type { ComponentProps } from 'react'
import { cn } from '../cn'

export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'size-4 shrink-0 cursor-pointer rounded border-zinc-300 accent-brand-600 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  )
}
