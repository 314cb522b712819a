// Notifications (issue #18) on the web: the inbox's tab title counts pending orders live, the
// optional new-order alerts ask for the browser's permission only when turned on, and the
// Notifications screen saves the e-mail settings.
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { messages } from '../common/messages'
import type { NotificationSettings } from '../common/notifications'
import type { Order } from '../common/orders'
import { expect, test } from './fixtures'
import { product, seedShop, type Shop } from './orders-fixtures'

const m = messages.notifications

/** An order placed through the client's link, as the portal places it: no session. */
async function portalOrder(request: APIRequestContext, shop: Shop): Promise<Order> {
  const payload = {
    providerId: shop.account.providerId,
    clientId: shop.client.id,
    transaction_type: 'ORDER',
    products: [{ id: product(shop, 0).id, quantity: 2 }],
  }
  const response = await request.post('/api/order', {
    data: { order: JSON.stringify(payload) },
    headers: { 'Idempotency-Key': randomUUID() },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { order: Order }).order
}

async function openLiveInbox(page: Page, shop: Shop) {
  await page.goto(`${shop.base}/inbox`)
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible()
  // Joined: an order placed from now on comes over the channel, not a reload.
  await expect(page.getByText('Live', { exact: true })).toBeVisible()
}

test('the tab title counts a portal order live, and forgets it once fulfilled', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { api, shop } = await seedShop(request, signedInProvider)
  await openLiveInbox(page, shop)
  await expect(page).toHaveTitle('Inbox — Stockline')

  const order = await portalOrder(request, shop)
  await expect(page.getByRole('link', { name: String(order.id), exact: true })).toBeVisible()
  await expect(page).toHaveTitle('(1) Inbox — Stockline')

  const second = await api.order(shop, 'ORDER', [{ id: product(shop, 1).id, quantity: 1 }])
  await expect(page).toHaveTitle('(2) Inbox — Stockline')

  await api.put(`${shop.base}/order/${second.id}`, { fulfilled: true })
  await expect(page).toHaveTitle('(1) Inbox — Stockline')

  // Other screens keep their own titles.
  await page.getByRole('link', { name: 'Orders', exact: true }).click()
  await expect(page).toHaveTitle('Orders · Stockline')
})

test('new-order alerts ask for notifications only when turned on, and are remembered', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { shop } = await seedShop(request, signedInProvider)
  // A stand-in for the browser's notifications that records what the page asks of it; the page
  // acts as if it were in a background tab.
  await page.addInitScript(() => {
    const calls = { asked: 0, shown: [] as string[] }
    let permission: NotificationPermission = 'default'
    class FakeNotification {
      static get permission() {
        return permission
      }
      static requestPermission() {
        calls.asked += 1
        permission = 'granted'
        return Promise.resolve(permission)
      }
      onclick: (() => void) | null = null
      constructor(title: string) {
        calls.shown.push(title)
      }
      close() {}
    }
    Object.assign(window, { Notification: FakeNotification, notificationCalls: calls })
    document.hasFocus = () => false
  })
  const calls = () =>
    page.evaluate(
      () =>
        (window as unknown as { notificationCalls: { asked: number; shown: string[] } })
          .notificationCalls,
    )

  await openLiveInbox(page, shop)
  const toggle = page.getByRole('button', { name: 'Notify me of new orders' })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  expect((await calls()).asked).toBe(0)

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  expect((await calls()).asked).toBe(1)

  const order = await portalOrder(request, shop)
  await expect.poll(async () => (await calls()).shown).toEqual([`New order ${order.id}`])

  // Remembered for this provider; the page asks nothing on load.
  await page.reload()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  expect((await calls()).asked).toBe(0)

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await page.reload()
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
})

test('the Notifications screen saves the settings, once for a double click', async ({
  page,
  request,
  signedInProvider,
}) => {
  const base = `/provider/${signedInProvider.providerId}`
  await page.goto(`${base}/inbox`)
  const footer = page.getByRole('complementary')
  // In the sidebar's footer, just above Billing.
  await expect(footer.getByText(/^(Notifications|Billing)$/)).toHaveText([
    'Notifications',
    'Billing',
  ])
  await footer.getByRole('link', { name: 'Notifications' }).click()
  await expect(page).toHaveURL(`${base}/notifications`)
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible()

  // The defaults: every e-mail on, 08:00 UTC, English.
  const clientMails = page.getByRole('switch', { name: 'Order e-mails to clients' })
  const portalMails = page.getByRole('switch', { name: 'New portal orders' })
  const digest = page.getByRole('switch', { name: 'Daily low-stock digest' })
  const hour = page.getByLabel('Digest hour')
  const zone = page.getByLabel('Time zone')
  const language = page.getByLabel('Language', { exact: true })
  for (const control of [clientMails, portalMails, digest]) await expect(control).toBeChecked()
  await expect(hour).toHaveValue('8')
  await expect(zone).toHaveValue('UTC')
  await expect(language).toHaveValue('en')
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

  // A zone no one has is refused before anything is sent.
  const puts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/notifications')) puts.push(r.postData() ?? '')
  })
  await zone.fill('Mars/Olympus_Mons')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(m.timeZone)).toBeVisible()
  expect(puts).toEqual([])

  await portalMails.click()
  await hour.selectOption('18:00')
  await zone.fill('america/new_york')
  await language.selectOption('Español')
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith('/notifications'),
  )
  await page.getByRole('button', { name: 'Save' }).dblclick()
  expect((await answered).status()).toBe(200)
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: m.updated })).toHaveCount(1)
  // The server's spelling of the zone is what the form shows once saved.
  await expect(zone).toHaveValue('America/New_York')
  expect(puts).toHaveLength(1)

  await page.reload()
  await expect(clientMails).toBeChecked()
  await expect(portalMails).not.toBeChecked()
  await expect(digest).toBeChecked()
  await expect(hour).toHaveValue('18')
  await expect(zone).toHaveValue('America/New_York')
  await expect(language).toHaveValue('es')

  const response = await request.get(`/api${base}/notifications`, {
    headers: { Authorization: `Bearer ${signedInProvider.session.access_token}` },
  })
  expect(
    ((await response.json()) as { notifications: NotificationSettings }).notifications,
  ).toEqual({
    client_order_emails: true,
    new_order_email: false,
    low_stock_digest: true,
    digest_hour: 18,
    time_zone: 'America/New_York',
    language: 'es',
  })
})
