// The quantity entry list of the new order / new transaction screen: the shared product picker
// with a price column for orders (under the name on a phone, where the quantity needs the room).
import { MAX_LINE_QUANTITY } from '../../../common/constants'
import type { Product } from '../../../common/products'
import { formatPrice } from '../../components/format'
import {
  figureColumn,
  ProductPicker,
  productColumn,
  quantityColumn,
  type PickerIds,
} from '../../components/product-picker'

interface ProductQuantitiesProps {
  ids: PickerIds
  /** The products the search and filters let through; undefined while they load. */
  products: Product[] | undefined
  /** Products with a quantity that the search or filters hide. */
  kept: Product[]
  quantities: Record<string, string>
  onChange: (productId: string, quantity: string) => void
  showPrice: boolean
}

const priceUnderName = (product: Product) => (
  <p className="text-zinc-600 tabular-nums sm:hidden">{formatPrice(product.price)}</p>
)

export function ProductQuantities({
  ids,
  products,
  kept,
  quantities,
  onChange,
  showPrice,
}: ProductQuantitiesProps) {
  const valueOf = (product: Product) => quantities[product.id] ?? ''
  return (
    <ProductPicker
      ids={ids}
      matches={products}
      kept={kept}
      keyOf={(product) => product.id}
      isEntered={(product) => Number(valueOf(product)) > 0}
      columns={[
        productColumn((product) => product, { detail: showPrice ? priceUnderName : undefined }),
        ...(showPrice
          ? [
              figureColumn<Product>({
                key: 'price',
                head: 'Price',
                cell: (product) => formatPrice(product.price),
                className: 'hidden sm:table-cell',
              }),
            ]
          : []),
        quantityColumn<Product>({
          nameOf: (product) => product.name,
          valueOf,
          onChange: (product, value) => onChange(product.id, value),
          max: MAX_LINE_QUANTITY,
          placeholder: '0',
        }),
      ]}
    />
  )
}
