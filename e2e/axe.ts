// Accessibility in the browser tests: axe's serious and critical findings on what a page shows.
import AxeBuilder from '@axe-core/playwright'
import { test, type Page } from '@playwright/test'

// Axe reads the whole page, seconds of work on two cores shared with the server and another
// browser: a test that runs it several times gets more than the default minute.
const AXE_TEST_TIMEOUT = 180_000

export async function seriousViolations(page: Page) {
  test.info().setTimeout(Math.max(test.info().timeout, AXE_TEST_TIMEOUT))
  // Toasts come and go, and axe would measure one mid-fade: they are not part of the screen.
  const { violations } = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }))
}
