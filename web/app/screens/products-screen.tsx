// Products with the CSV import beside their export: two features put together here, as neither
// imports the other.
import { useParams } from 'react-router'
import { ImportButton } from '../../features/imports/import-button'
import { ProductsPage } from '../../features/products/products-page'

export function ProductsScreen() {
  const { providerId = '' } = useParams()
  return <ProductsPage actions={<ImportButton providerId={providerId} kind="products" />} />
}
