// Transfers between locations (issue #17): made on the New transaction screen (or filled in from
// the address), shown with From and To, found under Transactions, seen in the stock grid, and
// cancelled back.
import type { APIRequestContext, Page } from '@playwright/test'
import { mkdir } from 'node:fs/promises'
import { MAX_LIMIT } from '../common/constants'
import { messages } from '../common/messages'
import type { Order } from '../common/orders'
import { LONG_NAME } from './demo-shop'
import { expect, test, type Account } from './fixtures'
import { expectInView } from './in-view'
import { product, seedShop, type Api, type Shop } from './orders-fixtures'

const m = messages.order
const SHOTS = '/tmp/shots-transfers'

/** The cells of a product's row in the stock grid: name, Backroom, Main warehouse, Total. */
const stockRow = (page: Page, shop: Shop, index: number) =>
  page
    .getByRole('row')
    .filter({ hasText: product(shop, index).name })
    .getByRole('cell')

/** A panel of the transaction screen (From, To, Actions…), found by its heading. */
const panel = (page: Page, title: string) =>
  page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .last()

async function transfers(request: APIRequestContext, account: Account) {
  const response = await request.get(`/api/provider/${account.providerId}/orders?type=TRANSFER`, {
    headers: { Authorization: `Bearer ${account.session.access_token}` },
  })
  return ((await response.json()) as { orders: Order[] }).orders
}

/** A transfer made through the API, as another screen or a script would. */
async function transfer(api: Api, shop: Shop, from: string, to: string, quantity: number) {
  const payload = {
    providerId: shop.account.providerId,
    locationId: from,
    toLocationId: to,
    transaction_type: 'TRANSFER',
    products: [{ id: product(shop, 0).id, quantity }],
  }
  return (await api.post<{ order: Order }>('/order', { order: JSON.stringify(payload) })).order
}

test('a transfer made on New transaction shows From and To and moves the stock', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { api, shop } = await seedShop(request, signedInProvider)
  await api.order(shop, 'IN', [{ id: product(shop, 0).id, quantity: 10 }])

  await page.goto(`${shop.base}/transaction`)
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible()
  const type = page.getByLabel('Transaction type')
  await expect(type.locator('option')).toHaveText([
    'Select a movement type',
    'In',
    'Out',
    'Transfer',
  ])
  await type.selectOption({ label: 'Transfer' })
  // From starts at the default location; To offers every other active one.
  await expect(page.getByLabel('From')).toHaveValue(shop.location.id)
  const to = page.getByLabel('To', { exact: true })
  await expect(to.locator('option')).toHaveText(['Select a location', shop.second.name])
  await page.getByLabel(`Quantity of ${product(shop, 0).name}`).fill('4')
  const submit = page.getByRole('button', { name: 'Create transaction' })
  await submit.click()
  await expect(page.getByRole('alert')).toHaveText(m.selectDestination)
  await to.selectOption({ label: shop.second.name })
  await expect(page.getByRole('alert')).toHaveCount(0)

  // Sent twice by a double click: one transfer.
  await submit.dblclick()
  await expect(page).toHaveURL(/\/transaction\/\d+$/)
  const id = page.url().split('/').pop()
  await expect(page.getByRole('heading', { name: `Transfer ${id}`, level: 1 })).toBeVisible()
  await expect(panel(page, 'From')).toContainText(shop.location.name)
  await expect(panel(page, 'To')).toContainText(shop.second.name)
  await expect(page.getByRole('heading', { name: 'Location', exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Fulfill' })).toHaveCount(0)
  expect((await transfers(request, signedInProvider)).map((o) => String(o.id))).toEqual([id])

  await page.goto(`${shop.base}/inventory`)
  await expect(stockRow(page, shop, 0)).toHaveText([product(shop, 0).name, '4', '6', '10'])
})

test('Transactions find a transfer by type and from either location; its cancel moves the stock back', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { api, shop } = await seedShop(request, signedInProvider)
  await api.order(shop, 'IN', [{ id: product(shop, 0).id, quantity: 10 }])
  const out = await api.order(
    shop,
    'OUT',
    [{ id: product(shop, 0).id, quantity: 1 }],
    shop.second.id,
  )
  const { id } = await transfer(api, shop, shop.location.id, shop.second.id, 4)

  await page.goto(`${shop.base}/transactions`)
  const row = page.getByRole('row').filter({ hasText: String(id) })
  await expect(row).toContainText('Transfer')
  await expect(row).toContainText(`${shop.location.name} → ${shop.second.name}`)
  await page.getByLabel('Transaction type').selectOption({ label: 'Transfer' })
  await expect(page).toHaveURL(/type=TRANSFER/)
  await expect(page.locator('tbody tr td:first-child')).toHaveText([String(id)])
  await page.getByLabel('Transaction type').selectOption({ label: 'All' })
  // Found from the location it arrived at, as from the one it left.
  await page.getByLabel('Location').selectOption({ label: shop.second.name })
  await expect(page.locator('tbody tr td:first-child')).toHaveText([String(id), String(out.id)])
  await page.getByLabel('Location').selectOption({ label: shop.location.name })
  await expect(page.locator('tbody tr td:first-child')).toHaveText([String(id), /\d+/])

  await page
    .locator('tbody tr')
    .filter({ hasText: String(id) })
    .click()
  await expect(page).toHaveURL(`${shop.base}/transaction/${id}`)
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(m.confirmCancelTransfer)
    void dialog.accept()
  })
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByText(m.updated)).toBeVisible()
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(page.getByText(m.noActions)).toBeVisible()

  await page.goto(`${shop.base}/inventory`)
  await expect(stockRow(page, shop, 0)).toHaveText([product(shop, 0).name, '-1', '10', '9'])
})

