// Inventory and Adjust (spec §2, §5): stock per location, new stock movements, and counted
// adjustments saved as one ADJUST transaction.
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { PAGE_SIZE } from '../common/constants'
import { messages } from '../common/messages'
import { expect, test } from './fixtures'
import { product, seedShop, type Shop } from './orders-fixtures'

const m = messages.inventory

/** The cells of a product's row: name, then one per location by name, then Total. */
function stockRow(page: Page, shop: Shop, index: number): Locator {
  return page
    .getByRole('row')
    .filter({ hasText: product(shop, index).name })
    .getByRole('cell')
}

test('without products or locations the inventory says what to add', async ({
  page,
  signedInProvider,
}) => {
  const base = `/provider/${signedInProvider.providerId}`
  await page.goto(`${base}/inventory`)
  await expect(page.getByText(m.empty)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Products' }).last()).toHaveAttribute(
    'href',
    `${base}/products`,
  )
  await expect(page.getByRole('link', { name: 'Locations' }).last()).toHaveAttribute(
    'href',
    `${base}/locations`,
  )
})

test('a new In transaction shows in the stock grid', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { shop } = await seedShop(request, signedInProvider)
  await page.goto(`${shop.base}/transaction`)
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Client')).toHaveCount(0)
  const submit = page.getByRole('button', { name: 'Create transaction' })
  await page.getByLabel(`Quantity of ${product(shop, 0).name}`).fill('7')
  await submit.click()
  await expect(page.getByRole('alert')).toHaveText(messages.order.selectMovementType)
  await page.getByLabel('Transaction type').selectOption({ label: 'In' })
  await submit.click()
  await expect(page.getByText(messages.order.created)).toBeVisible()
  await expect(page).toHaveURL(/\/transaction\/\d+$/)
  const id = page.url().split('/').pop()
  await expect(page.getByRole('heading', { name: `In ${id}` })).toBeVisible()

  await page.goto(`${shop.base}/inventory`)
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible()
  // Locations sort by name: Backroom, then Main warehouse.
  await expect(page.getByRole('row').first().getByRole('columnheader')).toHaveText([
    'Product',
    shop.second.name,
    shop.location.name,
    'Total',
  ])
  await expect(stockRow(page, shop, 0)).toHaveText([product(shop, 0).name, '0', '7', '7'])
  await expect(stockRow(page, shop, 1)).toHaveText([product(shop, 1).name, '0', '0', '0'])
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
})

test('adjust a location after confirming, only the changed products', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { api, shop } = await seedShop(request, signedInProvider)
  await api.order(shop, 'IN', [{ id: product(shop, 0).id, quantity: 7 }], shop.second.id)
  await api.order(shop, 'IN', [{ id: product(shop, 1).id, quantity: 4 }], shop.second.id)

  await page.goto(`${shop.base}/adjust`)
  await expect(page.getByRole('heading', { name: 'Adjust', level: 1 })).toBeVisible()
  const select = page.getByLabel('Select Location')
  await expect(select.locator('option').first()).toHaveText('Choose a location...')
  await expect(page.getByRole('button', { name: 'Adjust inventory' })).toHaveCount(0)

  await select.selectOption({ label: shop.second.name })
  const count = (i: number) => page.getByLabel(`Quantity of ${product(shop, i).name}`)
  await expect(count(0)).toHaveValue('7')
  await expect(count(1)).toHaveValue('4')
  const save = page.getByRole('button', { name: 'Adjust inventory' })
  await expect(save).toBeVisible()

  // Nothing changed: nothing to send, and nothing to confirm.
  await save.click()
  await expect(page.getByRole('alert')).toHaveText(m.noAdjustments)

  await count(0).fill('5')
  await count(2).fill('3')
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.accept()
  })
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/order') && r.method() === 'POST')
  await save.click()
  const body = (await posted).postDataJSON() as { order: string }
  expect(dialogs).toEqual([m.confirmAdjust])
  expect(JSON.parse(body.order)).toMatchObject({
    locationId: shop.second.id,
    transaction_type: 'ADJUST',
    products: [
      { id: product(shop, 0).id, quantity: -2 },
      { id: product(shop, 2).id, quantity: 3 },
    ],
  })
  await expect(count(0)).toHaveValue('5')
  await expect(page.getByRole('row').filter({ hasText: product(shop, 0).name })).toContainText('5')

  await page.goto(`${shop.base}/inventory`)
  await expect(stockRow(page, shop, 0)).toHaveText([product(shop, 0).name, '5', '0', '5'])
  await expect(stockRow(page, shop, 1)).toHaveText([product(shop, 1).name, '4', '0', '4'])
  await expect(stockRow(page, shop, 2)).toHaveText([product(shop, 2).name, '3', '0', '3'])
})

