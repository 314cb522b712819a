// Transactions (spec §2 Transactions, §5 date range): filters by location, type and dates.
import type { Page } from '@playwright/test'
import { messages } from '../common/messages'
import { expect, test } from './fixtures'
import { product, seedShop } from './orders-fixtures'

const m = messages.order

/** The order ids the table shows, in order. */
async function listedIds(page: Page) {
  await expect(page.getByTestId('skeleton-row')).toHaveCount(0)
  return page.locator('tbody tr td:first-child').allInnerTexts()
}

test('filter transactions by type, location and date range', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { api, shop } = await seedShop(request, signedInProvider)
  const line = [{ id: product(shop, 0).id, quantity: 5 }]
  const stockIn = await api.order(shop, 'IN', line)
  const stockOut = await api.order(shop, 'OUT', line, shop.second.id)
  const order = await api.order(shop, 'ORDER', line)
  const adjust = await api.order(
    shop,
    'ADJUST',
    [{ id: product(shop, 1).id, quantity: -2 }],
    shop.second.id,
  )
  const all = [adjust, order, stockOut, stockIn].map((o) => String(o.id))

  await page.goto(`${shop.base}/transactions`)
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible()
  await expect.poll(() => listedIds(page)).toEqual(all)
  const header = page.getByRole('row').first()
  await expect(header).toContainText('Type')
  await expect(header).toContainText('Location')
  await expect(page.getByRole('row').filter({ hasText: String(adjust.id) })).toContainText(
    'Adjustment',
  )

  const type = page.getByLabel('Transaction type')
  await expect(type.locator('option')).toHaveText([
    'All',
    'Order',
    'Adjustment',
    'In',
    'Out',
    'Transfer',
  ])
  await type.selectOption({ label: 'In' })
  await expect.poll(() => listedIds(page)).toEqual([String(stockIn.id)])
  await type.selectOption({ label: 'All' })

  const location = page.getByLabel('Location')
  await expect(location.locator('option').first()).toHaveText('All')
  await location.selectOption({ label: shop.second.name })
  await expect.poll(() => listedIds(page)).toEqual([String(adjust.id), String(stockOut.id)])
  await location.selectOption({ label: 'All' })
  await expect.poll(() => listedIds(page)).toEqual(all)

  const today = order.created_at.slice(0, 10)
  const start = page.getByLabel('Start date')
  const end = page.getByLabel('End date')
  await start.fill(today)
  await end.fill(today)
  await expect(start).toHaveAttribute('max', today)
  await expect(end).toHaveAttribute('min', today)
  await expect.poll(() => listedIds(page)).toEqual(all)

  await start.fill('2999-01-01')
  await expect(page.getByRole('alert')).toHaveText(m.dateRangeOrder)
  await end.fill('2999-12-31')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByText(m.filterEmpty)).toBeVisible()

  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(start).toHaveValue('')
  await expect(end).toHaveValue('')
  await expect.poll(() => listedIds(page)).toEqual(all)

  // An order opens the order screen, a movement the transaction screen.
  await page
    .getByRole('row')
    .filter({ hasText: String(order.id) })
    .click()
  await expect(page).toHaveURL(`${shop.base}/order/${order.id}`)
  await page.goBack()
  await page
    .getByRole('row')
    .filter({ hasText: String(stockOut.id) })
    .click()
  await expect(page).toHaveURL(`${shop.base}/transaction/${stockOut.id}`)
  await expect(page.getByRole('heading', { name: `Out ${stockOut.id}` })).toBeVisible()
  await expect(page.getByText(m.noActions)).toHaveCount(0)
  await page.getByRole('button', { name: 'Back' }).click()
  await page.getByRole('link', { name: 'New transaction' }).click()
  await expect(page).toHaveURL(`${shop.base}/transaction`)
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible()
})

test('without transactions the list says so', async ({ page, signedInProvider }) => {
  await page.goto(`/provider/${signedInProvider.providerId}/transactions`)
  await expect(page.getByText(m.filterEmpty)).toBeVisible()
})
