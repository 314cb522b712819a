// The records of a list screen (orders, products, clients, locations, custom fields): a table
// from `md` up, where a click anywhere on a row opens its record, and cards below it. The title
// cell holds a link (RowLink, which knows its record's address) or a button to the same place,
// for the keyboard and screen readers.
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useMemo,
  type Key,
  type ReactNode,
} from 'react'
import { Link, useNavigate } from 'react-router'
import { cn } from './cn'
import { RecordCards } from './record-cards'
import type { RecordColumn } from './record-column'
import { useInSteps } from './use-in-steps'
import { useMediaQuery, WIDE_SCREEN } from './use-media-query'
import { DataTable, type DataColumn } from './ui/data-table'
import { Skeleton } from './ui/skeleton'
import { ariaSort, SortButton, type Sorting } from './ui/sort-controls'
import { truncatedText } from './ui/truncated'

/** Every record of a list has an id, which keys its row. */
export interface ListRecord {
  id: Key
}

/**
 * Where a list's records open: their own address (links, and a row's click unless `onOpen`
 * says otherwise), or only what `onOpen` does (a drawer).
 */
type RecordOpen<T> =
  { hrefOf: (record: T) => string; onOpen?: (record: T) => void } | { onOpen: (record: T) => void }

export interface RecordTableProps<T extends ListRecord> {
  /** A column without a skeleton of its own shows a bar in skeleton rows. */
  columns: RecordColumn<T>[]
  /** Undefined while the list loads. */
  records: T[] | undefined
  /** Without it the rows open nothing (a list only read, or acted on from its own controls). */
  open?: RecordOpen<T> | undefined
  /** Names the table or the cards for screen readers, e.g. "Products". */
  label: string
  skeletonRows?: number
  /** The API sorts the list: sortable columns get a button in their header. */
  sorting?: Sorting
}

/** The address of the record whose cells render: what its RowLink leads to. */
const RecordHref = createContext('')

/** The cells or card of a record, with its address for their RowLink. */
function recordContext<T>(open: RecordOpen<T> | undefined) {
  if (!open || !('hrefOf' in open)) return undefined
  return (record: T, content: ReactNode) => (
    <RecordHref.Provider value={open.hrefOf(record)}>{content}</RecordHref.Provider>
  )
}

const recordKey = (record: ListRecord) => record.id
const skeleton = <Skeleton className="h-4 w-24 max-w-full" />
/**
 * The width of each truncated column, by how many there are: they share the room the others
 * leave (max-w-0 lets a cell be narrower than its text, which it then cuts).
 */
const shares = ['', 'w-full max-w-0', 'w-1/2 max-w-0', 'w-1/3 max-w-0']

function tableColumn<T extends ListRecord>(
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
 * columns change. Callers that want this pass stable columns and `open`. A long list shows its
 * first screenful first and the rest in steps (use-in-steps.ts); what it hands each row is
 * stable, so a step renders only its own rows.
 */
export const RecordTable = memo(function RecordTable<T extends ListRecord>({
  columns,
  records,
  open,
  label,
  skeletonRows,
  sorting,
}: RecordTableProps<T>) {
  const wide = useMediaQuery(WIDE_SCREEN)
  const navigate = useNavigate()
  const shownRecords = useInSteps(records)
  const context = useMemo(() => recordContext(open), [open])
  const tableColumns = useMemo(() => {
    const shown = columns.filter((column) => !column.cardOnly)
    const grow = shares[shown.filter((column) => column.truncate).length] ?? 'max-w-0'
    return shown.map((column) => tableColumn(column, sorting, grow))
  }, [columns, sorting])
  const onOpen = useMemo(
    () =>
      !open
        ? undefined
        : 'hrefOf' in open
          ? (open.onOpen ?? ((record: T) => void navigate(open.hrefOf(record))))
          : open.onOpen,
    [open, navigate],
  )
  const rowProps = useCallback(
    (record: T) =>
      onOpen
        ? { 'data-clickable': 'true', className: 'group/row', onClick: () => onOpen(record) }
        : { className: 'group/row' },
    [onOpen],
  )
  if (!wide) {
    return (
      <RecordCards
        columns={columns}
        records={shownRecords}
        label={label}
        skeletonRows={skeletonRows}
        context={context}
      />
    )
  }
  return (
    <DataTable
      aria-label={label}
      aria-busy={records ? undefined : true}
      columns={tableColumns}
      items={shownRecords}
      keyOf={recordKey}
      rowProps={rowProps}
      rowContext={context}
      skeletonRows={skeletonRows}
    />
  )
}) as <T extends ListRecord>(props: RecordTableProps<T>) => ReactNode

/** The link to its record in a row's title cell; the row's own click would open it again. */
export function RowLink({ children }: { children: string | number }) {
  return (
    <Link
      to={useContext(RecordHref)}
      title={typeof children === 'string' ? children : undefined}
      className={cn(truncatedText, 'hover:underline focus-visible:whitespace-normal')}
      onClick={(e) => e.stopPropagation()}
    >
      {children}
    </Link>
  )
}

/** The button in a row's title cell, for a record that opens in a drawer rather than a page. */
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
