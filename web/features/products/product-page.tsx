// Provider_Product: name, price, custom field values, an Active toggle that saves at once, the
// Image panel, Recent Orders and the edit drawer (spec §2), the Price history, and panels of other
// features that the app adds (the reorder rules).
import { Trans, useLingui } from '@lingui/react/macro'
import { ImageIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useParams } from 'react-router'
import type { Product } from '../../../common/products'
import { useActiveFields } from '../../api/get-custom-fields'
import { useCan } from '../../api/use-can'
import { formatPrice } from '../../components/format'
import { activeFlag, RecordDetails } from '../../components/record-details'
import { RecordPage } from '../../components/record-page'
import { BackButton } from '../../components/ui/back-button'
import { SectionCard } from '../../components/ui/card'
import { fieldValueItems } from '../../components/ui/description-list'
import { useProduct } from '../../api/get-product'
import { useMessages } from '../../lib/locale-provider'
import { useUpdateProduct } from './api/update-product'
import { PriceHistory } from './price-history'
import { ProductDrawer } from './product-drawer'
import { ProductRecentOrders } from './product-recent-orders'

interface ProductPageProps {
  /** Panels about the product from other features, above Recent Orders. */
  panels?: (product: Product) => ReactNode
}

export function ProductPage({ panels }: ProductPageProps) {
  const { providerId = '', productId = '' } = useParams()
  const { t } = useLingui()
  const m = useMessages().product
  const fields = useActiveFields(providerId, 'PRODUCTS')
  const update = useUpdateProduct(providerId, productId)
  const canEdit = useCan('manage_catalog')
  return (
    <RecordPage
      record={useProduct(providerId, productId)}
      detail={(product) => (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 [&>*]:min-w-0">
          <RecordDetails
            className="lg:col-span-2"
            items={[
              { label: t`Name`, value: product.name },
              { label: t`Price`, value: formatPrice(product.price) },
              ...fieldValueItems(fields, product.metadata, m.notSpecified),
            ]}
            update={update}
            said={m}
            flags={[activeFlag(t`Only active products can be ordered.`, product.active)]}
            locked={!canEdit}
          />
          <div className="grid content-start gap-6 [&>*]:min-w-0">
            <SectionCard title={t`Image`}>
              <div className="mx-auto flex aspect-square w-full max-w-xs items-center justify-center overflow-hidden rounded-lg border border-zinc-200 bg-zinc-50">
                {product.photo ? (
                  <img src={product.photo} alt={product.name} className="size-full object-cover" />
                ) : (
                  <div className="flex flex-col items-center gap-2 text-sm text-zinc-600">
                    <ImageIcon className="size-8 text-zinc-400" aria-hidden="true" />
                    <Trans>No image</Trans>
                  </div>
                )}
              </div>
            </SectionCard>
            <PriceHistory providerId={providerId} productId={product.id} />
          </div>
          {panels ? <div className="lg:col-span-3">{panels(product)}</div> : null}
          <div className="lg:col-span-3">
            <ProductRecentOrders providerId={providerId} productId={product.id} />
          </div>
        </div>
      )}
      back={<BackButton fallback={`/provider/${providerId}/products`} />}
      title={t`Product`}
      editDrawer={
        canEdit
          ? (product, drawer) => (
              <ProductDrawer providerId={providerId} product={product} {...drawer} />
            )
          : undefined
      }
    />
  )
}
