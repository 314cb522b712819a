// Inventory (/inventory: stock per product and location) and Adjust (/adjust: count one
// location's stock and save the differences as one ADJUST transaction): one screen, two modes
// chosen by the route (spec §2, §5).
import { Warehouse } from 'lucide-react'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { toast } from 'sonner'
import { adjustmentLines } from '../../../common/inventory'
import { messages } from '../../../common/messages'
import { ApiError } from '../../api/client'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { Label } from '../../components/ui/label'
import { PageHeader } from '../../components/ui/page-header'
import { Select } from '../../components/ui/select'
import { passesSelectFilters, SelectFilters } from '../../components/ui/select-filters'
import { useCreateAdjustment } from './api/create-adjustment'
import { useInventory } from './api/get-inventory'
import { useLocations } from './api/get-locations'
import { useProductFields } from './api/get-product-fields'
import { AdjustGrid, StockGrid } from './inventory-grids'

type Mode = 'inventory' | 'adjust'

const m = messages.inventory

function newKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16)).join('')
}

export function InventoryPage({ mode }: { mode: Mode }) {
  const { providerId = '' } = useParams()
  const adjusting = mode === 'adjust'
  const [locationId, setLocationId] = useState('')
  const [fieldFilters, setFieldFilters] = useState<Record<string, string>>({})
  const [counted, setCounted] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)

  const locations = useLocations(providerId)
  const fields = useProductFields(providerId)
  const inventory = useInventory(providerId, adjusting ? locationId || undefined : undefined)
  const adjust = useCreateAdjustment()

  const selectFields = (fields.data ?? []).filter(
    (f) => f.active && f.entity_type === 'PRODUCTS' && f.field_type === 'SELECT',
  )
  const rows = inventory.data
    ?.filter((row) => passesSelectFilters(row.metadata, fieldFilters))
    .sort((a, b) =>
      a.product_name.localeCompare(b.product_name, undefined, { sensitivity: 'base' }),
    )
  const loaded = inventory.data && locations.data
  const empty = loaded && (inventory.data.length === 0 || locations.data.length === 0)
  const activeLocations = (locations.data ?? []).filter((l) => l.active)

  const chooseLocation = (id: string) => {
    setLocationId(id)
    setCounted({})
    setError(null)
  }

  const save = () => {
    const counts = Object.fromEntries(
      Object.entries(counted)
        .filter(([, value]) => value !== '')
        .map(([id, value]) => [id, Number(value)]),
    )
    const lines = adjustmentLines(inventory.data ?? [], counts)
    if (lines.length === 0) {
      setError(m.noAdjustments)
      return
    }
    setError(null)
    if (!window.confirm(m.confirmAdjust)) return
    adjust.mutate(
      { providerId, locationId, products: lines, idempotencyKey: newKey() },
      {
        onSuccess: () => {
          setCounted({})
          toast.success('The inventory has been adjusted.')
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
      <PageHeader title={adjusting ? 'Adjust' : 'Inventory'} />
      {empty ? (
        <EmptyState icon={Warehouse} text={m.empty}>
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={`/provider/${providerId}/products`}>Products</Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to={`/provider/${providerId}/locations`}>Locations</Link>
            </Button>
          </div>
        </EmptyState>
      ) : (
        <div className="grid gap-4">
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {adjusting ? (
              <div className="grid gap-2">
                <Label htmlFor="adjust-location">Select Location</Label>
                <Select
                  id="adjust-location"
                  value={locationId}
                  onChange={(e) => chooseLocation(e.target.value)}
                >
                  <option value="">Choose a location...</option>
                  {activeLocations.map((location) => (
                    <option key={location.id} value={location.id}>
                      {location.name}
                    </option>
                  ))}
                </Select>
              </div>
            ) : null}
            <SelectFilters
              idPrefix="inventory-field"
              filters={selectFields.map((f) => ({
                id: f.id,
                label: f.field_label,
                options: f.field_options,
              }))}
              values={fieldFilters}
              onChange={setFieldFilters}
            />
          </div>

          {!adjusting ? (
            <StockGrid rows={loaded ? rows : undefined} locations={locations.data ?? []} />
          ) : locationId ? (
            <>
              <AdjustGrid
                rows={loaded ? rows : undefined}
                counted={counted}
                onChange={(id, value) => setCounted((c) => ({ ...c, [id]: value }))}
              />
              <div className="sticky bottom-0 -mx-4 grid gap-3 border-t border-zinc-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:mx-0 lg:rounded-xl lg:border lg:px-4">
                {error ? <Alert>{error}</Alert> : null}
                <div className="flex justify-end">
                  <Button
                    type="button"
                    variant="success"
                    disabled={adjust.isPending || !inventory.data}
                    onClick={save}
                  >
                    {adjust.isPending ? 'Saving…' : 'Adjust inventory'}
                  </Button>
                </div>
              </div>
            </>
          ) : (
            <p className="rounded-xl border border-dashed border-zinc-300 bg-zinc-50/60 px-6 py-10 text-center text-sm text-zinc-600">
              Choose a location to count its stock.
            </p>
          )}
        </div>
      )}
    </>
  )
}

export const StockRoute = () => <InventoryPage mode="inventory" />
export const AdjustRoute = () => <InventoryPage mode="adjust" />