test('the address fills in a New transaction for the person to review', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { shop } = await seedShop(request, signedInProvider)
  const [mug, teapot, kettle] = [0, 1, 2].map((i) => product(shop, i))
  const unknown = '0b6c8a52-5a9e-4c47-9f0e-3f1d2a7b9c01'
  await page.goto(
    `${shop.base}/transaction?type=TRANSFER&location=${shop.second.id}&to=${shop.location.id}` +
      `&lines=${mug!.id}:3,${kettle!.id}:5,${unknown}:9`,
  )
  await expect(page.getByLabel('Transaction type')).toHaveValue('TRANSFER')
  await expect(page.getByLabel('From')).toHaveValue(shop.second.id)
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(shop.location.id)
  await expect(page.getByLabel(`Quantity of ${mug!.name}`)).toHaveValue('3')
  await expect(page.getByLabel(`Quantity of ${kettle!.name}`)).toHaveValue('5')
  await expect(page.getByLabel(`Quantity of ${teapot!.name}`)).toHaveValue('')
  await expect(page.getByText('2 products')).toBeVisible()
  // Nothing is sent until the person says so; they can still change a quantity.
  expect(await transfers(request, signedInProvider)).toEqual([])
  await page.getByLabel(`Quantity of ${kettle!.name}`).fill('6')
  await page.getByRole('button', { name: 'Create transaction' }).click()
  await expect(page).toHaveURL(/\/transaction\/\d+$/)
  const lines = page.getByRole('region', { name: 'Products' })
  await expect(lines.locator('tbody tr')).toHaveText([
    new RegExp(`${mug!.name}\\s*3`),
    new RegExp(`${kettle!.name}\\s*6`),
  ])
  await expect(panel(page, 'From')).toContainText(shop.second.name)

  // A location the provider does not have is not chosen: the default one is.
  await page.goto(`${shop.base}/transaction?type=IN&location=${unknown}&lines=${teapot!.id}:2`)
  await expect(page.getByLabel('Transaction type')).toHaveValue('IN')
  await expect(page.getByLabel('Location')).toHaveValue(shop.location.id)
  await expect(page.getByLabel('To', { exact: true })).toHaveCount(0)
  await expect(page.getByLabel(`Quantity of ${teapot!.name}`)).toHaveValue('2')
})

test('past what one answer of the product list holds, a named product is looked up by its id', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { shop } = await seedShop(request, signedInProvider)
  const kettle = product(shop, 2)
  const unknown = '0b6c8a52-5a9e-4c47-9f0e-3f1d2a7b9c01'
  // The list answers as for a catalogue longer than MAX_LIMIT that does not hold the kettle.
  await page.route(
    (url) => url.pathname.endsWith('/products') && !url.searchParams.get('search'),
    async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as {
        products: { id: string }[]
        pagination: { total: number }
      }
      body.products = body.products.filter((p) => p.id !== kettle.id)
      body.pagination.total += MAX_LIMIT
      await route.fulfill({ response, json: body })
    },
  )
  const lookup = page.waitForResponse((r) => r.url().includes(`/product/${kettle.id}?`))
  await page.goto(`${shop.base}/transaction?type=OUT&lines=${kettle.id}:4,${unknown}:1`)
  expect((await lookup).status()).toBe(200)
  await expect(page.getByLabel(`Quantity of ${kettle.name}`)).toHaveValue('4')
  await expect(page.getByText('1 product', { exact: true })).toBeVisible()
})

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const) {
  test(`${viewport.name}: a transfer between long-named locations fits the screen`, async ({
    page,
    request,
    signedInProvider,
  }) => {
    await page.setViewportSize(viewport)
    await mkdir(SHOTS, { recursive: true })
    const shot = (name: string) =>
      page.screenshot({ path: `${SHOTS}/${viewport.name}-${name}.png`, fullPage: true })
    const { api, shop } = await seedShop(request, signedInProvider)
    const { location: far } = await api.post<{ location: Shop['location'] }>(
      api.provider('/location'),
      { name: LONG_NAME },
    )
    const moved = await transfer(api, shop, shop.location.id, far.id, 3)

    await page.goto(`${shop.base}/transactions?type=TRANSFER`)
    const route = `${shop.location.name} → ${LONG_NAME}`
    const listed = page.getByTitle(route)
    await expect(listed).toBeVisible()
    await expectInView(page, listed)
    await shot('transactions')

    await page.goto(`${shop.base}/transaction/${moved.id}`)
    await expect(panel(page, 'To')).toContainText(LONG_NAME)
    await expectInView(page, panel(page, 'To'))
    await expectInView(page, page.getByRole('button', { name: 'Cancel' }))
    await shot('detail')

    await page.goto(
      `${shop.base}/transaction?type=TRANSFER&location=${far.id}&to=${shop.second.id}` +
        `&lines=${product(shop, 0).id}:2`,
    )
    await expect(page.getByLabel('From')).toHaveValue(far.id)
    await expect(page.getByLabel(`Quantity of ${product(shop, 0).name}`)).toHaveValue('2')
    await expectInView(page, page.getByLabel('To', { exact: true }))
    await expectInView(page, page.getByRole('button', { name: 'Create transaction' }))
    await shot('new')
  })
}
