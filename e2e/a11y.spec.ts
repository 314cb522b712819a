// No serious or critical axe violations on the pages people meet first.
import { expect, test } from './fixtures'
import { seriousViolations } from './axe'

for (const [name, path, heading] of [
  ['landing', '/', 'Run your stock like the big players do.'],
  ['login', '/login', 'Log in'],
  ['signup', '/signup', 'Create your account'],
  ['reset', '/reset', 'Reset your password'],
] as const) {
  test(`${name} page`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
}

test('inbox shell, desktop and phone with the drawer open', async ({ page, signedInProvider }) => {
  await page.goto(`/provider/${signedInProvider.providerId}/inbox`)
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await page.setViewportSize({ width: 375, height: 812 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
