// The product picker and the client combobox on a demo-sized shop (186 products, 100 clients):
// New order, New transaction, Adjust and the client portal's new order at 1280 and 375 px. A
// product is found by typing part of its name (any case, no accents), its quantity typed with
// the keyboard; a changed search or filter keeps the lines entered; the client is found by part
// of a name or an email. A shop past one answer of the list routes (601 products, 540 clients)
// finds those after the 500th on the server. Also: the stale refusal goes away, zero products
// point to Products, a huge quantity is called too large, and long names keep every stock figure
// in view.
import type { Locator, Page, Request } from '@playwright/test'
import { MAX_LIMIT, MAX_LINE_QUANTITY } from '../common/constants'
import { messages } from '../common/messages'
import {
  LARGE_CLIENT_COUNT,
  LARGE_PRODUCT_COUNT,
  seedDemoShop,
  seedLargeShop,
  type DemoShop,
} from './demo-shop'
import { expect, seedSession, signUp, test as base } from './fixtures'
import { Api } from './orders-fixtures'
import { clientField } from './pick-client'
import { seriousViolations } from './axe'

const m = messages.order
const HUGE = '100000000000000000000'

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const
type Viewport = (typeof viewports)[number]

/** Products of this spec, named with accents to be found without them. */
interface Found {
  id: string
  name: string
  /** What a person types to find it. */
  typed: string
}

interface Shop {
  demo: DemoShop
  /** Two products to enter per screen size, each found by its own search. */
  pair: Record<Viewport['name'], [Found, Found]>
  colorFieldId: string
}

// The demo shop is made once per worker: hundreds of records through the real API.
const test = base.extend<object, { shop: Shop }>({
  shop: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      })
      const account = await signUp(request, 'Demo Pottery')
      const demo = await seedDemoShop(request, account)
      const api = new Api(request, account)
      const { fields } = await (
        await request.get(`/api${demo.base}/metadata/fields`, {
          headers: { Authorization: `Bearer ${account.session.access_token}` },
        })
      ).json()
      const color = (fields as { id: string; field_label: string }[]).find(
        (f) => f.field_label === 'Color',
      )
      if (!color) throw new Error('the demo shop has no Color field')
      const make = async (name: string, typed: string): Promise<Found> => {
        const { product } = await api.post<{ product: { id: string; name: string } }>(
          `${demo.base}/product`,
          { name: `${name} ${demo.tag}`, price: 12.5, metadata: { [color.id]: 'Red' } },
        )
        return { id: product.id, name: product.name, typed }
      }
      const [creme, cafe, pinata, zurich] = await Promise.all([
        make('Crème brûlée dish', 'creme brul'),
        make('Café de Olla pot', 'CAFE DE OLLA'),
        make('Piñata bowl', 'pinata'),
        make('Zürich fondue set', 'zurich fon'),
      ])
      await use({
        demo,
        pair: { desktop: [creme!, cafe!], phone: [pinata!, zurich!] },
        colorFieldId: color.id,
      })
      await request.dispose()
    },
    { scope: 'worker', timeout: 180_000 },
  ],
})

test.describe.configure({ timeout: 90_000 })

const quantityOf = (page: Page, name: string) =>
  page.getByLabel(`Quantity of ${name}`, { exact: true })

/** Types into the search box and goes to the first match's quantity with Enter. */
async function findAndEnter(page: Page, product: Found, quantity: string) {
  const search = page.getByLabel('Search products')
  await search.fill(product.typed)
  const field = quantityOf(page, product.name)
  await expect(field).toBeVisible()
  await search.press('Enter')
  await expect(field).toBeFocused()
  await page.keyboard.type(quantity)
  await expect(field).toHaveValue(quantity)
  // Enter in a quantity comes back to the search box, ready for the next product.
  await page.keyboard.press('Enter')
  await expect(search).toBeFocused()
}

/** On a phone: no sideways scrolling, and the quantity fields shown are inside the screen. */
async function expectFitsPhone(page: Page, viewport: Viewport, fields: Locator) {
  if (viewport.name !== 'phone') return
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(viewport.width)
  const shown = await fields.all()
  expect(shown.length).toBeGreaterThan(0)
  for (const field of shown.slice(0, 12)) {
    const box = await field.boundingBox()
    expect(box).not.toBeNull()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width)
  }
}

