// The products of an order or a stock movement; prices only for orders (spec §2). On a phone
// the unit price moves under the product's name, so the line totals and the grand total fit
// the screen.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import type { Order } from '../../../common/orders'
import { formatPrice } from '../../components/format'
import { LinesTable } from '../../components/lines-table'
import type { DataColumn } from '../../components/ui/data-table'

type Line = Order['line_items'][number]

const money = 'text-right whitespace-nowrap tabular-nums'
const wideOnly = 'hidden sm:table-cell'

function UnitPrice({ price }: { price: number }) {
  const each = formatPrice(price)
  return (
    <p className="text-xs text-zinc-500 tabular-nums sm:hidden">
      <Trans>{each} each</Trans>
    </p>
  )
}

export function OrderLines({ providerId, order }: { providerId: string; order: Order }) {
  const { t } = useLingui()
  const priced = order.transaction_type === 'ORDER'
  const prices: DataColumn<Line>[] = [
    {
      key: 'price',
      head: t`Price`,
      headClassName: `${money} ${wideOnly}`,
      cellClassName: `${money} ${wideOnly}`,
      totalClassName: wideOnly,
      cell: (line) => formatPrice(line.price),
    },
    {
      key: 'total',
      head: t`Total`,
      headClassName: money,
      cellClassName: money,
      cell: (line) => formatPrice(line.price * line.quantity),
      totalClassName: `${money} font-semibold`,
      total: formatPrice(order.total),
    },
  ]
  return (
    <LinesTable
      lines={order.line_items}
      product={{
        totalClassName: 'font-semibold',
        cell: (line) => (
          <div className="flex items-center gap-3">
            {line.product.photo ? (
              <img
                src={line.product.photo}
                alt=""
                className="hidden size-9 shrink-0 rounded-md object-cover ring-1 ring-zinc-200 sm:block print:hidden"
              />
            ) : null}
            <div className="min-w-0">
              <Link
                to={`/provider/${providerId}/product/${line.product.id}`}
                className="font-medium text-zinc-900 wrap-anywhere hover:underline"
              >
                {line.product.name}
              </Link>
              {priced ? <UnitPrice price={line.price} /> : null}
            </div>
          </div>
        ),
      }}
      quantity={{
        headClassName: 'text-right',
        cellClassName: 'text-right tabular-nums',
        totalClassName: 'text-right font-semibold tabular-nums',
      }}
      prices={priced ? prices : []}
    />
  )
}
