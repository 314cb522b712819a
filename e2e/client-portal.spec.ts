// The client portal (spec §2 Client screens, §5 client rules): a client opens the link its
// provider shares, with no session, on a phone, and places, follows and cancels orders.
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { messages } from '../common/messages'
import { expect, signUp, test, uniqueEmail, type Account } from './fixtures'
import { seriousViolations } from './axe'
import { expectNoSideScroll } from './in-view'

const m = messages.order
const PHONE = { width: 375, height: 812 }

// Journeys across two browsers and several screens: room for a busy machine.
test.describe.configure({ timeout: 90_000 })

/** Calls the API as the provider, the way its own screens would. */
function providerApi(request: APIRequestContext, account: Account) {
  const headers = { Authorization: `Bearer ${account.session.access_token}` }
  const base = `/api/provider/${account.providerId}`
  const send = async <T>(method: 'POST' | 'PUT', path: string, data: object, key: string) => {
    const response = await request.fetch(`${base}${path}`, { method, data, headers })
    expect(response.ok(), await response.text()).toBe(true)
    return ((await response.json()) as Record<string, T>)[key] as T
  }
  return {
    location: (name: string, isDefault: boolean) =>
      send<{ id: string }>('POST', '/location', { name, default: isDefault }, 'location'),
    product: (name: string, price: number, active = true) =>
      send<{ id: string }>('POST', '/product', { name, price, active }, 'product'),
    client: (name: string, email = uniqueEmail()) =>
      send<{ id: string }>('POST', '/client', { name, email }, 'client'),
    fulfil: (orderId: number) =>
      send<{ id: number }>('PUT', `/order/${orderId}`, { fulfilled: true }, 'order'),
  }
}

interface Shop {
  clientId: string
  account: Account
}

/** A provider with a default location, two active products, one inactive, and a client. */
async function seedShop(
  request: APIRequestContext,
  account: Account,
  { defaultLocation = true } = {},
): Promise<Shop> {
  const api = providerApi(request, account)
  await api.location('Back room', false)
  if (defaultLocation) await api.location('Main store', true)
  await api.product('Apples', 3)
  await api.product('Bananas', 1.25)
  await api.product('Discontinued pears', 2, false)
  const client = await api.client('Lena Market')
  return { clientId: client.id, account }
}

/** A browser with no session at all, as a client's phone would be. */
async function phone(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true })
}

const main = (page: Page) => page.getByRole('main')

