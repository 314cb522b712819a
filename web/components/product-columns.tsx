// The columns of the product picker's grids: the product, a figure (a price, the current stock)
// and the quantity field. Cells are tighter on a phone, so the name, a figure and the quantity
// share 343 px.
import type { ReactNode } from 'react'
import { cn } from './cn'
import { ProductLabel } from './product-label'
import type { DataColumn } from './ui/data-table'
import { QuantityInput } from './ui/quantity-input'
import { Skeleton } from './ui/skeleton'

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
