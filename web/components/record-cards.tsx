// A list's records on a phone, one card each instead of a table too wide for the screen: the
// title with its badges (a status) beside it, then each other column as a labelled line. Nothing
// is cut: long names wrap. The title's link or button covers the whole card. Cards out of view
// are neither laid out nor painted until scrolled to (content-visibility), which keeps a page
// of a hundred orders from costing a phone one long layout.
import { Fragment, memo, useMemo, type ReactNode } from 'react'
import type { RecordColumn } from './record-column'
import type { ListRecord } from './record-table'
import { Skeleton } from './ui/skeleton'

interface RecordCardsProps<T extends ListRecord> {
  columns: RecordColumn<T>[]
  /** Undefined while they load. */
  records: T[] | undefined
  label: string
  skeletonRows?: number
  /** What a card's content renders within (record-table.tsx recordContext). */
  context?: (record: T, content: ReactNode) => ReactNode
}

type Column = RecordColumn<unknown>

const content = (column: Column, record: unknown) => (column.cardCell ?? column.cell)(record)

const bare = (_record: unknown, content: ReactNode) => content

interface CardProps<T extends ListRecord> {
  record: T
  title: Column | undefined
  badges: Column[]
  lines: Column[]
  context: NonNullable<RecordCardsProps<T>['context']>
}

/**
 * Memoized: when the list grows (use-in-steps.ts) or one record changes, the cards already shown
 * are skipped.
 */
const Card = memo(function Card<T extends ListRecord>({
  record,
  title,
  badges,
  lines,
  context,
}: CardProps<T>) {
  const facts = lines
    .map((column) => ({ column, value: content(column, record) }))
    .filter(({ value }) => value !== null && value !== undefined && value !== '')
  return (
    <li className="relative rounded-xl border border-zinc-200 bg-white p-4 shadow-xs transition-colors [contain-intrinsic-size:auto_7rem] [content-visibility:auto] has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 hover:bg-zinc-50">
      {context(
        record,
        <>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0 font-medium text-zinc-900 wrap-anywhere [&_.truncate]:whitespace-normal [&_:is(a,button)]:after:absolute [&_:is(a,button)]:after:inset-0 [&_:is(a,button)]:focus-visible:outline-none">
              {title ? content(title, record) : null}
            </div>
            {badges.length > 0 ? (
              <div className="flex shrink-0 flex-col items-end gap-1">
                {badges.map((column) => (
                  <Fragment key={column.key}>{content(column, record)}</Fragment>
                ))}
              </div>
            ) : null}
          </div>
          {facts.length > 0 ? (
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              {facts.map(({ column, value }) => (
                <Fragment key={column.key}>
                  <dt className="text-zinc-500">{column.head}</dt>
                  <dd className="text-zinc-900 wrap-anywhere [&_.truncate]:whitespace-normal">
                    {value}
                  </dd>
                </Fragment>
              ))}
            </dl>
          ) : null}
        </>,
      )}
    </li>
  )
}) as <T extends ListRecord>(props: CardProps<T>) => ReactNode

export function RecordCards<T extends ListRecord>({
  columns,
  records,
  label,
  skeletonRows = 3,
  context = bare,
}: RecordCardsProps<T>) {
  const { title, badges, lines } = useMemo(() => {
    const shown = columns.filter((column) => column.card !== 'none') as Column[]
    return {
      title: shown.find((column) => column.card === 'title'),
      badges: shown.filter((column) => column.card === 'badge'),
      lines: shown.filter((column) => !column.card || column.card === 'line'),
    }
  }, [columns])

  if (!records) {
    return (
      <ul aria-label={label} aria-busy="true" className="grid gap-3">
        {Array.from({ length: skeletonRows }, (_, i) => (
          <li
            key={i}
            data-testid="skeleton-row"
            className="space-y-3 rounded-xl border border-zinc-200 bg-white p-4"
          >
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/2" />
          </li>
        ))}
      </ul>
    )
  }
  return (
    <ul aria-label={label} className="grid gap-3">
      {records.map((record) => (
        <Card
          key={record.id}
          record={record}
          title={title}
          badges={badges}
          lines={lines}
          context={context}
        />
      ))}
    </ul>
  )
}
