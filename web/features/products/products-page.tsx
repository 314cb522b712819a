// Provider_Products: the paginated product list, searched by name and sorted by name or price,
// and the "New product" drawer (spec §2).
import { Package } from 'lucide-react'
import { useParams } from 'react-router'
import { PAGE_SIZE } from '../../../common/constants'
import { messages } from '../../../common/messages'
import { PRODUCT_SORTS, type Product } from '../../../common/products'
import { productsPage, useProducts } from '../../api/get-products'
import { formatPrice } from '../../components/format'
import { ProductPhoto } from '../../components/product-photo'
import type { RecordColumn } from '../../components/record-column'
import { RecordList, RowLink } from '../../components/record-table'
import { ActiveBadge } from '../../components/ui/badge'
import { NewButton } from '../../components/ui/new-button'
import { PageHeader } from '../../components/ui/page-header'
import { useDrawer } from '../../components/ui/sheet-form'
import { useListParams } from '../../components/ui/use-list-params'
import { ProductDrawer } from './product-drawer'

const productColumns = (hrefOf: (product: Product) => string): RecordColumn<Product>[] => [
  {
    key: 'product',
    head: 'Product',
    card: 'title',
    truncate: true,
    cellClassName: 'font-medium',
    sort: { sort: 'name', ascending: 'Name, A to Z', descending: 'Name, Z to A' },
    cell: (product) => (
      <div className="flex min-w-0 items-center gap-3">
        <ProductPhoto src={product.photo} look="thumbnail" />
        <RowLink to={hrefOf(product)}>{product.name}</RowLink>
      </div>
    ),
  },
  {
    key: 'price',
    head: 'Price',
    cellClassName: 'whitespace-nowrap tabular-nums',
    sort: { sort: 'price', ascending: 'Price, low to high', descending: 'Price, high to low' },
    cell: (product) => formatPrice(product.price),
  },
  {
    key: 'availability',
    head: 'Availability',
    card: 'badge',
    cell: (product) => <ActiveBadge active={product.active} />,
  },
]

export function ProductsPage() {
  const { providerId = '' } = useParams()
  const list = useListParams(PRODUCT_SORTS)
  const products = useProducts(providerId, productsPage(list))
  const [drawer, openDrawer] = useDrawer()
  const hrefOf = (product: Product) => `/provider/${providerId}/product/${product.id}`

  return (
    <>
      <PageHeader
        title="Products"
        actions={<NewButton label="New product" onClick={openDrawer} />}
      />
      <RecordList
        label="Products"
        records={products.data?.products}
        total={products.data?.pagination.total}
        busy={products.isPlaceholderData}
        emptyIcon={Package}
        emptyText={messages.product.empty}
        list={list}
        pageSize={PAGE_SIZE.products}
        search={{ noun: 'products', placeholder: 'Search by name' }}
        keyOf={(product) => product.id}
        open={{ hrefOf }}
        columns={productColumns(hrefOf)}
      />
      <ProductDrawer providerId={providerId} {...drawer} />
    </>
  )
}
