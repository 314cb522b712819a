// One figure of the dashboard: what it counts, its value, how it moved against the period before,
// and a link to the list that explains it (the whole card is the link).
import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { cn } from '../../components/cn'
import { formatNumber } from '../../components/format'
import { changeOf } from './periods'

interface FigureCardProps {
  label: string
  value: string
  /** The link to the list that explains the figure. */
  to: string
  /** This period's and the period before's values, and what the period before is called. */
  change?: { current: number; previous: number; against: string }
  testId: string
}

export function FigureCard({ label, value, to, change, testId }: FigureCardProps) {
  return (
    <Link
      to={to}
      data-testid={testId}
      className="group block min-w-0 rounded-xl border border-zinc-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-200 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <p className="text-sm font-medium text-zinc-600">{label}</p>
      <p
        className="mt-1 truncate text-2xl font-semibold tracking-tight text-zinc-900 tabular-nums"
        data-value=""
      >
        {value}
      </p>
      {change ? <Change {...change} /> : null}
    </Link>
  )
}

function Change({ current, previous, against }: NonNullable<FigureCardProps['change']>) {
  const { t } = useLingui()
  const percent = changeOf(current, previous)
  if (percent === null) {
    return (
      <p className="mt-1 text-xs text-zinc-500" data-change="none">
        <span aria-hidden="true">— {against}</span>
        <span className="sr-only">{t`Nothing to compare with`}</span>
      </p>
    )
  }
  const amount = formatNumber(Math.abs(percent), 0)
  const up = percent > 0
  const tone = percent === 0 ? 'text-zinc-600' : up ? 'text-emerald-700' : 'text-red-700'
  return (
    <p className="mt-1 text-xs text-zinc-500" data-change={String(percent)}>
      <span className={cn('font-medium', tone)}>
        <span aria-hidden="true">{percent === 0 ? '' : up ? '▲ ' : '▼ '}</span>
        <span className="sr-only">
          {percent === 0 ? t`No change` : up ? t`Up ${amount}%` : t`Down ${amount}%`}
        </span>
        <span aria-hidden="true">{percent === 0 ? t`0%` : t`${amount}%`}</span>
      </span>{' '}
      {against}
    </p>
  )
}
