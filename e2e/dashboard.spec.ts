// Home, the dashboard (issue #24): its figures against the ones the API's lists give for the
// same shop, each figure's link to the list that explains it, the weekly chart and its table, a
// new shop's empty state, Spanish, and screenshots at a desktop's and a phone's width.
import type { APIRequestContext, Page } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import type { Locale } from '../common/locales'
import type { OrderSummary } from '../common/orders'
import { expect, seedSession, signUp, test, type Account } from './fixtures'
import { product, seedShop, type Api, type Shop } from './orders-fixtures'

const SHOTS = process.env.DASHBOARD_SHOTS ?? '/tmp/shots-dashboard'

// Each test seeds a shop through the API and walks several screens: more than the default minute
// on a busy machine.
test.describe.configure({ timeout: 240_000 })
/** The first answer of the dashboard for a new shop: its days and weeks are read then. */
const FIRST_LOAD = { timeout: 45_000 }

const money = (locale: Locale, value: number) =>
  new Intl.NumberFormat(locale === 'es' ? 'es' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    useGrouping: 'always',
  }).format(value)

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  const { width } = page.viewportSize() ?? { width: 0 }
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
}

/**
 * Today: three orders kept (one of them fulfilled) and one cancelled; stock taken in, and a
 * reorder rule whose minimum the stock is under (and one it is above).
 */
async function seedSales(request: APIRequestContext, account: Account) {
  const { api, shop } = await seedShop(request, account)
  const [mug, teapot, kettle] = [product(shop, 0), product(shop, 1), product(shop, 2)]
  await api.order(shop, 'IN', [
    { id: mug.id, quantity: 20 },
    { id: teapot.id, quantity: 5 },
    { id: kettle.id, quantity: 10 },
  ])
  await api.order(shop, 'ORDER', [
    { id: mug.id, quantity: 2 },
    { id: teapot.id, quantity: 1 },
  ])
  await api.order(shop, 'ORDER', [{ id: kettle.id, quantity: 1 }])
  const cancelled = await api.order(shop, 'ORDER', [{ id: mug.id, quantity: 4 }])
  await api.put(`${shop.base}/order/${cancelled.id}`, { cancelled: true })
  const fulfilled = await api.order(shop, 'ORDER', [{ id: teapot.id, quantity: 2 }])
  await api.put(`${shop.base}/order/${fulfilled.id}`, { fulfilled: true })
  // Teapots: 5 in, 3 ordered → 2, under a minimum of 3. Mugs: 20 − 2 → 18, over 5.
  const rule = (min: number, max: number) => [{ location_id: shop.location.id, min, max }]
  await api.put(`${shop.base}/product/${teapot.id}/reorder_rules`, { reorder_rules: rule(3, 10) })
  await api.put(`${shop.base}/product/${mug.id}/reorder_rules`, { reorder_rules: rule(5, 30) })
  return { api, shop }
}

/** What the API's lists say of the shop: the figures the dashboard must show. */
async function expectedFigures(request: APIRequestContext, shop: Shop) {
  const headers = { Authorization: `Bearer ${shop.account.session.access_token}` }
  const get = async <T>(path: string, query: Record<string, string>) => {
    const response = await request.get(`/api${shop.base}${path}`, { headers, params: query })
    expect(response.status(), await response.text()).toBe(200)
    return (await response.json()) as T
  }
  type Page = { orders: OrderSummary[]; pagination: { total: number } }
  const today = new Date().toISOString().slice(0, 10)
  const monthStart = `${today.slice(0, 8)}01`
  const sales = async (startDate: string) => {
    const { orders } = await get<Page>('/orders', {
      type: 'ORDER',
      startDate,
      endDate: today,
      limit: '100',
    })
    const kept = orders.filter((order) => !order.cancelled)
    return { orders: kept.length, revenue: kept.reduce((sum, order) => sum + order.total, 0) }
  }
  const inbox = await get<Page>('/orders', { type: 'ORDER', inbox: 'true', limit: '100' })
  const lowStock = await get<{ pagination: { total: number } }>('/low_stock', { limit: '100' })
  return {
    today,
    monthStart,
    todaySales: await sales(today),
    monthSales: await sales(monthStart),
    pending: inbox.pagination.total,
    lowStock: lowStock.pagination.total,
  }
}

