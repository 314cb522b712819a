// Screenshots for a human look at the layout: SCREENSHOTS=/tmp/shots npx playwright test screenshots
import { join } from 'node:path'
import { expect, resetLinkFor, test } from './fixtures'

const dir = process.env.SCREENSHOTS ?? ''
const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const
const PART_HEIGHT = 1400

test.skip(!dir, 'set SCREENSHOTS to a directory to take screenshots')

for (const viewport of viewports) {
  test(`screens at ${viewport.name} width`, async ({ page, signedInProvider, request }) => {
    await page.setViewportSize(viewport)
    // Long pages are cut into parts a person can read at full size.
    const shot = async (name: string) => {
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let part = 0; part * PART_HEIGHT < height; part++) {
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
