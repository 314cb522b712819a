// Screenshots for a human look at the layout: SCREENSHOTS=/tmp/shots npx playwright test screenshots
import type { Page } from '@playwright/test'
import { join } from 'node:path'
import { seedDemoShop } from './demo-shop'
import { expect, resetLinkFor, test } from './fixtures'

const dir = process.env.SCREENSHOTS ?? ''
const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const
const PART_HEIGHT = 1400

test.skip(!dir, 'set SCREENSHOTS to a directory to take screenshots')

/** Long pages are cut into parts a person can read at full size; `parts` of them at most. */
async function shoot(page: Page, viewport: (typeof viewports)[number], name: string, parts = 99) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let part = 0; part * PART_HEIGHT < height && part < parts; part++) {
    await page.screenshot({
      path: join(dir, `${name}-${viewport.name}-${part + 1}.png`),
      fullPage: true,
      clip: {
        x: 0,
        y: part * PART_HEIGHT,
        width: viewport.width,
        height: Math.min(PART_HEIGHT, height - part * PART_HEIGHT),
      },
    })
  }
}

for (const viewport of viewports) {
  test(`screens at ${viewport.name} width`, async ({ page, signedInProvider, request }) => {
    await page.setViewportSize(viewport)
    const shot = (name: string) => shoot(page, viewport, name)

    await page.goto('/login')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    await shot('login')

    await page.goto('/signup')
    await shot('signup')

    await request.post('/api/auth/send_reset', { data: { email: signedInProvider.email } })
    await page.goto(await resetLinkFor(signedInProvider.email))
    await expect(page.getByLabel('New password')).toBeVisible()
    await shot('reset')

    await page.goto('/reset')
    await shot('reset-invalid')

    await page.goto(`/provider/${signedInProvider.providerId}/inbox`)
    await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible()
    await shot('inbox')
    if (viewport.name === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await page.waitForTimeout(300)
      await page.screenshot({ path: join(dir, `drawer-${viewport.name}.png`) })
      await page.keyboard.press('Escape')
    }

    await page.goto('/')
    await shot('landing-signed-in')
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await shot('landing')

    await page.goto('/nowhere')
    await shot('not-found')
  })
}

// Every provider list on a demo-sized shop with 120-character names, searched and sorted, and
// the screens those names reach.
for (const viewport of viewports) {
  test(`lists at ${viewport.name} width`, async ({ page, signedInProvider, request }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    const shop = await seedDemoShop(request, signedInProvider)
    // A list's first rows, and where it ends (the pager) as the screen shows it.
    const list = async (path: string, name: string, heading: string) => {
      await page.goto(`${shop.base}/${path}`)
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
      await expect(page.getByTestId('skeleton-row')).toHaveCount(0)
      await page.evaluate(() => window.scrollTo(0, 0))
      await shoot(page, viewport, `list-${name}`, 1)
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await page.screenshot({ path: join(dir, `list-${name}-${viewport.name}-end.png`) })
    }

    await list('products', 'products', 'Products')
    await list('products?sort=price&direction=desc', 'products-by-price', 'Products')
    await list('products?q=teapot', 'products-search', 'Products')
    await list('products?q=no-such-thing', 'products-no-match', 'Products')
    await list('clients', 'clients', 'Clients')
    await list('locations', 'locations', 'Locations')
    await list('metadata', 'custom-fields', 'Custom Fields')
    await list('inbox', 'inbox', 'Inbox')
    await list('orders', 'orders', 'Orders')
    await list('transactions', 'transactions', 'Transactions')
    await list(`product/${shop.longProduct.id}`, 'product-long-name', shop.longProduct.name)
    await list(`location/${shop.longLocation.id}`, 'location-long-name', shop.longLocation.name)
    await list(`client/${shop.rareClient.id}`, 'client', shop.rareClient.name)
    const order = shop.orders.find((o) => o.transaction_type === 'ORDER')
    await list(`order/${order?.id}`, 'order', `Order ${order?.id}`)
  })
}

// The product picker and the client combobox on a demo-sized shop: New order (a client being
// picked, a line kept under another search, a quantity out of range), Adjust at a location with
// a 120-character name, Inventory, and the client portal's new order.
for (const viewport of viewports) {
  test(`pickers at ${viewport.name} width`, async ({ page, signedInProvider, request }) => {
    test.setTimeout(180_000)
    await page.setViewportSize(viewport)
    const shop = await seedDemoShop(request, signedInProvider)
    const quantity = (name: string) => page.getByLabel(`Quantity of ${name}`, { exact: true })
    const search = page.getByLabel('Search products')
    const screen = (name: string) =>
      page.screenshot({ path: join(dir, `picker-${name}-${viewport.name}.png`) })

    await page.goto(`${shop.base}/order`)
    await expect(quantity(shop.rareProduct.name)).toBeVisible()
    await shoot(page, viewport, 'picker-order', 1)
    await page.getByRole('combobox', { name: 'Client' }).fill('ada')
    await screen('order-client')
    await page.keyboard.press('Enter')
    await search.fill(shop.longProduct.name.slice(0, 20))
    await search.press('Enter')
    await page.keyboard.type('2')
    await search.fill('zebra')
    await shoot(page, viewport, 'picker-order-kept', 1)
    await quantity(shop.rareProduct.name).fill('100000000000000000000')
    await page.getByRole('button', { name: 'Create order' }).click()
    await screen('order-too-large')

    await page.goto(`${shop.base}/adjust`)
    await page.getByLabel('Select Location').selectOption({ label: shop.longLocation.name })
    await search.fill('zebra')
    await quantity(shop.rareProduct.name).fill('12')
    await search.fill('kettle')
    await expect(page.getByText('1 product already entered')).toBeVisible()
    await shoot(page, viewport, 'picker-adjust-kept', 1)

    await page.goto(`${shop.base}/inventory`)
    await expect(page.getByTestId('skeleton-row')).toHaveCount(0)
    await shoot(page, viewport, 'picker-inventory', 1)

    await page.goto(`/client/${shop.clients[0]!.id}/order`)
    await expect(quantity(shop.rareProduct.name)).toBeVisible()
    await search.fill('zebra')
    await search.press('Enter')
    await page.keyboard.type('3')
    await search.fill('kettle')
    await shoot(page, viewport, 'picker-portal-order', 1)
  })
}
