// Reorder rules and Low stock (issue #17): rules set in a product's drawer, the Low stock view
// and the navigation's count kept live by the orders channel, the restock link to New
// transaction, the marked cells of the stock grid, a phone's layout, and the assistant's answer.
import type { Page } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { messages } from '../common/messages'
import { expect, test } from './fixtures'
import { product, seedShop, type Api, type Shop } from './orders-fixtures'

const m = messages.reorder
const SHOTS = '/tmp/shots-reorder'

type Rule = { location_id: string | null; min: number; max: number }

const setRules = (api: Api, shop: Shop, productId: string, rules: Rule[]) =>
  api.put(`${shop.base}/product/${productId}/reorder_rules`, { reorder_rules: rules })

/** A drawer is fixed to the viewport: it is taken as the screen shows it, not the whole page. */
async function shot(page: Page, name: string, fullPage = true) {
  mkdirSync(SHOTS, { recursive: true })
  const { width } = page.viewportSize() ?? { width: 0 }
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage })
}

test('rules saved in the product drawer show under Low stock, live, with the restock link', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { api, shop } = await seedShop(request, signedInProvider)
  const [mug, teapot] = [product(shop, 0), product(shop, 1)]
  await api.order(shop, 'IN', [
    { id: mug.id, quantity: 10 },
    { id: teapot.id, quantity: 3 },
  ])
  await setRules(api, shop, teapot.id, [{ location_id: shop.location.id, min: 2, max: 12 }])

  await page.goto(`${shop.base}/product/${mug.id}`)
  await expect(page.getByRole('heading', { name: 'Reorder rules' })).toBeVisible()
  await expect(page.getByText(m.noRules)).toBeVisible()
  await page.getByRole('button', { name: 'Edit reorder rules' }).click()
  const drawer = page.getByRole('dialog', { name: 'Reorder rules' })
  await drawer.getByRole('button', { name: 'Add rule' }).click()
  await drawer.getByLabel('Location').selectOption({ label: shop.location.name })
  await drawer.getByLabel('Minimum').fill('10')
  await drawer.getByLabel('Maximum').fill('10')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(drawer.getByText(m.maxAboveMin)).toBeVisible()
  await drawer.getByLabel('Maximum').fill('25')
  await drawer.getByRole('button', { name: 'Add rule' }).click()
  await expect(drawer.getByLabel('Location').nth(1)).toHaveValue('total')
  await drawer.getByRole('button', { name: 'Remove rule 2' }).click()

  const puts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/reorder_rules')) puts.push(r.url())
  })
  await drawer.getByRole('button', { name: 'Save' }).dblclick()
  await expect(page.getByText(m.updated)).toBeVisible()
  await expect(drawer).toBeHidden()
  expect(puts).toHaveLength(1)
  await expect(page.getByText('Min 10 · Max 25')).toBeVisible()
  await shot(page, 'product')

  // The navigation counts the mug (10 ≤ 10); the teapot (3 > 2) is fine.
  const nav = page.getByRole('navigation', { name: 'Main' })
  const lowStockLink = nav.getByRole('link', { name: /^Low stock/ })
  await expect(lowStockLink.getByTestId('low-stock-count')).toHaveText(/^,?\s*1\s*items?$/)
  await lowStockLink.click()
  await expect(page).toHaveURL(`${shop.base}/inventory/low-stock`)
  await expect(page.getByRole('heading', { name: 'Low stock', level: 1 })).toBeVisible()
  const table = page.getByRole('table', { name: 'Low stock' })
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    mug.name,
    shop.location.name,
    '10',
    '10',
    '25',
    '15',
  ])
  await page.evaluate(() => ((window as unknown as { mark: string }).mark = 'same page'))

  // An OUT elsewhere takes the teapot to 1, at or below its minimum of 2: it comes first (1/2).
  await api.order(shop, 'OUT', [{ id: teapot.id, quantity: 2 }])
  await expect(lowStockLink.getByTestId('low-stock-count')).toContainText('2', { timeout: 5000 })
  await expect(table.getByRole('row')).toHaveCount(3)
  await expect(table.getByRole('row').nth(1)).toContainText(teapot.name)
  await expect(table.getByRole('row').nth(1)).toContainText('11')
  // A receipt takes the mug back above its minimum: it leaves.
  await api.order(shop, 'IN', [{ id: mug.id, quantity: 5 }])
  await expect(table.getByRole('row')).toHaveCount(2, { timeout: 5000 })
  await expect(lowStockLink.getByTestId('low-stock-count')).toContainText('1')
  expect(await page.evaluate(() => (window as unknown as { mark?: string }).mark)).toBe('same page')
  await shot(page, 'low-stock')

  await page.getByRole('link', { name: new RegExp(`Restock ${shop.location.name}`) }).click()
  await expect(page).toHaveURL(
    `${shop.base}/transaction?type=IN&location=${shop.location.id}&lines=${teapot.id}:11`,
  )
})

