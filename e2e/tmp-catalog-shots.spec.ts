// TEMPORARY (catalog screenshots for a human look); deleted after use.
import type { Page } from '@playwright/test'
import { join } from 'node:path'
import { expect, test, uniqueEmail } from './fixtures'

const dir = process.env.CATALOG_SHOTS ?? ''
test.skip(!dir, 'set CATALOG_SHOTS')
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

for (const vp of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
]) {
  test(`catalog at ${vp.name}`, async ({ page, request, signedInProvider }) => {
    test.setTimeout(180_000)
    await page.setViewportSize(vp)
    const headers = { Authorization: `Bearer ${signedInProvider.session.access_token}` }
    const pid = signedInProvider.providerId
    const base = `/provider/${pid}`
    const post = async (path: string, data: unknown) => {
      const r = await request.post(`/api${path}`, { data, headers })
      expect(r.status(), await r.text()).toBe(201)
      return r.json()
    }
    const shot = async (name: string, full = true) => {
      await page.waitForTimeout(400)
      if (!full) {
        await page.screenshot({ path: join(dir, `${name}-${vp.name}.png`) })
        return
      }
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      if (width > vp.width) console.log(`OVERFLOW ${name} ${vp.name}: ${width}`)
      for (let part = 0; part * 1200 < height; part++) {
        await page.screenshot({
          path: join(dir, `${name}-${vp.name}-${part + 1}.png`),
          fullPage: true,
          clip: { x: 0, y: part * 1200, width: vp.width, height: Math.min(1200, height - part * 1200) },
        })
      }
    }
    const empty = async (p: Page, path: string, name: string) => {
      await p.goto(`${base}/${path}`)
      await p.waitForLoadState('networkidle')
      await shot(`${name}-empty`)
    }
    await empty(page, 'locations', 'locations')
    await empty(page, 'products', 'products')
    await empty(page, 'clients', 'clients')
    await empty(page, 'metadata', 'fields')

    const { location } = await post(`${base}/location`, { name: 'Main warehouse', default: true })
    await post(`${base}/location`, { name: 'Backroom', active: false })
    await post(`${base}/location`, { name: 'Downtown store with a rather long name' })
    await post(`${base}/metadata/fields`, { entity_type: 'PRODUCTS', field_label: 'Brand', field_type: 'TEXT' })
    await post(`${base}/metadata/fields`, { entity_type: 'PRODUCTS', field_label: 'Weight', field_type: 'NUMBER' })
    await post(`${base}/metadata/fields`, { entity_type: 'PRODUCTS', field_label: 'Fragile', field_type: 'BOOLEAN' })
    await post(`${base}/metadata/fields`, { entity_type: 'PRODUCTS', field_label: 'Color', field_type: 'SELECT', field_options: ['Red', 'Green', 'Blue'] })
    await post(`${base}/metadata/fields`, { entity_type: 'CLIENTS', field_label: 'Tier', field_type: 'SELECT', field_options: ['Gold', 'Silver'] })
    await post(`${base}/metadata/fields`, { entity_type: 'CLIENTS', field_label: 'Birthday', field_type: 'DATE', active: false })
    const up = await request.post(`/api${base}/file`, { headers, multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: PNG } } })
    const photo = ((await up.json()) as { path: string }).path
    for (let i = 1; i <= 55; i++) await post(`${base}/product`, { name: `Product ${i}`, price: i * 1.25, active: i % 4 !== 0 })
    const { product } = await post(`${base}/product`, { name: 'Blue ceramic mug', price: 12.5, photo })
    const { client } = await post(`${base}/client`, { name: 'Ada Lovelace Trading Co.', email: 'ada.lovelace.trading@example.com', address: '12 Analytical Engine Road\nLondon' })
    for (let i = 1; i <= 4; i++) await post(`${base}/client`, { name: `Client ${i}`, email: uniqueEmail() })
    for (let i = 0; i < 7; i++) {
      await post('/order', { order: JSON.stringify({ providerId: pid, locationId: location.id, clientId: client.id, transaction_type: 'ORDER', products: [{ id: product.id, quantity: i + 1 }] }) })
    }

    await page.goto(`${base}/locations`)
    await expect(page.getByText('Main warehouse')).toBeVisible()
    await shot('locations')
    await page.getByRole('button', { name: 'New location' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
    await shot('location-drawer', false)
    await page.keyboard.press('Escape')
    await page.getByRole('link', { name: 'Main warehouse' }).click()
    await expect(page.getByRole('switch', { name: 'Default' })).toBeVisible()
    await shot('location')
    await page.getByRole('button', { name: 'Edit location' }).click()
    await shot('location-edit-drawer', false)
    await page.keyboard.press('Escape')

    await page.goto(`${base}/products`)
    await expect(page.getByText('Blue ceramic mug')).toBeVisible()
    await shot('products')
    await page.getByRole('button', { name: 'New product' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
    await shot('product-drawer', false)
    await page.keyboard.press('Escape')
    await page.goto(`${base}/product/${product.id}`)
    await expect(page.getByText('Recent Orders')).toBeVisible()
    await page.waitForLoadState('networkidle')
    await shot('product')
    await page.getByRole('button', { name: 'Edit product' }).click()
    await shot('product-edit-drawer', false)
    await page.keyboard.press('Escape')

    await page.goto(`${base}/clients`)
    await expect(page.getByText('Ada Lovelace Trading Co.')).toBeVisible()
    await shot('clients')
    await page.getByRole('button', { name: 'New client' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
    await shot('client-drawer', false)
    await page.keyboard.press('Escape')
    await page.goto(`${base}/client/${client.id}`)
    await expect(page.getByRole('switch', { name: 'Active' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await shot('client')
    await page.getByRole('button', { name: 'Edit client' }).click()
    await shot('client-edit-drawer', false)
    await page.keyboard.press('Escape')

    await page.goto(`${base}/metadata`)
    await expect(page.getByText('Brand')).toBeVisible()
    await shot('fields')
    await page.getByRole('button', { name: 'Color' }).click()
    await shot('field-edit-drawer', false)
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'New Custom Field' }).click()
    await page.getByRole('dialog').getByLabel('Field Type').selectOption('SELECT')
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
    await shot('field-drawer', false)
  })
}
