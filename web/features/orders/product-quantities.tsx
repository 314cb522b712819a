// The quantity entry list of the new order / new transaction screen: the shared product picker
// with a price column for orders (under the name on a phone, where the quantity needs the room).
import { useLingui } from '@lingui/react/macro'
import { MAX_LINE_QUANTITY } from '../../../common/constants'
import type { Product } from '../../../common/products'
import { formatPrice } from '../../components/format'
import { figureColumn, productColumn, quantityColumn } from '../../components/product-columns'
import { ProductPicker, type Picker } from '../../components/product-picker'

interface ProductQuantitiesProps {
  picker: Picker<Product>
  quantities: Record<string, string>
  onChange: (product: Product, quantity: string) => void
  showPrice: boolean
}

const priceUnderName = (product: Product) => (
  <p className="text-zinc-600 tabular-nums sm:hidden">{formatPrice(product.price)}</p>
)

export function ProductQuantities({
  picker,
  quantities,
  onChange,
  showPrice,
}: ProductQuantitiesProps) {
  const { t } = useLingui()
  const priceColumn = figureColumn<Product>({
    key: 'price',
    head: t`Price`,
    cell: (product) => formatPrice(product.price),
    className: 'hidden sm:table-cell',
  })
  const quantity = quantityColumn<Product>({
    nameOf: (product) => product.name,
    valueOf: (product) => quantities[product.id] ?? '',
    onChange,
    max: MAX_LINE_QUANTITY,
    placeholder: '0',
  })
  const product = productColumn((p: Product) => p, {
    detail: showPrice ? priceUnderName : undefined,
  })
  return (
    <ProductPicker
      picker={picker}
      keyOf={(p) => p.id}
      columns={showPrice ? [product, priceColumn, quantity] : [product, quantity]}
    />
  )
}
