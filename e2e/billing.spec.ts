// Billing (spec §2 footer, §8 'Please try again') and the upgrade prompt shown whenever the plan
// refuses something. The Stripe side is tested in server/features/billing/billing.test.ts; here
// the API's answers for a Stripe-configured server are stood in by page.route.
import { messages } from '../common/messages'
import { expect, test } from './fixtures'

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
  // The drawer stays open with what was typed; closing it (and letting the typed name go)
  // gives the page back.
  await page.keyboard.press('Escape')
  await page
    .getByRole('alertdialog', { name: 'Discard changes?' })
    .getByRole('button', { name: 'Discard' })
    .click()
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
  // No plan is sold here: the sidebar names none, and Billing says everything is included.
  await expect(page.getByText('E2E Supplies').first()).toBeVisible()
  await expect(page.getByText(/^(Free|Pro) plan$/)).toHaveCount(0)
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

test('on a server without Stripe the landing page promises no plan limits', async ({ page }) => {
  await page.goto('/')
  const pricing = page.locator('#pricing')
  await expect(
    pricing.getByText('This server includes every Pro feature for every account, at no charge.'),
  ).toBeVisible()
  await expect(pricing.getByText(/orders a month/)).toHaveCount(0)
  await expect(pricing.getByText('Unlimited orders').first()).toBeVisible()
})

test('with plans sold, the sidebar names the plan and the landing page its limits', async ({
  page,
  signedInProvider,
}) => {
  await page.route('**/api/plans', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ enforced: true }) }),
  )
  await page.route(`**/api/provider/${signedInProvider.providerId}`, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { provider: Record<string, unknown> }
    await route.fulfill({
      response,
      body: JSON.stringify({ provider: { ...body.provider, plans_enforced: true } }),
    })
  })
  await page.goto(`/provider/${signedInProvider.providerId}/inbox`)
  await expect(page.getByText('Free plan')).toBeVisible()
  await page.goto('/')
  await expect(page.locator('#pricing').getByText(/Up to 50 orders a month/)).toBeVisible()
})
