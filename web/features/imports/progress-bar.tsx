// How far a file has gone up; once it has, the server reads and writes it with no figure to show,
// so the bar stays full and pulses until the answer comes.
import { Trans } from '@lingui/react/macro'
import { cn } from '../../components/cn'

export function ProgressBar({ label, sent }: { label: string; sent: number }) {
  const reading = sent >= 1
  const percent = Math.round(sent * 100)
  return (
    <div className="grid gap-2">
      <div className="flex justify-between text-sm text-zinc-700">
        <span id="import-progress-label">{reading ? label : <Trans>Sending the file…</Trans>}</span>
        {reading ? null : <span className="tabular-nums">{percent}%</span>}
      </div>
      <div
        role="progressbar"
        aria-labelledby="import-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        {...(reading ? {} : { 'aria-valuenow': percent })}
        className="h-2 overflow-hidden rounded-full bg-zinc-100"
      >
        <div
          className={cn(
            'h-full rounded-full bg-brand-600 transition-[width] duration-200',
            reading && 'animate-pulse',
          )}
          style={{ width: `${reading ? 100 : Math.max(percent, 2)}%` }}
        />
      </div>
    </div>
  )
}
