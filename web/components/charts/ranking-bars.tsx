// A ranking or a share as horizontal bars: each row its name (cut to the width, whole on hover
// and focus), a bar as long as its value against the largest, and the value as the table reads
// it. Plain HTML rather than SVG, so names can be links and wrap like the rest of the page.
import type { ReactNode } from 'react'
import { cn } from '../cn'

export interface RankedBar {
  key: string
  name: string
  value: number
  /** The value as written in the table. */
  formatted: string
  /** Where the name leads, e.g. the product's page. */
  link?: (children: ReactNode, className: string) => ReactNode
}

interface RankingBarsProps {
  title: string
  bars: RankedBar[]
  className?: string
  'data-testid'?: string
}

const nameClass =
  'block min-w-0 truncate text-sm text-zinc-800 focus-visible:whitespace-normal focus-visible:wrap-anywhere'

export function RankingBars({ title, bars, className, ...rest }: RankingBarsProps) {
  const max = Math.max(0, ...bars.map((bar) => Math.abs(bar.value)))
  return (
    <ul aria-label={title} className={cn('space-y-3', className)} data-chart="bars" {...rest}>
      {bars.map((bar) => (
        <li key={bar.key} className="min-w-0">
          <div className="flex items-baseline justify-between gap-3">
            {bar.link ? (
              bar.link(<span title={bar.name}>{bar.name}</span>, cn(nameClass, 'hover:underline'))
            ) : (
              <span className={nameClass} title={bar.name}>
                {bar.name}
              </span>
            )}
            <span className="shrink-0 text-sm font-medium text-zinc-900 tabular-nums">
              {bar.formatted}
            </span>
          </div>
          <div className="mt-1 h-2 rounded-full bg-zinc-100" aria-hidden="true">
            <div
              data-mark=""
              className="h-2 rounded-full bg-brand-600"
              style={{ width: `${max > 0 ? (Math.abs(bar.value) / max) * 100 : 0}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  )
}
