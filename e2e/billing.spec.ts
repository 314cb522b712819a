// Billing (spec §2 footer, §8 'Please try again') and the upgrade prompt shown whenever the plan
// refuses something. The Stripe side is tested in server/features/billing/billing.test.ts; here
// the API's answers for a Stripe-configured server are stood in by page.route.
import { messages } from '../common/messages'
import { expect as baseExpect, test } from './fixtures'

const expect = baseExpect.configure({ timeout: 15_000 })

const proRequired = `${messages.billing.photos} ${messages.billing.proUnlocks}`

test('a refusal by the plan offers Upgrade to Pro, which goes to the billing page', async ({
  page,
  signedInProvider,
}) => {
  await page.route('**/api/provider/*/location', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 402,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'pro_required', message: proRequired } }),
        })
      : route.fallback(),
  )
  let billingQuery = ''
  await page.route('**/api/auth/billing?**', (route) => {
    billingQuery = new URL(route.request().url()).search
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ url: `${new URL(page.url()).origin}/?checkout=stand-in` }),
    })
  })

  await page.goto(`/provider/${signedInProvider.providerId}/locations`)
  await page.getByRole('button', { name: 'New location' }).click()
  const drawer = page.getByRole('dialog', { name: 'New location' })
  await drawer.getByLabel('Name').fill('Second store')
  await drawer.getByRole('button', { name: 'Save' }).click()

  const prompt = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: messages.billing.proUnlocks })
  await expect(prompt).toBeVisible()
  // The drawer stays open with what was typed; closing it gives the page back.
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await prompt.getByRole('button', { name: 'Upgrade to Pro' }).click()
  await expect(page).toHaveURL(/\?checkout=stand-in$/)
  expect(billingQuery).toContain(`provider=${signedInProvider.providerId}`)
  expect(billingQuery).toContain(`user_id=${signedInProvider.session.user.id}`)
})

test('Billing on a server without Stripe says so, and a Stripe failure says Please try again', async ({
  page,
  signedInProvider,
}) => {
  await page.goto(`/provider/${signedInProvider.providerId}/inbox`)
  await page.getByRole('button', { name: 'Billing' }).click()
  await expect(page.getByText(messages.billing.notConfigured)).toBeVisible()

  await page.route('**/api/auth/billing?**', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'billing_unavailable', message: messages.billing.failed },
      }),
    }),
  )
  await page.getByRole('button', { name: 'Billing' }).click()
  await expect(page.getByText(messages.billing.failed, { exact: true })).toBeVisible()
})
