import { expect, storedSession, test } from './fixtures'

test('the sidebar leads to every provider area', async ({ page, signedInProvider }) => {
  const base = `/provider/${signedInProvider.providerId}`
  await page.goto(`${base}/inbox`)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()

  const links = [
    ['Orders', 'orders'],
    ['Products', 'products'],
    ['Clients', 'clients'],
    ['Stock', 'inventory'],
    ['Transactions', 'transactions'],
    ['Adjustment', 'adjust'],
    ['Locations', 'locations'],
    ['Custom Fields', 'metadata'],
    ['Inbox', 'inbox'],
  ] as const
  for (const [name, path] of links) {
    await nav.getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(`${base}/${path}`)
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
  }
})

test('the drawer carries the menu on a phone', async ({ page, signedInProvider }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(`/provider/${signedInProvider.providerId}/inbox`)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()

  await page.getByRole('button', { name: 'Open menu' }).click()
  const drawer = page.getByRole('dialog')
  await expect(drawer).toBeVisible()
  await drawer.getByRole('link', { name: 'Products' }).click()

  await expect(page).toHaveURL(/\/products$/)
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible()

  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(drawer).toBeHidden()
})

test('logout empties the session and closes the provider area', async ({
  page,
  signedInProvider,
}) => {
  const inbox = `/provider/${signedInProvider.providerId}/inbox`
  await page.goto(inbox)
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect(await storedSession(page)).toBeNull()

  await page.goto(inbox)
  await expect(page).toHaveURL(/\/login$/)
})

test('billing explains why it cannot open', async ({ page, signedInProvider }) => {
  await page.goto(`/provider/${signedInProvider.providerId}/inbox`)
  const answer = page.waitForResponse((r) => r.url().includes('/api/auth/billing'))
  await page.getByRole('button', { name: 'Billing' }).click()
  const response = await answer
  // Without Stripe configured (as here) the server refuses and says why.
  expect(response.ok()).toBe(false)
  const body = (await response.json()) as { error: { message: string } }
  await expect(page.getByText(body.error.message)).toBeVisible()
})

test('the print sheet has no navigation', async ({ page, signedInProvider }) => {
  await page.goto(`/provider/${signedInProvider.providerId}/print/1`)
  await expect(page.getByRole('heading', { name: 'Order' })).toBeVisible()
  await expect(page.getByRole('navigation')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0)
})
