// Inventory (/inventory: stock per product and location) and Adjust (/adjust: count one
// location's stock and save the differences as one ADJUST transaction): one screen, two modes
// chosen by the route (spec §2, §5). The grid comes a page of products at a time, searched by name
// on the server; counts typed on one page are kept while the user moves to others or searches,
// and saved together.
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { TriangleAlert, Warehouse } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { toast } from 'sonner'
import { PAGE_SIZE } from '../../../common/constants'
import { adjustmentError, adjustmentLines, type InventoryRow } from '../../../common/inventory'
import type { Location } from '../../../common/locations'
import { ApiError } from '../../api/client'
import { useCreateOrder } from '../../api/create-order'
import { useProductFilterFields } from '../../api/get-custom-fields'
import { useLocations } from '../../api/get-locations'
import { ExportButton } from '../../components/export-button'
import { LinkButtons } from '../../components/link-buttons'
import { LocationSelect } from '../../components/location-select'
import { ProductSearch, usePickerIds, type Picker } from '../../components/product-picker'
import { RoleGate } from '../../components/role-gate'
import { useDebouncedValue } from '../../components/use-debounced-value'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { PageHeader } from '../../components/ui/page-header'
import { Pager } from '../../components/ui/pager'
import { FieldFilters } from '../../components/ui/select-filters'
import { SubmitBar } from '../../components/ui/submit-bar'
import { usePageParam } from '../../components/ui/use-page-param'
import { translateSentence } from '../../lib/i18n'
import { useMessages } from '../../lib/locale-provider'
import { metadataFilter, useInventory } from './api/get-inventory'
import { AdjustGrid, currentOf, isChange, StockGrid, type Count } from './inventory-grids'
import { notLow, type LowOf } from './stock-figure'

type Mode = 'inventory' | 'adjust'

/** Which cells of a page of the grid are low; the app plugs in the reorder rules' hook. */
export type LowCellsHook = (
  providerId: string,
  rows: InventoryRow[] | undefined,
  locations: Location[] | undefined,
) => LowOf

const useNoLowCells: LowCellsHook = () => notLow

interface InventoryPageProps {
  mode: Mode
  useLowCells?: LowCellsHook
  /** Buttons the app puts beside the export (the CSV import of stock counts). */
  actions?: ReactNode
}

