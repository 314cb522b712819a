// Every order and stock movement, filtered by location, type and date range (spec §2, §5).
// The filters live in the address, so Back from a transaction returns to the same list.
import { ArrowLeftRight } from 'lucide-react'
import { useParams, useSearchParams } from 'react-router'
import { PAGE_SIZE, TRANSACTION_TYPES, type TransactionType } from '../../../common/constants'
import { messages } from '../../../common/messages'
import { TRANSACTION_TYPE_LABELS } from '../../../common/order-status'
import { pageOffset } from '../../../common/pagination'
import { useLocations } from '../../api/get-locations'
import { useOrders } from '../../api/get-orders'
import type { OrderColumn } from '../../components/orders-table'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { NewButton } from '../../components/ui/new-button'
import { PageHeader } from '../../components/ui/page-header'
import { recordOptions, SelectField, type SelectOption } from '../../components/ui/select'
import { useListParams } from '../../components/ui/use-list-params'
import { OrderList } from './order-list'

// The spec's order: All, Order, Adjustment, In, Out.
const TYPE_CHOICES: SelectOption[] = (['ORDER', 'ADJUST', 'IN', 'OUT'] as const).map((type) => ({
  value: type,
  label: TRANSACTION_TYPE_LABELS[type],
}))
const COLUMNS: OrderColumn[] = ['type', 'location']

const isType = (value: string | null): value is TransactionType =>
  (TRANSACTION_TYPES as readonly string[]).includes(value ?? '')

export function TransactionsPage() {
  const { providerId = '' } = useParams()
  const [params, setParams] = useSearchParams()
  const list = useListParams()
  const locations = useLocations(providerId)

  const locationId = params.get('location') ?? ''
  const rawType = params.get('type')
  const type = isType(rawType) ? rawType : undefined
  const startDate = params.get('start') ?? ''
  const endDate = params.get('end') ?? ''
  const rangeInvalid = Boolean(startDate && endDate && startDate > endDate)

  const transactions = useOrders(
    providerId,
    {
      limit: PAGE_SIZE.transactions,
      offset: pageOffset(list.page, PAGE_SIZE.transactions),
      type,
      location_id: locationId || undefined,
      startDate: startDate || undefined,
      endDate: endDate || undefined,
      search: list.search || undefined,
    },
    { enabled: !rangeInvalid },
  )

  /** A new filter starts again from the first page. */
  const setFilters = (changes: Record<string, string>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value)
          else next.delete(key)
        }
        next.delete('page')
        return next
      },
      { replace: true },
    )

  return (
    <>
      <PageHeader
        title="Transactions"
        actions={<NewButton label="New transaction" to={`/provider/${providerId}/transaction`} />}
      />
      <div className="mb-4 grid grid-cols-2 items-end gap-3 lg:grid-cols-[1fr_1fr_1fr_1fr_auto]">
        <SelectField
          id="transactions-location"
          label="Location"
          value={locationId}
          onChange={(location) => setFilters({ location })}
          placeholder="All"
          options={recordOptions(
            (locations.data ?? []).filter((l) => l.active || l.id === locationId),
          )}
        />
        <SelectField
          id="transactions-type"
          label="Transaction type"
          value={type ?? ''}
          onChange={(value) => setFilters({ type: value })}
          placeholder="All"
          options={TYPE_CHOICES}
        />
        <div className="grid gap-2">
          <Label htmlFor="transactions-start">Start date</Label>
          <Input
            id="transactions-start"
            type="date"
            value={startDate}
            max={endDate || undefined}
            aria-invalid={rangeInvalid || undefined}
            onChange={(e) => setFilters({ start: e.target.value })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="transactions-end">End date</Label>
          <Input
            id="transactions-end"
            type="date"
            value={endDate}
            min={startDate || undefined}
            aria-invalid={rangeInvalid || undefined}
            onChange={(e) => setFilters({ end: e.target.value })}
          />
        </div>
        <Button
          type="button"
          variant="outline"
          className="col-span-2 h-10 lg:col-span-1"
          disabled={!startDate && !endDate}
          onClick={() => setFilters({ start: '', end: '' })}
        >
          Clear
        </Button>
      </div>
      {rangeInvalid ? (
        <Alert>{messages.order.dateRangeOrder}</Alert>
      ) : (
        <OrderList
          providerId={providerId}
          query={transactions}
          list={list}
          label="Transactions"
          noun="transactions"
          columns={COLUMNS}
          emptyIcon={ArrowLeftRight}
          emptyText={messages.order.filterEmpty}
          pageSize={PAGE_SIZE.transactions}
        />
      )}
    </>
  )
}
