// A product's screen with its Reorder rules panel: two features put together here, as neither
// imports the other.
import type { Product } from '../../../common/products'
import { ProductPage } from '../../features/products/product-page'
import { ReorderRulesPanel } from '../../features/reorder/reorder-rules-panel'

const reorderRules = (product: Product) => (
  <ReorderRulesPanel providerId={product.provider} productId={product.id} />
)

export function ProductScreen() {
  return <ProductPage panels={reorderRules} />
}
