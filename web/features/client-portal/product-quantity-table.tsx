// The new order's products (spec §2 "Client New order"): name, photo, price, quantity, through the
// shared product picker. On a phone the price moves under the name so the quantity buttons keep a
// thumb's width.
import { useLingui } from '@lingui/react/macro'
import { MAX_LINE_QUANTITY } from '../../../common/constants'
import type { Product } from '../../../common/products'
import { formatPrice } from '../../components/format'
import { ProductPhoto } from '../../components/product-photo'
import { figureColumn } from '../../components/product-columns'
import { ProductPicker, type Picker } from '../../components/product-picker'
import { Skeleton } from '../../components/ui/skeleton'
import { QuantityStepper } from './quantity-stepper'

interface ProductQuantityTableProps {
  picker: Picker<Product>
  /** The text of each product's quantity field, by product id. */
  quantities: Record<string, string>
  onQuantityChange: (productId: string, value: string) => void
}

const edge = 'px-3 sm:px-4'

export function ProductQuantityTable({
  picker,
  quantities,
  onQuantityChange,
}: ProductQuantityTableProps) {
  const { t } = useLingui()
  const valueOf = (product: Product) => quantities[product.id] ?? '0'
  return (
    <ProductPicker
      picker={picker}
      keyOf={(product) => product.id}
      columns={[
        {
          key: 'product',
          head: t`Product`,
          headClassName: edge,
          cellClassName: edge,
          cell: (product) => (
            <div className="flex items-center gap-3">
              <ProductPhoto src={product.photo} look="tile" />
              <div className="min-w-0">
                <p
                  className="line-clamp-2 font-medium wrap-anywhere text-zinc-900"
                  title={product.name}
                >
                  {product.name}
                </p>
                <p className="text-zinc-600 tabular-nums sm:hidden">{formatPrice(product.price)}</p>
              </div>
            </div>
          ),
          skeletonClassName: edge,
          skeleton: (
            <div className="flex items-center gap-3">
              <Skeleton className="size-12 rounded-lg" />
              <Skeleton className="h-4 w-28" />
            </div>
          ),
        },
        figureColumn<Product>({
          key: 'price',
          head: t`Price`,
          cell: (product) => formatPrice(product.price),
          className: 'hidden text-zinc-700 sm:table-cell',
        }),
        {
          key: 'quantity',
          head: t`Quantity`,
          headClassName: `${edge} text-right`,
          cellClassName: `${edge} text-right`,
          cell: (product) => (
            <QuantityStepper
              name={product.name}
              value={valueOf(product)}
              onValueChange={(next) => onQuantityChange(product.id, next)}
              invalid={Number(valueOf(product)) > MAX_LINE_QUANTITY}
            />
          ),
          skeletonClassName: edge,
          skeleton: <Skeleton className="ml-auto h-10 w-32" />,
        },
      ]}
    />
  )
}
