// The product picker of New order, New transaction, Adjust and the client portal's new order: a
// search box that narrows the list at each keystroke, and the products with their quantity
// fields. Lines already entered stay listed after the matches when the search or a filter hides
// them, so nothing an order holds drops out of view. Keyboard: Enter (or ↓) in the search box
// goes to the first match's quantity; Enter in a quantity comes back to the search box.
import { PackageSearch, Search } from 'lucide-react'
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { messages } from '../../common/messages'
import { cn } from './cn'
import { ProductLabel } from './product-label'
import { DataTable, type DataColumn } from './ui/data-table'
import { EmptyState } from './ui/empty-state'
import { Input } from './ui/input'
import { Label } from './ui/label'
import { QuantityInput } from './ui/quantity-input'
import { Skeleton } from './ui/skeleton'

/** The ids that tie the search box to its list. */
export interface PickerIds {
  search: string
  list: string
}

export function usePickerIds(): PickerIds {
  const id = useId()
  return { search: `${id}search`, list: `${id}list` }
}

const focusAndSelect = (input: HTMLInputElement | null | undefined) => {
  input?.focus()
  input?.select()
}

interface ProductSearchProps {
  ids: PickerIds
  value: string
  onChange: (value: string) => void
  className?: string
}

/** The labelled search box; the screen puts it among its filters. */
export function ProductSearch({ ids, value, onChange, className }: ProductSearchProps) {
  const hintId = useId()
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== 'ArrowDown') return
    // Enter would otherwise send the whole order: here it means "this product".
    event.preventDefault()
    focusAndSelect(document.getElementById(ids.list)?.querySelector('tbody input'))
  }
  return (
    <div className={cn('grid min-w-0 gap-2', className)}>
      <Label htmlFor={ids.search}>Search products</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500"
          aria-hidden="true"
        />
        <Input
          id={ids.search}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Part of a product name"
          autoComplete="off"
          enterKeyHint="search"
          aria-controls={ids.list}
          aria-describedby={hintId}
          className="pl-9"
        />
      </div>
      <span id={hintId} className="sr-only">
        Enter goes to the quantity of the first product found.
      </span>
    </div>
  )
}

interface ProductPickerProps<T> {
  ids: PickerIds
  /** The products the search and the filters let through, in order; undefined while they load. */
  matches: T[] | undefined
  /** Products with a quantity entered that the search or a filter hides. */
  kept?: T[]
  keyOf: (item: T) => string
  columns: DataColumn<T>[]
  /** Whether a quantity is entered for the item: its row is highlighted. */
  isEntered: (item: T) => boolean
  /** The rows shown are not the ones asked for yet (a search on its way to the server). */
  busy?: boolean
}

export function ProductPicker<T>({
  ids,
  matches,
  kept = [],
  keyOf,
  columns,
  isEntered,
  busy,
}: ProductPickerProps<T>) {
  const list = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // One listener for every quantity field, whatever cell the screen draws it in.
    const element = list.current
    const backToSearch = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return
      event.preventDefault()
      focusAndSelect(document.getElementById(ids.search) as HTMLInputElement | null)
    }
    element?.addEventListener('keydown', backToSearch)
    return () => element?.removeEventListener('keydown', backToSearch)
  }, [ids.search])

  const keptKeys = new Set(kept.map(keyOf))
  const noMatch = matches?.length === 0
  return (
    <div id={ids.list} ref={list} className="grid grid-cols-1 gap-2">
      <p className="sr-only" aria-live="polite">
        {matches ? countOf(matches.length, 'product matches', 'products match') : ''}
      </p>
      {noMatch && kept.length === 0 ? (
        <EmptyState icon={PackageSearch} text={messages.order.noProductMatch} />
      ) : (
        <>
          {noMatch ? (
            <p className="text-sm text-zinc-600">{messages.order.noProductMatch}</p>
          ) : null}
          {kept.length > 0 ? (
            <p className="text-xs text-zinc-500">
              {countOf(kept.length, 'product', 'products')} already entered{' '}
              {kept.length === 1 ? 'stays' : 'stay'} listed after the matches.
            </p>
          ) : null}
          <DataTable
            aria-busy={busy || undefined}
            // The rows of the last search stay while the next one loads, dimmed.
            className={cn('transition-opacity', busy && 'opacity-60')}
            items={matches && [...matches, ...kept]}
            keyOf={keyOf}
            columns={columns}
            skeletonRows={4}
            rowProps={(item) => ({
              'data-entered': isEntered(item) || undefined,
              'data-kept': keptKeys.has(keyOf(item)) || undefined,
              className: 'data-[entered=true]:bg-brand-50/60 data-[kept=true]:text-zinc-700',
            })}
          />
        </>
      )}
    </div>
  )
}

