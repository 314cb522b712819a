// New order (/order) and new stock movement (/transaction, titled Inventory): one screen, two
// modes (spec §2, §4, §5).
import { Users } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import type { TransactionType } from '../../../common/constants'
import { defaultOrderLocation } from '../../../common/locations'
import { messages } from '../../../common/messages'
import { orderPayloadError, type OrderPayload } from '../../../common/orders'
import { ApiError } from '../../api/client'
import { formatPrice } from '../../components/format'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Label } from '../../components/ui/label'
import { PageHeader } from '../../components/ui/page-header'
import { Select } from '../../components/ui/select'
import {
  filtersOfFields,
  passesSelectFilters,
  SelectFilters,
} from '../../components/ui/select-filters'
import { useCreateOrder } from './api/create-order'
import { useProductFilterFields } from '../../api/get-custom-fields'
import { useLocations } from '../../api/get-locations'
import { everyProduct, useProducts } from '../../api/get-products'
import { everyProviderClient, useProviderClients } from '../../api/get-provider-clients'
import { orderPath } from './order-paths'
import { ProductQuantities } from './product-quantities'

type Mode = 'order' | 'transaction'
type StatusFilter = 'all' | 'active' | 'inactive'

const m = messages.order

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' })

function createErrorMessage(error: unknown): string {
  // The server's sentence says what to fix (a plan limit, an inactive location…).
  if (error instanceof ApiError && error.body && (error.status === 400 || error.status === 402)) {
    return error.body.error.message
  }
  return m.createFailed
}

export function NewOrderPage({ mode }: { mode: Mode }) {
  const { providerId = '' } = useParams()
  const navigate = useNavigate()
  const isOrder = mode === 'order'

  const locations = useLocations(providerId)
  const clients = useProviderClients(providerId, everyProviderClient, { enabled: isOrder })
  const products = useProducts(providerId, everyProduct).data?.products
  const fields = useProductFilterFields(providerId)
  const create = useCreateOrder()

  const [clientId, setClientId] = useState('')
  const [chosenLocationId, setChosenLocationId] = useState<string | null>(null)
  const [movement, setMovement] = useState<'' | 'IN' | 'OUT'>('')
  const [status, setStatus] = useState<StatusFilter>('active')
  const [fieldFilters, setFieldFilters] = useState<Record<string, string>>({})
  const [quantities, setQuantities] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)

  const activeLocations = (locations.data ?? []).filter((l) => l.active)
  const fallbackLocation = defaultOrderLocation(locations.data ?? [])
  const locationId = chosenLocationId ?? (fallbackLocation?.active ? fallbackLocation.id : '')

  const activeClients = (clients.data?.provider_clients ?? [])
    .filter((relation) => relation.active)
    .map((relation) => relation.client)
    .sort(byName)
  const noClients = isOrder && clients.isSuccess && activeClients.length === 0

  const shown = products
    ?.filter(
      (p) =>
        (status === 'all' || p.active === (status === 'active')) &&
        passesSelectFilters(p.metadata, fieldFilters),
    )
    .sort(byName)

  const entered = Object.entries(quantities)
    .map(([id, value]) => ({ id, quantity: Number(value) || 0 }))
    .filter((line) => line.quantity !== 0)
  const priceOf = new Map(products?.map((p) => [p.id, p.price]))
  const total = entered.reduce((sum, line) => sum + line.quantity * (priceOf.get(line.id) ?? 0), 0)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const type = (isOrder ? 'ORDER' : movement || undefined) as TransactionType
    const payload: OrderPayload = {
      providerId,
      locationId: locationId || null,
      clientId: isOrder ? clientId || null : undefined,
      transaction_type: type,
      products: entered,
    }
    const invalid = orderPayloadError(payload, 'provider')
    setError(invalid)
    if (invalid) return
    create.mutate(payload, {
      onSuccess: (order) => {
        toast.success(m.created)
        void navigate(orderPath(providerId, order))
      },
      onError: (e) => toast.error(createErrorMessage(e)),
    })
  }

  return (
    <>
      <PageHeader title={isOrder ? 'New order' : 'Inventory'} />
      <form onSubmit={onSubmit} noValidate className="grid gap-6">
        <Card className="grid gap-4 p-4 sm:grid-cols-2 sm:p-6">
          {isOrder ? (
            noClients ? (
              <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-zinc-300 bg-zinc-50 p-3 text-sm text-zinc-700 sm:col-span-2">
                <Users className="size-4 text-zinc-500" aria-hidden="true" />
                <p className="flex-1">{m.firstClientFirst}</p>
                <Button asChild variant="outline" size="sm">
                  <Link to={`/provider/${providerId}/clients`}>Clients</Link>
                </Button>
              </div>
            ) : (
              <div className="grid gap-2">
                <Label htmlFor="order-client">Client</Label>
                <Select
                  id="order-client"
                  value={clientId}
                  onChange={(e) => setClientId(e.target.value)}
                >
                  <option value="">Select a client</option>
                  {activeClients.map((client) => (
                    <option key={client.id} value={client.id}>
                      {client.name}
                    </option>
                  ))}
                </Select>
              </div>
            )
          ) : (
            <div className="grid gap-2">
              <Label htmlFor="order-movement">Transaction type</Label>
              <Select
                id="order-movement"
                value={movement}
                onChange={(e) => setMovement(e.target.value as '' | 'IN' | 'OUT')}
              >
                <option value="">Select a movement type</option>
                <option value="IN">In</option>
                <option value="OUT">Out</option>
              </Select>
            </div>
          )}
          <div className="grid gap-2">
            <Label htmlFor="order-location">Location</Label>
            <Select
              id="order-location"
              value={locationId}
              onChange={(e) => setChosenLocationId(e.target.value)}
            >
              <option value="">Select a location</option>
              {activeLocations.map((location) => (
                <option key={location.id} value={location.id}>
                  {location.name}
                </option>
              ))}
            </Select>
          </div>
        </Card>

        <section aria-labelledby="order-products" className="grid gap-3">
          <h2 id="order-products" className="text-lg font-semibold tracking-tight">
            Products
          </h2>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <div className="grid gap-2">
              <Label htmlFor="order-status">Status</Label>
              <Select
                id="order-status"
                value={status}
                onChange={(e) => setStatus(e.target.value as StatusFilter)}
              >
                <option value="all">All Products</option>
                <option value="active">Active</option>
                <option value="inactive">Inactive</option>
              </Select>
            </div>
            <SelectFilters
              idPrefix="order-field"
              filters={filtersOfFields(fields.data ?? [])}
              values={fieldFilters}
              onChange={setFieldFilters}
            />
          </div>
          <ProductQuantities
            products={shown}
            quantities={quantities}
            onChange={(id, value) => setQuantities((q) => ({ ...q, [id]: value }))}
            showPrice={isOrder}
          />
        </section>

        <div className="sticky bottom-0 -mx-4 grid gap-3 border-t border-zinc-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:mx-0 lg:rounded-xl lg:border lg:px-4">
          {error ? <Alert>{error}</Alert> : null}
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm text-zinc-600" aria-live="polite">
              {entered.length === 1 ? '1 product' : `${entered.length} products`}
              {isOrder && entered.length > 0 ? ` · ${formatPrice(total)}` : null}
            </p>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Saving…' : isOrder ? 'Create order' : 'Create transaction'}
            </Button>
          </div>
        </div>
      </form>
    </>
  )
}

export const NewOrderRoute = () => <NewOrderPage mode="order" />
export const NewTransactionRoute = () => <NewOrderPage mode="transaction" />
