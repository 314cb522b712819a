// Provider_Product: name, price, custom field values, an Active toggle that saves at once, the
// Image panel, Recent Orders and the edit drawer (spec §2).
import { ImageIcon, Pencil } from 'lucide-react'
import { useState } from 'react'
import { useParams } from 'react-router'
import { toast } from 'sonner'
import { formatFieldValue } from '../../../common/custom-fields'
import { messages } from '../../../common/messages'
import type { Product } from '../../../common/products'
import { ApiError } from '../../api/client'
import { formatPrice } from '../../components/format'
import { BackButton } from '../../components/ui/back-button'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { DescriptionList, type DescriptionItem } from '../../components/ui/description-list'
import { DetailSkeleton } from '../../components/ui/detail-skeleton'
import { EmptyState } from '../../components/ui/empty-state'
import { PageHeader } from '../../components/ui/page-header'
import { SwitchField } from '../../components/ui/switch'
import { useProduct } from './api/get-product'
import { useActiveFields } from '../../api/get-custom-fields'
import { useUpdateProduct } from './api/update-product'
import { ProductDrawer } from './product-drawer'
import { ProductRecentOrders } from './product-recent-orders'

const m = messages.product

export function ProductPage() {
  const { providerId = '', productId = '' } = useParams()
  const product = useProduct(providerId, productId)
  const back = <BackButton fallback={`/provider/${providerId}/products`} />

  if (product.error instanceof ApiError && product.error.status === 404) {
    return (
      <>
        {back}
        <PageHeader title="Product" />
        <EmptyState text={product.error.message} />
      </>
    )
  }
  return (
    <>
      {back}
      {product.data ? (
        <ProductDetail providerId={providerId} product={product.data} />
      ) : (
        <DetailSkeleton />
      )}
    </>
  )
}

function ProductDetail({ providerId, product }: { providerId: string; product: Product }) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const fields = useActiveFields(providerId, 'PRODUCTS')
  const update = useUpdateProduct(providerId, product.id)
  const pendingActive = update.isPending ? update.variables.active : undefined

  const items: DescriptionItem[] = [
    { label: 'Name', value: product.name },
    { label: 'Price', value: formatPrice(product.price) },
    ...(fields.data ?? []).map((field) => {
      const value = formatFieldValue(field.field_type, product.metadata[field.id])
      return { label: field.field_label, value: value ?? m.notSpecified, muted: value === null }
    }),
  ]

  return (
    <>
      <PageHeader
        title={product.name}
        actions={
          <Button
            variant="outline"
            size="icon"
            aria-label="Edit product"
            onClick={() => setDrawerOpen(true)}
          >
            <Pencil aria-hidden="true" />
          </Button>
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 [&>*]:min-w-0">
        <Card className="lg:col-span-2">
          <CardHeader className="p-4 sm:p-6">
            <CardTitle>Details</CardTitle>
          </CardHeader>
          <CardContent className="space-y-6 p-4 pt-0 sm:p-6 sm:pt-0">
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
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="p-4 sm:p-6">
            <CardTitle>Image</CardTitle>
          </CardHeader>
          <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
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
          </CardContent>
        </Card>
        <div className="lg:col-span-3">
          <ProductRecentOrders providerId={providerId} productId={product.id} />
        </div>
      </div>
      <ProductDrawer
        providerId={providerId}
        product={product}
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
      />
    </>
  )
}