const orderPosted = (page: Page) =>
  page.waitForRequest((r) => r.url().endsWith('/api/order') && r.method() === 'POST')

const linesOf = (request: Request) =>
  JSON.parse((request.postDataJSON() as { order: string }).order) as {
    products: { id: string; quantity: number }[]
    clientId?: string
  }

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page, shop }) => {
      await page.setViewportSize(viewport)
      await seedSession(page, shop.demo.account.session)
    })

    test('New order: a client and two products found by typing, kept across filters', async ({
      page,
      shop,
    }) => {
      const [first, second] = shop.pair[viewport.name]
      await page.goto(`${shop.demo.base}/order`)
      await expect(quantityOf(page, shop.demo.rareProduct.name)).toBeVisible()

      // The client, by part of a name, then by part of an email, with the keyboard only.
      const client = clientField(page)
      await expect(client).toHaveAttribute('placeholder', 'Select a client')
      await client.click()
      await page.keyboard.type('quartermai')
      const options = page.getByRole('listbox', { name: 'Client' }).getByRole('option')
      await expect(options).toHaveCount(1)
      expect(await seriousViolations(page)).toEqual([])
      await page.keyboard.press('Enter')
      await expect(client).toHaveValue(shop.demo.rareClient.name)
      const byEmail = shop.demo.clients[41]!
      // The chosen name is selected: typing starts a new search. Many emails start the same:
      // ↓ moves on to the wanted one.
      await page.keyboard.type(byEmail.email.slice(0, 8))
      const names = await options.allTextContents()
      const index = names.findIndex((text) => text.includes(byEmail.email))
      expect(index).toBeGreaterThanOrEqual(0)
      for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Enter')
      await expect(client).toHaveValue(byEmail.name)

      // A refusal goes as soon as what it names is fixed.
      const submit = page.getByRole('button', { name: 'Create order' })
      await submit.click()
      await expect(page.getByRole('alert')).toHaveText(m.atLeastOneProduct)
      await findAndEnter(page, first, '3')
      await expect(page.getByRole('alert')).toHaveCount(0)

      // Another search: the first line stays, entered and in view.
      await findAndEnter(page, second, '2')
      await expect(quantityOf(page, first.name)).toHaveValue('3')
      await expect(quantityOf(page, first.name)).toBeInViewport()
      await expect(page.getByText('1 product already entered stays listed')).toBeVisible()

      // A custom field filter and the Status filter keep them too.
      await page.getByLabel('Search products').fill('')
      await page.getByLabel('Color').selectOption('Green')
      await expect(page.getByText(m.noProductMatch)).toBeVisible()
      await expect(quantityOf(page, first.name)).toHaveValue('3')
      await expect(quantityOf(page, second.name)).toHaveValue('2')
      await page.getByLabel('Color').selectOption('Red')
      await page.getByLabel('Status').selectOption({ label: 'Inactive' })
      await expect(quantityOf(page, second.name)).toHaveValue('2')
      await page.getByLabel('Status').selectOption({ label: 'Active' })
      await expectFitsPhone(page, viewport, page.getByRole('spinbutton'))
      await expect(page.getByText('2 products · $62.50')).toBeVisible()

      const posted = orderPosted(page)
      await submit.click()
      const sent = linesOf(await posted)
      expect(sent.clientId).toBe(byEmail.id)
      expect(sent.products).toEqual(
        expect.arrayContaining([
          { id: first.id, quantity: 3 },
          { id: second.id, quantity: 2 },
        ]),
      )
      await expect(page).toHaveURL(/\/order\/\d+$/)
      await expect(page.getByRole('link', { name: first.name })).toBeVisible()
    })

    test('New transaction: products found by typing, kept across searches', async ({
      page,
      shop,
    }) => {
      const [first, second] = shop.pair[viewport.name]
      await page.goto(`${shop.demo.base}/transaction`)
      await page.getByLabel('Transaction type').selectOption('IN')
      await findAndEnter(page, first, '40')
      await findAndEnter(page, second, '50')
      await expect(quantityOf(page, first.name)).toHaveValue('40')
      await expectFitsPhone(page, viewport, page.getByRole('spinbutton'))
      const posted = orderPosted(page)
      await page.getByRole('button', { name: 'Create transaction' }).click()
      expect(linesOf(await posted).products).toEqual(
        expect.arrayContaining([
          { id: first.id, quantity: 40 },
          { id: second.id, quantity: 50 },
        ]),
      )
      await expect(page).toHaveURL(/\/transaction\/\d+$/)
    })

    test('Adjust: counts found by a server search stay through the next search', async ({
      page,
      shop,
    }) => {
      const [first, second] = shop.pair[viewport.name]
      const location = shop.demo.locations[1]!
      await page.goto(`${shop.demo.base}/adjust`)
      await page.getByLabel('Select Location').selectOption({ label: location.name })
      await expect(page.getByRole('spinbutton').first()).toBeVisible()
      await expectFitsPhone(page, viewport, page.getByRole('spinbutton'))

      const save = page.getByRole('button', { name: 'Adjust inventory' })
      await save.click()
      await expect(page.getByRole('alert')).toHaveText(messages.inventory.noAdjustments)
      // The grid asks the server for the search, which ignores case and accents: "creme brul"
      // finds "Crème brûlée dish", and the accents typed find the name as it is written.
      const search = page.getByLabel('Search products')
      await search.fill(first.typed)
      await expect(page.getByRole('spinbutton')).toHaveCount(1)
      await quantityOf(page, first.name).fill('17')
      await expect(page.getByRole('alert')).toHaveCount(0)
      await search.fill(second.name.slice(0, 9).toUpperCase())
      await expect(quantityOf(page, second.name)).toBeVisible()
      await quantityOf(page, second.name).fill('23')
      await expect(quantityOf(page, first.name)).toHaveValue('17')
      await expect(page.getByText('2 products counted')).toBeVisible()
      await expectFitsPhone(page, viewport, page.getByRole('spinbutton'))

      page.once('dialog', (dialog) => void dialog.accept())
      const posted = orderPosted(page)
      await save.click()
      const sent = linesOf(await posted).products.map((line) => line.id)
      expect(sent.sort()).toEqual([first.id, second.id].sort())
      await expect(page.getByText('The inventory has been adjusted.')).toBeVisible()
    })

    test("the client portal's new order: products found by typing, kept across searches", async ({
      page,
      shop,
    }) => {
      const [first, second] = shop.pair[viewport.name]
      const client = shop.demo.clients[7]!
      await page.goto(`/client/${client.id}/order`)
      await expect(quantityOf(page, shop.demo.rareProduct.name)).toBeVisible()

      await page.getByRole('button', { name: 'Create order' }).click()
      await expect(page.getByText(m.atLeastOneProduct)).toBeVisible()
      await findAndEnter(page, first, '4')
      await expect(page.getByText(m.atLeastOneProduct)).toHaveCount(0)
      await findAndEnter(page, second, '1')
      await expect(quantityOf(page, first.name)).toHaveValue('4')
      await expect(page.getByText('5 items')).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await expectFitsPhone(page, viewport, page.getByRole('spinbutton'))

      const posted = orderPosted(page)
      await page.getByRole('button', { name: 'Create order' }).click()
      expect(linesOf(await posted).products).toEqual(
        expect.arrayContaining([
          { id: first.id, quantity: 4 },
          { id: second.id, quantity: 1 },
        ]),
      )
      await expect(page).toHaveURL(/\/order\/\d+$/)
    })
  })
}

