// Provider_Products: the paginated product list and the "New product" drawer (spec §2).
import { Package } from 'lucide-react'
import { useNavigate, useParams } from 'react-router'
import { PAGE_SIZE } from '../../../common/constants'
import { messages } from '../../../common/messages'
import { productsPage, useProducts } from '../../api/get-products'
import { cn } from '../../components/cn'
import { formatPrice } from '../../components/format'
import { ProductPhoto } from '../../components/product-photo'
import { RecordList, RowLink } from '../../components/record-table'
import { ActiveBadge } from '../../components/ui/badge'
import { NewButton } from '../../components/ui/new-button'
import { PageHeader } from '../../components/ui/page-header'
import { useDrawer } from '../../components/ui/sheet-form'
import { usePageParam } from '../../components/ui/use-page-param'
import { ProductDrawer } from './product-drawer'

// Narrower cells on a phone, so the three columns fit a 375 px screen.
const cell = 'px-3 sm:px-4'

export function ProductsPage() {
  const { providerId = '' } = useParams()
  const navigate = useNavigate()
  const [page, setPage] = usePageParam()
  const products = useProducts(providerId, productsPage(page))
  const [drawer, openDrawer] = useDrawer()
  const hrefOf = (productId: string) => `/provider/${providerId}/product/${productId}`

  return (
    <>
      <PageHeader
        title="Products"
        actions={<NewButton label="New product" onClick={openDrawer} />}
      />
      <RecordList
        records={products.data?.products}
        total={products.data?.pagination.total}
        busy={products.isPlaceholderData}
        emptyIcon={Package}
        emptyText={messages.product.empty}
        paging={{ page, pageSize: PAGE_SIZE.products, onPageChange: setPage }}
        keyOf={(product) => product.id}
        onOpen={(product) => void navigate(hrefOf(product.id))}
        columns={[
          {
            key: 'product',
            head: 'Product',
            headClassName: cell,
            cellClassName: cn(cell, 'font-medium'),
            cell: (product) => (
              <div className="flex items-center gap-3">
                <ProductPhoto src={product.photo} look="thumbnail" className="size-8 sm:size-10" />
                <RowLink to={hrefOf(product.id)}>{product.name}</RowLink>
              </div>
            ),
          },
          {
            key: 'price',
            head: 'Price',
            headClassName: cell,
            cellClassName: cn(cell, 'tabular-nums'),
            cell: (product) => formatPrice(product.price),
          },
          {
            key: 'availability',
            head: 'Availability',
            headClassName: cell,
            cellClassName: cell,
            cell: (product) => <ActiveBadge active={product.active} />,
          },
        ]}
      />
      <ProductDrawer providerId={providerId} {...drawer} />
    </>
  )
}
