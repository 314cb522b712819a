// The live inbox (spec §2 Inbox, §4 "Inbox live updates"): orders made elsewhere appear without
// a reload, orders that stop being pending leave, and a failed channel falls back to polling.
import AxeBuilder from '@axe-core/playwright'
import { INBOX_POLL_INTERVAL_MS } from '../common/constants'
import { messages } from '../common/messages'
import { expect, seedSession, test } from './fixtures'
import { product, seedShop } from './orders-fixtures'
import { pickClient } from './pick-client'

test('an order made in another browser appears in the inbox within 2 s', async ({
  page,
  browser,
  baseURL,
  request,
  signedInProvider,
}) => {
  const { api, shop } = await seedShop(request, signedInProvider)
  const earlier = await api.order(shop, 'ORDER', [{ id: product(shop, 0).id, quantity: 1 }])

  await page.goto(`${shop.base}/inbox`)
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: String(earlier.id), exact: true })).toBeVisible()
  await expect(page.getByText('Live', { exact: true })).toBeVisible()
  // Marks this document: a reload would lose the mark.
  await page.evaluate(() => ((window as unknown as { mark: string }).mark = 'same page'))

  const other = await browser.newContext({ baseURL })
  const second = await other.newPage()
  await seedSession(second, signedInProvider.session)
  await second.goto(`${shop.base}/order`)
  await pickClient(second, shop.client.name)
  await second.getByLabel(`Quantity of ${product(shop, 1).name}`).fill('3')
  await second.getByRole('button', { name: 'Create order' }).click()
  await expect(second).toHaveURL(/\/order\/\d+$/)
  const created = Number(second.url().split('/').pop())
  await other.close()

  const row = page.getByRole('row').filter({ hasText: shop.client.name }).first()
  await expect(page.getByRole('link', { name: String(created), exact: true })).toBeVisible({
    timeout: 2000,
  })
  await expect(row).toContainText(String(created))
  await expect(row).toContainText(shop.location.name)
  await expect(row).toContainText('Pending')
  expect(await page.evaluate(() => (window as unknown as { mark?: string }).mark)).toBe('same page')

  // Fulfilled elsewhere: no longer pending, so it leaves the inbox.
  await api.put(`${shop.base}/order/${created}`, { fulfilled: true })
  await expect(page.getByRole('link', { name: String(created), exact: true })).toHaveCount(0, {
    timeout: 2000,
  })
  await expect(page.getByRole('link', { name: String(earlier.id), exact: true })).toBeVisible()

  // Cancelled elsewhere: the last pending order leaves and the inbox is empty.
  await api.put(`${shop.base}/order/${earlier.id}`, { cancelled: true })
  await expect(page.getByText(messages.order.inboxEmpty)).toBeVisible({ timeout: 2000 })
})

test('only pending orders are listed, and a row opens the order', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { api, shop } = await seedShop(request, signedInProvider)
  const line = [{ id: product(shop, 0).id, quantity: 2 }]
  const pending = await api.order(shop, 'ORDER', line)
  const done = await api.order(shop, 'ORDER', line)
  await api.put(`${shop.base}/order/${done.id}`, { fulfilled: true })
  const movement = await api.order(shop, 'IN', line)

  await page.goto(`${shop.base}/inbox`)
  await expect(page.getByRole('link', { name: String(pending.id), exact: true })).toBeVisible()
  for (const hidden of [done.id, movement.id]) {
    await expect(page.getByRole('link', { name: String(hidden), exact: true })).toHaveCount(0)
  }
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

  await page
    .getByRole('row')
    .filter({ hasText: String(pending.id) })
    .click()
  await expect(page).toHaveURL(`${shop.base}/order/${pending.id}`)
  await expect(page.getByRole('heading', { name: `Order ${pending.id}` })).toBeVisible()
})

test('a refused channel falls back to polling every 30 seconds', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { api, shop } = await seedShop(request, signedInProvider)
  await page.clock.install()
  // The server refuses every join, as it would a token it no longer accepts.
  await page.routeWebSocket(/\/api\/realtime$/, (ws) => {
    ws.onMessage(() => {
      ws.send(JSON.stringify({ type: 'error', code: 'unauthorized', message: 'no' }))
      void ws.close({ code: 4401 })
    })
  })
  await page.goto(`${shop.base}/inbox`)
  await expect(page.getByText(messages.order.inboxEmpty)).toBeVisible()
  await expect(page.getByText('Refreshing every 30 seconds')).toBeVisible()

  const order = await api.order(shop, 'ORDER', [{ id: product(shop, 2).id, quantity: 1 }])
  const refetch = page.waitForResponse((r) => r.url().includes('/orders?') && r.ok())
  await page.clock.runFor(INBOX_POLL_INTERVAL_MS + 1000)
  await refetch
  await expect(page.getByRole('link', { name: String(order.id), exact: true })).toBeVisible()
})
