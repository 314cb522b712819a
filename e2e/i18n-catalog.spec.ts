// The catalog screens in Spanish (issue #22): products, clients and custom fields made by a
// provider whose language is Spanish — headings, buttons, empty lists, refusals, the search — and
// screenshots of each screen at 1280 and 375 wide.
import type { APIRequestContext, Page } from '@playwright/test'
import { messagesEs } from '../common/messages-es'
import { expect, spanishProvider, test, type Account } from './fixtures'
import { Api } from './orders-fixtures'

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/i18n-catalog'

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first()

async function count(request: APIRequestContext, account: Account, path: string) {
  const response = await request.get(`/api/provider/${account.providerId}${path}`, {
    headers: { Authorization: `Bearer ${account.session.access_token}` },
  })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { pagination: { total: number } }).pagination.total
}

test('a product in Spanish: refusals, one product from a double click, search, its screen', async ({
  page,
  request,
}) => {
  const account = await spanishProvider(page, request)
  const base = `/provider/${account.providerId}`
  await page.goto(`${base}/products`)
  await expect(page.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible()
  await expect(page.getByText(messagesEs.product.empty)).toBeVisible()

  await page.getByRole('button', { name: 'Nuevo producto' }).click()
  const drawer = page.getByRole('dialog', { name: 'Nuevo producto' })
  await expect(drawer.getByText('PNG, JPEG, WebP o GIF, de hasta 2\u00a0MB.')).toBeVisible()
  await expect(drawer.getByRole('button', { name: 'Subir' })).toBeVisible()
  const save = drawer.getByRole('button', { name: 'Guardar' })
  await save.click()
  await expect(drawer.getByLabel('Nombre')).toHaveAccessibleDescription(
    messagesEs.product.nameRequired,
  )
  await expect(drawer.getByLabel('Precio')).toHaveAccessibleDescription(
    messagesEs.product.priceRequired,
  )
  await drawer.getByLabel('Nombre').fill('Taza azul')
  await drawer.getByLabel('Precio').fill('-1')
  await save.click()
  await expect(drawer.getByLabel('Precio')).toHaveAccessibleDescription(
    'Un precio no puede ser negativo.',
  )
  await drawer.getByLabel('Precio').fill('1234.5')
  await save.dblclick()
  await expect(toast(page, messagesEs.product.created)).toBeVisible()
  await expect(drawer).toBeHidden()
  expect(await count(request, account, '/products')).toBe(1)

  await expect(page.getByRole('columnheader')).toHaveText(['Producto', 'Precio', 'Disponibilidad'])
  const row = page.getByRole('row', { name: /Taza azul/ })
  await expect(row).toContainText('1.234,50 US$')
  await expect(row).toContainText('Activo')

  const search = page.getByRole('searchbox', { name: 'Buscar productos' })
  await expect(search).toHaveAttribute('placeholder', 'Busca por nombre')
  await search.fill('tetera')
  await expect(page.getByText('No hay productos que coincidan con «tetera».')).toBeVisible()
  await search.fill('taza')
  await expect(page.getByRole('row', { name: /Taza azul/ })).toBeVisible()
  await page.getByRole('link', { name: 'Taza azul' }).click()

  await expect(page.getByRole('heading', { name: 'Taza azul', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Editar producto' })).toBeVisible()
  await expect(page.getByText('Solo se pueden pedir los productos activos.')).toBeVisible()
  await expect(page.getByText('Sin imagen')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Historial de precios' })).toBeVisible()
  await expect(page.getByText('Precio inicial: 1.234,50 US$')).toBeVisible()
  await expect(page.getByText(messagesEs.product.noRecentOrders)).toBeVisible()
})

test('a client in Spanish: refusals, one client from a double click, search, its screen', async ({
  page,
  request,
}) => {
  const account = await spanishProvider(page, request)
  const base = `/provider/${account.providerId}`
  await page.goto(`${base}/clients`)
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible()
  await expect(page.getByText(messagesEs.client.empty)).toBeVisible()

  await page.getByRole('button', { name: 'Nuevo cliente' }).click()
  const drawer = page.getByRole('dialog', { name: 'Nuevo cliente' })
  const save = drawer.getByRole('button', { name: 'Guardar' })
  await save.click()
  await expect(drawer.getByLabel('Nombre')).toHaveAccessibleDescription(
    messagesEs.client.nameRequired,
  )
  await expect(drawer.getByLabel('Correo electrónico')).toHaveAccessibleDescription(
    messagesEs.client.emailRequired,
  )
  await expect(drawer.getByText('Opcional.')).toBeVisible()
  await drawer.getByLabel('Nombre').fill('Ferretería López')
  await drawer.getByLabel('Correo electrónico').fill(`lopez-${account.providerId}@example.com`)
  await drawer.getByLabel('Dirección').fill('x'.repeat(501))
  await save.click()
  await expect(
    drawer.getByText('Una dirección puede tener como máximo 500 caracteres.'),
  ).toBeVisible()
  await drawer.getByLabel('Dirección').fill('Calle Mayor 1\nMadrid')
  await save.dblclick()
  await expect(toast(page, messagesEs.client.created)).toBeVisible()
  await expect(drawer).toBeHidden()
  expect(await count(request, account, '/provider_clients')).toBe(1)

  await expect(page.getByRole('columnheader')).toHaveText(['Nombre', 'Habilitado'])
  const search = page.getByRole('searchbox', { name: 'Buscar clientes' })
  await expect(search).toHaveAttribute('placeholder', 'Busca por nombre o correo')
  await search.fill('garcía')
  await expect(page.getByText('No hay clientes que coincidan con «garcía».')).toBeVisible()
  await page.getByRole('button', { name: 'Borrar búsqueda' }).click()
  await page.getByRole('link', { name: 'Ferretería López' }).click()

  await expect(page.getByRole('heading', { name: 'Ferretería López', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Editar cliente' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copiar enlace del cliente' })).toBeVisible()
  await expect(page.getByText('Los clientes inactivos no pueden hacerte pedidos.')).toBeVisible()
  await expect(page.getByText('Dirección', { exact: true })).toBeVisible()
  await expect(page.getByText(messagesEs.client.noRecentOrders)).toBeVisible()
})

test('a custom field in Spanish: types in words, refusals, options, one field', async ({
  page,
  request,
}) => {
  const account = await spanishProvider(page, request)
  await page.goto(`/provider/${account.providerId}/metadata`)
  await expect(page.getByRole('heading', { name: 'Campos personalizados', level: 1 })).toBeVisible()
  await expect(page.getByText(messagesEs.customField.empty)).toBeVisible()

  await page.getByRole('button', { name: 'Nuevo campo personalizado' }).click()
  const drawer = page.getByRole('dialog', { name: 'Nuevo campo personalizado' })
  await expect(drawer.getByLabel('Tipo de entidad').locator('option')).toHaveText([
    'Productos',
    'Clientes',
  ])
  await expect(drawer.getByLabel('Tipo de campo').locator('option')).toHaveText([
    'Texto',
    'Número',
    'Casilla de verificación',
    'Desplegable',
  ])
  const save = drawer.getByRole('button', { name: 'Guardar' })
  await save.click()
  await expect(drawer.getByLabel('Nombre del campo')).toHaveAccessibleDescription(
    messagesEs.customField.labelRequired,
  )
  await drawer.getByLabel('Nombre del campo').fill('Color')
  await drawer.getByLabel('Tipo de campo').selectOption('SELECT')
  await save.click()
  await expect(drawer.getByText('Un desplegable necesita al menos una opción.')).toBeVisible()

  const option = drawer.getByLabel('Nueva opción')
  for (const value of ['Rojo', 'Verde']) {
    await option.fill(value)
    await drawer.getByRole('button', { name: 'Añadir opción' }).click()
  }
  await option.fill('rojo')
  await option.press('Enter')
  await expect(drawer.getByText('Cada opción debe ser distinta.')).toBeVisible()
  await option.fill('')
  await expect(drawer.getByRole('button', { name: 'Eliminar la opción Verde' })).toBeVisible()
  await save.dblclick()
  await expect(toast(page, messagesEs.customField.created)).toBeVisible()
  await expect(drawer).toBeHidden()
  const fields = await request.get(`/api/provider/${account.providerId}/metadata/fields`, {
    headers: { Authorization: `Bearer ${account.session.access_token}` },
  })
  expect(((await fields.json()) as { fields: unknown[] }).fields).toHaveLength(1)

  await expect(page.getByRole('columnheader')).toHaveText([
    'Tipo de entidad',
    'Nombre del campo',
    'Tipo de campo',
    'Estado',
  ])
  await expect(page.getByRole('row', { name: /Color/ }).getByRole('cell')).toHaveText(
    ['Productos', 'Color', 'Desplegable (2 opciones)', 'Activo'],
    { useInnerText: true },
  )
  await page.getByRole('button', { name: 'Color' }).click()
  const edit = page.getByRole('dialog', { name: 'Editar campo personalizado' })
  await expect(
    edit.getByText('El tipo de entidad no se puede cambiar una vez creado el campo.'),
  ).toBeVisible()
  await expect(edit.getByRole('switch', { name: 'Activo' })).toBeVisible()
})

/** A product with a price change and a field value, a client with an address, a dropdown field. */
async function seedCatalog(request: APIRequestContext, account: Account) {
  const api = new Api(request, account)
  const { field } = await api.post<{ field: { id: string } }>(api.provider('/metadata/fields'), {
    entity_type: 'PRODUCTS',
    field_label: 'Material',
    field_type: 'SELECT',
    field_options: ['Cerámica', 'Vidrio', 'Acero inoxidable'],
  })
  await api.post(api.provider('/metadata/fields'), {
    entity_type: 'CLIENTS',
    field_label: 'Persona de contacto',
    field_type: 'TEXT',
  })
  const { product } = await api.post<{ product: { id: string } }>(api.provider('/product'), {
    name: 'Juego de tazas de cerámica esmaltada a mano, edición limitada',
    price: 1234.5,
    metadata: { [field.id]: 'Cerámica' },
  })
  await api.put(api.provider(`/product/${product.id}`), { price: 1499.99 })
  const { client } = await api.post<{ client: { id: string } }>(api.provider('/client'), {
    name: 'Distribuciones Hernández Fernández y Asociados',
    email: `hernandez-${account.providerId}@example.com`,
    address: 'Avenida de la Constitución 123, 4.º izquierda\n28001 Madrid',
  })
  return { product, client }
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 375, height: 812 }],
] as const) {
  test(`${device}: the catalog screens in Spanish, screenshots`, async ({ page, request }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    const account = await spanishProvider(page, request)
    const { product, client } = await seedCatalog(request, account)
    const base = `/provider/${account.providerId}`
    const screens: [string, string, string][] = [
      ['products', '/products', 'Productos'],
      ['product', `/product/${product.id}`, 'Juego de tazas'],
      ['clients', '/clients', 'Clientes'],
      ['client', `/client/${client.id}`, 'Distribuciones Hernández'],
      ['custom-fields', '/metadata', 'Campos personalizados'],
    ]
    for (const [name, path, heading] of screens) {
      await page.goto(`${base}${path}`)
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
      // Nothing wider than the screen: Spanish is longer than English.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0)
      await page.screenshot({ path: `${SHOTS}/${device}-${name}.png`, fullPage: true })
    }
    // The drawers, open on their longest screens. The notice that clients cannot order yet comes
    // with the locations and moves the page down: each click waits for it, or it may land where
    // the button was.
    const noticeShown = () =>
      expect(page.getByRole('link', { name: 'Añade una ubicación' })).toBeVisible()
    await page.goto(`${base}/product/${product.id}`)
    await noticeShown()
    await page.getByRole('button', { name: 'Editar producto' }).click()
    await expect(page.getByRole('dialog', { name: 'Editar producto' })).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/${device}-product-drawer.png` })
    await page.goto(`${base}/metadata`)
    await noticeShown()
    await page.getByRole('button', { name: 'Material' }).click()
    await expect(page.getByRole('dialog', { name: 'Editar campo personalizado' })).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/${device}-custom-field-drawer.png` })
  })
}