export function InventoryPage({ mode, useLowCells = useNoLowCells, actions }: InventoryPageProps) {
  const { providerId = '' } = useParams()
  const { t } = useLingui()
  const messages = useMessages()
  const m = messages.inventory
  const adjusting = mode === 'adjust'
  const [locationId, setLocationId] = useState('')
  const [fieldFilters, setFieldFilters] = useState<Record<string, string>>({})
  const [search, setSearch] = useState('')
  const [counted, setCounted] = useState<Record<string, Count>>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const [page, setPage] = usePageParam()
  const pickerIds = usePickerIds()

  const locations = useLocations(providerId)
  const fields = useProductFilterFields(providerId)
  const searched = useDebouncedValue(search.trim())
  const inventory = useInventory(providerId, {
    page,
    locationId: adjusting ? locationId || undefined : undefined,
    fields: fieldFilters,
    search: searched,
  })
  const adjust = useCreateOrder()

  const filtering = Object.values(fieldFilters).some(Boolean) || searched !== ''
  const loaded = inventory.data && locations.data
  const empty =
    loaded && ((inventory.data.total === 0 && !filtering) || locations.data.length === 0)
  const rows = loaded ? inventory.data.rows : undefined
  const lowOf = useLowCells(providerId, adjusting ? undefined : rows, locations.data)
  // Rows still shown from another location must not be counted against: skeletons instead.
  const adjustRows = rows?.every((row) => row.location_id === locationId) ? rows : undefined

  const pager = (
    <Pager
      page={page}
      pageSize={PAGE_SIZE.inventory}
      total={inventory.data?.total ?? 0}
      onPageChange={setPage}
    />
  )

  // Counts may sit on other pages than the one shown: say how many will be saved, and list those
  // the search or a filter hides.
  const changes = Object.values(counted).filter(isChange)
  const kept = filtering
    ? changes
        .filter((c) => !adjustRows?.some((row) => row.product_id === c.row.product_id))
        .map((c) => c.row)
    : []
  const picker: Picker<InventoryRow> = {
    ids: pickerIds,
    search,
    setSearch: (text) => {
      setSearch(text)
      setPage(1)
    },
    matches: adjustRows,
    kept,
    isEntered: (row) => isChange(counted[row.product_id]),
    busy: inventory.isPlaceholderData,
  }

  const counts = Object.fromEntries(
    Object.entries(counted)
      .filter(([, c]) => c.value !== '')
      .map(([id, c]) => [id, Number(c.value)]),
  )
  const countedRows = Object.values(counted).map(({ row }) => ({
    product_id: row.product_id,
    current_stock: currentOf(row),
  }))
  const check = adjustmentError(countedRows, counts)
  const invalid = check && translateSentence(check)
  // The last refusal, while the counts still give it.
  const error = refusal !== null && refusal === invalid ? refusal : null

  const chooseLocation = (id: string) => {
    setLocationId(id)
    setCounted({})
    setRefusal(null)
    setPage(1)
  }

  const chooseFilters = (values: Record<string, string>) => {
    setFieldFilters(values)
    setPage(1)
  }

  const save = () => {
    // The second click of a double click: the first one's adjustment is already on its way.
    if (adjust.inFlight()) return
    setRefusal(invalid)
    if (invalid) return
    if (!window.confirm(m.confirmAdjust)) return
    adjust.mutate(
      {
        providerId,
        locationId,
        transaction_type: 'ADJUST',
        products: adjustmentLines(countedRows, counts),
      },
      {
        onSuccess: () => {
          setCounted({})
          toast.success(t`The inventory has been adjusted.`)
        },
        onError: (e) =>
          toast.error(
            e instanceof ApiError && e.status === 400 && e.body
              ? e.body.error.message
              : messages.order.createFailed,
          ),
      },
    )
  }

  return (
    <>
      <PageHeader
        title={adjusting ? t`Adjust` : t`Inventory`}
        actions={
          adjusting ? null : (
            <>
              <ExportButton
                providerId={providerId}
                name="inventory"
                query={{ search: searched || undefined, metadata: metadataFilter(fieldFilters) }}
              />
              {actions}
              <Button asChild variant="outline">
                <Link to={`/provider/${providerId}/inventory/low-stock`}>
                  <TriangleAlert aria-hidden="true" />
                  <Trans>Low stock</Trans>
                </Link>
              </Button>
            </>
          )
        }
      />
      {empty ? (
        <EmptyState icon={Warehouse} text={m.empty}>
          <LinkButtons
            links={[
              { to: `/provider/${providerId}/products`, label: t`Products` },
              { to: `/provider/${providerId}/locations`, label: t`Locations` },
            ]}
          />
        </EmptyState>
      ) : (
        <div className="grid grid-cols-1 gap-4">
          <FieldFilters
            idPrefix="inventory-field"
            fields={fields.data}
            values={fieldFilters}
            onChange={chooseFilters}
          >
            {adjusting ? (
              <LocationSelect
                id="adjust-location"
                label={t`Select Location`}
                placeholder={t`Choose a location...`}
                value={locationId}
                onChange={chooseLocation}
                locations={locations.data}
                className="col-span-2 sm:col-span-1"
              />
            ) : null}
            {!adjusting || locationId ? (
              <ProductSearch picker={picker} className="col-span-2" />
            ) : null}
          </FieldFilters>

          {!adjusting ? (
            <>
              <StockGrid
                listId={pickerIds.list}
                rows={rows}
                locations={locations.data ?? []}
                lowOf={lowOf}
              />
              {pager}
            </>
          ) : locationId ? (
            <>
              <AdjustGrid
                picker={picker}
                counted={counted}
                onChange={(count) => {
                  // An edited count is a new adjustment, even one equal to the last one saved.
                  adjust.renew()
                  setCounted((c) => ({ ...c, [count.row.product_id]: count }))
                }}
              />
              {pager}
              <SubmitBar error={error} align="end">
                {changes.length > 0 ? (
                  <p className="text-sm text-zinc-600" aria-live="polite">
                    {plural(changes.length, {
                      one: '# product counted',
                      other: '# products counted',
                    })}
                  </p>
                ) : null}
                <Button
                  type="button"
                  variant="success"
                  disabled={adjust.isPending || !inventory.data}
                  onClick={save}
                >
                  {adjust.isPending ? t`Saving…` : t`Adjust inventory`}
                </Button>
              </SubmitBar>
            </>
          ) : (
            <p className="rounded-xl border border-dashed border-zinc-300 bg-zinc-50/60 px-6 py-10 text-center text-sm text-zinc-600">
              <Trans>Choose a location to count its stock.</Trans>
            </p>
          )}
        </div>
      )}
    </>
  )
}

export function AdjustRoute() {
  const { t } = useLingui()
  return (
    <RoleGate permission="move_stock" title={t`Adjust`}>
      <InventoryPage mode="adjust" />
    </RoleGate>
  )
}
