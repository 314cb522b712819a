// The products of an order or a stock movement; prices only for orders (spec §2).
import { Link } from 'react-router'
import type { Order } from '../../../common/orders'
import { formatPrice } from '../../components/format'
import { LinesTable } from '../../components/lines-table'
import type { DataColumn } from '../../components/ui/data-table'

type Line = Order['line_items'][number]

const money = 'text-right whitespace-nowrap tabular-nums'

export function OrderLines({ providerId, order }: { providerId: string; order: Order }) {
  const prices: DataColumn<Line>[] = [
    {
      key: 'price',
      head: 'Price',
      headClassName: 'text-right',
      cellClassName: money,
      cell: (line) => formatPrice(line.price),
    },
    {
      key: 'total',
      head: 'Total',
      headClassName: 'text-right',
      cellClassName: money,
      cell: (line) => formatPrice(line.price * line.quantity),
      totalClassName: 'text-right font-semibold whitespace-nowrap tabular-nums',
      total: formatPrice(order.total),
    },
  ]
  return (
    <LinesTable
      lines={order.line_items}
      product={{
        totalClassName: 'font-semibold',
        cell: (line) => (
          <div className="flex min-w-36 items-center gap-3">
            {line.product.photo ? (
              <img
                src={line.product.photo}
                alt=""
                className="size-9 shrink-0 rounded-md object-cover ring-1 ring-zinc-200 print:hidden"
              />
            ) : null}
            <Link
              to={`/provider/${providerId}/product/${line.product.id}`}
              className="font-medium text-zinc-900 hover:underline"
            >
              {line.product.name}
            </Link>
          </div>
        ),
      }}
      quantity={{
        headClassName: 'text-right',
        cellClassName: 'text-right tabular-nums',
        totalClassName: 'text-right font-semibold tabular-nums',
      }}
      prices={order.transaction_type === 'ORDER' ? prices : []}
    />
  )
}
