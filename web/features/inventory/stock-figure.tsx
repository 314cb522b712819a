// A stock figure of the grid, marked when a reorder rule finds it low: a warning icon and a tint,
// and for screen readers the words, so the mark is never colour alone.
import { Trans, useLingui } from '@lingui/react/macro'
import { TriangleAlert } from 'lucide-react'
import type { InventoryRow } from '../../../common/inventory'
import { cn } from '../../components/cn'

/** The minimum of the rule a cell is at or below (null location: the Total); undefined if none. */
export type LowOf = (row: InventoryRow, locationId: string | null) => number | undefined

export const notLow: LowOf = () => undefined

export function StockFigure({ value, min }: { value: number; min: number | undefined }) {
  if (min === undefined) return value
  return <LowFigure value={value} min={min} />
}

function LowFigure({ value, min }: { value: number; min: number }) {
  const { t } = useLingui()
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-md bg-amber-100 px-1.5',
        value < 0 ? 'text-red-800' : 'text-amber-900',
      )}
      title={t`Low: at or below the minimum of ${min}`}
    >
      <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" />
      {value}
      <span className="sr-only">
        <Trans>, low: at or below the minimum of {min}</Trans>
      </span>
    </span>
  )
}
