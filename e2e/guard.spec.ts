import { randomUUID } from 'node:crypto'
import { expect, storedSession, test } from './fixtures'

test('a provider route without a session goes to /login', async ({ page }) => {
  await page.goto(`/provider/${randomUUID()}/inbox`)
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()
})

test("another provider's id clears the stored session", async ({ page, signedInProvider }) => {
  await page.goto(`/provider/${signedInProvider.providerId}/inbox`)
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible()

  await page.goto(`/provider/${randomUUID()}/products`)
  await expect(page).toHaveURL(/\/login$/)
  expect(await storedSession(page)).toBeNull()
})

test('the client portal is open without a session', async ({ page }) => {
  const clientId = randomUUID()
  await page.goto(`/client/${clientId}`)
  const menu = page.getByRole('navigation', { name: 'Main' })
  await expect(menu.getByRole('link', { name: 'New order' })).toHaveAttribute(
    'href',
    `/client/${clientId}/order`,
  )
  await expect(page).toHaveURL(new RegExp(`/client/${clientId}$`))
})

test('an unknown address shows Page not found', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})
