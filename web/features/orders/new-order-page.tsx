// New order (/order) and new stock movement (/transaction, titled Inventory): one screen, two
// modes (spec §2, §4, §5). The client is picked by typing part of a name or email, the products
// by typing part of a name, on the server when the shop has more than one answer holds; each line
// keeps the product it was typed for (name, price), whatever a later search finds. A refusal
// stays on screen only while it still holds. A transfer names a second location, To; the address
// can fill in a movement for the person to review (transaction-prefill.ts).
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Package, Users } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import { defaultOrderLocation } from '../../../common/location-order'
import { orderPayloadError, quantityRangeError, type OrderPayload } from '../../../common/orders'
import type { Product } from '../../../common/products'
import { ApiError } from '../../api/client'
import { useCreateOrder } from '../../api/create-order'
import { useProductFilterFields } from '../../api/get-custom-fields'
import { useLocations } from '../../api/get-locations'
import { productChoices } from '../../api/get-products'
import { clientChoices } from '../../api/get-provider-clients'
import { ClientCombobox, type ComboboxClient } from '../../components/client-combobox'
import { formatPrice } from '../../components/format'
import { LinkButtons } from '../../components/link-buttons'
import { LocationSelect } from '../../components/location-select'
import { ProductSearch, useProductPicker } from '../../components/product-picker'
import { RoleGate } from '../../components/role-gate'
import { useSearchedList } from '../../components/use-searched-list'
import { Button } from '../../components/ui/button'
import { cn } from '../../components/cn'
import { Card } from '../../components/ui/card'
import { EmptyState } from '../../components/ui/empty-state'
import { PageHeader } from '../../components/ui/page-header'
import { SelectField, type SelectOption } from '../../components/ui/select'
import { FieldFilters, passesSelectFilters } from '../../components/ui/select-filters'
import { SubmitBar } from '../../components/ui/submit-bar'
import { translateSentence } from '../../lib/i18n'
import { useMessages } from '../../lib/locale-provider'
import { orderPath } from './order-paths'
import { ProductQuantities } from './product-quantities'
import {
  MOVEMENT_TYPES,
  parseTransactionPrefill,
  type Movement,
  type TransactionPrefill,
} from './transaction-prefill'
import { TYPE_NAMES } from '../../components/order-names'
import { usePrefilledProducts } from './use-prefilled-products'

type Mode = 'order' | 'transaction'
type StatusFilter = 'all' | 'active' | 'inactive'

/** A quantity typed, with the product it is for as it was listed then. */
interface Line {
  product: Product
  quantity: string
}

function createErrorMessage(error: unknown, failed: string): string {
  // The server's sentence says what to fix (a plan limit, an inactive location…).
  if (error instanceof ApiError && error.body && (error.status === 400 || error.status === 402)) {
    return error.body.error.message
  }
  return failed
}

const NO_PREFILL: TransactionPrefill = {
  type: null,
  locationId: null,
  toLocationId: null,
  quantities: new Map(),
}

