// Products list and detail (spec §2): create with validation, pagination, the photo (upload,
// size check, remove then delete), Active toggle, edit, Recent Orders, accessibility.
import type { APIRequestContext, Page } from '@playwright/test'
import { PHOTO_MAX_BYTES } from '../common/constants'
import { messages } from '../common/messages'
import type { Product } from '../common/products'
import { expect, test, type Account } from './fixtures'
import { seriousViolations } from './axe'

const m = messages.product

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

async function post<T>(
  request: APIRequestContext,
  account: Account,
  path: string,
  data: unknown,
): Promise<T> {
  const response = await request.post(`/api${path}`, {
    data,
    headers: { Authorization: `Bearer ${account.session.access_token}` },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as T
}

const seedProduct = async (
  request: APIRequestContext,
  account: Account,
  data: { name: string; price: number; active?: boolean },
) =>
  (
    await post<{ product: Product }>(
      request,
      account,
      `/provider/${account.providerId}/product`,
      data,
    )
  ).product

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first()

test('a new product needs a name and a price', async ({ page, signedInProvider }) => {
  await page.goto(`/provider/${signedInProvider.providerId}/products`)
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible()
  await expect(page.getByText(m.empty)).toBeVisible()

  await page.getByRole('button', { name: 'New product' }).click()
  const drawer = page.getByRole('dialog', { name: 'New product' })
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(drawer.getByLabel('Name')).toHaveAccessibleDescription(m.nameRequired)
  await expect(drawer.getByLabel('Price')).toHaveAccessibleDescription(m.priceRequired)
  // No custom product fields yet: no "Additional Information" section.
  await expect(drawer.getByText('Additional Information')).toHaveCount(0)

  await drawer.getByLabel('Name').fill('Blue mug')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(drawer.getByText(m.priceRequired)).toBeVisible()
  await expect(drawer.getByText(m.nameRequired)).toHaveCount(0)
  await drawer.getByLabel('Price').fill('12.5')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, m.created)).toBeVisible()
  await expect(drawer).toBeHidden()

  await expect(page.getByRole('columnheader')).toHaveText(['Product', 'Price', 'Availability'])
  const row = page.getByRole('row', { name: /Blue mug/ })
  await expect(row).toContainText('$12.50')
  await expect(row).toContainText('Active')
  // One page only: no pager.
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0)
})

test('60 products make two pages of 50', async ({ page, request, signedInProvider }) => {
  for (let start = 0; start < 60; start += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        seedProduct(request, signedInProvider, {
          name: `Item ${String(start + i + 1).padStart(2, '0')}`,
          price: start + i + 1,
        }),
      ),
    )
  }
  const base = `/provider/${signedInProvider.providerId}`
  await page.goto(`${base}/products`)
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  await expect(pager).toContainText('1-50')
  await expect(page.getByRole('row')).toHaveCount(51)
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled()

  await pager.getByRole('button', { name: 'Next' }).click()
  await expect(pager).toContainText('51-60')
  await expect(page).toHaveURL(`${base}/products?page=2`)
  await expect(page.getByRole('row')).toHaveCount(11)
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled()

  // The page survives opening a product and coming back.
  await page.getByRole('row').nth(1).getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`${base}/product/[0-9a-f-]{36}$`))
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(pager).toContainText('51-60')

  await pager.getByRole('button', { name: 'Previous' }).click()
  await expect(pager).toContainText('1-50')
  await expect(page.getByRole('row')).toHaveCount(51)
})

