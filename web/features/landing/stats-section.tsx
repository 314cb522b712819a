// The marketing figures of spec §9.
const FIGURES = [
  { value: '10K+', label: 'businesses' },
  { value: '2M+', label: 'orders processed' },
  { value: '99.5%', label: 'inventory accuracy' },
] as const

export function StatsSection() {
  return (
    <section aria-label="Stockline in numbers" className="border-y border-zinc-200 bg-zinc-50">
      <dl className="mx-auto grid max-w-6xl grid-cols-3 divide-x divide-zinc-200 sm:px-6">
        {FIGURES.map((figure) => (
          <div
            key={figure.label}
            className="flex flex-col items-center gap-1 px-2 py-8 text-center"
          >
            <dt className="order-2 text-sm text-zinc-600">{figure.label}</dt>
            <dd className="order-1 text-2xl font-semibold sm:text-3xl tracking-tight text-zinc-950 tabular-nums">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
