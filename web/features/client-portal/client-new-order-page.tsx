// Client_New_Order (spec §2, §5): pick a provider (only when there are several: the providers of
// every client link opened on this device), set quantities of its active products, create the
// order through that provider's link. The server places it at the provider's default
// location, so a provider without one is caught here, before anything is sent. Products are found
// by typing part of a name; what has a quantity stays listed whatever the search.
import { Trans, useLingui } from '@lingui/react/macro'
import { Store } from 'lucide-react'
import { useId, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import { orderPayloadError } from '../../../common/orders'
import { ApiError } from '../../api/client'
import { ProductSearch, useProductPicker } from '../../components/product-picker'
import { useFilteredList } from '../../components/use-searched-list'
import { Alert } from '../../components/ui/alert'
import { EmptyState } from '../../components/ui/empty-state'
import { Label } from '../../components/ui/label'
import { PageHeader } from '../../components/ui/page-header'
import { Select } from '../../components/ui/select'
import { translateSentence } from '../../lib/i18n'
import { useMessages } from '../../lib/locale-provider'
import { useCreateClientOrder } from './api/create-client-order'
import { useLinkedProviders, type LinkedProvider } from './api/get-linked-providers'
import { OrderSubmitBar } from './order-submit-bar'
import { PortalProblem, portalProblemOf } from './portal-problem'
import { ProductQuantityTable } from './product-quantity-table'

// The refusal of the quantities, replaced by the next one and gone once a quantity changes.
const QUANTITY_WARNING = 'order-quantities'

/**
 * The server's own sentence (in the screen's language) when it has one a client can act on (a
 * rule, a plan, a limit).
 */
function createErrorMessage(error: unknown, failed: string): string {
  if (error instanceof ApiError && error.body && [400, 402, 429].includes(error.status)) {
    return error.body.error.message
  }
  return failed
}

export function ClientNewOrderPage() {
  const { t } = useLingui()
  const m = useMessages().order
  const { clientId = '' } = useParams()
  const navigate = useNavigate()
  const { providers: list, error } = useLinkedProviders(clientId)
  const createOrder = useCreateClientOrder()
  const [chosenId, setChosenId] = useState('')
  const [quantities, setQuantities] = useState<Record<string, string>>({})
  const selectId = useId()

  // With a single provider there is nothing to choose (spec §2).
  const chosen: LinkedProvider | undefined =
    list?.length === 1 ? list[0] : list?.find((entry) => entry.relation.provider.id === chosenId)
  const selected = chosen?.relation
  // Every active product of the provider comes in one answer, whatever their number.
  const products = selected?.provider.products.filter((product) => product.active)
  const picker = useProductPicker(
    useFilteredList(products, (product) => [product.name]),
    {
      keyOf: (product) => product.id,
      entered: (products ?? []).filter((product) => Number(quantities[product.id] || 0) > 0),
    },
  )

  const problem = portalProblemOf(error)
  if (problem) return <PortalProblem kind={problem} subject="link" />

  const lines = (products ?? []).map((product) => ({
    id: product.id,
    quantity: Number(quantities[product.id] || 0),
    price: product.price,
  }))

  const onSubmit = () => {
    if (!chosen || !selected) return
    const invalid = orderPayloadError({ transaction_type: 'ORDER', products: lines }, 'client')
    if (invalid) {
      toast.warning(translateSentence(invalid), { id: QUANTITY_WARNING })
      return
    }
    if (!selected.provider.default_location) {
      toast.warning(m.defaultLocationMissing)
      return
    }
    createOrder.mutate(
      {
        providerId: selected.provider.id,
        clientId: chosen.link,
        products: lines
          .filter((line) => line.quantity > 0)
          .map(({ id, quantity }) => ({ id, quantity })),
      },
      {
        onSuccess: (order) => {
          toast.success(m.created)
          void navigate(`/client/${chosen.link}/order/${order.id}`)
        },
        onError: (error) => toast.error(createErrorMessage(error, m.createFailed)),
      },
    )
  }

  return (
    <>
      <PageHeader title={t`New order`}>
        {list?.length === 1 && selected ? (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-zinc-600">
            <Store className="size-4 shrink-0" aria-hidden="true" />
            {selected.provider.name}
          </p>
        ) : null}
      </PageHeader>

      {list && list.length > 1 ? (
        <div className="mb-6 grid max-w-sm gap-2">
          <Label htmlFor={selectId}>
            <Trans>Provider</Trans>
          </Label>
          <Select
            id={selectId}
            value={chosenId}
            onChange={(event) => setChosenId(event.target.value)}
          >
            <option value="" disabled>
              {t`Select a provider`}
            </option>
            {list.map(({ relation }) => (
              <option key={relation.provider.id} value={relation.provider.id}>
                {relation.provider.name}
              </option>
            ))}
          </Select>
        </div>
      ) : null}

      {list?.length === 0 ? (
        <EmptyState
          icon={Store}
          text={t`You are not linked to a provider yet. Please reach out to your provider.`}
        />
      ) : list && !selected ? (
        <EmptyState icon={Store} text={t`Select a provider to see their products.`} />
      ) : selected && products?.length === 0 ? (
        <EmptyState icon={Store} text={t`This provider has no products to order right now.`} />
      ) : (
        <>
          {selected && !selected.provider.default_location ? (
            <Alert className="mb-4 border-amber-200 bg-amber-50 text-amber-900">
              {m.defaultLocationMissing}
            </Alert>
          ) : null}
          <ProductSearch picker={picker} className="mb-4 sm:max-w-md" />
          <ProductQuantityTable
            picker={picker}
            quantities={quantities}
            onQuantityChange={(id, value) => {
              toast.dismiss(QUANTITY_WARNING)
              setQuantities((current) => ({ ...current, [id]: value }))
            }}
          />
          <OrderSubmitBar
            lines={lines}
            disabled={!selected}
            pending={createOrder.isPending}
            onSubmit={onSubmit}
          />
        </>
      )}
    </>
  )
}