const card = (page: Page, id: string) => page.getByTestId(id)
/** The rows of a list screen's table. */
const rows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') })
const valueOf = (page: Page, id: string) => card(page, id).locator('[data-value]')

test('the figures equal the lists, and each leads to its list', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { shop } = await seedSales(request, signedInProvider)
  const expected = await expectedFigures(request, shop)
  // The seed is what the lists must show: three orders kept, one pending of them fulfilled.
  expect(expected.todaySales.orders).toBe(3)
  expect(expected.pending).toBe(2)
  expect(expected.lowStock).toBe(1)

  await page.goto(`${shop.base}/inbox`)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL(`${shop.base}/dashboard`)
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible()

  await expect(valueOf(page, 'orders-today')).toHaveText(
    String(expected.todaySales.orders),
    FIRST_LOAD,
  )
  await expect(valueOf(page, 'revenue-today')).toHaveText(money('en', expected.todaySales.revenue))
  await expect(valueOf(page, 'orders-month')).toHaveText(String(expected.monthSales.orders))
  await expect(valueOf(page, 'revenue-month')).toHaveText(money('en', expected.monthSales.revenue))
  await expect(valueOf(page, 'pending-orders')).toHaveText(String(expected.pending))
  await expect(valueOf(page, 'low-stock')).toHaveText(String(expected.lowStock))
  // A new shop sold nothing yesterday: no change to show.
  await expect(card(page, 'orders-today').locator('[data-change]')).toHaveAttribute(
    'data-change',
    'none',
  )
  await expect(card(page, 'orders-today')).toContainText('—')

  // This month's best sellers by revenue, the cancelled order left out: teapots 3 × $30,
  // the kettle $45.25, mugs 2 × $12.50.
  const top = page.getByTestId('top-products').getByRole('listitem')
  await expect(top).toHaveCount(3)
  await expect(top.nth(0)).toContainText(product(shop, 1).name)
  await expect(top.nth(0)).toContainText(money('en', 90))
  await expect(top.nth(2)).toContainText(money('en', 25))
  const clients = page.getByTestId('top-clients').getByRole('listitem')
  await expect(clients).toHaveCount(1)
  await expect(clients.first()).toContainText(money('en', expected.monthSales.revenue))

  // Twelve weeks of bars, and the table they come from.
  const chart = page.locator('svg[data-chart="columns"]')
  await expect(chart.locator('[data-mark]')).toHaveCount(12)
  await page.getByRole('button', { name: 'Table', exact: true }).click()
  await expect(chart).toHaveCount(0)
  const weeks = page.getByRole('table', { name: 'Revenue by week' })
  await expect(weeks.locator('tbody tr')).toHaveCount(12)
  await expect(weeks.locator('tbody tr').last()).toContainText(
    money('en', expected.todaySales.revenue),
  )
  await page.getByRole('button', { name: 'Chart', exact: true }).click()
  await expect(chart.locator('[data-mark]')).toHaveCount(12)

  const back = async () => {
    await page.goBack()
    await expect(valueOf(page, 'orders-today')).toBeVisible()
  }
  await card(page, 'orders-today').click()
  await expect(page).toHaveURL(
    `${shop.base}/transactions?type=ORDER&start=${expected.today}&end=${expected.today}`,
  )
  // The list shows the day's orders, the cancelled one with its badge.
  await expect(rows(page)).toHaveCount(4)
  await back()
  await card(page, 'revenue-month').click()
  await expect(page).toHaveURL(
    `${shop.base}/transactions?type=ORDER&start=${expected.monthStart}&end=${expected.today}`,
  )
  await back()
  await card(page, 'pending-orders').click()
  await expect(page).toHaveURL(`${shop.base}/inbox`)
  await expect(rows(page)).toHaveCount(expected.pending)
  await back()
  await card(page, 'low-stock').click()
  await expect(page).toHaveURL(`${shop.base}/inventory/low-stock`)
  await expect(page.getByRole('cell', { name: product(shop, 1).name })).toBeVisible()
  await back()
  await top.nth(0).getByRole('link').click()
  await expect(page).toHaveURL(`${shop.base}/product/${product(shop, 1).id}`)
  await back()
  await clients.first().getByRole('link').click()
  await expect(page).toHaveURL(`${shop.base}/client/${shop.client.id}`)
})

