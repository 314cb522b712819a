// How a question was read (spec §3 "query_details"): the names the words matched, always in
// view, and a collapsible summary of the query that ran.
import type { I18n } from '@lingui/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import type { QueryDetails as Details, TableData } from '../../../common/assistant'
import { formatCell } from './format-cell'
import { humanize, termOf, valueOf } from './query-terms'

type Filter = Details['database_query']['filters'][number]

/** An identifier of the details as a word of the screen's language. */
function wordOf(i18n: I18n, word: string) {
  const term = termOf(word)
  return term ? i18n._(term) : humanize(word)
}

function useFilterText() {
  const { t, i18n } = useLingui()
  return ({ type, value, from, to }: Filter): string => {
    const day = (iso: string) => formatCell(iso, 'date')
    const start = from ? day(from) : ''
    const end = to ? day(to) : ''
    const range = from && to ? `${start} – ${end}` : from ? t`from ${start}` : to ? t`until ${end}` : ''
    const known = value === null ? null : valueOf(value)
    const shown = value === null ? '' : known ? i18n._(known) : value.replace(/_/g, ' ')
    const name = wordOf(i18n, type)
    const parts = [shown, range].filter(Boolean).join(', ') || t`any`
    return t`${name}: ${parts}`
  }
}

/** For each name filter: what was typed, up to 3 matches, and how many more there are. */
export function EntityMatches({
  filters,
}: {
  filters: Details['entity_matching']['filters_applied']
}) {
  const { t, i18n } = useLingui()
  if (filters.length === 0) return null
  return (
    <ul aria-label={t`Matched names`} className="space-y-1 text-xs text-zinc-700">
      {filters.map((filter, index) => {
        const names = filter.matches_found.map((match) => match.name)
        const more = filter.records_matched - names.length
        const dimension = wordOf(i18n, filter.dimension)
        const typed = filter.user_input
        const found = names.join(', ')
        return (
          <li key={`${index}-${filter.dimension}`}>
            <span className="font-medium text-zinc-900">
              <Trans>
                {dimension} “{typed}”:
              </Trans>
            </span>{' '}
            {names.length === 0 ? (
              <Trans>no matches</Trans>
            ) : more > 0 ? (
              <Plural value={more} one={`${found} and # more`} other={`${found} and # more`} />
            ) : (
              found
            )}
          </li>
        )
      })}
    </ul>
  )
}

export function QueryDetails({ details, table }: { details: Details; table: TableData | null }) {
  const { t, i18n } = useLingui()
  const filterText = useFilterText()
  const { database_query: query, analytical_intent: intent } = details
  const sortLabel =
    table?.columns.find((column) => column.key === intent.sorting.by)?.label ??
    wordOf(i18n, intent.sorting.by)
  const none = t`None`
  const items: [string, ReactNode][] = [
    [t`Table`, wordOf(i18n, query.table)],
    [
      t`Filters`,
      query.filters.length === 0 ? (
        none
      ) : (
        <ul className="space-y-0.5">
          {query.filters.map((filter, index) => (
            <li key={`${index}-${filter.type}`}>{filterText(filter)}</li>
          ))}
        </ul>
      ),
    ],
    [t`Analysis type`, wordOf(i18n, intent.analysis_type)],
    [
      t`Groupings`,
      intent.groupings.length === 0 ? none : intent.groupings.map((g) => g.label).join(', '),
    ],
    [t`Value function`, wordOf(i18n, intent.value_function)],
    [
      t`Sorting`,
      intent.sorting.direction === 'asc' ? t`${sortLabel}, ascending` : t`${sortLabel}, descending`,
    ],
  ]
  return (
    <details className="group rounded-lg border border-zinc-200 bg-white">
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded-lg px-3 py-2 text-xs font-medium text-zinc-700 select-none hover:text-zinc-900 [&::-webkit-details-marker]:hidden">
        <ChevronRight
          className="size-3.5 transition-transform group-open:rotate-90"
          aria-hidden="true"
        />
        <Trans>Query details</Trans>
      </summary>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 border-t border-zinc-100 px-3 py-2.5 text-xs">
        {items.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-zinc-600">{label}</dt>
            <dd className="min-w-0 break-words text-zinc-900">{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  )
}
