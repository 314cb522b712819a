// A chart with its table, and a toggle between the two. The table stays the source of truth: it
// is always in the page, shown by the toggle and otherwise kept for screen readers only (and shown
// while the keyboard is inside it, so a focused header is never invisible), while the chart is
// hidden from them (they would hear the same figures twice).
import { useLingui } from '@lingui/react/macro'
import { ChartColumn, Table2 } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { cn } from '../cn'

interface ChartOrTableProps {
  /** What the two show, for the toggle's group name. */
  title: string
  chart: ReactNode
  table: ReactNode
  className?: string
}

const toggleClass = (pressed: boolean) =>
  cn(
    'inline-flex h-7 items-center gap-1.5 rounded px-2 text-xs font-medium transition-colors [&_svg]:size-3.5',
    pressed ? 'bg-white text-zinc-900 shadow-sm' : 'text-zinc-600 hover:text-zinc-900',
  )

export function ChartOrTable({ title, chart, table, className }: ChartOrTableProps) {
  const { t } = useLingui()
  const [view, setView] = useState<'chart' | 'table'>('chart')
  return (
    <div className={cn('min-w-0', className)}>
      <div
        role="group"
        aria-label={t`${title}: show as`}
        className="mb-3 inline-flex rounded-md bg-zinc-100 p-0.5"
      >
        {(
          [
            ['chart', t`Chart`, ChartColumn],
            ['table', t`Table`, Table2],
          ] as const
        ).map(([name, label, Icon]) => (
          <button
            key={name}
            type="button"
            aria-pressed={view === name}
            className={toggleClass(view === name)}
            onClick={() => setView(name)}
          >
            <Icon aria-hidden="true" />
            {label}
          </button>
        ))}
      </div>
      {view === 'chart' ? <div aria-hidden="true">{chart}</div> : null}
      <div className={view === 'chart' ? 'sr-only focus-within:not-sr-only' : undefined}>
        {table}
      </div>
    </div>
  )
}
