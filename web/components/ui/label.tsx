import type { ComponentProps } from 'react'
import { cn } from '../cn'

export function Label({ className, htmlFor, ...props }: ComponentProps<'label'>) {
  return (
    <label
      htmlFor={htmlFor}
      className={cn('text-sm leading-none font-medium text-zinc-800', className)}
      {...props}
    />
  )
}
