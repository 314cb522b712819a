// Orders (spec §2 Orders, Order detail, New order; §4 order actions; §5 new order rules).
import { messages } from '../common/messages'
import { expect, test } from './fixtures'
import { product, seedShop } from './orders-fixtures'
import { pickClient } from './pick-client'
import { seriousViolations } from './axe'

const m = messages.order

test('the new order screen checks each rule, then creates the order', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { shop } = await seedShop(request, signedInProvider)
  await page.goto(`${shop.base}/order`)
  await expect(page.getByRole('heading', { name: 'New order', level: 1 })).toBeVisible()
  // The default location is chosen for the person (spec §4).
  await expect(page.getByLabel('Location')).toHaveValue(shop.location.id)
  await expect(page.getByLabel('Status')).toHaveValue('active')
  await expect(page.getByLabel(`Quantity of ${product(shop, 0).name}`)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  const submit = page.getByRole('button', { name: 'Create order' })
  const alert = page.getByRole('alert')
  await submit.click()
  await expect(alert).toHaveText(m.selectClient)

  await pickClient(page, shop.client.name)
  await page.getByLabel('Location').selectOption({ label: 'Select a location' })
  await submit.click()
  await expect(alert).toHaveText(m.selectLocation)

  await page.getByLabel('Location').selectOption({ label: shop.second.name })
  await submit.click()
  await expect(alert).toHaveText(m.atLeastOneProduct)

  // Quantities: digits only, and a pasted negative or decimal becomes a whole number.
  const first = page.getByLabel(`Quantity of ${product(shop, 0).name}`)
  await first.pressSequentially('-2.7')
  await expect(first).toHaveValue('27')
  await first.fill('-3.9')
  await expect(first).toHaveValue('3')
  await page.getByLabel(`Quantity of ${product(shop, 2).name}`).fill('2')
  await expect(page.getByText('2 products · $128.00')).toBeVisible()

  await submit.click()
  await expect(page.getByText(m.created)).toBeVisible()
  await expect(page).toHaveURL(/\/order\/\d+$/)
  const id = page.url().split('/').pop()
  await expect(page.getByRole('heading', { name: `Order ${id}`, level: 1 })).toBeVisible()
  await expect(page.getByText('Pending')).toBeVisible()
  await expect(page.getByText(shop.second.name)).toBeVisible()
  const lines = page.getByRole('region', { name: 'Products' })
  await expect(lines.getByRole('row').filter({ hasText: product(shop, 0).name })).toContainText(
    '$37.50',
  )
  await expect(lines.locator('tfoot tr')).toContainText('$128.00')
  await expect(lines.getByRole('link', { name: product(shop, 2).name })).toHaveAttribute(
    'href',
    `${shop.base}/product/${product(shop, 2).id}`,
  )
  await expect(page.getByRole('link', { name: shop.client.name })).toHaveAttribute(
    'href',
    `${shop.base}/client/${shop.client.id}`,
  )
  await expect(page.getByText(shop.client.email)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL(`${shop.base}/order`)
})

test('filters narrow the products of the new order screen', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { api, shop } = await seedShop(request, signedInProvider)
  const { field } = await api.post<{ field: { id: string } }>(api.provider('/metadata/fields'), {
    entity_type: 'PRODUCTS',
    field_label: 'Material',
    field_type: 'SELECT',
    field_options: ['Ceramic', 'Steel'],
  })
  await api.put(`${shop.base}/product/${product(shop, 0).id}`, {
    metadata: { [field.id]: 'Ceramic' },
  })
  await api.put(`${shop.base}/product/${product(shop, 2).id}`, { active: false })

  await page.goto(`${shop.base}/order`)
  const quantity = (i: number) => page.getByLabel(`Quantity of ${product(shop, i).name}`)
  await expect(quantity(0)).toBeVisible()
  await expect(quantity(2)).toHaveCount(0)

  await page.getByLabel('Status').selectOption({ label: 'Inactive' })
  await expect(quantity(2)).toBeVisible()
  await expect(quantity(0)).toHaveCount(0)

  await page.getByLabel('Status').selectOption({ label: 'All Products' })
  await page.getByLabel('Material').selectOption({ label: 'Ceramic' })
  await expect(quantity(0)).toBeVisible()
  await expect(quantity(1)).toHaveCount(0)
  await page.getByLabel('Material').selectOption({ label: 'All Material' })
  await expect(quantity(1)).toBeVisible()
})

