// Every order and stock movement, filtered by location, type, the member who made it and date
// range (spec §2, §5).
// The filters live in the address, so Back from a transaction returns to the same list.
import { Trans, useLingui } from '@lingui/react/macro'
import { ArrowLeftRight } from 'lucide-react'
import { useParams } from 'react-router'
import { PAGE_SIZE, TRANSACTION_TYPES, type TransactionType } from '../../../common/constants'
import { useLocations } from '../../api/get-locations'
import { useMembers, type Member } from '../../api/get-members'
import { listPage, useOrders } from '../../api/get-orders'
import { useCan } from '../../api/use-can'
import { ListScreen } from '../../components/list-screen'
import type { OrderColumn } from '../../components/orders-table'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { recordOptions, SelectField, type SelectOption } from '../../components/ui/select'
import { useListParams } from '../../components/ui/use-list-params'
import { useMessages } from '../../lib/locale-provider'
import { useOrderList, useOrderSearch } from './order-list'
import { TYPE_NAMES } from '../../components/order-names'

// The spec's order: All, Order, Adjustment, In, Out; then Transfer.
const TYPE_ORDER = ['ORDER', 'ADJUST', 'IN', 'OUT', 'TRANSFER'] as const
const COLUMNS: OrderColumn[] = ['type', 'location']

/** The members who can have made a transaction: those who joined (pending ones made none). */
const userOptions = (members: Member[], chosen: string, former: string): SelectOption[] => {
  const options = members.flatMap(({ user }) =>
    user.id ? [{ value: user.id, label: user.email }] : [],
  )
  // Someone removed since keeps their transactions: a filter on them still reads as chosen.
  return chosen && !options.some((o) => o.value === chosen)
    ? [...options, { value: chosen, label: former }]
    : options
}

const isType = (value: string | null): value is TransactionType =>
  (TRANSACTION_TYPES as readonly string[]).includes(value ?? '')

export function TransactionsPage() {
  const { providerId = '' } = useParams()
  const { t, i18n } = useLingui()
  const m = useMessages().order
  const search = useOrderSearch({
    label: t`Search transactions`,
    noMatches: (query) => t`No transactions match “${query}”.`,
  })
  const list = useListParams({ pageSize: PAGE_SIZE.transactions })
  const { params, setFilters } = list
  const locations = useLocations(providerId)
  const members = useMembers(providerId)
  const canCreate = useCan('move_stock')

  const locationId = params.get('location') ?? ''
  const rawType = params.get('type')
  const type = isType(rawType) ? rawType : undefined
  const userId = params.get('user') ?? ''
  const startDate = params.get('start') ?? ''
  const endDate = params.get('end') ?? ''
  const rangeInvalid = Boolean(startDate && endDate && startDate > endDate)

  const transactions = useOrders(
    providerId,
    {
      ...listPage(list, PAGE_SIZE.transactions),
      type,
      location_id: locationId || undefined,
      user_id: userId || undefined,
      startDate: startDate || undefined,
      endDate: endDate || undefined,
    },
    { enabled: !rangeInvalid },
  )
  const rows = useOrderList(providerId, transactions, COLUMNS)

  return (
    <ListScreen
      title={t`Transactions`}
      create={
        canCreate
          ? { label: t`New transaction`, to: `/provider/${providerId}/transaction` }
          : undefined
      }
      exportAs={{
        providerId,
        name: 'transactions',
        query: {
          search: list.search || undefined,
          type,
          location_id: locationId || undefined,
          user_id: userId || undefined,
          startDate: startDate || undefined,
          endDate: endDate || undefined,
        },
      }}
      list={list}
      search={search}
      empty={{ icon: ArrowLeftRight, text: m.filterEmpty }}
      problem={rangeInvalid ? <Alert>{m.dateRangeOrder}</Alert> : null}
      {...rows}
    >
      <div className="mb-4 grid grid-cols-2 items-end gap-3 lg:grid-cols-[1fr_1fr_1fr_1fr_1fr_auto]">
        <SelectField
          id="transactions-location"
          label={t`Location`}
          value={locationId}
          onChange={(location) => setFilters({ location })}
          placeholder={t({ message: 'All', context: 'locations' })}
          options={recordOptions(
            (locations.data ?? []).filter((l) => l.active || l.id === locationId),
          )}
        />
        <SelectField
          id="transactions-type"
          label={t`Transaction type`}
          value={type ?? ''}
          onChange={(value) => setFilters({ type: value })}
          placeholder={t`All`}
          options={TYPE_ORDER.map((value) => ({ value, label: i18n._(TYPE_NAMES[value]) }))}
        />
        <SelectField
          id="transactions-user"
          label={t`User`}
          value={userId}
          onChange={(user) => setFilters({ user })}
          placeholder={t`All`}
          options={userOptions(members.data ?? [], userId, t`A former member`)}
          className="col-span-2 lg:col-span-1"
        />
        <DateFilter
          id="transactions-start"
          label={t`Start date`}
          value={startDate}
          bounds={{ max: endDate || undefined }}
          invalid={rangeInvalid}
          onChange={(start) => setFilters({ start })}
        />
        <DateFilter
          id="transactions-end"
          label={t`End date`}
          value={endDate}
          bounds={{ min: startDate || undefined }}
          invalid={rangeInvalid}
          onChange={(end) => setFilters({ end })}
        />
        <Button
          type="button"
          variant="outline"
          className="col-span-2 h-10 lg:col-span-1"
          disabled={!startDate && !endDate}
          onClick={() => setFilters({ start: '', end: '' })}
        >
          <Trans>Clear</Trans>
        </Button>
      </div>
    </ListScreen>
  )
}

/** One end of the date range, bounded by the other end. */
function DateFilter({
  id,
  label,
  value,
  bounds,
  invalid,
  onChange,
}: {
  id: string
  label: string
  value: string
  bounds: { min?: string; max?: string }
  invalid: boolean
  onChange: (value: string) => void
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={value}
        {...bounds}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}