test('a dismissed confirmation sends nothing', async ({ page, request, signedInProvider }) => {
  const { shop } = await seedShop(request, signedInProvider)
  await page.goto(`${shop.base}/adjust`)
  await page.getByLabel('Select Location').selectOption({ label: shop.location.name })
  await page.getByLabel(`Quantity of ${product(shop, 0).name}`).fill('9')
  let posted = false
  page.on('request', (r) => {
    if (r.url().endsWith('/api/order')) posted = true
  })
  page.once('dialog', (dialog) => void dialog.dismiss())
  await page.getByRole('button', { name: 'Adjust inventory' }).click()
  await page.waitForTimeout(300)
  expect(posted).toBe(false)
})

test('custom SELECT fields filter the grid', async ({ page, request, signedInProvider }) => {
  const { api, shop } = await seedShop(request, signedInProvider)
  const { field } = await api.post<{ field: { id: string } }>(api.provider('/metadata/fields'), {
    entity_type: 'PRODUCTS',
    field_label: 'Material',
    field_type: 'SELECT',
    field_options: ['Ceramic', 'Steel'],
  })
  await api.put(`${shop.base}/product/${product(shop, 2).id}`, {
    metadata: { [field.id]: 'Steel' },
  })
  await page.goto(`${shop.base}/inventory`)
  const filter = page.getByLabel('Material')
  await expect(filter.locator('option').first()).toHaveText('All Material')
  await filter.selectOption({ label: 'Steel' })
  await expect(page.getByRole('row')).toHaveCount(2)
  await expect(page.getByRole('row').nth(1)).toContainText(product(shop, 2).name)
})

test('a large catalogue comes a page at a time; counts on two pages are saved together', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { api, shop } = await seedShop(request, signedInProvider)
  // Names that sort after the shop's three products, so the second page holds the last two.
  const extra = Array.from({ length: PAGE_SIZE.inventory - 1 }, (_, i) => `Zinc tin ${i + 10}`)
  let lastId = ''
  for (const name of extra) {
    const created = await api.post<{ product: { id: string } }>(api.provider('/product'), {
      name,
      price: 1,
    })
    lastId = created.product.id
  }
  const lastName = extra.at(-1)!

  await page.goto(`${shop.base}/inventory`)
  await expect(stockRow(page, shop, 0)).toHaveText([product(shop, 0).name, '0', '0', '0'])
  await expect(page.getByRole('row').filter({ hasText: lastName })).toHaveCount(0)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(page.getByRole('row').filter({ hasText: lastName })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: product(shop, 0).name })).toHaveCount(0)

  await page.goto(`${shop.base}/adjust`)
  await page.getByLabel('Select Location').selectOption({ label: shop.location.name })
  await page.getByLabel(`Quantity of ${product(shop, 0).name}`).fill('9')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel(`Quantity of ${lastName}`).fill('4')
  await expect(page.getByText('2 products counted')).toBeVisible()
  page.once('dialog', (dialog) => void dialog.accept())
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/order') && r.method() === 'POST')
  await page.getByRole('button', { name: 'Adjust inventory' }).click()
  const body = (await posted).postDataJSON() as { order: string }
  expect(JSON.parse(body.order).products).toEqual([
    { id: product(shop, 0).id, quantity: 9 },
    { id: lastId, quantity: 4 },
  ])
  await expect(page.getByText('The inventory has been adjusted.')).toBeVisible()
})
