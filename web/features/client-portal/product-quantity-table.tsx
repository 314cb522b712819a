// The new order's product table (spec §2 "Client New order"): name, photo, price, quantity.
// On a phone the price moves under the name so the quantity buttons keep a thumb's width.
import type { Product } from '../../../common/products'
import { formatPrice } from '../../components/format'
import { Skeleton } from '../../components/ui/skeleton'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table'
import { ProductPhoto } from './product-photo'
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
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className={edge}>Product</TableHead>
          <TableHead className="hidden text-right sm:table-cell">Price</TableHead>
          <TableHead className={`${edge} text-right`}>Quantity</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {products
          ? products.map((product) => {
              const value = quantities[product.id] ?? '0'
              return (
                <TableRow
                  key={product.id}
                  data-selected={Number(value) > 0 || undefined}
                  className="data-[selected=true]:bg-brand-50/50"
                >
                  <TableCell className={edge}>
                    <div className="flex items-center gap-3">
                      <ProductPhoto src={product.photo} />
                      <div className="min-w-0">
                        <p className="line-clamp-2 font-medium break-words text-zinc-900">
                          {product.name}
                        </p>
                        <p className="text-zinc-600 tabular-nums sm:hidden">
                          {formatPrice(product.price)}
                        </p>
                      </div>
                    </div>
                  </TableCell>
                  <TableCell className="hidden text-right whitespace-nowrap text-zinc-700 tabular-nums sm:table-cell">
                    {formatPrice(product.price)}
                  </TableCell>
                  <TableCell className={`${edge} text-right`}>
                    <QuantityStepper
                      name={product.name}
                      value={value}
                      onValueChange={(next) => onQuantityChange(product.id, next)}
                    />
                  </TableCell>
                </TableRow>
              )
            })
          : Array.from({ length: 3 }, (_, i) => (
              <TableRow key={i} data-testid="skeleton-row">
                <TableCell className={edge}>
                  <div className="flex items-center gap-3">
                    <Skeleton className="size-12 rounded-lg" />
                    <Skeleton className="h-4 w-28" />
                  </div>
                </TableCell>
                <TableCell className="hidden sm:table-cell">
                  <Skeleton className="ml-auto h-4 w-14" />
                </TableCell>
                <TableCell className={edge}>
                  <Skeleton className="ml-auto h-10 w-32" />
                </TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  )
}
