// Locations list and detail (spec §2): create with validation, sorting by name, edit, the
// Active and Default toggles, the back button, accessibility.
import type { APIRequestContext, Page } from '@playwright/test'
import type { Location } from '../common/locations'
import { messages } from '../common/messages'
import { expect, test, type Account } from './fixtures'
import { seriousViolations } from './axe'

const m = messages.location

async function seedLocation(
  request: APIRequestContext,
  account: Account,
  data: { name: string; active?: boolean; default?: boolean },
): Promise<Location> {
  const response = await request.post(`/api/provider/${account.providerId}/location`, {
    data,
    headers: { Authorization: `Bearer ${account.session.access_token}` },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { location: Location }).location
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first()

test('a new location needs a name, then appears in the list sorted by name', async ({
  page,
  request,
  signedInProvider,
}) => {
  await page.goto(`/provider/${signedInProvider.providerId}/locations`)
  await expect(page.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible()
  await expect(page.getByText(m.empty)).toBeVisible()

  await page.getByRole('button', { name: 'New location' }).click()
  const drawer = page.getByRole('dialog', { name: 'New location' })
  await expect(drawer).toBeVisible()
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(drawer.getByLabel('Name')).toHaveAccessibleDescription(m.nameRequired)
  await expect(drawer.getByText(m.nameRequired)).toBeVisible()

  await drawer.getByLabel('Name').fill('central depot')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, m.created)).toBeVisible()
  await expect(drawer).toBeHidden()
  const row = page.getByRole('row', { name: /central depot/ })
  await expect(row).toContainText('Active')

  // Case-insensitive order by name, whatever the order of creation.
  await seedLocation(request, signedInProvider, { name: 'Backroom' })
  await seedLocation(request, signedInProvider, { name: 'annex', active: false })
  await page.reload()
  const names = page.getByRole('row').locator('td:first-child')
  await expect(names).toHaveText(['annex', 'Backroom', 'central depot'])
  await expect(page.getByRole('row', { name: /annex/ })).toContainText('Inactive')
  await expect(page.getByRole('columnheader')).toHaveText(['Location', 'Status', 'Default'])
})

test('a row opens the detail; edit the name, toggle Active and Default', async ({
  page,
  request,
  signedInProvider,
}) => {
  const base = `/provider/${signedInProvider.providerId}`
  await seedLocation(request, signedInProvider, { name: 'Old default', default: true })
  const location = await seedLocation(request, signedInProvider, { name: 'Shop floor' })

  await page.goto(`${base}/locations`)
  await expect(page.getByRole('row', { name: /Old default/ })).toContainText('Default')
  // A click anywhere on the row opens the location.
  await page
    .getByRole('row', { name: /Shop floor/ })
    .getByText('Active')
    .click()
  await expect(page).toHaveURL(`${base}/location/${location.id}`)
  await expect(page.getByRole('heading', { name: 'Shop floor', level: 1 })).toBeVisible()

  // Edit the name, with the validation message first.
  await page.getByRole('button', { name: 'Edit location' }).click()
  const drawer = page.getByRole('dialog', { name: 'Edit location' })
  await expect(drawer.getByLabel('Name')).toHaveValue('Shop floor')
  await drawer.getByLabel('Name').fill('  ')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(drawer.getByText(m.nameRequired)).toBeVisible()
  await drawer.getByLabel('Name').fill('Front store')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, m.updated)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Front store', level: 1 })).toBeVisible()

  // The toggles save at once.
  const active = page.getByRole('switch', { name: 'Active' })
  const byDefault = page.getByRole('switch', { name: 'Default' })
  await expect(active).toBeChecked()
  await expect(byDefault).not.toBeChecked()
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith(`/location/${location.id}`),
  )
  await active.click()
  expect((await saved).request().postDataJSON()).toEqual({ active: false })
  await expect(active).not.toBeChecked()
  await byDefault.click()
  await expect(byDefault).toBeChecked()
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Active' })).not.toBeChecked()
  await expect(page.getByRole('switch', { name: 'Default' })).toBeChecked()

  // Back returns to the list, where the default moved to this location.
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL(`${base}/locations`)
  await expect(page.getByRole('row', { name: /Front store/ })).toContainText('Inactive')
  await expect(page.getByRole('row', { name: /Front store/ })).toContainText('Default')
  await expect(page.getByRole('row', { name: /Old default/ })).not.toContainText('Default')
})

test('opened directly, the back button goes to the inbox', async ({
  page,
  request,
  signedInProvider,
}) => {
  const location = await seedLocation(request, signedInProvider, { name: 'Direct' })
  const base = `/provider/${signedInProvider.providerId}`
  await page.goto(`${base}/location/${location.id}`)
  await expect(page.getByRole('heading', { name: 'Direct', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL(`${base}/inbox`)
})

test('a failed save says so with the spec sentence', async ({
  page,
  request,
  signedInProvider,
}) => {
  const location = await seedLocation(request, signedInProvider, { name: 'Flaky' })
  await page.route('**/api/provider/*/location/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } })
      : route.fallback(),
  )
  await page.goto(`/provider/${signedInProvider.providerId}/location/${location.id}`)
  await page.getByRole('switch', { name: 'Active' }).click()
  await expect(toast(page, m.updateFailed)).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Active' })).toBeChecked()
})

test('no serious accessibility problems; the drawer fills a phone screen', async ({
  page,
  request,
  signedInProvider,
}) => {
  const location = await seedLocation(request, signedInProvider, { name: 'Checked' })
  const base = `/provider/${signedInProvider.providerId}`
  await page.goto(`${base}/locations`)
  await expect(page.getByRole('row', { name: /Checked/ })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'New location' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(m.nameRequired)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await page.goto(`${base}/location/${location.id}`)
  await expect(page.getByRole('switch', { name: 'Default' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await page.setViewportSize({ width: 375, height: 812 })
  await page.getByRole('button', { name: 'Edit location' }).click()
  const drawer = page.getByRole('dialog', { name: 'Edit location' })
  await expect(drawer).toBeVisible()
  await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(375)
  await expect(drawer.getByRole('button', { name: 'Save' })).toBeInViewport()
})
