// How a question was read (spec §3 "query_details"): the names the words matched, always in
// view, and a collapsible summary of the query that ran.
import { ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import type { QueryDetails as Details, TableData } from '../../../common/assistant'
import { formatCell } from './format-cell'

/** "average_order_value" → "Average order value". */
const humanize = (word: string) => {
  const spaced = word.replace(/_/g, ' ').trim()
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

type Filter = Details['database_query']['filters'][number]

function filterText({ type, value, from, to }: Filter): string {
  const day = (iso: string) => formatCell(iso, 'date')
  const range =
    from && to
      ? `${day(from)} – ${day(to)}`
      : from
        ? `from ${day(from)}`
        : to
          ? `until ${day(to)}`
          : ''
  const parts = [value === null ? '' : value.replace(/_/g, ' '), range].filter(Boolean)
  return `${humanize(type)}: ${parts.join(', ') || 'any'}`
}

/** For each name filter: what was typed, up to 3 matches, and how many more there are. */
export function EntityMatches({
  filters,
}: {
  filters: Details['entity_matching']['filters_applied']
}) {
  if (filters.length === 0) return null
  return (
    <ul aria-label="Matched names" className="space-y-1 text-xs text-zinc-700">
      {filters.map((filter, index) => {
        const names = filter.matches_found.map((match) => match.name)
        const more = filter.records_matched - names.length
        return (
          <li key={`${index}-${filter.dimension}`}>
            <span className="font-medium text-zinc-900">
              {humanize(filter.dimension)} “{filter.user_input}”:
            </span>{' '}
            {names.length === 0 ? 'no matches' : names.join(', ')}
            {more > 0 ? ` and ${more} more` : ''}
          </li>
        )
      })}
    </ul>
  )
}

export function QueryDetails({ details, table }: { details: Details; table: TableData | null }) {
  const { database_query: query, analytical_intent: intent } = details
  const sortLabel =
    table?.columns.find((column) => column.key === intent.sorting.by)?.label ??
    humanize(intent.sorting.by)
  const items: [string, ReactNode][] = [
    ['Table', humanize(query.table)],
    [
      'Filters',
      query.filters.length === 0 ? (
        'None'
      ) : (
        <ul className="space-y-0.5">
          {query.filters.map((filter, index) => (
            <li key={`${index}-${filter.type}`}>{filterText(filter)}</li>
          ))}
        </ul>
      ),
    ],
    ['Analysis type', humanize(intent.analysis_type)],
    [
      'Groupings',
      intent.groupings.length === 0 ? 'None' : intent.groupings.map((g) => g.label).join(', '),
    ],
    ['Value function', humanize(intent.value_function)],
    ['Sorting', `${sortLabel}, ${intent.sorting.direction === 'asc' ? 'ascending' : 'descending'}`],
  ]
  return (
    <details className="group rounded-lg border border-zinc-200 bg-white">
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded-lg px-3 py-2 text-xs font-medium text-zinc-700 select-none hover:text-zinc-900 [&::-webkit-details-marker]:hidden">
        <ChevronRight
          className="size-3.5 transition-transform group-open:rotate-90"
          aria-hidden="true"
        />
        Query details
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
