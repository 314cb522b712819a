// An order's products with quantity, price and a totals row (spec §2 "Order detail"). A client
// sees names only: product pages belong to the provider.
import { Trans, useLingui } from '@lingui/react/macro'
import type { ClientOrder } from '../../../common/orders'
import { formatPrice } from '../../components/format'
import { LinesTable } from '../../components/lines-table'
import { ProductPhoto } from '../../components/product-photo'

const edge = 'px-3 sm:px-4'
const money = `${edge} text-right whitespace-nowrap tabular-nums`
const count = 'px-2 text-right tabular-nums sm:px-4'

function UnitPrice({ price }: { price: number }) {
  const each = formatPrice(price)
  return (
    <span className="block text-xs whitespace-normal text-zinc-500">
      <Trans>{each} each</Trans>
    </span>
  )
}

export function OrderLinesTable({ order }: { order: ClientOrder }) {
  const { t } = useLingui()
  return (
    <LinesTable
      lines={order.line_items}
      product={{
        headClassName: edge,
        cellClassName: edge,
        totalClassName: edge,
        cell: (line) => (
          <div className="flex items-center gap-3">
            <ProductPhoto src={line.product.photo} look="tile" className="size-10" />
            <span className="line-clamp-2 font-medium break-words text-zinc-900">
              {line.product.name}
            </span>
          </div>
        ),
      }}
      quantity={{
        headClassName: 'px-2 text-right sm:px-4',
        cellClassName: count,
        totalClassName: count,
      }}
      prices={[
        {
          key: 'price',
          head: t`Price`,
          headClassName: `${edge} text-right`,
          cellClassName: money,
          cell: (line) => (
            <>
              {formatPrice(line.quantity * line.price)}
              {line.quantity > 1 ? <UnitPrice price={line.price} /> : null}
            </>
          ),
          totalClassName: money,
          total: formatPrice(order.total),
        },
      ]}
    />
  )
}
