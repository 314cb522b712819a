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

/**
 * Nothing sticks out sideways: on a phone that would mean scrolling the page left and right (and
 * Spanish runs about a fifth longer than English). The failure names what sticks out.
 */
export async function expectNoSideScroll(page: Page, name = 'the page') {
  const { scrollWidth, clientWidth, beyond } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: width,
      beyond: [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > width)
        .map((element) => `${element.tagName}.${element.className}`.slice(0, 120))
        .slice(0, 5),
    }
  })
  expect(scrollWidth, `${name} scrolls sideways:\n${beyond.join('\n')}`).toBeLessThanOrEqual(
    clientWidth,
  )
}
