// An order's products with a totals row (spec §2 "Order detail"). The provider's and the client's
// order screens each say how a product and its prices read. Cells are narrower on a phone, so
// the totals fit its screen.
import { useLingui } from '@lingui/react/macro'
import { cn } from './cn'
import { DataTable, type DataColumn } from './ui/data-table'

type ColumnLook<T> = Pick<DataColumn<T>, 'headClassName' | 'cellClassName' | 'totalClassName'>

interface LinesTableProps<T extends { id: number; quantity: number }> {
  lines: T[]
  /** The Product column; its total cell reads "Total". */
  product: ColumnLook<T> & Pick<DataColumn<T>, 'cell'>
  /** The Quantity column, totalled. */
  quantity: ColumnLook<T>
  /** The columns after Quantity. */
  prices: DataColumn<T>[]
}

const edge = 'px-3 sm:px-4'

/** The column with a phone's narrower cells. */
function narrow<T>({ headClassName, cellClassName, totalClassName, ...column }: DataColumn<T>) {
  return {
    ...column,
    headClassName: cn(edge, headClassName),
    cellClassName: (line: T) =>
      cn(edge, typeof cellClassName === 'function' ? cellClassName(line) : cellClassName),
    totalClassName: cn(edge, totalClassName),
  }
}

export function LinesTable<T extends { id: number; quantity: number }>({
  lines,
  product,
  quantity,
  prices,
}: LinesTableProps<T>) {
  const { t } = useLingui()
  const items = lines.reduce((sum, line) => sum + line.quantity, 0)
  const columns: DataColumn<T>[] = [
    { key: 'product', head: t`Product`, total: t`Total`, ...product },
    {
      key: 'quantity',
      head: t`Quantity`,
      cell: (line) => line.quantity,
      total: items,
      ...quantity,
    },
    ...prices,
  ]
  return <DataTable items={lines} keyOf={(line) => line.id} totals columns={columns.map(narrow)} />
}
