// The marketing figures of spec §9, written as the spec has them in every language.
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'

const FIGURES = [
  { value: '10K+', label: msg`businesses` },
  { value: '2M+', label: msg`orders processed` },
  { value: '99.5%', label: msg`inventory accuracy` },
] as const

export function StatsSection() {
  const { t, i18n } = useLingui()
  return (
    <section aria-label={t`Stockline in numbers`} className="border-y border-zinc-200 bg-zinc-50">
      <dl className="mx-auto grid max-w-6xl grid-cols-3 divide-x divide-zinc-200 sm:px-6">
        {FIGURES.map((figure) => (
          <div
            key={figure.value}
            className="flex flex-col items-center gap-1 px-2 py-8 text-center"
          >
            <dt className="order-2 text-sm text-zinc-600">{i18n._(figure.label)}</dt>
            <dd className="order-1 text-2xl font-semibold sm:text-3xl tracking-tight text-zinc-950 tabular-nums">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
