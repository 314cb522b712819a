// A product's "Recent Orders" panel (spec §2 "Product detail": order id, date, client name) lists
// the orders that hold the product, not its stock movements (In, Out, Adjustment).
import { messages } from '../common/messages'
import { expect, test } from './fixtures'
import { product, seedShop } from './orders-fixtures'

test('Recent Orders on a product lists its orders, not its stock movements', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { api, shop } = await seedShop(request, signedInProvider)
  const mug = product(shop, 0)
  const movements = [
    await api.order(shop, 'IN', [{ id: mug.id, quantity: 5 }]),
    await api.order(shop, 'OUT', [{ id: mug.id, quantity: 1 }]),
    await api.order(shop, 'ADJUST', [{ id: mug.id, quantity: 3 }]),
  ]
  await page.goto(`${shop.base}/product/${mug.id}`)
  await expect(page.getByRole('heading', { name: mug.name, level: 1 })).toBeVisible()
  await expect(page.getByText(messages.product.noRecentOrders)).toBeVisible()

  const order = await api.order(shop, 'ORDER', [{ id: mug.id, quantity: 2 }])
  await page.reload()
  const row = page.getByRole('row', { name: new RegExp(`^${order.id} `) })
  await expect(row).toContainText(shop.client.name)
  await expect(page.getByRole('columnheader')).toHaveText(['Order', 'Date', 'Client', 'Status'])
  await expect(page.getByRole('row')).toHaveCount(2)
  for (const movement of movements) {
    await expect(page.getByRole('row', { name: new RegExp(`^${movement.id} `) })).toHaveCount(0)
  }
  await row.getByText(shop.client.name).click()
  await expect(page).toHaveURL(`${shop.base}/order/${order.id}`)
})