const countOf = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

// Tighter cells on a phone, so the name, a figure and the quantity share 343 px.
const firstCell = 'py-2 pr-2 pl-3 sm:px-4'
const middleCell = 'px-2 sm:px-4'
const lastCell = 'py-2 pr-3 pl-2 sm:px-4'

/**
 * The product's photo and name. `detail` adds a line under the name (its price on a phone, say);
 * `sticky` keeps the column in place while a wide grid scrolls sideways.
 */
export function productColumn<T>(
  label: (item: T) => { name: string; photo: string | null; active: boolean },
  { detail, sticky = false }: { detail?: (item: T) => ReactNode; sticky?: boolean } = {},
): DataColumn<T> {
  const stuck = sticky && 'sticky left-0 z-10'
  return {
    key: 'product',
    head: 'Product',
    headClassName: cn(firstCell, 'h-10', stuck, sticky && 'bg-zinc-50'),
    cellClassName: cn(firstCell, stuck, sticky && 'bg-white'),
    cell: (item) => (
      <ProductLabel
        {...label(item)}
        photoSize="size-8"
        detail={detail?.(item)}
        className="max-w-xs"
      />
    ),
    skeletonClassName: firstCell,
    skeleton: <Skeleton className="h-4 w-32 max-w-full" />,
  }
}

/** A column of figures between the name and the quantity, such as a price or the current stock. */
export function figureColumn<T>(
  column: Pick<DataColumn<T>, 'key' | 'head' | 'cell'> & {
    className?: string
    /** More classes for one item's cell: a negative stock in red, say. */
    cellTone?: (item: T) => string | false
  },
): DataColumn<T> {
  const classes = cn(middleCell, 'text-right whitespace-nowrap tabular-nums', column.className)
  return {
    key: column.key,
    head: column.head,
    cell: column.cell,
    headClassName: classes,
    cellClassName: (item) => cn(classes, column.cellTone?.(item)),
    skeletonClassName: classes,
    skeleton: <Skeleton className="ml-auto h-4 w-12" />,
  }
}

interface QuantityColumnOptions<T> {
  nameOf: (item: T) => string
  valueOf: (item: T) => string
  onChange: (item: T, value: string) => void
  /** Above this, the field is marked invalid; the screen says why. */
  max: number
  /** Marks a field whose value differs from what it started with (a changed count). */
  changed?: (item: T) => boolean
  placeholder?: string
}

/** The quantity field of each product, named after it ("Quantity of Blue mug"). */
export function quantityColumn<T>({
  nameOf,
  valueOf,
  onChange,
  max,
  changed,
  placeholder,
}: QuantityColumnOptions<T>): DataColumn<T> {
  return {
    key: 'quantity',
    head: 'Quantity',
    headClassName: cn(lastCell, 'h-10 w-24 text-right'),
    cellClassName: cn(lastCell, 'text-right'),
    cell: (item) => {
      const value = valueOf(item)
      return (
        <QuantityInput
          aria-label={`Quantity of ${nameOf(item)}`}
          aria-invalid={Number(value) > max || undefined}
          placeholder={placeholder}
          className={cn('ml-auto w-20', changed?.(item) && 'border-emerald-500 bg-emerald-50')}
          value={value}
          onValueChange={(next) => onChange(item, next)}
        />
      )
    },
    skeletonClassName: lastCell,
    skeleton: <Skeleton className="ml-auto h-10 w-20" />,
  }
}