test('a client orders from its link, follows the order to Complete', async ({
  page,
  signedInProvider,
  request,
  browser,
  baseURL,
}) => {
  const { clientId } = await seedShop(request, signedInProvider)
  const link = `${baseURL}/client/${clientId}/`

  const context = await phone(browser, baseURL)
  const client = await context.newPage()
  await client.goto(link)
  await expect(client.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()
  await expect(client.getByText(m.clientOrdersEmpty)).toBeVisible()
  expect(await seriousViolations(client)).toEqual([])
  await expectNoSideScroll(client)

  await main(client).getByRole('link', { name: 'New order' }).click()
  await expect(client).toHaveURL(`/client/${clientId}/order`)
  await expect(client.getByRole('heading', { name: 'New order', level: 1 })).toBeVisible()
  // One provider: nothing to choose. Only active products are offered.
  await expect(client.getByLabel('Provider')).toHaveCount(0)
  await expect(client.getByText('E2E Supplies')).toBeVisible()
  await expect(client.getByLabel('Quantity of Apples')).toHaveValue('0')
  await expect(client.getByLabel('Quantity of Bananas')).toBeVisible()
  await expect(client.getByText('Discontinued pears')).toHaveCount(0)
  await expect(client.getByText('$1.25').filter({ visible: true })).toBeVisible()
  expect(await seriousViolations(client)).toEqual([])
  await expectNoSideScroll(client)

  await client.getByRole('button', { name: 'Create order' }).click()
  await expect(client.getByText(m.atLeastOneProduct)).toBeVisible()
  await expect(client).toHaveURL(`/client/${clientId}/order`)

  // Typing: only digits get in. The buttons add and remove one.
  const apples = client.getByLabel('Quantity of Apples')
  await apples.click()
  await apples.pressSequentially('-2.5')
  await expect(apples).toHaveValue('25')
  await apples.fill('2')
  await client.getByRole('button', { name: 'One more Bananas' }).click()
  await client.getByRole('button', { name: 'One more Bananas' }).click()
  await client.getByRole('button', { name: 'One less Bananas' }).click()
  await expect(client.getByLabel('Quantity of Bananas')).toHaveValue('1')
  await expect(client.getByText('$7.25')).toBeVisible()

  const created = client.waitForResponse(
    (r) => r.url().endsWith('/api/order') && r.request().method() === 'POST',
  )
  await client.getByRole('button', { name: 'Create order' }).click()
  const response = await created
  expect(response.status()).toBe(201)
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/)
  expect(response.request().headers().authorization).toBeUndefined()
  const orderId = ((await response.json()) as { order: { id: number } }).order.id

  await expect(client.getByText(m.created)).toBeVisible()
  await expect(client).toHaveURL(`/client/${clientId}/order/${orderId}`)
  await expect(client.getByRole('heading', { name: `Order ${orderId}`, level: 1 })).toBeVisible()
  await expect(main(client).getByText('Pending', { exact: true })).toBeVisible()
  const lines = client.getByRole('table')
  await expect(lines.getByRole('row', { name: /Apples 2 \$6\.00/ })).toBeVisible()
  await expect(lines.getByRole('row', { name: /Total 3 \$7\.25/ })).toBeVisible()
  await expect(lines.getByRole('link')).toHaveCount(0)
  await expect(client.getByText(signedInProvider.email)).toBeVisible()
  await expect(client.getByRole('button', { name: 'Cancel order' })).toBeVisible()
  expect(await seriousViolations(client)).toEqual([])
  await expectNoSideScroll(client)

  // Back to the list: the order is there, with its provider (a card on a phone).
  await client.getByRole('link', { name: 'Back' }).click()
  await expect(client).toHaveURL(`/client/${clientId}`)
  await expect(client.getByRole('link', { name: 'Orders' })).toHaveCount(0) // menu in the drawer
  const card = main(client).getByRole('link', { name: new RegExp(`^Order ${orderId} `) })
  await expect(card).toContainText('E2E Supplies')
  await expect(card).toContainText('Pending')
  await expect(card).toContainText('$7.25')

  // The provider sees it in the inbox (live, or at the latest after a reload).
  await page.goto(`/provider/${signedInProvider.providerId}/inbox`)
  const inboxRow = page.getByRole('link', { name: String(orderId), exact: true })
  await expect(async () => {
    if (!(await inboxRow.isVisible())) await page.reload()
    await expect(inboxRow).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })

  await providerApi(request, signedInProvider).fulfil(orderId)

  await card.click()
  await expect(client).toHaveURL(`/client/${clientId}/order/${orderId}`)
  await client.reload()
  await expect(main(client).getByText('Complete', { exact: true })).toBeVisible()
  await expect(client.getByText(m.noActions)).toBeVisible()
  await expect(client.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
  await context.close()
})

test('a client cancels a pending order', async ({ request, browser, baseURL }) => {
  const account = await signUp(request)
  const { clientId } = await seedShop(request, account)
  const context = await phone(browser, baseURL)
  const client = await context.newPage()

  await client.goto(`/client/${clientId}/order`)
  await client.getByLabel('Quantity of Apples').fill('4')
  await client.getByRole('button', { name: 'Create order' }).click()
  await expect(client.getByRole('heading', { name: /^Order \d+$/ })).toBeVisible()

  // Cancel asks first; saying no changes nothing.
  client.once('dialog', (dialog) => void dialog.dismiss())
  await client.getByRole('button', { name: 'Cancel order' }).click()
  await expect(main(client).getByText('Pending', { exact: true })).toBeVisible()
  client.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(m.confirmCancel)
    void dialog.accept()
  })
  await client.getByRole('button', { name: 'Cancel order' }).click()
  await expect(client.getByText(m.updated)).toBeVisible()
  await expect(main(client).getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(client.getByText(m.noActions)).toBeVisible()

  await client.getByRole('link', { name: 'Back' }).click()
  await expect(main(client).getByRole('listitem')).toHaveCount(1)
  await expect(main(client).getByRole('listitem')).toContainText('Cancelled')
  await context.close()
})

