// The print sheet (spec §2 Provider_Order_Print): the order screen without navigation.
import { expect, test } from './fixtures'
import { product, seedShop } from './orders-fixtures'

test('the print sheet shows the order without navigation or back button', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { api, shop } = await seedShop(request, signedInProvider)
  const order = await api.order(shop, 'ORDER', [{ id: product(shop, 0).id, quantity: 2 }])

  await page.goto(`${shop.base}/print/${order.id}`)
  await expect(page.getByRole('heading', { name: `Order ${order.id}`, level: 1 })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: product(shop, 0).name })).toContainText(
    '$25.00',
  )
  await expect(page.getByText(shop.client.name)).toBeVisible()
  await expect(page.getByText(shop.location.name)).toBeVisible()
  await expect(page.getByRole('navigation')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Fulfill' })).toHaveCount(0)

  // Printed, the page keeps the order and drops the Print button.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
  await expect(page.getByRole('heading', { name: `Order ${order.id}` })).toBeVisible()
})

test('an unknown order on the print sheet says it does not exist', async ({
  page,
  signedInProvider,
}) => {
  await page.goto(`/provider/${signedInProvider.providerId}/print/999999`)
  await expect(page.getByRole('heading', { name: 'Order', level: 1 })).toBeVisible()
  await expect(page.getByText('This order does not exist.')).toBeVisible()
  await expect(page.getByRole('navigation')).toHaveCount(0)
})
