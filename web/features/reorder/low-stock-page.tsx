// Inventory › Low stock: every reorder rule at or below its minimum, most urgent first, and for
// each location of the page a button that starts a New transaction of type In with the suggested
// quantities filled in.
import { plural, t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { PackageCheck, PackagePlus } from 'lucide-react'
import { useMemo } from 'react'
import { Link } from 'react-router'
import type { SpecMessages } from '../../../common/messages-es'
import { useCan } from '../../api/use-can'
import { ListScreen } from '../../components/list-screen'
import { titleColumn, type RecordColumn } from '../../components/record-column'
import { RowLink } from '../../components/record-table'
import { usePagedList } from '../../components/use-paged-list'
import { Button } from '../../components/ui/button'
import { cn } from '../../components/cn'
import { formatNumber } from '../../components/format'
import { useMessages } from '../../lib/locale-provider'
import { lowStockPages, type LowStockRow } from './api/get-low-stock'

type ReorderMessages = SpecMessages['reorder']

const figure = (
  key: string,
  head: string,
  valueOf: (row: LowStockRow) => number,
  tone?: (row: LowStockRow) => string | false,
): RecordColumn<LowStockRow> => ({
  key,
  head,
  headClassName: 'text-right',
  cellClassName: (row) => cn('text-right tabular-nums whitespace-nowrap', tone?.(row)),
  cell: (row) => formatNumber(valueOf(row)),
})

const lowStockColumns = (m: ReorderMessages): RecordColumn<LowStockRow>[] => [
  titleColumn({
    key: 'product',
    head: t`Product`,
    cell: (row) => <RowLink>{row.product.name}</RowLink>,
  }),
  {
    key: 'location',
    head: t`Location`,
    truncate: true,
    cell: (row) => (
      <span className="block truncate" title={row.location?.name ?? m.allLocations}>
        {row.location?.name ?? m.allLocations}
      </span>
    ),
  },
  figure(
    'on_hand',
    t`On hand`,
    (row) => row.on_hand,
    (row) => row.on_hand < 0 && 'text-red-700',
  ),
  figure('min', t`Min`, (row) => row.min),
  figure('max', t`Max`, (row) => row.max),
  figure(
    'suggested',
    t`Suggested`,
    (row) => row.suggested,
    () => 'font-semibold',
  ),
]

/**
 * The New transaction screen's address for one location's restock: type In, the location (none
 * for rules on a total, whose stock may go anywhere) and productId:quantity lines. Ids are UUIDs
 * and quantities digits, so nothing in it needs escaping.
 */
export function restockPath(
  providerId: string,
  locationId: string | null,
  rows: Pick<LowStockRow, 'product' | 'suggested'>[],
) {
  const lines = rows.map((row) => `${row.product.id}:${row.suggested}`).join(',')
  const location = locationId ? `&location=${locationId}` : ''
  return `/provider/${providerId}/transaction?type=IN${location}&lines=${lines}`
}

/** The page's items by location, the totals' rules last, each with its restock address. */
function restocks(providerId: string, rows: LowStockRow[], m: ReorderMessages) {
  const groups = new Map<string | null, { name: string; rows: LowStockRow[] }>()
  for (const row of rows) {
    const key = row.location?.id ?? null
    const group = groups.get(key) ?? { name: row.location?.name ?? m.allLocations, rows: [] }
    group.rows.push(row)
    groups.set(key, group)
  }
  return [...groups.entries()]
    .sort(([a], [b]) => Number(a === null) - Number(b === null))
    .map(([locationId, group]) => ({
      key: locationId ?? 'total',
      locationId,
      name: group.name,
      count: group.rows.length,
      to: restockPath(providerId, locationId, group.rows),
    }))
}

function restockOf(location: string) {
  return t`Restock ${location}`
}

export function LowStockPage() {
  const { t } = useLingui()
  const m = useMessages().reorder
  const columns = useMemo(() => lowStockColumns(m), [m])
  const low = usePagedList(lowStockPages)
  // Restocking is a New transaction: roles that cannot make one are offered none.
  const canRestock = useCan('move_stock')
  const groups = low.records && canRestock ? restocks(low.providerId, low.records, m) : []
  return (
    <ListScreen
      title={t`Low stock`}
      columns={columns}
      open={{ hrefOf: (row) => `/provider/${low.providerId}/product/${row.product.id}` }}
      empty={{ icon: PackageCheck, text: m.lowStockEmpty }}
      {...low}
    >
      {groups.length > 0 ? (
        <section aria-labelledby="restock-heading" className="mb-6">
          <h2 id="restock-heading" className="text-sm font-medium text-zinc-900">
            <Trans>Restock</Trans>
          </h2>
          <p className="mb-3 text-sm text-zinc-600">
            <Trans>A New transaction of type In, with the suggested quantities filled in.</Trans>
          </p>
          <ul className="flex flex-wrap gap-2">
            {groups.map((group) => (
              <li key={group.key} className="max-w-full">
                <Button asChild variant="outline" className="h-auto max-w-full py-2 text-left">
                  <Link to={group.to}>
                    <PackagePlus aria-hidden="true" />
                    <span className="min-w-0 truncate">
                      {group.locationId ? restockOf(group.name) : t`Restock the totals`}
                    </span>
                    <span className="shrink-0 text-zinc-600">
                      {plural(group.count, { one: '# product', other: '# products' })}
                    </span>
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </ListScreen>
  )
}
