// The two grids of the inventory screen. The product column stays in place while a wide grid
// scrolls sideways on a phone.
import type { InventoryRow } from '../../../common/inventory'
import type { Location } from '../../../common/locations'
import { cn } from '../../components/cn'
import { ProductLabel } from '../../components/product-label'
import { DataTable, type DataColumn } from '../../components/ui/data-table'
import { QuantityInput } from '../../components/ui/quantity-input'
import { Skeleton } from '../../components/ui/skeleton'

const stickyHead = 'sticky left-0 z-10 bg-zinc-50'
const stickyCell = 'sticky left-0 z-10 bg-white'

const productColumn: DataColumn<InventoryRow> = {
  key: 'product',
  head: 'Product',
  headClassName: stickyHead,
  cellClassName: cn(stickyCell, 'min-w-36'),
  cell: (row) => (
    <ProductLabel
      name={row.product_name}
      photo={row.product_photo}
      active={row.active}
      photoSize="size-8"
    />
  ),
  skeleton: <Skeleton className="h-4 w-32" />,
}

/** A column of stock figures, in red below zero. */
function quantityColumn(
  column: Pick<DataColumn<InventoryRow>, 'key' | 'head' | 'headClassName'>,
  valueOf: (row: InventoryRow) => number,
  strong = false,
): DataColumn<InventoryRow> {
  return {
    headClassName: 'text-right',
    ...column,
    cellClassName: (row) =>
      cn('text-right tabular-nums', strong && 'font-semibold', valueOf(row) < 0 && 'text-red-700'),
    cell: valueOf,
    skeleton: <Skeleton className="ml-auto h-4 w-10" />,
  }
}

const noMatch = 'No products match these filters.'

/** Inventory mode: one column per location, by name, plus Total. */
export function StockGrid({
  rows,
  locations,
}: {
  rows: InventoryRow[] | undefined
  locations: Location[]
}) {
  return (
    <DataTable
      items={rows}
      keyOf={(row) => row.product_id}
      skeletonRows={4}
      empty={noMatch}
      columns={[
        productColumn,
        ...locations.map((location) =>
          quantityColumn(
            {
              key: location.id,
              head: location.name,
              headClassName: 'h-auto min-w-24 py-2 text-right whitespace-normal normal-case',
            },
            (row) => row.stock[location.id] ?? 0,
          ),
        ),
        quantityColumn({ key: 'total', head: 'Total' }, (row) => row.total_stock, true),
      ]}
    />
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
  const currentOf = (row: InventoryRow) => row.current_stock ?? 0
  return (
    <DataTable
      items={rows}
      keyOf={(row) => row.product_id}
      skeletonRows={4}
      empty={noMatch}
      columns={[
        productColumn,
        quantityColumn({ key: 'current', head: 'Current' }, currentOf),
        {
          key: 'quantity',
          head: 'Quantity',
          headClassName: 'w-28 text-right',
          cellClassName: 'py-2 text-right',
          cell: (row) => {
            const current = currentOf(row)
            const value = counted[row.product_id]?.value ?? String(current)
            return (
              <QuantityInput
                aria-label={`Quantity of ${row.product_name}`}
                className={cn(
                  'ml-auto w-20',
                  value !== '' && Number(value) !== current && 'border-emerald-500 bg-emerald-50',
                )}
                value={value}
                onValueChange={(next) =>
                  onChange({ productId: row.product_id, value: next, current })
                }
              />
            )
          },
          skeleton: <Skeleton className="ml-auto h-4 w-10" />,
        },
      ]}
    />
  )
}
