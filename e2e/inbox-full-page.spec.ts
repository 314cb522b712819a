// A full inbox page (spec: "The Inbox page size is 100") renders its first screenful with the
// page and the other rows in steps after it (web/components/use-in-steps.ts): every order of
// the page ends up listed, newest first, as table rows at 1280 px and as cards at 375 px.
import type { Page } from '@playwright/test'
import { PAGE_SIZE } from '../common/constants'
import { expect, test } from './fixtures'
import { product, seedShop } from './orders-fixtures'

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
]

/** The order numbers the inbox lists, top to bottom: table rows, or "Order 12" cards. */
function listedIds(page: Page, phone: boolean) {
  const inbox = phone
    ? page.getByRole('list', { name: 'Inbox' }).getByRole('listitem')
    : page.getByRole('table', { name: 'Inbox' }).locator('tbody tr td:first-child')
  return inbox.evaluateAll((items) =>
    items.map((item) => Number(/\d+/.exec(item.textContent ?? '')?.[0])),
  )
}

for (const viewport of viewports) {
  test(`a full inbox page lists all its ${PAGE_SIZE.inbox} orders at ${viewport.width} px`, async ({
    page,
    request,
    signedInProvider,
  }) => {
    test.slow()
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    const { api, shop } = await seedShop(request, signedInProvider)
    // One more than a page, made one after the other so that newest first is by number.
    const ids: number[] = []
    for (let i = 0; i <= PAGE_SIZE.inbox; i++) {
      const line = [{ id: product(shop, i % 3).id, quantity: 1 + (i % 4) }]
      ids.push((await api.order(shop, 'ORDER', line)).id)
    }
    const firstPage = ids.toSorted((a, b) => b - a).slice(0, PAGE_SIZE.inbox)

    await page.goto(`${shop.base}/inbox`)
    await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible()
    await expect.poll(() => listedIds(page, viewport.name === 'phone')).toEqual(firstPage)

    // The last of them is reachable, and opens its order.
    const last = page.getByRole('link', {
      name: viewport.name === 'phone' ? `Order ${firstPage.at(-1)}` : String(firstPage.at(-1)),
      exact: true,
    })
    await last.scrollIntoViewIfNeeded()
    await expect(last).toBeInViewport()
    await last.click()
    await expect(page).toHaveURL(new RegExp(`/order/${firstPage.at(-1)}$`))
  })
}
