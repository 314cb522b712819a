// A small status pill, e.g. Active / Inactive or Default in a table cell.
import { Trans } from '@lingui/react/macro'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../cn'

const badgeVariants = cva(
  'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
  {
    variants: {
      tone: {
        success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
        neutral: 'bg-zinc-100 text-zinc-700 ring-zinc-300',
        brand: 'bg-brand-50 text-brand-700 ring-brand-200',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
)

export function Badge({
  className,
  tone,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />
}

/** The words of an active flag where the record's name asks for others ("Activa" in Spanish). */
export interface ActiveWords {
  active: string
  inactive: string
}

/** "Active" in green or "Inactive" in grey: how every active flag reads in a list. */
export function ActiveBadge({ active, words }: { active: boolean; words?: ActiveWords }) {
  const word = words ? (active ? words.active : words.inactive) : null
  return (
    <Badge tone={active ? 'success' : 'neutral'}>
      {word ?? (active ? <Trans>Active</Trans> : <Trans>Inactive</Trans>)}
    </Badge>
  )
}
