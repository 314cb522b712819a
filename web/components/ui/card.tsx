import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../cn'

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-xl border border-zinc-200 bg-white shadow-sm', className)}
      {...props}
    />
  )
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-6', className)} {...props} />
}

export function CardTitle({ className, children, ...props }: ComponentProps<'h2'>) {
  return (
    <h2 className={cn('text-lg font-semibold tracking-tight', className)} {...props}>
      {children}
    </h2>
  )
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-zinc-600', className)} {...props} />
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-6 pt-0', className)} {...props} />
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-center p-6 pt-0', className)} {...props} />
}

interface SectionCardProps {
  title: string
  className?: string
  contentClassName?: string
  children: ReactNode
}

/** A titled panel of a record's screen: Details, Image, Recent Orders. */
export function SectionCard({ title, className, contentClassName, children }: SectionCardProps) {
  return (
    <Card className={className}>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className={cn(contentClassName, 'p-4 pt-0 sm:p-6 sm:pt-0')}>
        {children}
      </CardContent>
    </Card>
  )
}