test('a new shop is told it has no orders yet and pointed to New order', async ({
  page,
  signedInProvider,
}) => {
  const base = `/provider/${signedInProvider.providerId}`
  await page.goto(`${base}/dashboard`)
  await expect(page.getByText('No orders yet.', { exact: false })).toBeVisible(FIRST_LOAD)
  await expect(valueOf(page, 'orders-today')).toHaveText('0')
  await expect(page.getByText('No sales this month yet.')).toHaveCount(2)
  await page.getByRole('link', { name: 'New order' }).click()
  await expect(page).toHaveURL(`${base}/order`)
})

async function signedInIn(page: Page, request: APIRequestContext, locale: Locale) {
  const account = await signUp(request)
  const headers = { Authorization: `Bearer ${account.session.access_token}` }
  const saved = await request.put('/api/auth/me/locale', { data: { locale }, headers })
  expect(saved.status(), await saved.text()).toBe(200)
  const session = { ...account.session, user: { ...account.session.user, locale } }
  await seedSession(page, session)
  return { ...account, session }
}

for (const locale of ['en', 'es'] as const) {
  test(`screenshots in ${locale}, 1280 and 375 wide`, async ({ page, request }) => {
    const account = await signedInIn(page, request, locale)
    const { api, shop } = await seedSales(request, account)
    await longNames(api, shop)
    const expected = await expectedFigures(request, shop)
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 812 },
    ]) {
      await page.setViewportSize(viewport)
      await page.goto(`${shop.base}/dashboard`)
      await expect(valueOf(page, 'revenue-today')).toHaveText(
        money(locale, expected.todaySales.revenue),
        FIRST_LOAD,
      )
      await expect(page.locator('svg[data-chart="columns"] [data-mark]')).toHaveCount(12)
      if (locale === 'es') {
        await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible()
        await expect(page.getByText('Ventas por semana').first()).toBeVisible()
      }
      // Nothing wider than the screen, and the long names cut rather than pushing it wider.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
      await assistantButtonCoversNothing(page)
      if (viewport.width >= 1024) {
        // On a desktop the button floats at the bottom corner; on a phone it sits in the top bar,
        // which the page scrolls under.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
        await assistantButtonCoversNothing(page)
        await page.evaluate(() => window.scrollTo(0, 0))
      }
      await shot(page, `dashboard-${locale}`)
    }
  })
}

/** A product whose name is far longer than a card, sold today so it ranks. */
async function longNames(api: Api, shop: Shop) {
  const { product: long } = await api.post<{ product: { id: string } }>(api.provider('/product'), {
    name: `Extra large enamelled cast-iron casserole with a lid, oven safe ${'x'.repeat(40)}`,
    price: 5,
  })
  await api.order(shop, 'ORDER', [{ id: long.id, quantity: 1 }])
}

/** The assistant's floating button overlaps no link or button of the dashboard. */
async function assistantButtonCoversNothing(page: Page) {
  const floating = page.getByRole('button', { name: /assistant|asistente/i }).first()
  if ((await floating.count()) === 0) return
  const box = await floating.boundingBox()
  if (!box) return
  const covered = await page.evaluate((b) => {
    const hits: string[] = []
    for (const element of document.querySelectorAll('main a, main button')) {
      const r = element.getBoundingClientRect()
      const overlaps =
        r.left < b.x + b.width && r.right > b.x && r.top < b.y + b.height && r.bottom > b.y
      if (overlaps && r.width > 0) hits.push(element.textContent ?? '')
    }
    return hits
  }, box)
  expect(covered).toEqual([])
}
