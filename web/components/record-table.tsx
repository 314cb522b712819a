// Every list screen's records (orders, products, clients, locations, custom fields): a table from
// `md` up, where a click anywhere on a row opens its record, and cards below it. The first cell
// holds a link or a button to the same place, for the keyboard and screen readers. RecordList
// adds the search box, the sentences of an empty list and of a search without matches, and the
// pager.
import { SearchX, type LucideIcon } from 'lucide-react'
import { memo, type Key, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { cn } from './cn'
import { RecordCards } from './record-cards'
import type { RecordColumn } from './record-column'
import { useMediaQuery, WIDE_SCREEN } from './use-media-query'
import { Button } from './ui/button'
import { DataTable, type DataColumn } from './ui/data-table'
import { EmptyState } from './ui/empty-state'
import { Pager } from './ui/pager'
import { SearchBox } from './ui/search-box'
import { Skeleton } from './ui/skeleton'
import { ariaSort, SortButton, SortSelect, type Sorting } from './ui/sort-controls'
import { truncatedText } from './ui/truncated'
import type { ListParams } from './ui/use-list-params'

interface RecordTableProps<T> {
  /** A column without a skeleton of its own shows a bar in skeleton rows. */
  columns: RecordColumn<T>[]
  /** Undefined while the list loads. */
  records: T[] | undefined
  keyOf: (record: T) => Key
  onOpen: (record: T) => void
  /** Names the table or the cards for screen readers, e.g. "Products". */
  label: string
  skeletonRows?: number
  /** The API sorts the list: sortable columns get a button in their header. */
  sorting?: Sorting
}

const skeleton = <Skeleton className="h-4 w-24 max-w-full" />
/**
 * The width of each truncated column, by how many there are: they share the room the others
 * leave (max-w-0 lets a cell be narrower than its text, which it then cuts).
 */
const shares = ['', 'w-full max-w-0', 'w-1/2 max-w-0', 'w-1/3 max-w-0']

function tableColumn<T>(
  column: RecordColumn<T>,
  sorting: Sorting | undefined,
  grow: string,
): DataColumn<T> {
  const { cellClassName, truncate, sort } = column
  return {
    skeleton,
    ...column,
    ...(sort && sorting
      ? {
          head: <SortButton label={String(column.head)} sort={sort.sort} sorting={sorting} />,
          headProps: { 'aria-sort': ariaSort(sorting, sort.sort) },
        }
      : {}),
    headClassName: cn(truncate && grow, column.headClassName),
    cellClassName: truncate
      ? (record: T) =>
          cn(grow, typeof cellClassName === 'function' ? cellClassName(record) : cellClassName)
      : cellClassName,
  }
}

/**
 * Memoized: a list page re-renders for its own reasons (fetching flags, the inbox's live status,
 * the search being typed), and its rows, up to a hundred, only need to when the records or the
 * columns change. Callers that want this pass stable columns, `keyOf` and `onOpen`.
 */
export const RecordTable = memo(function RecordTable<T>({
  columns,
  records,
  keyOf,
  onOpen,
  label,
  skeletonRows,
  sorting,
}: RecordTableProps<T>) {
  const wide = useMediaQuery(WIDE_SCREEN)
  const shown = columns.filter((column) => !column.cardOnly)
  const grow = shares[shown.filter((column) => column.truncate).length] ?? 'max-w-0'
  if (!wide) {
    return (
      <RecordCards
        columns={columns}
        records={records}
        keyOf={keyOf}
        label={label}
        skeletonRows={skeletonRows}
      />
    )
  }
  return (
    <DataTable
      aria-label={label}
      aria-busy={records ? undefined : true}
      columns={shown.map((column) => tableColumn(column, sorting, grow))}
      items={records}
      keyOf={keyOf}
      rowProps={(record) => ({
        'data-clickable': 'true',
        className: 'group/row',
        onClick: () => onOpen(record),
      })}
      skeletonRows={skeletonRows}
    />
  )
}) as <T>(props: RecordTableProps<T>) => ReactNode

interface ListSearch {
  /** What the list holds, e.g. "products": "Search products", "No products match …". */
  noun: string
  /** What the API searches by, e.g. "Search by name or email". */
  placeholder: string
}

interface RecordListProps<T> extends Omit<RecordTableProps<T>, 'sorting' | 'onOpen'> {
  /** How many records the list holds over all its pages; undefined while it loads. */
  total: number | undefined
  /** The spec's sentence for an empty list, and its icon. */
  emptyText: string
  emptyIcon: LucideIcon
  /** Where a record opens, or what opening it does (a drawer). */
  open: { hrefOf: (record: T) => string } | { onOpen: (record: T) => void }
  /** The rows shown are not the ones asked for yet (another page, search or order loads). */
  busy?: boolean
  /** The page, search and order asked for, from the address. */
  list?: ListParams
  /** A list shown a page at a time, of this many records. */
  pageSize?: number
  /** The API searches the list. */
  search?: ListSearch
}

/** A list screen's records under its search box, with the pager of a paged list. */
export function RecordList<T>({
  total,
  emptyText,
  emptyIcon,
  open,
  busy,
  list,
  pageSize,
  search,
  ...table
}: RecordListProps<T>) {
  const wide = useMediaQuery(WIDE_SCREEN)
  const navigate = useNavigate()
  const query = list?.search ?? ''
  // A list with nothing in it has nothing to search either.
  if (total === 0 && !query) return <EmptyState icon={emptyIcon} text={emptyText} />

  const sortKeys = table.columns.flatMap((column) => (column.sort ? [column.sort] : []))
  const sorting: Sorting | undefined =
    list && sortKeys.length > 0
      ? { order: list.order, onOrder: list.setOrder, ownOrder: 'Newest first' }
      : undefined
  const onOpen = 'onOpen' in open ? open.onOpen : (record: T) => void navigate(open.hrefOf(record))
  return (
    <>
      {list && (search || (sorting && !wide)) ? (
        // Search and sort side by side where both fit, else each on a line of its own.
        <div className="mb-4 flex flex-wrap gap-3">
          {search ? (
            <SearchBox
              className="min-w-0 flex-[1_1_12rem] md:max-w-sm"
              label={`Search ${search.noun}`}
              placeholder={search.placeholder}
              value={query}
              onSearch={list.setSearch}
            />
          ) : null}
          {sorting && !wide ? <SortSelect keys={sortKeys} sorting={sorting} /> : null}
        </div>
      ) : null}
      {total === 0 && list ? (
        <EmptyState icon={SearchX} text={`No ${search?.noun ?? 'records'} match “${query}”.`}>
          <Button variant="outline" onClick={() => list.setSearch('')}>
            Clear search
          </Button>
        </EmptyState>
      ) : (
        <div aria-busy={busy || undefined} className={cn(busy && 'opacity-60 transition-opacity')}>
          <RecordTable {...table} onOpen={onOpen} sorting={sorting} />
          {list && pageSize && total !== undefined ? (
            <Pager page={list.page} pageSize={pageSize} total={total} onPageChange={list.setPage} />
          ) : null}
        </div>
      )}
    </>
  )
}

/** The link in a row's first cell; the row's own click would open the same place again. */
export function RowLink({ to, children }: { to: string; children: string | number }) {
  return (
    <Link
      to={to}
      title={typeof children === 'string' ? children : undefined}
      className={cn(truncatedText, 'hover:underline focus-visible:whitespace-normal')}
      onClick={(e) => e.stopPropagation()}
    >
      {children}
    </Link>
  )
}

/** The button in a row's first cell, for a record that opens in a drawer rather than a page. */
export function RowButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      title={children}
      className={cn(
        truncatedText,
        'max-w-full text-left hover:underline focus-visible:whitespace-normal',
      )}
      onClick={(e) => {
        e.stopPropagation()
        onClick()
      }}
    >
      {children}
    </button>
  )
}
