// A drawing of the app made of plain elements: it shows the product without shipping a
// screenshot. Decorative only, so it is hidden from assistive technology; its words still follow
// the page's language, as a screenshot of the app in that language would.
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { dollars } from './dollars'

const ROWS = [
  { id: 1042, client: 'Green Leaf Café', total: 384, pending: true },
  { id: 1041, client: 'Harbor Hardware', total: 1120, pending: true },
  { id: 1040, client: 'Bloom & Co.', total: 96, pending: false },
  { id: 1039, client: 'Northside Deli', total: 452, pending: false },
  { id: 1038, client: 'Sunrise Bakery', total: 210, pending: false },
] as const

const STOCK = [
  { name: msg`Main warehouse`, value: 82 },
  { name: msg`Downtown store`, value: 46 },
  { name: msg`Pop-up`, value: 18 },
] as const

export function ProductPreview() {
  const { t, i18n } = useLingui()
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-xl select-none">
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-tr from-brand-200/60 via-white to-emerald-100/60 blur-2xl" />
      <div className="overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-2xl shadow-brand-900/10">
        <div className="flex items-center gap-1.5 border-b border-zinc-100 bg-zinc-50 px-4 py-3">
          <span className="size-2.5 rounded-full bg-zinc-300" />
          <span className="size-2.5 rounded-full bg-zinc-300" />
          <span className="size-2.5 rounded-full bg-zinc-300" />
          <span className="ml-3 text-xs font-medium text-zinc-500">
            <Trans>Inbox</Trans>
          </span>
        </div>
        <div className="divide-y divide-zinc-100 sm:pb-12">
          {ROWS.map((row) => (
            <div key={row.id} className="flex items-center gap-3 px-4 py-3 text-sm">
              <span className="w-20 font-medium text-zinc-900 tabular-nums">#{row.id}</span>
              <span className="flex-1 truncate text-zinc-600">{row.client}</span>
              <span className="hidden text-zinc-700 tabular-nums sm:inline">
                {dollars(i18n, row.total)}
              </span>
              <span
                className={
                  row.pending
                    ? 'rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200'
                    : 'rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200'
                }
              >
                {row.pending ? t`Pending` : t`Complete`}
              </span>
            </div>
          ))}
        </div>
      </div>
      <div className="relative -mt-10 mr-0 ml-auto hidden w-60 rounded-xl border border-zinc-200 bg-white p-4 shadow-xl sm:block lg:-mr-6">
        <p className="text-xs font-medium text-zinc-500">
          <Trans>Stock by location</Trans>
        </p>
        <div className="mt-3 space-y-2.5">
          {STOCK.map((location) => (
            <div key={location.name.id}>
              <div className="flex justify-between text-xs text-zinc-700">
                <span>{i18n._(location.name)}</span>
                <span className="tabular-nums">{location.value}</span>
              </div>
              <div className="mt-1 h-1.5 rounded-full bg-zinc-100">
                <div
                  className="h-1.5 rounded-full bg-brand-500"
                  style={{ width: `${location.value}%` }}
                />
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}