export function NewOrderPage({ mode }: { mode: Mode }) {
  const { providerId = '' } = useParams()
  const navigate = useNavigate()
  const { t, i18n } = useLingui()
  const m = useMessages().order
  const movements: SelectOption[] = MOVEMENT_TYPES.map((type) => ({
    value: type,
    label: i18n._(TYPE_NAMES[type]),
  }))
  const statusChoices: SelectOption[] = [
    { value: 'all', label: t`All Products` },
    { value: 'active', label: t({ message: 'Active', context: 'products filter' }) },
    { value: 'inactive', label: t({ message: 'Inactive', context: 'products filter' }) },
  ]
  const isOrder = mode === 'order'
  const { search } = useLocation()
  // Read once: what the person changes afterwards is theirs, whatever the address still says.
  const [prefill] = useState(() =>
    isOrder ? NO_PREFILL : parseTransactionPrefill(new URLSearchParams(search)),
  )

  const locations = useLocations(providerId)
  const clients = useSearchedList(clientChoices, providerId, { enabled: isOrder })
  const products = useSearchedList(productChoices, providerId)
  const fields = useProductFilterFields(providerId)
  const create = useCreateOrder()

  const [client, setClient] = useState<ComboboxClient | null>(null)
  const [chosenLocationId, setChosenLocationId] = useState<string | null>(null)
  const [chosenToLocationId, setChosenToLocationId] = useState<string | null>(null)
  const [movement, setMovement] = useState<Movement | ''>(prefill.type ?? '')
  const [status, setStatus] = useState<StatusFilter>('active')
  const [fieldFilters, setFieldFilters] = useState<Record<string, string>>({})
  const [lines, setLines] = useState<Record<string, Line>>({})
  const [refusal, setRefusal] = useState<string | null>(null)

  const active = (locations.data ?? []).filter((location) => location.active)
  const activeId = (id: string | null) => active.find((location) => location.id === id)?.id
  const fallbackLocation = defaultOrderLocation(locations.data ?? [])
  const locationId =
    chosenLocationId ??
    activeId(prefill.locationId) ??
    (fallbackLocation?.active ? fallbackLocation.id : '')
  const isTransfer = movement === 'TRANSFER'
  // Never the location it leaves: choosing that one as From clears To.
  const toCandidate = chosenToLocationId ?? activeId(prefill.toLocationId) ?? ''
  const toLocationId = toCandidate === locationId ? '' : toCandidate

  const noClients = isOrder && clients.empty === true

  const prefilled = usePrefilledProducts(providerId, [...prefill.quantities.keys()])
  // What the person typed wins over what the address filled in.
  const allLines: Record<string, Line> = {
    ...Object.fromEntries(
      prefilled.map((product) => [
        product.id,
        { product, quantity: String(prefill.quantities.get(product.id)) },
      ]),
    ),
    ...lines,
  }
  const typed = Object.values(allLines)
    .map(({ product, quantity }) => ({ product, quantity: Number(quantity) || 0 }))
    .filter((line) => line.quantity !== 0)
  const picker = useProductPicker(products, {
    keyOf: (p) => p.id,
    passes: (p) =>
      (status === 'all' || p.active === (status === 'active')) &&
      passesSelectFilters(p.metadata, fieldFilters),
    entered: typed.map((line) => line.product),
  })

  const entered = typed.map(({ product, quantity }) => ({ id: product.id, quantity }))
  const total = typed.reduce((sum, line) => sum + line.quantity * line.product.price, 0)
  const rangeError = quantityRangeError(entered)
  const outOfRange = rangeError && translateSentence(rangeError)

  const type = (isOrder ? 'ORDER' : movement || undefined) as OrderPayload['transaction_type']
  const payload: OrderPayload = {
    providerId,
    locationId: locationId || null,
    toLocationId: isTransfer ? toLocationId || null : undefined,
    clientId: isOrder ? (client?.id ?? null) : undefined,
    transaction_type: type,
    products: entered,
  }
  const check = orderPayloadError(payload, 'provider')
  const invalid = check && translateSentence(check)
  // The last refusal, while the person has not yet fixed what it names.
  const error = refusal !== null && refusal === invalid ? refusal : null

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setRefusal(invalid)
    if (invalid) return
    create.mutate(payload, {
      onSuccess: (order) => {
        toast.success(m.created)
        void navigate(orderPath(providerId, order))
      },
      onError: (e) => toast.error(createErrorMessage(e, m.createFailed)),
    })
  }

  return (
    <>
      <PageHeader title={isOrder ? t`New order` : t`Inventory`} />
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-6">
        <Card
          className={cn('grid gap-4 p-4 sm:grid-cols-2 sm:p-6', isTransfer && 'lg:grid-cols-3')}
        >
          {isOrder ? (
            noClients ? (
              <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-zinc-300 bg-zinc-50 p-3 text-sm text-zinc-700 sm:col-span-2">
                <Users className="size-4 text-zinc-500" aria-hidden="true" />
                <p className="flex-1">{m.firstClientFirst}</p>
                <Button asChild variant="outline" size="sm">
                  <Link to={`/provider/${providerId}/clients`}>
                    <Trans>Clients</Trans>
                  </Link>
                </Button>
              </div>
            ) : (
              <ClientCombobox
                id="order-client"
                label={t`Client`}
                value={client}
                onChange={setClient}
                placeholder={t`Select a client`}
                clients={clients}
              />
            )
          ) : (
            <SelectField
              id="order-movement"
              label={t`Transaction type`}
              value={movement}
              onChange={(value) => setMovement(value as Movement)}
              placeholder={t`Select a movement type`}
              options={movements}
            />
          )}
          <LocationSelect
            id="order-location"
            label={isTransfer ? t`From` : t`Location`}
            value={locationId}
            onChange={setChosenLocationId}
            locations={locations.data}
          />
          {isTransfer ? (
            <LocationSelect
              id="order-to-location"
              label={t`To`}
              value={toLocationId}
              onChange={setChosenToLocationId}
              locations={locations.data?.filter((location) => location.id !== locationId)}
            />
          ) : null}
        </Card>

        <section aria-labelledby="order-products" className="grid grid-cols-1 gap-3">
          <h2 id="order-products" className="text-lg font-semibold tracking-tight">
            <Trans>Products</Trans>
          </h2>
          {products.empty ? (
            <EmptyState icon={Package} text={m.noProductsYet}>
              <LinkButtons
                links={[{ to: `/provider/${providerId}/products`, label: t`Products` }]}
              />
            </EmptyState>
          ) : (
            <>
              <FieldFilters
                idPrefix="order-field"
                fields={fields.data}
                values={fieldFilters}
                onChange={setFieldFilters}
              >
                <ProductSearch picker={picker} className="col-span-2" />
                <SelectField
                  id="order-status"
                  label={t`Status`}
                  value={status}
                  onChange={(value) => setStatus(value as StatusFilter)}
                  options={statusChoices}
                />
              </FieldFilters>
              <ProductQuantities
                picker={picker}
                quantities={Object.fromEntries(
                  Object.entries(allLines).map(([id, line]) => [id, line.quantity]),
                )}
                onChange={(product, quantity) =>
                  setLines((current) => ({ ...current, [product.id]: { product, quantity } }))
                }
                showPrice={isOrder}
              />
            </>
          )}
        </section>

        <SubmitBar error={error} align="between">
          <p className="min-w-0 text-sm text-zinc-600" aria-live="polite">
            {plural(entered.length, { one: '# product', other: '# products' })}
            {outOfRange ? (
              // No total for an order that cannot be: the reason instead, unless the alert says it.
              error === outOfRange ? null : (
                <span className="text-red-700"> · {outOfRange}</span>
              )
            ) : isOrder && entered.length > 0 ? (
              ` · ${formatPrice(total)}`
            ) : null}
          </p>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t`Saving…` : isOrder ? t`Create order` : t`Create transaction`}
          </Button>
        </SubmitBar>
      </form>
    </>
  )
}

export function NewOrderRoute() {
  const { t } = useLingui()
  return (
    <RoleGate permission="move_stock" title={t`New order`}>
      <NewOrderPage mode="order" />
    </RoleGate>
  )
}
export function NewTransactionRoute() {
  const { t } = useLingui()
  return (
    <RoleGate permission="move_stock" title={t`Inventory`}>
      <NewOrderPage mode="transaction" />
    </RoleGate>
  )
}