test('without clients the new order screen says to add one first', async ({
  page,
  signedInProvider,
}) => {
  await page.goto(`/provider/${signedInProvider.providerId}/order`)
  await expect(page.getByText(m.firstClientFirst)).toBeVisible()
  await expect(page.getByLabel('Client')).toHaveCount(0)
})

test('the orders list pages its orders and leads to a new order', async ({
  page,
  request,
  signedInProvider,
}) => {
  const base = `/provider/${signedInProvider.providerId}`
  await page.goto(`${base}/orders`)
  await expect(page.getByText(m.ordersEmpty)).toBeVisible()
  await expect(page.getByRole('link', { name: 'New order' })).toHaveAttribute(
    'href',
    `${base}/order`,
  )

  const { api, shop } = await seedShop(request, signedInProvider)
  const order = await api.order(shop, 'ORDER', [{ id: product(shop, 0).id, quantity: 1 }])
  await api.order(shop, 'IN', [{ id: product(shop, 0).id, quantity: 1 }])
  await page.reload()
  const rows = page.getByRole('row')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(1)).toContainText(shop.client.name)
  await rows.nth(1).click()
  await expect(page).toHaveURL(`${base}/order/${order.id}`)
})

test('fulfil an order: Complete, and only sharing is left', async ({
  page,
  context,
  request,
  signedInProvider,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const { api, shop } = await seedShop(request, signedInProvider)
  const order = await api.order(shop, 'ORDER', [{ id: product(shop, 1).id, quantity: 4 }])

  await page.goto(`${shop.base}/order/${order.id}`)
  await page.getByRole('button', { name: 'Fulfill' }).click()
  await expect(page.getByText(m.updated)).toBeVisible()
  await expect(page.getByText('Complete', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Fulfill' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Copy client link' }).click()
  await expect(page.getByText(m.linkCopied)).toBeVisible()
  const origin = new URL(page.url()).origin
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${origin}/client/${shop.client.id}/order/${order.id}`,
  )

  const popup = page.waitForEvent('popup')
  await page.getByRole('link', { name: 'Print Order Sheet' }).click()
  const sheet = await popup
  await expect(sheet).toHaveURL(`${shop.base}/print/${order.id}`)
  await expect(sheet.getByRole('heading', { name: `Order ${order.id}` })).toBeVisible()
})

test('cancel an order: Cancelled, with no actions left', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { api, shop } = await seedShop(request, signedInProvider)
  const order = await api.order(shop, 'ORDER', [{ id: product(shop, 1).id, quantity: 1 }])

  await page.goto(`${shop.base}/order/${order.id}`)
  // Cancel asks first; saying no changes nothing.
  const asked: string[] = []
  let agree = false
  page.on('dialog', (dialog) => {
    asked.push(dialog.message())
    void (agree ? dialog.accept() : dialog.dismiss())
  })
  await page.getByRole('button', { name: 'Cancel' }).click()
  expect(asked).toEqual([m.confirmCancel])
  await expect(page.getByText('Pending', { exact: true })).toBeVisible()
  agree = true
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByText(m.updated)).toBeVisible()
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(page.getByText(m.noActions)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy client link' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Print Order Sheet' })).toHaveCount(0)
})

test('a refused update is only logged', async ({ page, request, signedInProvider }) => {
  const { api, shop } = await seedShop(request, signedInProvider)
  const order = await api.order(shop, 'ORDER', [{ id: product(shop, 1).id, quantity: 1 }])
  await page.goto(`${shop.base}/order/${order.id}`)
  await expect(page.getByRole('button', { name: 'Fulfill' })).toBeVisible()
  // Cancelled behind the screen's back: fulfilling now answers 409.
  await api.put(`${shop.base}/order/${order.id}`, { cancelled: true })
  const logged = page.waitForEvent(
    'console',
    (msg) => msg.type() === 'error' && msg.text().includes('could not be updated'),
  )
  await page.getByRole('button', { name: 'Fulfill' }).click()
  await logged
  await expect(page.getByText(m.updated)).toHaveCount(0)
})