test('upload a photo, then remove it: null is saved first, then the file is deleted', async ({
  page,
  signedInProvider,
}) => {
  const base = `/provider/${signedInProvider.providerId}`
  await page.goto(`${base}/products`)
  await page.getByRole('button', { name: 'New product' }).click()
  const drawer = page.getByRole('dialog', { name: 'New product' })
  await drawer.getByLabel('Name').fill('Photo frame')
  await drawer.getByLabel('Price').fill('20')

  // Too large: refused before any upload.
  let uploads = 0
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/file')) uploads++
  })
  const image = drawer.getByRole('group', { name: 'Image' })
  await expect(image.getByRole('button', { name: 'Remove' })).toHaveCount(0)
  let chooser = page.waitForEvent('filechooser')
  await image.getByRole('button', { name: 'Upload' }).click()
  await (
    await chooser
  ).setFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(PHOTO_MAX_BYTES + 1) })
  await expect(image.getByRole('alert')).toHaveText(messages.file.photoTooLarge)
  expect(uploads).toBe(0)

  chooser = page.waitForEvent('filechooser')
  await image.getByRole('button', { name: 'Upload' }).click()
  await (await chooser).setFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG })
  await expect(image.getByRole('img')).toBeVisible()
  await expect(image.getByRole('alert')).toHaveCount(0)
  expect(uploads).toBe(1)
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, m.created)).toBeVisible()

  const row = page.getByRole('row', { name: /Photo frame/ })
  const thumbnail = row.locator('img')
  await expect(thumbnail).toBeVisible()
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)

  await row.getByRole('link', { name: 'Photo frame' }).click()
  const panel = page.getByRole('img', { name: 'Photo frame' })
  await expect(panel).toBeVisible()
  const photoUrl = await panel.getAttribute('src')

  // Remove it in the edit drawer and save.
  const calls: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/product/')) {
      calls.push(`PUT photo=${JSON.stringify((r.postDataJSON() as { photo?: unknown }).photo)}`)
    }
    if (r.method() === 'DELETE' && r.url().includes('/api/file?file=')) calls.push('DELETE')
  })
  await page.getByRole('button', { name: 'Edit product' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit product' })
  await edit.getByRole('group', { name: 'Image' }).getByRole('button', { name: 'Remove' }).click()
  await expect(edit.getByRole('group', { name: 'Image' }).getByRole('img')).toHaveCount(0)
  const deleted = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && r.url().includes('/api/file?file='),
  )
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, m.updated)).toBeVisible()
  expect((await deleted).status()).toBe(204)
  expect(calls).toEqual(['PUT photo=null', 'DELETE'])
  await expect(page.getByText('No image')).toBeVisible()
  // The stored file is gone.
  expect((await page.request.get(photoUrl ?? '')).status()).toBe(404)
})

test('product detail: Active toggle, edit, and Recent Orders', async ({
  page,
  request,
  signedInProvider,
}) => {
  const pid = signedInProvider.providerId
  const base = `/provider/${pid}`
  const product = await seedProduct(request, signedInProvider, { name: 'Teapot', price: 30 })
  await page.goto(`${base}/product/${product.id}`)
  await expect(page.getByRole('heading', { name: 'Teapot', level: 1 })).toBeVisible()
  // Exact: the price history also says "Created at $30.00".
  await expect(page.getByText('$30.00', { exact: true })).toBeVisible()
  await expect(page.getByText(m.noRecentOrders)).toBeVisible()

  const active = page.getByRole('switch', { name: 'Active' })
  await expect(active).toBeChecked()
  await active.click()
  await expect(toast(page, m.updated)).toBeVisible()
  await expect(active).not.toBeChecked()

  await page.getByRole('button', { name: 'Edit product' }).click()
  const drawer = page.getByRole('dialog', { name: 'Edit product' })
  await expect(drawer.getByLabel('Name')).toHaveValue('Teapot')
  await expect(drawer.getByLabel('Price')).toHaveValue('30.00')
  await drawer.getByLabel('Price').fill('')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(drawer.getByText(m.priceRequired)).toBeVisible()
  await drawer.getByLabel('Name').fill('Green teapot')
  await drawer.getByLabel('Price').fill('32.75')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, m.updated)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Green teapot', level: 1 })).toBeVisible()
  await expect(page.getByText('$32.75', { exact: true })).toBeVisible()

  await page.goto(`${base}/products`)
  await expect(page.getByRole('row', { name: /Green teapot/ })).toContainText('Inactive')

  // An order with this product shows under Recent Orders and opens.
  const { location } = await post<{ location: { id: string } }>(
    request,
    signedInProvider,
    `${base}/location`,
    { name: 'Main', default: true },
  )
  const { client } = await post<{ client: { id: string } }>(
    request,
    signedInProvider,
    `${base}/client`,
    { name: 'Ada Buyer', email: `ada-${Date.now()}@example.com` },
  )
  const { order } = await post<{ order: { id: number } }>(request, signedInProvider, '/order', {
    order: JSON.stringify({
      providerId: pid,
      locationId: location.id,
      clientId: client.id,
      transaction_type: 'ORDER',
      products: [{ id: product.id, quantity: 2 }],
    }),
  })
  await page.goto(`${base}/product/${product.id}`)
  const recent = page.getByRole('row', { name: new RegExp(`^${order.id} `) })
  await expect(recent).toContainText('Ada Buyer')
  await recent.getByText('Ada Buyer').click()
  await expect(page).toHaveURL(`${base}/order/${order.id}`)
})