test('the stock grid marks low cells in words too, and leads to Low stock', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { api, shop } = await seedShop(request, signedInProvider)
  const [mug, teapot] = [product(shop, 0), product(shop, 1)]
  await api.order(shop, 'IN', [{ id: mug.id, quantity: 4 }])
  await api.order(shop, 'IN', [{ id: mug.id, quantity: 9 }], shop.second.id)
  await setRules(api, shop, mug.id, [
    { location_id: shop.location.id, min: 5, max: 10 },
    { location_id: shop.second.id, min: 5, max: 10 },
    { location_id: null, min: 13, max: 40 },
  ])
  await setRules(api, shop, teapot.id, [{ location_id: null, min: 0, max: 6 }])

  await page.goto(`${shop.base}/inventory`)
  // Columns by location name: Backroom, then Main warehouse, then Total.
  const row = page.getByRole('row').filter({ hasText: mug.name })
  await expect(row.getByRole('cell').nth(1)).toHaveText('9')
  await expect(row.getByRole('cell').nth(2)).toHaveText(/4, low: at or below the minimum of 5/)
  await expect(row.getByRole('cell').nth(2).locator('svg')).toBeVisible()
  await expect(row.getByRole('cell').nth(3)).toHaveText(/13, low: at or below the minimum of 13/)
  const teapotRow = page.getByRole('row').filter({ hasText: teapot.name })
  await expect(teapotRow.getByRole('cell').nth(3)).toHaveText(/0, low/)
  await shot(page, 'stock-grid')

  await page.getByRole('link', { name: 'Low stock', exact: true }).first().click()
  await expect(page.getByRole('heading', { name: 'Low stock', level: 1 })).toBeVisible()
  // The totals' restock names no location: the person picks where the stock goes.
  const totals = page.getByRole('link', { name: /Restock the totals/ })
  await expect(totals).toHaveAttribute(
    'href',
    `${shop.base}/transaction?type=IN&lines=${teapot.id}:6,${mug.id}:27`,
  )

  // The assistant answers from the same list.
  await page.getByRole('button', { name: 'Open assistant' }).click()
  const assistant = page.getByRole('dialog', { name: 'Assistant' })
  await assistant.getByLabel('Ask a question about your business').fill('what should I reorder')
  await assistant.getByRole('button', { name: 'Send' }).click()
  await expect(assistant.getByText('3 items are at or below their minimum')).toBeVisible()
  const answer = assistant.getByRole('table')
  await expect(answer.getByRole('columnheader')).toHaveText([
    /Product/,
    /Location/,
    /On hand/,
    /Min/,
    /Suggested/,
  ])
  await expect(answer.getByRole('row').nth(1)).toContainText(teapot.name)
  await shot(page, 'assistant', false)
})

test('on a phone: cards, the count on the menu button and in the drawer', async ({
  page,
  request,
  signedInProvider,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  const { api, shop } = await seedShop(request, signedInProvider)
  const long = await api.post<{ product: { id: string; name: string } }>(shop.base + '/product', {
    name: `A very long product name that a phone has to wrap somewhere ${Date.now()}`,
    price: 1,
  })
  await setRules(api, shop, long.product.id, [{ location_id: shop.location.id, min: 3, max: 9 }])
  await setRules(api, shop, product(shop, 0).id, [{ location_id: null, min: 1, max: 4 }])

  await page.goto(`${shop.base}/inventory/low-stock`)
  const cards = page.getByRole('list', { name: 'Low stock' })
  await expect(cards.getByRole('listitem')).toHaveCount(2)
  await expect(cards.getByRole('listitem').first()).toContainText('Suggested')
  const menu = page.getByRole('button', { name: 'Open menu' })
  await expect(menu.getByTestId('low-stock-count')).toContainText('2')
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(375)
  await shot(page, 'low-stock')
  await menu.click()
  await expect(
    page
      .getByRole('dialog')
      .getByRole('link', { name: /^Low stock/ })
      .getByTestId('low-stock-count'),
  ).toContainText('2')
  await shot(page, 'menu', false)
  await page.keyboard.press('Escape')

  await page.goto(`${shop.base}/product/${long.product.id}`)
  await page.getByRole('button', { name: 'Edit reorder rules' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Reorder rules' }).getByLabel('Minimum'),
  ).toHaveValue('3')
  await shot(page, 'rules-drawer', false)
})

test('one socket a tab: the inbox and the count share it, live on any page', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { api, shop } = await seedShop(request, signedInProvider)
  const mug = product(shop, 0)
  await api.order(shop, 'IN', [{ id: mug.id, quantity: 3 }])
  await setRules(api, shop, mug.id, [{ location_id: shop.location.id, min: 2, max: 10 }])
  const sockets: string[] = []
  page.on('websocket', (socket) => sockets.push(socket.url()))

  await page.goto(`${shop.base}/inbox`)
  await expect(page.getByText('Live', { exact: true })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Main' })
  const count = nav.getByRole('link', { name: /^Low stock/ }).getByTestId('low-stock-count')
  await expect(count).toHaveCount(0)

  // An order from the client portal takes the mug to 2, its minimum.
  const placed = await request.post('/api/order', {
    data: {
      order: JSON.stringify({
        providerId: signedInProvider.providerId,
        clientId: shop.client.id,
        transaction_type: 'ORDER',
        products: [{ id: mug.id, quantity: 1 }],
      }),
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  await expect(count).toContainText('1', { timeout: 5000 })

  await nav.getByRole('link', { name: 'Products', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible()
  await nav.getByRole('link', { name: 'Inbox', exact: true }).click()
  await expect(page.getByText('Live', { exact: true })).toBeVisible()
  expect(sockets).toHaveLength(1)
})
