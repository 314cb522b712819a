// The quantity entry list of the new order / new transaction screen.
import { PackageSearch } from 'lucide-react'
import type { Product } from '../../../common/products'
import { formatPrice } from '../../components/format'
import { ProductLabel } from '../../components/product-label'
import { EmptyState } from '../../components/ui/empty-state'
import { QuantityInput } from '../../components/ui/quantity-input'
import { Skeleton } from '../../components/ui/skeleton'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table'

interface ProductQuantitiesProps {
  products: Product[] | undefined
  quantities: Record<string, string>
  onChange: (productId: string, quantity: string) => void
  showPrice: boolean
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
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Product</TableHead>
          {showPrice ? <TableHead className="text-right">Price</TableHead> : null}
          <TableHead className="w-28 text-right">Quantity</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {products
          ? products.map((product) => (
              <TableRow key={product.id}>
                <TableCell>
                  <ProductLabel name={product.name} photo={product.photo} active={product.active} />
                </TableCell>
                {showPrice ? (
                  <TableCell className="text-right whitespace-nowrap tabular-nums">
                    {formatPrice(product.price)}
                  </TableCell>
                ) : null}
                <TableCell className="py-2 text-right">
                  <QuantityInput
                    aria-label={`Quantity of ${product.name}`}
                    placeholder="0"
                    className="ml-auto w-20"
                    value={quantities[product.id] ?? ''}
                    onValueChange={(value) => onChange(product.id, value)}
                  />
                </TableCell>
              </TableRow>
            ))
          : Array.from({ length: 4 }, (_, i) => (
              <TableRow key={i} data-testid="skeleton-row">
                <TableCell>
                  <Skeleton className="h-4 w-40" />
                </TableCell>
                {showPrice ? (
                  <TableCell>
                    <Skeleton className="ml-auto h-4 w-14" />
                  </TableCell>
                ) : null}
                <TableCell>
                  <Skeleton className="ml-auto h-10 w-20" />
                </TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  )
}
