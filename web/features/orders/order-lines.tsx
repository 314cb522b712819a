// The products of an order or a stock movement; prices only for orders (spec §2).
import { Link } from 'react-router'
import type { Order } from '../../../common/orders'
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

export function OrderLines({ providerId, order }: { providerId: string; order: Order }) {
  const priced = order.transaction_type === 'ORDER'
  const quantity = order.line_items.reduce((sum, line) => sum + line.quantity, 0)
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Product</TableHead>
          <TableHead className="text-right">Quantity</TableHead>
          {priced ? (
            <>
              <TableHead className="text-right">Price</TableHead>
              <TableHead className="text-right">Total</TableHead>
            </>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {order.line_items.map((line) => (
          <TableRow key={line.id}>
            <TableCell>
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
            </TableCell>
            <TableCell className="text-right tabular-nums">{line.quantity}</TableCell>
            {priced ? (
              <>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {formatPrice(line.price)}
                </TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {formatPrice(line.price * line.quantity)}
                </TableCell>
              </>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell className="font-semibold">Total</TableCell>
          <TableCell className="text-right font-semibold tabular-nums">{quantity}</TableCell>
          {priced ? (
            <>
              <TableCell />
              <TableCell className="text-right font-semibold whitespace-nowrap tabular-nums">
                {formatPrice(order.total)}
              </TableCell>
            </>
          ) : null}
        </TableRow>
      </TableFooter>
    </Table>
  )
}
