// Which cells of a page of the stock grid are low: the rules of the page's products, read once
// per page, against the stock the grid shows. The same rule as the low-stock list: a location's
// stock, or for a total the sum over the active locations, at or below the minimum; inactive
// products and locations are never low.
import { useMemo } from 'react'
import type { Location } from '../../../common/locations'
import { isLow } from '../../../common/reorder'
import { useReorderRules } from './api/get-reorder-rules'

interface StockRow {
  product_id: string
  stock: Record<string, number>
  active: boolean
}

/** The minimum a cell is at or below; undefined when it is not low. */
export type LowOf = (row: StockRow, locationId: string | null) => number | undefined

const cellKey = (productId: string, locationId: string | null) =>
  `${productId}:${locationId ?? 'total'}`

export function useLowCells(
  providerId: string,
  rows: StockRow[] | undefined,
  locations: Location[] | undefined,
): LowOf {
  const productIds = useMemo(() => (rows ?? []).map((row) => row.product_id), [rows])
  const { data: rules } = useReorderRules(providerId, productIds)
  return useMemo(() => {
    const mins = new Map(
      (rules ?? []).map((rule) => [cellKey(rule.product.id, rule.location?.id ?? null), rule.min]),
    )
    const active = (locations ?? []).filter((location) => location.active).map((l) => l.id)
    return (row, locationId) => {
      const min = mins.get(cellKey(row.product_id, locationId))
      if (min === undefined || !row.active) return undefined
      if (locationId !== null && !active.includes(locationId)) return undefined
      const onHand =
        locationId === null
          ? active.reduce((sum, id) => sum + (row.stock[id] ?? 0), 0)
          : (row.stock[locationId] ?? 0)
      return isLow(onHand, min) ? min : undefined
    }
  }, [rules, locations])
}