test('on a desktop the orders are a table whose rows open the order', async ({ page, request }) => {
  const account = await signUp(request)
  const { clientId } = await seedShop(request, account)
  await page.goto(`/client/${clientId}/order`)
  await page.getByLabel('Quantity of Bananas').fill('2')
  await page.getByRole('button', { name: 'Create order' }).click()
  await expect(page).toHaveURL(/\/order\/\d+$/)
  const orderId = page.url().split('/').at(-1) ?? ''

  // The shared link, with its trailing slash: the menu shows where the client is.
  await page.goto(`/client/${clientId}/`)
  await expect(page).toHaveURL(`/client/${clientId}`)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('columnheader')).toHaveText(['Order', 'Date', 'Provider', 'Status'])
  const row = page.getByRole('row', { name: new RegExp(`^${orderId} `) })
  await expect(row).toContainText('E2E Supplies')
  expect(await seriousViolations(page)).toEqual([])
  await row.getByText('E2E Supplies').click()
  await expect(page).toHaveURL(`/client/${clientId}/order/${orderId}`)

  await nav.getByRole('link', { name: 'New order' }).click()
  await expect(page.getByRole('heading', { name: 'New order', level: 1 })).toBeVisible()
  await page.goto(`/client/${clientId}/inbox`)
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()
  await expect(row).toBeVisible()
})

test('an unknown client link shows a not-found state', async ({ page }) => {
  const clientId = randomUUID()
  await page.goto(`/client/${clientId}/`)
  await expect(page.getByRole('heading', { name: 'Link not found' })).toBeVisible()
  await page.goto(`/client/${clientId}/order`)
  await expect(page.getByRole('heading', { name: 'Link not found' })).toBeVisible()
  await page.goto(`/client/${clientId}/order/1`)
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible()
  await page.goto('/client/not-a-uuid')
  await expect(page.getByRole('heading', { name: 'Link not found' })).toBeVisible()
})

test('an order of another client is not found', async ({ request, browser, baseURL }) => {
  const account = await signUp(request)
  const { clientId } = await seedShop(request, account)
  const other = await providerApi(request, account).client('Someone else')
  const context = await phone(browser, baseURL)
  const client = await context.newPage()
  await client.goto(`/client/${clientId}/order`)
  await client.getByLabel('Quantity of Apples').fill('1')
  await client.getByRole('button', { name: 'Create order' }).click()
  await expect(client).toHaveURL(/\/order\/\d+$/)

  await client.goto(client.url().replace(clientId, other.id))
  await expect(client.getByRole('heading', { name: 'Order not found' })).toBeVisible()
  await client.getByRole('link', { name: 'Back' }).click()
  await expect(client).toHaveURL(`/client/${other.id}`)
  // A phone that never opened the first link shows the other client no orders.
  const fresh = await (await phone(browser, baseURL)).newPage()
  await fresh.goto(`/client/${other.id}`)
  await expect(fresh.getByText(m.clientOrdersEmpty)).toBeVisible()
  await context.close()
})

test('a provider without a default location: the client is told before sending', async ({
  request,
  browser,
  baseURL,
}) => {
  const account = await signUp(request)
  const { clientId } = await seedShop(request, account, { defaultLocation: false })
  const context = await phone(browser, baseURL)
  const client = await context.newPage()
  await client.goto(`/client/${clientId}/order`)
  await expect(
    client.getByRole('alert').filter({ hasText: m.defaultLocationMissing }),
  ).toBeVisible()

  let posted = false
  client.on('request', (r) => {
    if (r.url().endsWith('/api/order')) posted = true
  })
  await client.getByLabel('Quantity of Apples').fill('1')
  await client.getByRole('button', { name: 'Create order' }).click()
  await expect(
    client.locator('[data-sonner-toast]').filter({ hasText: m.defaultLocationMissing }),
  ).toBeVisible()
  expect(posted).toBe(false)
  await context.close()
})

