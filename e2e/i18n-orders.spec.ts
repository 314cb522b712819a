// The order and stock screens in Spanish (issue #22): a new order and an inventory adjustment made
// by a provider whose language is Spanish, and screenshots of each screen at 1280 and 375 wide.
import { expect, spanishProvider, test } from './fixtures'
import { product, seedShop } from './orders-fixtures'

test('a new order in Spanish: labels, refusals, the product count and the money', async ({
  page,
  request,
}) => {
  const { shop } = await seedShop(request, await spanishProvider(page, request))
  await page.goto(`${shop.base}/order`)
  await expect(page.getByRole('heading', { name: 'Nuevo pedido', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Ubicación')).toHaveValue(shop.location.id)
  const submit = page.getByRole('button', { name: 'Crear pedido' })
  await submit.click()
  await expect(page.getByRole('alert')).toHaveText('Selecciona un cliente.')

  await page.getByRole('combobox', { name: 'Cliente' }).fill(shop.client.name.slice(0, 8))
  await page.getByRole('option', { name: shop.client.name }).click()
  await page
    .getByLabel(`Quantity of ${product(shop, 0).name}`)
    .or(page.getByLabel(`Cantidad de ${product(shop, 0).name}`))
    .fill('3')
  await expect(page.getByText('1 producto · 37,50 US$')).toBeVisible()
  await submit.dblclick()
  await expect(page.getByText('Se ha creado el pedido.')).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Pedido \d+$/, level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Completar' })).toBeVisible()
  await expect(page.getByText('Creado por')).toBeVisible()
  // The shared pieces speak Spanish too: the status badge, the lines' headings and total.
  await expect(page.getByText('Pendiente', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Cantidad' })).toBeVisible()

  await page.goto(`${shop.base}/orders`)
  await expect(page.getByRole('columnheader', { name: 'Estado' })).toBeVisible()
  await expect(page.getByText('Pendiente', { exact: true }).first()).toBeVisible()
})

test('an inventory adjustment in Spanish', async ({ page, request }) => {
  const { shop } = await seedShop(request, await spanishProvider(page, request))
  await page.goto(`${shop.base}/adjust`)
  await expect(page.getByRole('heading', { name: 'Ajustar', level: 1 })).toBeVisible()
  await expect(page.getByText('Elige una ubicación para contar sus existencias.')).toBeVisible()
  await page.getByLabel('Selecciona la ubicación').selectOption(shop.location.id)
  const save = page.getByRole('button', { name: 'Ajustar inventario' })
  await save.click()
  await expect(page.getByRole('alert')).toHaveText('No hay ajustes que hacer.')
  const name = product(shop, 0).name
  await page
    .getByLabel(`Quantity of ${name}`)
    .or(page.getByLabel(`Cantidad de ${name}`))
    .fill('7')
  await expect(page.getByText('1 producto contado')).toBeVisible()
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('¿Seguro que quieres ajustar el inventario?')
    void dialog.accept()
  })
  await save.click()
  await expect(page.getByText('Se ha ajustado el inventario.')).toBeVisible()
})

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 375, height: 812 }],
] as const) {
  test(`${device}: the order and stock screens in Spanish, screenshots`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize(viewport)
    const { api, shop } = await seedShop(request, await spanishProvider(page, request))
    const order = await api.order(shop, 'ORDER', [{ id: product(shop, 0).id, quantity: 2 }])
    const screens: [string, string, string][] = [
      ['inbox', '/inbox', 'Bandeja de entrada'],
      ['orders', '/orders', 'Pedidos'],
      ['transactions', '/transactions', 'Movimientos'],
      ['new-order', '/order', 'Nuevo pedido'],
      ['new-transaction', '/transaction', 'Inventario'],
      ['order', `/order/${order.id}`, `Pedido ${order.id}`],
      ['inventory', '/inventory', 'Inventario'],
      ['adjust', '/adjust', 'Ajustar'],
      ['locations', '/locations', 'Ubicaciones'],
      ['location', `/location/${shop.location.id}`, shop.location.name],
    ]
    for (const [name, path, heading] of screens) {
      await page.goto(`${shop.base}${path}`)
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
      await page.screenshot({ path: `/tmp/tr1/shots/${device}-${name}.png`, fullPage: true })
    }
  })
}
