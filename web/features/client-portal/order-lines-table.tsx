// An order's products with quantity, price and a totals row (spec §2 "Order detail"). A client
// sees names only: product pages belong to the provider.
import type { ClientOrder } from '../../../common/orders'
import { formatPrice } from '../../components/format'
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table'
import { ProductPhoto } from './product-photo'

const edge = 'px-3 sm:px-4'

export function OrderLinesTable({ order }: { order: ClientOrder }) {
  const items = order.line_items.reduce((sum, line) => sum + line.quantity, 0)
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className={edge}>Product</TableHead>
          <TableHead className="px-2 text-right sm:px-4">Quantity</TableHead>
          <TableHead className={`${edge} text-right`}>Price</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {order.line_items.map((line) => (
          <TableRow key={line.id}>
            <TableCell className={edge}>
              <div className="flex items-center gap-3">
                <ProductPhoto src={line.product.photo} className="size-10" />
                <span className="line-clamp-2 font-medium break-words text-zinc-900">
                  {line.product.name}
                </span>
              </div>
            </TableCell>
            <TableCell className="px-2 text-right tabular-nums sm:px-4">{line.quantity}</TableCell>
            <TableCell className={`${edge} text-right whitespace-nowrap tabular-nums`}>
              {formatPrice(line.quantity * line.price)}
              {line.quantity > 1 ? (
                <span className="block text-xs text-zinc-500">{formatPrice(line.price)} each</span>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell className={edge}>Total</TableCell>
          <TableCell className="px-2 text-right tabular-nums sm:px-4">{items}</TableCell>
          <TableCell className={`${edge} text-right whitespace-nowrap tabular-nums`}>
            {formatPrice(order.total)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  )
}
