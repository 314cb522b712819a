// Layout checks shared by the browser tests of long names and phone screens.
import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/** Whether the element ends inside the window's width, and the page does not scroll sideways. */
export async function expectInView(page: Page, element: Locator) {
  const width = page.viewportSize()?.width ?? 0
  const box = await element.boundingBox()
  expect(box, 'the element has a box').not.toBeNull()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(width)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}
