// The quantity entry list of the new order / new transaction screen.
import { PackageSearch } from 'lucide-react'
import type { Product } from '../../../common/products'
import { formatPrice } from '../../components/format'
import { ProductLabel } from '../../components/product-label'
import { DataTable, type DataColumn } from '../../components/ui/data-table'
import { EmptyState } from '../../components/ui/empty-state'
import { QuantityInput } from '../../components/ui/quantity-input'
import { Skeleton } from '../../components/ui/skeleton'

interface ProductQuantitiesProps {
  products: Product[] | undefined
  quantities: Record<string, string>
  onChange: (productId: string, quantity: string) => void
  showPrice: boolean
}

const priceColumn: DataColumn<Product> = {
  key: 'price',
  head: 'Price',
  headClassName: 'text-right',
  cellClassName: 'text-right whitespace-nowrap tabular-nums',
  cell: (product) => formatPrice(product.price),
  skeleton: <Skeleton className="ml-auto h-4 w-14" />,
}

export function ProductQuantities({
  products,
  quantities,
  onChange,
  showPrice,
}: ProductQuantitiesProps) {
  if (products && products.length === 0) {
    return <EmptyState icon={PackageSearch} text="No products match these filters." />
  }
  return (
    <DataTable
      items={products}
      keyOf={(product) => product.id}
      skeletonRows={4}
      columns={[
        {
          key: 'product',
          head: 'Product',
          cell: (product) => (
            <ProductLabel name={product.name} photo={product.photo} active={product.active} />
          ),
          skeleton: <Skeleton className="h-4 w-40" />,
        },
        ...(showPrice ? [priceColumn] : []),
        {
          key: 'quantity',
          head: 'Quantity',
          headClassName: 'w-28 text-right',
          cellClassName: 'py-2 text-right',
          cell: (product) => (
            <QuantityInput
              aria-label={`Quantity of ${product.name}`}
              placeholder="0"
              className="ml-auto w-20"
              value={quantities[product.id] ?? ''}
              onValueChange={(value) => onChange(product.id, value)}
            />
          ),
          skeleton: <Skeleton className="ml-auto h-10 w-20" />,
        },
      ]}
    />
  )
}