test('a 400 from the server shows under its field', async ({ page, signedInProvider }) => {
  await page.route('**/api/provider/*/product', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          json: {
            error: {
              code: 'validation_failed',
              message: 'This price is too large.',
              fields: { price: 'This price is too large.' },
            },
          },
        })
      : route.fallback(),
  )
  await page.goto(`/provider/${signedInProvider.providerId}/products`)
  await page.getByRole('button', { name: 'New product' }).click()
  const drawer = page.getByRole('dialog', { name: 'New product' })
  await drawer.getByLabel('Name').fill('Gold bar')
  await drawer.getByLabel('Price').fill('1')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(drawer.getByLabel('Price')).toHaveAccessibleDescription('This price is too large.')
  await expect(toast(page, m.createFailed)).toHaveCount(0)

  await page.unrouteAll()
  await page.route('**/api/provider/*/product', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500 }) : route.fallback(),
  )
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, m.createFailed)).toBeVisible()
  await expect(drawer).toBeVisible()
})

test('no serious accessibility problems on the list, the drawer and the detail', async ({
  page,
  request,
  signedInProvider,
}) => {
  const base = `/provider/${signedInProvider.providerId}`
  const product = await seedProduct(request, signedInProvider, { name: 'Checked', price: 1 })
  await page.goto(`${base}/products`)
  await expect(page.getByRole('row', { name: /Checked/ })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'New product' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(m.nameRequired)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await page.goto(`${base}/product/${product.id}`)
  await expect(page.getByText(m.noRecentOrders)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('an upload the plan refuses, and a failed order list, show the server’s words', async ({
  page,
  request,
  signedInProvider,
}) => {
  await page.route('**/api/provider/*/file', (route) =>
    route.fulfill({
      status: 402,
      json: { error: { code: 'plan_required', message: messages.billing.photos } },
    }),
  )
  await page.route('**/api/provider/*/product/*/orders*', (route) =>
    route.fulfill({
      status: 400,
      json: { error: { code: 'bad_request', message: 'The orders are out of reach.' } },
    }),
  )
  const product = await seedProduct(request, signedInProvider, { name: 'Free plan mug', price: 4 })
  await page.goto(`/provider/${signedInProvider.providerId}/product/${product.id}`)
  await expect(
    page.getByRole('alert').filter({ hasText: 'The orders are out of reach.' }),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Edit product' }).click()
  const image = page.getByRole('dialog').getByRole('group', { name: 'Image' })
  const chooser = page.waitForEvent('filechooser')
  await image.getByRole('button', { name: 'Upload' }).click()
  await (await chooser).setFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG })
  await expect(image.getByRole('alert')).toHaveText(messages.billing.photos)
  await expect(image.getByRole('img')).toHaveCount(0)
})