test('with zero products, New order and New transaction point to Products', async ({
  page,
  request,
}) => {
  const account = await signUp(request)
  const api = new Api(request, account)
  await api.post(api.provider('/location'), { name: 'Shop floor', default: true })
  await api.post(api.provider('/client'), { name: 'Ida Client', email: 'ida@example.com' })
  await seedSession(page, account.session)
  for (const screen of ['order', 'transaction']) {
    await page.goto(api.provider(`/${screen}`))
    await expect(page.getByText(m.noProductsYet)).toBeVisible()
    await expect(page.getByText(m.noProductMatch)).toHaveCount(0)
    await expect(page.getByRole('main').getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      api.provider('/products'),
    )
  }
})

test('a huge quantity is called too large, and the portal shows no total for it', async ({
  page,
  shop,
}) => {
  await seedSession(page, shop.demo.account.session)
  const product = shop.demo.rareProduct
  await page.goto(`${shop.demo.base}/order`)
  await clientField(page).fill(shop.demo.rareClient.name)
  await page.getByRole('option', { name: shop.demo.rareClient.name }).click()
  await quantityOf(page, product.name).fill(HUGE)
  await expect(quantityOf(page, product.name)).toHaveValue(HUGE)
  await expect(quantityOf(page, product.name)).toHaveAttribute('aria-invalid', 'true')
  await page.getByRole('button', { name: 'Create order' }).click()
  await expect(page.getByRole('alert')).toHaveText(m.quantityTooLarge)
  await quantityOf(page, product.name).fill(String(MAX_LINE_QUANTITY))
  await expect(page.getByRole('alert')).toHaveCount(0)

  await page.goto(`${shop.demo.base}/adjust`)
  await page.getByLabel('Select Location').selectOption({ label: shop.demo.locations[0]!.name })
  await page.getByLabel('Search products').fill('zebra')
  await expect(page.getByRole('spinbutton')).toHaveCount(1)
  await quantityOf(page, product.name).fill(HUGE)
  await page.getByRole('button', { name: 'Adjust inventory' }).click()
  await expect(page.getByRole('alert')).toHaveText(m.stockOutOfRange)

  await page.goto(`/client/${shop.demo.clients[3]!.id}/order`)
  // "$898,999,991.01": a total no order below the limit of 1,000,000 units at $64 reaches.
  const absurdTotal = page.getByText(/\$\d{1,3}(,\d{3}){2,}/)
  for (const quantity of [HUGE, '99999999']) {
    await quantityOf(page, product.name).fill(quantity)
    await expect(page.getByText(m.quantityTooLarge)).toBeVisible()
    await expect(absurdTotal).toHaveCount(0)
  }
  await page.getByRole('button', { name: 'Create order' }).click()
  await expect(page.getByText(m.quantityTooLarge)).toHaveCount(2)
})

