// The new order's product table (spec §2 "Client New order"): name, photo, price, quantity.
// On a phone the price moves under the name so the quantity buttons keep a thumb's width.
import type { Product } from '../../../common/products'
import { formatPrice } from '../../components/format'
import { ProductPhoto } from '../../components/product-photo'
import { DataTable } from '../../components/ui/data-table'
import { Skeleton } from '../../components/ui/skeleton'
import { QuantityStepper } from './quantity-stepper'

interface ProductQuantityTableProps {
  products: Product[] | undefined
  /** The text of each product's quantity field, by product id. */
  quantities: Record<string, string>
  onQuantityChange: (productId: string, value: string) => void
}

const edge = 'px-3 sm:px-4'

export function ProductQuantityTable({
  products,
  quantities,
  onQuantityChange,
}: ProductQuantityTableProps) {
  const valueOf = (product: Product) => quantities[product.id] ?? '0'
  return (
    <DataTable
      items={products}
      keyOf={(product) => product.id}
      rowProps={(product) => ({
        'data-selected': Number(valueOf(product)) > 0 || undefined,
        className: 'data-[selected=true]:bg-brand-50/50',
      })}
      columns={[
        {
          key: 'product',
          head: 'Product',
          headClassName: edge,
          cellClassName: edge,
          cell: (product) => (
            <div className="flex items-center gap-3">
              <ProductPhoto src={product.photo} look="tile" />
              <div className="min-w-0">
                <p className="line-clamp-2 font-medium break-words text-zinc-900">{product.name}</p>
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
        {
          key: 'price',
          head: 'Price',
          headClassName: 'hidden text-right sm:table-cell',
          cellClassName:
            'hidden text-right whitespace-nowrap text-zinc-700 tabular-nums sm:table-cell',
          cell: (product) => formatPrice(product.price),
          skeletonClassName: 'hidden sm:table-cell',
          skeleton: <Skeleton className="ml-auto h-4 w-14" />,
        },
        {
          key: 'quantity',
          head: 'Quantity',
          headClassName: `${edge} text-right`,
          cellClassName: `${edge} text-right`,
          cell: (product) => (
            <QuantityStepper
              name={product.name}
              value={valueOf(product)}
              onValueChange={(next) => onQuantityChange(product.id, next)}
            />
          ),
          skeletonClassName: edge,
          skeleton: <Skeleton className="ml-auto h-10 w-32" />,
        },
      ]}
    />
  )
}
