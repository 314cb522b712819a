// Inventory's Stock grid with the reorder rules' marks on its low cells: two features put
// together here, as neither imports the other.
import { InventoryPage } from '../../features/inventory/inventory-page'
import { useLowCells } from '../../features/reorder/use-low-cells'

export function StockScreen() {
  return <InventoryPage mode="inventory" useLowCells={useLowCells} />
}
