// Provider_Products: the paginated product list, searched by name and sorted by name or price,
// and the "New product" drawer (spec §2).
import { useLingui } from '@lingui/react/macro'
import { Package } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Product } from '../../../common/products'
import { productPages } from '../../api/get-products'
import { useCan } from '../../api/use-can'
import { formatPrice } from '../../components/format'
import { ListScreen } from '../../components/list-screen'
import { ProductPhoto } from '../../components/product-photo'
import { activeColumn, nameColumn } from '../../components/record-column'
import { RowLink } from '../../components/record-table'
import { usePagedList } from '../../components/use-paged-list'
import { useMessages } from '../../lib/locale-provider'
import { ProductDrawer } from './product-drawer'

/** `actions`: buttons the app puts beside the export (the CSV import). */
export function ProductsPage({ actions }: { actions?: ReactNode }) {
  const { t } = useLingui()
  const m = useMessages().product
  const products = usePagedList(productPages)
  const canCreate = useCan('manage_catalog')
  return (
    <ListScreen
      columns={[
        nameColumn<Product>(t`Product`, (product) => (
          <div className="flex min-w-0 items-center gap-3">
            <ProductPhoto src={product.photo} look="thumbnail" />
            <RowLink>{product.name}</RowLink>
          </div>
        )),
        {
          key: 'price',
          head: t`Price`,
          cellClassName: 'whitespace-nowrap tabular-nums',
          sort: {
            sort: 'price',
            ascending: t`Price, low to high`,
            descending: t`Price, high to low`,
          },
          cell: (product) => formatPrice(product.price),
        },
        activeColumn(t`Availability`),
      ]}
      open={{
        hrefOf: (product) => `/provider/${products.providerId}/product/${product.id}`,
      }}
      title={t`Products`}
      create={canCreate ? { label: t`New product`, drawer: ProductDrawer } : undefined}
      actions={actions}
      exportAs={{
        providerId: products.providerId,
        name: 'products',
        query: { search: products.list.search || undefined },
      }}
      search={{
        label: t`Search products`,
        placeholder: t`Search by name`,
        noMatches: (query) => t`No products match “${query}”.`,
      }}
      empty={{ icon: Package, text: m.empty }}
      {...products}
    />
  )
}
