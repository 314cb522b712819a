// Every provider list on a demo-sized shop (186 products, 100 clients, 300 orders), at 1280 and
// at 375 px (issue #15): search in the address, sort by column, cards on a phone with the status
// in view, order totals on a phone, and 120-character names that push nothing out of view.
import type { APIRequestContext, Page } from '@playwright/test'
import type { Session } from '../common/auth'
import { messages } from '../common/messages'
import { LONG_NAME, seedDemoShop, type DemoShop } from './demo-shop'
import { test as base, expect, PASSWORD, seedSession, signUp } from './fixtures'
import { expectInView } from './in-view'
import { seriousViolations } from './axe'

const PORT = Number(process.env.E2E_PORT ?? 3107)

const test = base.extend<{ shop: DemoShop }, { demoShop: DemoShop }>({
  // One shop a worker: made once, then only read.
  demoShop: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: `http://localhost:${PORT}` })
      const account = await signUp(request, 'Demo Corner Shop')
      await use(await seedDemoShop(request, account))
      await request.dispose()
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  // Each test signs in afresh, so no test meets a session another one refreshed.
  shop: async ({ demoShop, page, request }, use) => {
    await seedSession(page, await logIn(request, demoShop.account.email))
    await use(demoShop)
  },
})

async function logIn(request: APIRequestContext, email: string): Promise<Session> {
  const octet = () => 1 + Math.floor(Math.random() * 250)
  const response = await request.post('/api/auth/login', {
    data: { email, password: PASSWORD },
    headers: { 'x-forwarded-for': `127.${octet()}.${octet()}.${octet()}` },
  })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as Session
}

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const

/** A list's records: the table's rows from `md` up, the cards below it. */
function records(page: Page, label: string) {
  return page.locator(
    `table[aria-label="${label}"] tbody tr:not([data-testid]), ul[aria-label="${label}"] > li:not([data-testid])`,
  )
}

const searchBox = (page: Page, noun: string) =>
  page.getByRole('searchbox', { name: `Search ${noun}` })

