// The two grids of the inventory screen. The product column stays in place while a wide grid
// scrolls sideways on a phone.
import type { InventoryRow } from '../../../common/inventory'
import type { Location } from '../../../common/locations'
import { cn } from '../../components/cn'
import { ProductLabel } from '../../components/product-label'
import { QuantityInput } from '../../components/ui/quantity-input'
import { Skeleton } from '../../components/ui/skeleton'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table'

const stickyHead = 'sticky left-0 z-10 bg-zinc-50'
const stickyCell = 'sticky left-0 z-10 bg-white'

function ProductCell({ row }: { row: InventoryRow }) {
  return (
    <TableCell className={cn(stickyCell, 'min-w-36')}>
      <ProductLabel
        name={row.product_name}
        photo={row.product_photo}
        active={row.active}
        photoSize="size-8"
      />
    </TableCell>
  )
}

function Quantity({ value, strong }: { value: number; strong?: boolean }) {
  return (
    <TableCell
      className={cn(
        'text-right tabular-nums',
        strong && 'font-semibold',
        value < 0 && 'text-red-700',
      )}
    >
      {value}
    </TableCell>
  )
}

function SkeletonRows({ columns }: { columns: number }) {
  return Array.from({ length: 4 }, (_, i) => (
    <TableRow key={i} data-testid="skeleton-row">
      {Array.from({ length: columns }, (_, j) => (
        <TableCell key={j}>
          <Skeleton className={j === 0 ? 'h-4 w-32' : 'ml-auto h-4 w-10'} />
        </TableCell>
      ))}
    </TableRow>
  ))
}

function NoMatch({ columns }: { columns: number }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} className="py-10 text-center text-zinc-600">
        No products match these filters.
      </TableCell>
    </TableRow>
  )
}

/** Inventory mode: one column per location, by name, plus Total. */
export function StockGrid({
  rows,
  locations,
}: {
  rows: InventoryRow[] | undefined
  locations: Location[]
}) {
  const columns = locations.length + 2
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className={stickyHead}>Product</TableHead>
          {locations.map((location) => (
            <TableHead
              key={location.id}
              className="h-auto min-w-24 py-2 text-right whitespace-normal normal-case"
            >
              {location.name}
            </TableHead>
          ))}
          <TableHead className="text-right">Total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {!rows ? (
          <SkeletonRows columns={columns} />
        ) : rows.length === 0 ? (
          <NoMatch columns={columns} />
        ) : (
          rows.map((row) => (
            <TableRow key={row.product_id}>
              <ProductCell row={row} />
              {locations.map((location) => (
                <Quantity key={location.id} value={row.stock[location.id] ?? 0} />
              ))}
              <Quantity value={row.total_stock} strong />
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  )
}

/** A typed count, with the current stock it was typed against. */
export interface Count {
  productId: string
  value: string
  current: number
}

interface AdjustGridProps {
  rows: InventoryRow[] | undefined
  counted: Record<string, Count>
  onChange: (count: Count) => void
}

/** Adjust mode: the counted stock of each product at the chosen location. */
export function AdjustGrid({ rows, counted, onChange }: AdjustGridProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className={stickyHead}>Product</TableHead>
          <TableHead className="text-right">Current</TableHead>
          <TableHead className="w-28 text-right">Quantity</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {!rows ? (
          <SkeletonRows columns={3} />
        ) : rows.length === 0 ? (
          <NoMatch columns={3} />
        ) : (
          rows.map((row) => {
            const current = row.current_stock ?? 0
            const value = counted[row.product_id]?.value ?? String(current)
            return (
              <TableRow key={row.product_id}>
                <ProductCell row={row} />
                <Quantity value={current} />
                <TableCell className="py-2 text-right">
                  <QuantityInput
                    aria-label={`Quantity of ${row.product_name}`}
                    className={cn(
                      'ml-auto w-20',
                      value !== '' &&
                        Number(value) !== current &&
                        'border-emerald-500 bg-emerald-50',
                    )}
                    value={value}
                    onValueChange={(next) =>
                      onChange({ productId: row.product_id, value: next, current })
                    }
                  />
                </TableCell>
              </TableRow>
            )
          })
        )}
      </TableBody>
    </Table>
  )
}
