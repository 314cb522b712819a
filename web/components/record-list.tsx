// A list screen's records under their search box (and, on a phone, the Sort by choice), with
// the spec's sentence for an empty list, its own sentence for a search without matches, and the
// pager of a paged list.
import { Trans, useLingui } from '@lingui/react/macro'
import { SearchX, type LucideIcon } from 'lucide-react'
import { useDeferredValue } from 'react'
import { cn } from './cn'
import { RecordTable, type ListRecord, type RecordTableProps } from './record-table'
import { useMediaQuery, WIDE_SCREEN } from './use-media-query'
import { Button } from './ui/button'
import { EmptyState } from './ui/empty-state'
import { Pager } from './ui/pager'
import { SearchBox } from './ui/search-box'
import { SortSelect, type Sorting } from './ui/sort-controls'
import type { ListParams } from './ui/use-list-params'

/**
 * The search box's texts, each a whole sentence the caller translates: a noun put into a sentence
 * here would stay in English, or take the wrong number and gender in Spanish.
 */
export interface ListSearch {
  /** The field's accessible name, e.g. "Search products". */
  label: string
  /** What the API searches by, e.g. "Search by name or email". */
  placeholder: string
  /** The sentence for a search without matches, e.g. "No products match “mug”.". */
  noMatches: (query: string) => string
}

export interface RecordListProps<T extends ListRecord> extends Omit<
  RecordTableProps<T>,
  'sorting'
> {
  /** How many records a paged list holds over all its pages; undefined while it loads. */
  total?: number | undefined
  /** The spec's sentence for an empty list, and its icon. */
  empty: { text: string; icon: LucideIcon }
  /** The rows shown are not the ones asked for yet (another page, search or order loads). */
  busy?: boolean
  /** The page, search and order asked for, from the address; a paged list has a page size. */
  list?: ListParams
  /** The API searches the list. */
  search?: ListSearch
}

export function RecordList<T extends ListRecord>({
  total: pagedTotal,
  empty,
  busy,
  list,
  search,
  ...table
}: RecordListProps<T>) {
  const { t } = useLingui()
  const wide = useMediaQuery(WIDE_SCREEN)
  // Rows arrive with their query's answer, an update React renders in one piece; as a deferred
  // value they render in slices it can interrupt (the table is memoized, so the urgent render
  // skips it), which keeps a page of a hundred rows from blocking taps and typing.
  const records = useDeferredValue(table.records)
  const query = list?.search ?? ''
  const total = pagedTotal ?? table.records?.length
  // A list with nothing in it has nothing to search either.
  if (total === 0 && !query) return <EmptyState icon={empty.icon} text={empty.text} />

  const sortKeys = table.columns.flatMap((column) => (column.sort ? [column.sort] : []))
  const sorting: Sorting | undefined =
    list && sortKeys.length > 0
      ? { order: list.order, onOrder: list.setOrder, ownOrder: t`Newest first` }
      : undefined
  return (
    <>
      {list && (search || (sorting && !wide)) ? (
        // Search and sort side by side where both fit, else each on a line of its own.
        <div className="mb-4 flex flex-wrap gap-3">
          {search ? (
            <SearchBox
              className="min-w-0 flex-[1_1_12rem] md:max-w-sm"
              label={search.label}
              placeholder={search.placeholder}
              value={query}
              onSearch={list.setSearch}
            />
          ) : null}
          {sorting && !wide ? <SortSelect keys={sortKeys} sorting={sorting} /> : null}
        </div>
      ) : null}
      {total === 0 && list ? (
        <EmptyState
          icon={SearchX}
          text={search ? search.noMatches(query) : t`No records match “${query}”.`}
        >
          <Button variant="outline" onClick={() => list.setSearch('')}>
            <Trans>Clear search</Trans>
          </Button>
        </EmptyState>
      ) : (
        <div aria-busy={busy || undefined} className={cn(busy && 'opacity-60 transition-opacity')}>
          <RecordTable {...table} records={records} sorting={sorting} />
          {list?.pageSize && total !== undefined ? (
            <Pager
              page={list.page}
              pageSize={list.pageSize}
              total={total}
              onPageChange={list.setPage}
            />
          ) : null}
        </div>
      )}
    </>
  )
}

/**
 * A paged list's query as the list shows it: the page's records, their total, and whether the
 * page shown is still the previous one while the next loads.
 */
export function pageOf<D extends { pagination: { total: number } }, T>(
  query: { data: D | undefined; isPlaceholderData: boolean },
  records: (page: D) => T[],
) {
  const { data } = query
  return {
    records: data && records(data),
    total: data?.pagination.total,
    busy: query.isPlaceholderData,
  }
}