test('Inventory at 1280 px keeps every stock figure in view beside 120-character names', async ({
  page,
  shop,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await seedSession(page, shop.demo.account.session)
  await page.goto(`${shop.demo.base}/inventory`)
  await page.getByLabel('Search products').fill(shop.demo.longProduct.name.slice(0, 30))
  const row = page.locator('tbody tr').filter({ hasText: shop.demo.longProduct.name })
  await expect(row).toHaveCount(1)
  const frame = page.locator('table').locator('..')
  const fits = await frame.evaluate((el) => el.scrollWidth <= el.clientWidth)
  expect(fits).toBe(true)
  const box = await frame.boundingBox()
  for (const cell of await row.getByRole('cell').all()) {
    const cellBox = await cell.boundingBox()
    expect(cellBox!.x + cellBox!.width).toBeLessThanOrEqual(box!.x + box!.width + 1)
  }
  await expect(row.getByTitle(shop.demo.longProduct.name)).toBeVisible()
  await expect(page.getByRole('columnheader', { name: shop.demo.longLocation.name })).toBeVisible()
  await expect(page.getByRole('columnheader').getByTitle(shop.demo.longLocation.name)).toBeVisible()
})

test('Inventory at 375 px: a card a product, its stock at every location, no sideways scroll', async ({
  page,
  shop,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await seedSession(page, shop.demo.account.session)
  await page.goto(`${shop.demo.base}/inventory`)
  await page.getByLabel('Search products').fill(shop.demo.longProduct.name.slice(0, 30))
  const cards = page.getByRole('list', { name: 'Stock by product' }).getByRole('listitem')
  await expect(cards).toHaveCount(1)
  // The product's name, then the same 120 characters as a location's (demo-shop.ts).
  await expect(cards.getByTitle(shop.demo.longProduct.name).first()).toBeVisible()
  for (const location of shop.demo.locations) {
    await expect(cards.getByRole('term').filter({ hasText: location.name })).toBeVisible()
  }
  await expect(cards.getByRole('term').filter({ hasText: 'Total' })).toBeInViewport()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})

const dollars = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount)

test('past 500 products and clients, New order and the portal find them on the server', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const account = await signUp(request, 'Large Pottery')
  const shop = await seedLargeShop(request, account)
  // Past the first answer (500 by name): found only by a search on the server.
  const far = { ...shop.products[549]!, typed: 'piece 0550' }
  const near = { ...shop.products[11]!, typed: 'PIECE 0012' }
  const accented = { ...shop.accented, typed: 'glazed creme' }
  const customer = shop.clients[519]!
  await page.setViewportSize(viewports[0])
  await seedSession(page, account.session)
  await page.goto(`${shop.base}/order`)

  // The first answer lists 500 products and says how many more a search reaches.
  await expect(quantityOf(page, shop.products[0]!.name)).toBeVisible()
  await expect(quantityOf(page, far.name)).toHaveCount(0)
  const more = LARGE_PRODUCT_COUNT - MAX_LIMIT
  await expect(page.getByText(`${more} more products match: type more of a name`)).toBeVisible()

  // Client 520, past the first 500: Enter pressed at once waits for the server's answer.
  const client = clientField(page)
  await client.click()
  const options = page.getByRole('listbox', { name: 'Client' }).getByRole('option')
  await expect(options).toHaveCount(MAX_LIMIT)
  await expect(
    page.getByText(`${LARGE_CLIENT_COUNT - MAX_LIMIT} more clients match: type more`),
  ).toBeVisible()
  await page.keyboard.type('customer 0520')
  await page.keyboard.press('Enter')
  await expect(client).toHaveValue(customer.name)

  // Product 550 and the accented one, each found on the server, then product 12: the lines
  // entered keep their product and price while later searches no longer list them.
  await findAndEnter(page, far, '3')
  await findAndEnter(page, accented, '1')
  await expect(quantityOf(page, far.name)).toHaveValue('3')
  await findAndEnter(page, near, '2')
  await expect(page.getByText('2 products already entered stay listed')).toBeVisible()
  await page.getByLabel('Search products').fill('')
  await expect(quantityOf(page, far.name)).toHaveValue('3')
  await expect(quantityOf(page, accented.name)).toHaveValue('1')
  await expect(quantityOf(page, near.name)).toHaveValue('2')
  const total = 3 * far.price + 1 * accented.price + 2 * near.price
  await expect(page.getByText(`3 products · ${dollars(total)}`)).toBeVisible()

  const posted = orderPosted(page)
  await page.getByRole('button', { name: 'Create order' }).click()
  const sent = linesOf(await posted)
  expect(sent.clientId).toBe(customer.id)
  expect(sent.products).toEqual(
    expect.arrayContaining([
      { id: far.id, quantity: 3 },
      { id: accented.id, quantity: 1 },
      { id: near.id, quantity: 2 },
    ]),
  )
  await expect(page).toHaveURL(/\/order\/\d+$/)
  const lines = page.getByRole('region', { name: 'Products' })
  await expect(lines.getByRole('row').filter({ hasText: far.name })).toContainText(
    dollars(3 * far.price),
  )
  await expect(lines.getByRole('link', { name: accented.name })).toBeVisible()
  await expect(lines.locator('tfoot tr')).toContainText(dollars(total))
  await expect(page.getByRole('link', { name: customer.name })).toBeVisible()

  // The portal holds every active product of the provider: 550 is found there too.
  await page.goto(`/client/${customer.id}/order`)
  await findAndEnter(page, far, '2')
  await expect(page.getByText('2 items')).toContainText(dollars(2 * far.price))
  const fromPortal = orderPosted(page)
  await page.getByRole('button', { name: 'Create order' }).click()
  expect(linesOf(await fromPortal).products).toEqual([{ id: far.id, quantity: 2 }])
  await expect(page).toHaveURL(/\/order\/\d+$/)
})
