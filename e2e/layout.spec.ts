// Nothing covers a screen's primary buttons, at 1280 × 800 and at 375 × 812: a hit test
// (document.elementFromPoint) at each button's centre and four corners, 2 px in, lands on the
// button, once the button is scrolled to the middle of the screen and again with the page
// scrolled to the bottom. The assistant's button, the top bar and sticky save bars are the
// things that could be in the way.
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, test, type Account } from './fixtures'
import { product, seedShop, type Api, type Shop } from './orders-fixtures'

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const

/**
 * Enough products for a second page of the products list and of the inventory grid, and for the
 * new order screen to scroll under its sticky save bar.
 */
const PRODUCTS = 60

/** The points of `button` where something else answers the hit test, described; [] when none. */
function coveredPoints(button: Locator): Promise<string[]> {
  return button.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 2, box.top + 2],
      [box.right - 2, box.top + 2],
      [box.left + 2, box.bottom - 2],
      [box.right - 2, box.bottom - 2],
    ] as const
    // A disabled button takes no pointer events: the hit test then finds what is under it, and
    // only an ancestor of the button there means nothing lies on top of it.
    const inert = getComputedStyle(el).pointerEvents === 'none'
    return points.flatMap(([x, y]) => {
      const hit = document.elementFromPoint(x, y)
      if (hit && (el.contains(hit) || (inert && hit.contains(el)))) return []
      const control = hit?.closest('button, a') ?? hit
      const name =
        control?.getAttribute('aria-label') ?? control?.textContent?.trim().slice(0, 40) ?? ''
      return [
        `(${Math.round(x)}, ${Math.round(y)}) hits <${control?.tagName.toLowerCase()}> ${name}`,
      ]
    })
  })
}

/** Whether all of `button` shows between the top bar (phones) and the bottom of the screen. */
function inView(button: Locator): Promise<boolean> {
  return button.evaluate((el) => {
    const bar = [...document.querySelectorAll('header')].find(
      (header) => getComputedStyle(header).position === 'sticky' && header.offsetHeight > 0,
    )
    const top = bar?.getBoundingClientRect().bottom ?? 0
    const box = el.getBoundingClientRect()
    return box.top >= top && box.bottom <= window.innerHeight && box.right <= window.innerWidth
  })
}

async function expectUncovered(page: Page, buttons: Record<string, Locator>) {
  for (const [name, button] of Object.entries(buttons)) {
    await expect(button, name).toBeVisible()
    await button.evaluate((el) => el.scrollIntoView({ block: 'center' }))
    expect(await coveredPoints(button), `${name}, scrolled into view`).toEqual([])
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  for (const [name, button] of Object.entries(buttons)) {
    if (!(await inView(button))) continue
    expect(await coveredPoints(button), `${name}, page at the bottom`).toEqual([])
  }
}

/** The shop of orders-fixtures, with products named "Spare part 01"… after its own three. */
async function seedLongShop(request: APIRequestContext, account: Account) {
  const seeded = await seedShop(request, account)
  await addProducts(seeded.api, PRODUCTS - seeded.shop.products.length)
  return seeded
}

async function addProducts(api: Api, count: number) {
  for (let start = 0; start < count; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, (_, i) =>
        api.post(api.provider('/product'), {
          name: `Spare part ${String(start + i + 1).padStart(2, '0')}`,
          price: 1 + i,
        }),
      ),
    )
  }
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('nothing covers the buttons of the order and stock screens', async ({
      page,
      request,
      signedInProvider,
    }) => {
      const { api, shop } = await seedLongShop(request, signedInProvider)
      const order = await api.order(shop, 'ORDER', [{ id: product(shop, 0).id, quantity: 2 }])

      // With the products listed the page is long, and the save bar sticks to the bottom.
      const listed = async () => {
        await expect(page.getByLabel(/^Quantity of /).first()).toBeVisible()
        await page.waitForLoadState('networkidle')
      }
      await page.goto(`${shop.base}/order`)
      await listed()
      await expectUncovered(page, {
        'Create order': page.getByRole('button', { name: 'Create order' }),
      })

      await page.goto(`${shop.base}/transaction`)
      await listed()
      await expectUncovered(page, {
        'Create transaction': page.getByRole('button', { name: 'Create transaction' }),
      })

      await page.goto(`${shop.base}/order/${order.id}`)
      await expect(page.getByRole('heading', { name: `Order ${order.id}` })).toBeVisible()
      await expectUncovered(page, {
        Back: page.getByRole('button', { name: 'Back' }),
        Fulfill: page.getByRole('button', { name: 'Fulfill' }),
        Cancel: page.getByRole('button', { name: 'Cancel' }),
        'Copy client link': page.getByRole('button', { name: 'Copy client link' }),
        'Print Order Sheet': page.getByRole('link', { name: 'Print Order Sheet' }),
      })
    })

    test('nothing covers the buttons of the lists, the stock grid, Adjust and a drawer', async ({
      page,
      request,
      signedInProvider,
    }) => {
      const { shop } = await seedLongShop(request, signedInProvider)
      const pager = page.getByRole('navigation', { name: 'Pagination' })
      const pagerButtons = {
        Previous: pager.getByRole('button', { name: 'Previous' }),
        Next: pager.getByRole('button', { name: 'Next' }),
      }

      await page.goto(`${shop.base}/products`)
      await expect(pager).toContainText('1-50')
      await expectUncovered(page, {
        'New product': page.getByRole('button', { name: 'New product' }),
        ...pagerButtons,
      })

      await page.goto(`${shop.base}/inventory`)
      await expect(pager).toContainText('1-50')
      await expectUncovered(page, pagerButtons)

      await adjust(page, shop)
      await expectUncovered(page, {
        'Adjust inventory': page.getByRole('button', { name: 'Adjust inventory' }),
        ...pagerButtons,
      })

      await page.goto(`${shop.base}/products`)
      await page.getByRole('button', { name: 'New product' }).click()
      const drawer = page.getByRole('dialog', { name: 'New product' })
      // Past the drawer's slide-in, so the boxes measured are where the buttons stay.
      await expect(drawer).toHaveAttribute('data-state', 'open')
      await page.waitForTimeout(300)
      await expectUncovered(page, {
        Save: drawer.getByRole('button', { name: 'Save' }),
        Cancel: drawer.getByRole('button', { name: 'Cancel' }),
        Close: drawer.getByRole('button', { name: 'Close' }),
      })
    })
  })
}

async function adjust(page: Page, shop: Shop) {
  await page.goto(`${shop.base}/adjust`)
  await page.getByLabel('Select Location').selectOption({ label: shop.location.name })
  await expect(page.getByRole('button', { name: 'Adjust inventory' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('1-50')
}
