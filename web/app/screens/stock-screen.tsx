// Inventory's Stock grid with the reorder rules' marks on its low cells and the CSV import of
// stock counts: three features put together here, as none imports another.
import { useParams } from 'react-router'
import { ImportButton } from '../../features/imports/import-button'
import { InventoryPage } from '../../features/inventory/inventory-page'
import { useLowCells } from '../../features/reorder/use-low-cells'

export function StockScreen() {
  const { providerId = '' } = useParams()
  return (
    <InventoryPage
      mode="inventory"
      useLowCells={useLowCells}
      actions={<ImportButton providerId={providerId} kind="stock" />}
    />
  )
}
