// Provider_Product: name, price, custom field values, an Active toggle that saves at once, the
// Image panel, Recent Orders and the edit drawer (spec §2).
import { ImageIcon } from 'lucide-react'
import { useParams } from 'react-router'
import { toast } from 'sonner'
import { messages } from '../../../common/messages'
import type { Product } from '../../../common/products'
import { useActiveFields } from '../../api/get-custom-fields'
import { formatPrice } from '../../components/format'
import { RecordPage } from '../../components/record-page'
import { BackButton } from '../../components/ui/back-button'
import { SectionCard } from '../../components/ui/card'
import {
  DescriptionList,
  fieldValueItems,
  type DescriptionItem,
} from '../../components/ui/description-list'
import { EditButton } from '../../components/ui/edit-button'
import { PageHeader } from '../../components/ui/page-header'
import { useDrawer } from '../../components/ui/sheet-form'
import { SwitchField } from '../../components/ui/switch'
import { useProduct } from './api/get-product'
import { useUpdateProduct } from './api/update-product'
import { ProductDrawer } from './product-drawer'
import { ProductRecentOrders } from './product-recent-orders'

const m = messages.product

export function ProductPage() {
  const { providerId = '', productId = '' } = useParams()
  return (
    <RecordPage
      back={<BackButton fallback={`/provider/${providerId}/products`} />}
      record={useProduct(providerId, productId)}
      title="Product"
    >
      {(product) => <ProductDetail providerId={providerId} product={product} />}
    </RecordPage>
  )
}

function ProductDetail({ providerId, product }: { providerId: string; product: Product }) {
  const [drawer, openDrawer] = useDrawer()
  const fields = useActiveFields(providerId, 'PRODUCTS')
  const update = useUpdateProduct(providerId, product.id)
  const pendingActive = update.isPending ? update.variables.active : undefined

  const items: DescriptionItem[] = [
    { label: 'Name', value: product.name },
    { label: 'Price', value: formatPrice(product.price) },
    ...fieldValueItems(fields, product.metadata, m.notSpecified),
  ]

  return (
    <>
      <PageHeader
        title={product.name}
        actions={<EditButton label="Edit product" onClick={openDrawer} />}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 [&>*]:min-w-0">
        <SectionCard title="Details" className="lg:col-span-2" contentClassName="space-y-6">
          <DescriptionList items={items} />
          <div className="border-t border-zinc-100 pt-5">
            <SwitchField
              id="product-active"
              label="Active"
              description="Only active products can be ordered."
              checked={pendingActive ?? product.active}
              onCheckedChange={(active) =>
                update.mutate(
                  { active },
                  {
                    onSuccess: () => toast.success(m.updated),
                    onError: () => toast.error(m.updateFailed),
                  },
                )
              }
              disabled={update.isPending}
            />
          </div>
        </SectionCard>
        <SectionCard title="Image">
          <div className="mx-auto flex aspect-square w-full max-w-xs items-center justify-center overflow-hidden rounded-lg border border-zinc-200 bg-zinc-50">
            {product.photo ? (
              <img src={product.photo} alt={product.name} className="size-full object-cover" />
            ) : (
              <div className="flex flex-col items-center gap-2 text-sm text-zinc-600">
                <ImageIcon className="size-8 text-zinc-400" aria-hidden="true" />
                No image
              </div>
            )}
          </div>
        </SectionCard>
        <div className="lg:col-span-3">
          <ProductRecentOrders providerId={providerId} productId={product.id} />
        </div>
      </div>
      <ProductDrawer providerId={providerId} product={product} {...drawer} />
    </>
  )
}