test('a client of two providers picks one, each order going through its own link', async ({
  request,
  browser,
  baseURL,
}) => {
  const mill = await signUp(request, 'Mill & Co')
  const refinery = await signUp(request, 'Sugar Refinery')
  const email = uniqueEmail()
  const millApi = providerApi(request, mill)
  const refineryApi = providerApi(request, refinery)
  await millApi.location('Depot', true)
  await millApi.product('Flour', 4)
  await refineryApi.location('Warehouse', true)
  await refineryApi.product('Sugar', 2)
  // Each provider enters the person itself and gets a record, and a link, of its own.
  const { id: millLink } = await millApi.client('Two-shop client', email)
  const { id: refineryLink } = await refineryApi.client('Two-shop client', email)
  expect(refineryLink).not.toBe(millLink)

  const context = await phone(browser, baseURL)
  const client = await context.newPage()
  // The refinery's link alone knows one provider: nothing to choose.
  await client.goto(`/client/${refineryLink}/order`)
  await expect(client.getByLabel('Quantity of Sugar')).toBeVisible()
  await expect(client.getByLabel('Provider')).toHaveCount(0)

  // Once both links were opened on this phone, either one offers both providers.
  await client.goto(`/client/${millLink}/order`)
  const provider = client.getByLabel('Provider')
  await expect(provider.getByRole('option', { name: 'Select a provider' })).toBeDisabled()
  await expect(provider).toHaveValue('')
  await expect(client.getByRole('button', { name: 'Create order' })).toHaveCount(0)

  await provider.selectOption({ label: 'Mill & Co' })
  await expect(client.getByLabel('Quantity of Flour')).toBeVisible()
  await expect(client.getByLabel('Quantity of Sugar')).toHaveCount(0)
  await provider.selectOption({ label: 'Sugar Refinery' })
  await expect(client.getByLabel('Quantity of Sugar')).toBeVisible()
  await expect(client.getByLabel('Quantity of Flour')).toHaveCount(0)
  expect(await seriousViolations(client)).toEqual([])
  await expectNoSideScroll(client)

  await client.getByLabel('Quantity of Sugar').fill('3')
  await client.getByRole('button', { name: 'Create order' }).click()
  await expect(client.getByRole('heading', { name: /^Order \d+$/ })).toBeVisible()
  await expect(client).toHaveURL(new RegExp(`/client/${refineryLink}/order/\\d+$`))
  await expect(main(client).getByText('Sugar Refinery')).toBeVisible()
  await expect(client.getByRole('row', { name: /Sugar 3 \$6\.00/ })).toBeVisible()

  await client.goto(`/client/${millLink}/order`)
  await client.getByLabel('Provider').selectOption({ label: 'Mill & Co' })
  await client.getByLabel('Quantity of Flour').fill('1')
  await client.getByRole('button', { name: 'Create order' }).click()
  await expect(client).toHaveURL(new RegExp(`/client/${millLink}/order/\\d+$`))

  // The orders list of either link shows the orders of both, each opening through its own link.
  await client.goto(`/client/${millLink}`)
  const cards = main(client).getByRole('listitem')
  await expect(cards).toHaveCount(2)
  await expect(cards.filter({ hasText: 'Sugar Refinery' })).toHaveCount(1)
  await expect(cards.filter({ hasText: 'Mill & Co' })).toHaveCount(1)
  await cards.filter({ hasText: 'Sugar Refinery' }).getByRole('link').click()
  await expect(client).toHaveURL(new RegExp(`/client/${refineryLink}/order/\\d+$`))

  // Each provider sees only its own order, and another phone knows neither link's partner.
  const millOrders = await request.get(`/api/client/${millLink}/orders`)
  expect(((await millOrders.json()) as { orders: unknown[] }).orders).toHaveLength(1)
  const stranger = await (await phone(browser, baseURL)).newPage()
  await stranger.goto(`/client/${millLink}/order`)
  await expect(stranger.getByLabel('Quantity of Flour')).toBeVisible()
  await expect(stranger.getByLabel('Provider')).toHaveCount(0)
  await context.close()
})

const shots = process.env.SCREENSHOTS ?? ''

