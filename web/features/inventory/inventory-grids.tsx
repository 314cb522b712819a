// The two grids of the inventory screen. Long names take two lines at most (the whole name on
// hover), so every stock figure stays in view; on a phone the stock comes as cards and the counts
// of Adjust keep their column beside the name.
import { useLingui } from '@lingui/react/macro'
import { MAX_STOCK } from '../../../common/constants'
import type { InventoryRow } from '../../../common/inventory'
import type { Location } from '../../../common/locations'
import { cn } from '../../components/cn'
import { figureColumn, productColumn, quantityColumn } from '../../components/product-columns'
import { ProductPicker, type Picker } from '../../components/product-picker'
import { DataTable, type DataColumn } from '../../components/ui/data-table'
import { useMessages } from '../../lib/locale-provider'
import { StockCards } from './stock-cards'
import { StockFigure, type LowOf } from './stock-figure'

const productOf = (row: InventoryRow) => ({
  name: row.product_name,
  photo: row.product_photo,
  active: row.active,
})

/** A column of stock figures, in red below zero, marked where a reorder rule finds them low. */
const stockColumn = (
  column: Pick<DataColumn<InventoryRow>, 'key' | 'head'>,
  valueOf: (row: InventoryRow) => number,
  {
    strong = false,
    lowOf,
  }: { strong?: boolean; lowOf?: (row: InventoryRow) => number | undefined } = {},
) =>
  figureColumn<InventoryRow>({
    ...column,
    cell: (row) => <StockFigure value={valueOf(row)} min={lowOf?.(row)} />,
    cellTone: (row) => cn(strong && 'font-semibold', valueOf(row) < 0 && 'text-red-700'),
  })

const locationHead = (location: Location) => (
  <span
    className="ml-auto line-clamp-2 max-w-40 min-w-16 wrap-anywhere whitespace-normal"
    title={location.name}
  >
    {location.name}
  </span>
)

/** Inventory mode: one column per location, by name, plus Total. */
export function StockGrid({
  listId,
  rows,
  locations,
  lowOf,
}: {
  /** The search box controls this list. */
  listId: string
  rows: InventoryRow[] | undefined
  locations: Location[]
  lowOf: LowOf
}) {
  const { t } = useLingui()
  const messages = useMessages()
  return (
    // A table from `sm` up, cards on a phone.
    <div id={listId}>
      <StockCards rows={rows} locations={locations} lowOf={lowOf} className="sm:hidden" />
      <div className="hidden sm:block">
        <DataTable
          items={rows}
          keyOf={(row) => row.product_id}
          skeletonRows={4}
          empty={messages.order.noProductMatch}
          columns={[
            productColumn(productOf, { sticky: true }),
            ...locations.map((location) =>
              stockColumn(
                { key: location.id, head: locationHead(location) },
                (row) => row.stock[location.id] ?? 0,
                { lowOf: (row) => lowOf(row, location.id) },
              ),
            ),
            stockColumn({ key: 'total', head: t`Total` }, (row) => row.total_stock, {
              strong: true,
              lowOf: (row) => lowOf(row, null),
            }),
          ]}
        />
      </div>
    </div>
  )
}

/** A typed count, with the row (and so the current stock) it was typed against. */
export interface Count {
  row: InventoryRow
  value: string
}

export const currentOf = (row: InventoryRow) => row.current_stock ?? 0

/** Whether a count differs from the stock it was typed against. */
export const isChange = (count: Count | undefined) =>
  count !== undefined && count.value !== '' && Number(count.value) !== currentOf(count.row)

interface AdjustGridProps {
  /** Its rows: the page of the location's products, then changed counts the search hides. */
  picker: Picker<InventoryRow>
  counted: Record<string, Count>
  onChange: (count: Count) => void
}

/** Adjust mode: the counted stock of each product at the chosen location. */
export function AdjustGrid({ picker, counted, onChange }: AdjustGridProps) {
  const { t } = useLingui()
  const valueOf = (row: InventoryRow) => counted[row.product_id]?.value ?? String(currentOf(row))
  return (
    <ProductPicker
      picker={picker}
      keyOf={(row) => row.product_id}
      columns={[
        productColumn(productOf),
        stockColumn({ key: 'current', head: t`Current` }, currentOf),
        quantityColumn<InventoryRow>({
          nameOf: (row) => row.product_name,
          valueOf,
          onChange: (row, value) => onChange({ row, value }),
          max: MAX_STOCK,
          changed: picker.isEntered,
        }),
      ]}
    />
  )
}
