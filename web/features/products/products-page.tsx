// Provider_Products: the paginated product list and the "New product" drawer (spec §2).
import { Package, Plus } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { PAGE_SIZE } from '../../../common/constants'
import { messages } from '../../../common/messages'
import type { Product } from '../../../common/products'
import { cn } from '../../components/cn'
import { formatPrice } from '../../components/format'
import { ActiveBadge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { PageHeader } from '../../components/ui/page-header'
import { Pager } from '../../components/ui/pager'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table'
import { TableSkeletonRows } from '../../components/ui/table-skeleton'
import { usePageParam } from '../../components/ui/use-page-param'
import { productsPage, useProducts } from '../../api/get-products'
import { ProductDrawer } from './product-drawer'
import { ProductThumbnail } from './product-thumbnail'

// Narrower cells on a phone, so the three columns fit a 375 px screen.
const cell = 'px-3 sm:px-4'

export function ProductsPage() {
  const { providerId = '' } = useParams()
  const navigate = useNavigate()
  const [page, setPage] = usePageParam()
  const products = useProducts(providerId, productsPage(page))
  const [drawerOpen, setDrawerOpen] = useState(false)
  const hrefOf = (product: Product) => `/provider/${providerId}/product/${product.id}`
  const total = products.data?.pagination.total

  return (
    <>
      <PageHeader
        title="Products"
        actions={
          <Button size="icon" aria-label="New product" onClick={() => setDrawerOpen(true)}>
            <Plus aria-hidden="true" />
          </Button>
        }
      />
      {total === 0 ? (
        <EmptyState icon={Package} text={messages.product.empty} />
      ) : (
        <>
          <Table aria-busy={products.isPlaceholderData || undefined}>
            <TableHeader>
              <TableRow>
                <TableHead className={cell}>Product</TableHead>
                <TableHead className={cell}>Price</TableHead>
                <TableHead className={cell}>Availability</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {products.data ? (
                products.data.products.map((product) => (
                  <TableRow
                    key={product.id}
                    data-clickable="true"
                    onClick={() => void navigate(hrefOf(product))}
                  >
                    <TableCell className={cn(cell, 'font-medium')}>
                      <div className="flex items-center gap-3">
                        <ProductThumbnail photo={product.photo} className="size-8 sm:size-10" />
                        <Link
                          to={hrefOf(product)}
                          className="hover:underline"
                          onClick={(e) => e.stopPropagation()}
                        >
                          {product.name}
                        </Link>
                      </div>
                    </TableCell>
                    <TableCell className={cn(cell, 'tabular-nums')}>
                      {formatPrice(product.price)}
                    </TableCell>
                    <TableCell className={cell}>
                      <ActiveBadge active={product.active} />
                    </TableCell>
                  </TableRow>
                ))
              ) : (
                <TableSkeletonRows columns={3} />
              )}
            </TableBody>
          </Table>
          {total !== undefined ? (
            <Pager page={page} pageSize={PAGE_SIZE.products} total={total} onPageChange={setPage} />
          ) : null}
        </>
      )}
      <ProductDrawer providerId={providerId} open={drawerOpen} onOpenChange={setDrawerOpen} />
    </>
  )
}