/** A small generated PNG (a two-colour square), uploaded as a product photo. */
async function uploadPhoto(request: APIRequestContext, account: Account): Promise<string> {
  const { deflateSync } = await import('node:zlib')
  const size = 48
  const raw = Buffer.alloc((size * 3 + 1) * size)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const o = y * (size * 3 + 1) + 1 + x * 3
      const warm = x + y < size
      raw.set(warm ? [245, 158, 11] : [22, 163, 74], o)
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const png = Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
  const response = await request.post(`/api/provider/${account.providerId}/file`, {
    headers: { Authorization: `Bearer ${account.session.access_token}` },
    multipart: { file: { name: 'fruit.png', mimeType: 'image/png', buffer: png } },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { path: string }).path
}

function crc32(bytes: Buffer): number {
  let crc = ~0
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return ~crc >>> 0
}

test('screenshots of the portal at phone and desktop width', async ({
  request,
  browser,
  baseURL,
}) => {
  test.skip(!shots, 'set SCREENSHOTS to a directory to take screenshots')
  test.setTimeout(120_000)
  const account = await signUp(request, 'Green Valley Farm Produce & Bakery')
  const api = providerApi(request, account)
  await api.location('Main store', true)
  const photo = await uploadPhoto(request, account)
  const send = (data: object) =>
    request.post(`/api/provider/${account.providerId}/product`, {
      headers: { Authorization: `Bearer ${account.session.access_token}` },
      data,
    })
  await send({ name: 'Apples', price: 3, photo })
  await send({ name: 'Organic stone-ground whole wheat sourdough loaf, large', price: 12.5 })
  for (const [name, price] of [
    ['Bananas', 1.25],
    ['Carrots', 0.9],
    ['Eggs, dozen', 4.2],
    ['Milk 1L', 1.1],
    ['Butter', 3.75],
    ['Honey jar', 8],
    ['Cheddar 200g', 5.5],
    ['Oat flakes', 2.3],
  ] as const) {
    await send({ name, price })
  }
  const other = await signUp(request, 'Corner Dairy')
  await providerApi(request, other).product('Yogurt', 1.5)

  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    const email = uniqueEmail()
    const { id: clientId } = await api.client('Lena Market', email)
    const context = await browser.newContext({ baseURL, viewport })
    const page = await context.newPage()
    const shot = async (name: string, fullPage = true) => {
      await page.waitForTimeout(400)
      await page.screenshot({ path: join(shots, `${name}-${viewport.width}.png`), fullPage })
    }
    await page.goto(`/client/${clientId}/`)
    await expect(page.getByText(m.clientOrdersEmpty)).toBeVisible()
    await shot('orders-empty')
    await page.goto(`/client/${clientId}/order`)
    await page.getByLabel('Quantity of Apples').fill('2')
    await page.getByRole('button', { name: 'One more Organic' }).click()
    await shot('new-order')
    await shot('new-order-viewport', false)
    await page.getByRole('button', { name: 'Create order' }).click()
    await expect(page.getByRole('heading', { name: /^Order \d+$/ })).toBeVisible()
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 8_000 })
    await shot('order')
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Cancel order' }).click()
    await expect(page.getByText(m.noActions)).toBeVisible()
    await page.goto(`/client/${clientId}/order`)
    await page.getByLabel('Quantity of Bananas').fill('12')
    await page.getByRole('button', { name: 'Create order' }).click()
    await expect(page.getByRole('heading', { name: /^Order \d+$/ })).toBeVisible()
    await page.getByRole('link', { name: 'Back' }).click()
    await expect(main(page).getByText('Pending').filter({ visible: true })).toBeVisible()
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 8_000 })
    await shot('orders')
    if (viewport.width < 640) {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await shot('menu', false)
      await page.keyboard.press('Escape')
    }

    // A second provider without a default location, whose link was opened on this device too:
    // the dropdown and the warning.
    const { id: otherLink } = await providerApi(request, other).client('Lena Market', email)
    await page.goto(`/client/${otherLink}`)
    await expect(page.getByText('Pending').filter({ visible: true })).toBeVisible()
    await page.goto(`/client/${clientId}/order`)
    await shot('new-order-choose')
    await page.getByLabel('Provider').selectOption({ label: 'Corner Dairy' })
    await expect(page.getByRole('alert')).toBeVisible()
    await shot('new-order-no-location')

    await page.goto(`/client/${clientId}/order/999999`)
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible()
    await shot('order-not-found')
    await page.goto(`/client/${randomUUID()}`)
    await expect(page.getByRole('heading', { name: 'Link not found' })).toBeVisible()
    await shot('not-found')
    await context.close()
  }
})