/** The first names the API gives for an order of the products. */
async function productNames(request: APIRequestContext, shop: DemoShop, query: string) {
  const response = await request.get(`/api${shop.base}/products?limit=3&${query}`, {
    headers: { Authorization: `Bearer ${shop.account.session.access_token}` },
  })
  const { products } = (await response.json()) as { products: { name: string }[] }
  return products.map((product) => product.name)
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })
    const phone = viewport.name === 'phone'

    test('search finds a product, debounced, kept in the address from page 1', async ({
      page,
      shop,
    }) => {
      await page.goto(`${shop.base}/products?page=2`)
      await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('51-100')
      const searches: string[] = []
      page.on('request', (r) => {
        const url = new URL(r.url())
        if (url.pathname.endsWith('/products') && url.searchParams.has('search')) {
          searches.push(url.searchParams.get('search') ?? '')
        }
      })
      await searchBox(page, 'products').pressSequentially('zebra-STRIPED', { delay: 30 })
      // The first letters may already find the one product: wait for the whole word's request.
      await expect(page).toHaveURL(`${shop.base}/products?q=zebra-STRIPED`)
      await expect.poll(() => searches.at(-1)).toBe('zebra-STRIPED')
      await expect(records(page, 'Products')).toHaveCount(1)
      await expect(records(page, 'Products')).toContainText(shop.rareProduct.name)
      // A request once the typing paused, not one a key (a loaded machine may pause mid-word).
      expect(searches.length).toBeLessThan(4)
      await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0)

      await page.reload()
      await expect(searchBox(page, 'products')).toHaveValue('zebra-STRIPED')
      await expect(records(page, 'Products')).toHaveCount(1)

      // Nothing matches: its own sentence, not the empty list's; Clear search brings all back.
      await searchBox(page, 'products').fill('no such product')
      await expect(page.getByText('No products match “no such product”.')).toBeVisible()
      await expect(page.getByText(messages.product.empty)).toHaveCount(0)
      await page.getByRole('button', { name: 'Clear search' }).click()
      await expect(page).toHaveURL(`${shop.base}/products`)
      await expect(searchBox(page, 'products')).toHaveValue('')
      await expect(records(page, 'Products')).toHaveCount(50)
    })

    test('search finds a client by email and orders by number or client', async ({
      page,
      shop,
    }) => {
      await page.goto(`${shop.base}/clients`)
      await searchBox(page, 'clients').fill(shop.rareClient.email.slice(0, 10).toUpperCase())
      await expect(records(page, 'Clients')).toHaveCount(1)
      await expect(records(page, 'Clients')).toContainText(shop.rareClient.name)
      await expect(page).toHaveURL(/\?q=QUENTIN-/)
      await records(page, 'Clients').getByRole('link', { name: shop.rareClient.name }).click()
      await expect(page).toHaveURL(`${shop.base}/client/${shop.rareClient.id}`)

      const theirs = shop.orders.filter((order) => order.clientId === shop.rareClient.id)
      await page.goto(`${shop.base}/orders?q=${encodeURIComponent(shop.rareClient.name)}`)
      await expect(searchBox(page, 'orders')).toHaveValue(shop.rareClient.name)
      await expect(records(page, 'Orders')).toHaveCount(theirs.length)
      for (const order of theirs) {
        await expect(records(page, 'Orders').filter({ hasText: String(order.id) })).toHaveCount(1)
      }

      // A number no client's email holds (they hold the shop's tag).
      const order = shop.orders.find(
        (o) => o.transaction_type === 'ADJUST' && !shop.tag.includes(String(o.id)),
      )!
      await page.goto(`${shop.base}/transactions`)
      await searchBox(page, 'transactions').fill(String(order.id))
      await expect(records(page, 'Transactions')).toHaveCount(1)
      await expect(records(page, 'Transactions')).toContainText(String(order.id))
      await expect(page).toHaveURL(`${shop.base}/transactions?q=${order.id}`)
    })

    test('sorting by name and price reorders the products', async ({ page, request, shop }) => {
      await page.goto(`${shop.base}/products`)
      const first = records(page, 'Products').first()
      await expect(first).toContainText((await productNames(request, shop, ''))[0]!)
      const byPrice = await productNames(request, shop, 'sort=price&direction=asc')
      const byPriceDown = await productNames(request, shop, 'sort=price&direction=desc')
      const byName = await productNames(request, shop, 'sort=name&direction=asc')
      const sortBy = page.getByRole('combobox', { name: 'Sort by' })

      if (phone) {
        await sortBy.selectOption({ label: 'Price, low to high' })
      } else {
        await expect(sortBy).toHaveCount(0)
        const price = page.getByRole('columnheader', { name: 'Price' })
        await expect(price).not.toHaveAttribute('aria-sort')
        await price.getByRole('button', { name: 'Price' }).click()
        await expect(price).toHaveAttribute('aria-sort', 'ascending')
      }
      await expect(page).toHaveURL(`${shop.base}/products?sort=price&direction=asc`)
      await expect(first).toContainText(byPrice[0]!)

      if (phone) {
        await sortBy.selectOption({ label: 'Price, high to low' })
      } else {
        const price = page.getByRole('columnheader', { name: 'Price' })
        await price.getByRole('button', { name: 'Price' }).click()
        await expect(price).toHaveAttribute('aria-sort', 'descending')
      }
      await expect(page).toHaveURL(`${shop.base}/products?sort=price&direction=desc`)
      await expect(first).toContainText(byPriceDown[0]!)

      if (phone) {
        await sortBy.selectOption({ label: 'Name, A to Z' })
      } else {
        await page.getByRole('button', { name: 'Product', exact: true }).click()
        await expect(page.getByRole('columnheader', { name: 'Product' })).toHaveAttribute(
          'aria-sort',
          'ascending',
        )
        await expect(page.getByRole('columnheader', { name: 'Price' })).not.toHaveAttribute(
          'aria-sort',
        )
      }
      await expect(page).toHaveURL(`${shop.base}/products?sort=name&direction=asc`)
      await expect(first).toContainText(byName[0]!)
      await page.reload()
      await expect(first).toContainText(byName[0]!)
      if (phone) await expect(sortBy).toHaveValue('name:asc')

      // Clients sort by name too.
      await page.goto(`${shop.base}/clients?sort=name&direction=desc`)
      if (!phone) {
        await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
          'aria-sort',
          'descending',
        )
      }
      await expect(records(page, 'Clients').first()).toContainText('Radia Turing')
    })

    test('every list shows each record’s status, and where orders are, inside the screen', async ({
      page,
      shop,
    }) => {
      // Seven screens of the demo shop, one after the other.
      test.slow()
      const status = /^(Active|Inactive|Pending|Complete|Cancelled)$/
      for (const [path, label, located] of [
        ['products', 'Products', false],
        ['clients', 'Clients', false],
        ['locations', 'Locations', false],
        ['metadata', 'Custom Fields', false],
        ['orders', 'Orders', true],
        ['inbox', 'Inbox', true],
        ['transactions', 'Transactions', true],
      ] as const) {
        await page.goto(`${shop.base}/${path}`)
        const withStatus = records(page, label).filter({ has: page.getByText(status) })
        const record = (located ? withStatus.filter({ hasText: LONG_NAME }) : withStatus).first()
        await expect(record).toBeVisible()
        await expectInView(page, record.getByText(status))
        if (located) {
          const location = phone
            ? record.getByRole('definition').filter({ hasText: LONG_NAME })
            : record.getByTitle(LONG_NAME)
          await expect(location).toBeVisible()
          await expectInView(page, location)
        }
      }
    })

    test('an order shows its line totals and grand total inside the screen', async ({
      page,
      shop,
    }) => {
      const order = shop.orders.find((o) => o.transaction_type === 'ORDER')!
      await page.goto(`${shop.base}/order/${order.id}`)
      const lines = page.getByRole('region', { name: 'Products' })
      await expect(lines.getByRole('columnheader').last()).toHaveText('Total')
      const rows = lines.locator('tbody tr')
      await expect(rows).toHaveCount(2)
      for (const row of await rows.all()) {
        await expect(row.getByRole('cell').last()).toHaveText(/^\$[\d,]+\.\d\d$/)
        await expectInView(page, row.getByRole('cell').last())
      }
      const total = lines.locator('tfoot td').last()
      await expect(total).toHaveText(/^\$[\d,]+\.\d\d$/)
      await expectInView(page, total)
    })

    test('a 120-character name pushes no column out of view and shows whole on hover', async ({
      page,
      shop,
    }) => {
      await page.goto(`${shop.base}/locations`)
      const location = records(page, 'Locations').filter({ hasText: LONG_NAME.slice(0, 40) })
      const link = location.getByRole('link')
      await expect(link).toHaveAttribute('title', LONG_NAME)
      await expect(link).toHaveAccessibleName(LONG_NAME)
      await expectInView(page, location.getByText('Active'))
      await expectInView(page, page.getByRole('button', { name: 'New location' }))
      // The row with the default location keeps its Default badge in view too.
      await expectInView(page, records(page, 'Locations').getByText('Default', { exact: true }))
      if (!phone) {
        // The last column's cell of the long row ends inside the window.
        await expectInView(page, location.getByRole('cell').last())
        // The keyboard's focus on the row shows the whole name.
        await link.focus()
        await expect
          .poll(() => link.evaluate((a) => a.scrollWidth <= a.clientWidth && a.clientHeight > 30))
          .toBe(true)
      }

      await page.goto(`${shop.base}/products?q=regional`)
      const product = records(page, 'Products')
      await expect(product).toHaveCount(1)
      await expect(product.getByRole('link')).toHaveAttribute('title', LONG_NAME)
      await expectInView(page, product.getByText('Active'))
      await expectInView(page, product.getByText('$1,234.50'))
      if (!phone) await expectInView(page, product.getByRole('cell').last())

      // Their screens wrap the name in the title; the actions stay in view.
      await page.goto(`${shop.base}/location/${shop.longLocation.id}`)
      const title = page.getByRole('heading', { name: LONG_NAME, level: 1 })
      await expectInView(page, title)
      await expectInView(page, page.getByRole('button', { name: 'Edit location' }))
      await page.goto(`${shop.base}/product/${shop.longProduct.id}`)
      await expectInView(page, page.getByRole('heading', { name: LONG_NAME, level: 1 }))
      await expectInView(page, page.getByRole('button', { name: 'Edit product' }))
    })

    test('no serious accessibility problems on a searched, sorted list and an order', async ({
      page,
      shop,
    }) => {
      // axe over a demo-sized list, twice: more than the default budget on a busy machine.
      test.slow()
      await page.goto(`${shop.base}/products?q=mug&sort=price&direction=desc`)
      await expect(records(page, 'Products').first()).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await page.goto(`${shop.base}/inbox`)
      await expect(records(page, 'Inbox').first()).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await page.goto(`${shop.base}/order/${shop.orders[0]!.id}`)
      await expect(page.getByRole('region', { name: 'Products' })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })
  })
}
