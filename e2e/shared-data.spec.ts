// What one screen changes, the other screens show at once: every read is cached under one key
// from web/api/query-keys.ts and every change invalidates the keys of what it changed. Each test
// moves through the app with its menus, never reloading, well within the cache's 30 s.
import type { Page } from '@playwright/test'
import { messages } from '../common/messages'
import { expect, test } from './fixtures'
import { seedShop } from './orders-fixtures'
import { clientField } from './pick-client'

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first()

const menu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click()

/** Opens a list screen's "New …" drawer, fills it and saves. */
async function create(page: Page, button: string, fields: Record<string, string>, saved: string) {
  await page.getByRole('button', { name: button }).click()
  const drawer = page.getByRole('dialog', { name: button })
  for (const [label, value] of Object.entries(fields)) {
    await drawer.getByLabel(label, { exact: true }).fill(value)
  }
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, saved)).toBeVisible()
  await expect(drawer).toBeHidden()
}

test('a new location, product and client reach the stock grid and the new order screen', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { shop } = await seedShop(request, signedInProvider)
  const tag = Date.now().toString(36)
  const location = `Annex ${tag}`
  const product = `Yellow jug ${tag}`
  const client = `Bo Client ${tag}`

  // Both screens read the locations, products and clients once, into the cache.
  await page.goto(`${shop.base}/inventory`)
  await expect(page.getByRole('row').first().getByRole('columnheader')).toHaveCount(4)
  await menu(page, 'Orders')
  await page.getByRole('link', { name: 'New order' }).click()
  await expect(page.getByLabel(`Quantity of ${shop.products[0]?.name}`)).toBeVisible()

  await menu(page, 'Locations')
  await create(page, 'New location', { Name: location }, messages.location.created)
  await menu(page, 'Products')
  await create(page, 'New product', { Name: product, Price: '9.50' }, messages.product.created)
  await menu(page, 'Clients')
  await create(
    page,
    'New client',
    { Name: client, Email: `bo-${tag}@example.com` },
    messages.client.created,
  )

  await menu(page, 'Stock')
  await expect(page.getByRole('columnheader', { name: location })).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(product) })).toBeVisible()

  await menu(page, 'Orders')
  await page.getByRole('link', { name: 'New order' }).click()
  await expect(page.getByLabel('Location').locator('option', { hasText: location })).toHaveCount(1)
  await clientField(page).fill(client)
  await expect(page.getByRole('option', { name: client })).toHaveCount(1)
  await expect(page.getByLabel(`Quantity of ${product}`)).toBeVisible()
})

test('a renamed location shows in the orders list', async ({ page, request, signedInProvider }) => {
  const { api, shop } = await seedShop(request, signedInProvider)
  await api.order(shop, 'ORDER', [{ id: shop.products[0]?.id ?? '', quantity: 1 }])
  const renamed = `${shop.location.name} East`

  await page.goto(`${shop.base}/orders`)
  await expect(page.getByRole('row', { name: new RegExp(shop.location.name) })).toHaveCount(1)

  await menu(page, 'Locations')
  await page.getByRole('link', { name: shop.location.name }).click()
  await page.getByRole('button', { name: 'Edit location' }).click()
  const drawer = page.getByRole('dialog', { name: 'Edit location' })
  await drawer.getByLabel('Name').fill(renamed)
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, messages.location.updated)).toBeVisible()

  await menu(page, 'Orders')
  await expect(page.getByRole('row', { name: new RegExp(renamed) })).toHaveCount(1)
})
