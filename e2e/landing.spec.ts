import { expect, test } from './fixtures'

test('without a session the landing page invites to sign in', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByText('$19')).toBeVisible()
  for (const figure of ['10K+', '2M+', '99.5%', '30%', '90%']) {
    await expect(page.getByText(figure, { exact: true })).toBeVisible()
  }
  for (const cta of await page.getByRole('link', { name: 'Start Free Trial' }).all()) {
    await expect(cta).toHaveAttribute('href', '/login')
  }
  await page.getByRole('link', { name: 'Get Started' }).click()
  await expect(page).toHaveURL(/\/login$/)
})

test('with a session the landing page leads to the inbox', async ({ page, signedInProvider }) => {
  const inbox = `/provider/${signedInProvider.providerId}/inbox`
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveCount(0)
  const goToInbox = page.getByRole('link', { name: 'Go to Inbox' })
  await expect(goToInbox.first()).toBeVisible()
  for (const cta of await goToInbox.all()) await expect(cta).toHaveAttribute('href', inbox)

  await page.getByRole('link', { name: 'Inbox', exact: true }).click()
  await expect(page).toHaveURL(inbox)
})
