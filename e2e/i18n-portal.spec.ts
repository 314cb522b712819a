// The client portal and the landing page in Spanish (issue #22): an owner sets the business's
// language on the Team page, a client whose browser asks for neither English nor Spanish orders
// through its link in Spanish, and the landing page switches to Spanish. Screenshots of every
// portal screen and of the landing page at 1280 and 375 wide.
import type { Browser } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { messagesEs } from '../common/messages-es'
import { expect, seedSession, signUp, test } from './fixtures'
import { product, seedShop } from './orders-fixtures'
import { expectNoSideScroll } from './in-view'

const es = messagesEs.order
const SHOTS = '/tmp/i18np/shots'
const DEVICES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 375, height: 812 }],
] as const

// A browser in French: the portal falls back to the business's language (README, Translations).
const NEITHER = 'fr-FR'

/** A business whose language is Spanish, with a default location, products and a client. */
async function spanishBusiness(request: Parameters<typeof seedShop>[0]) {
  const seeded = await seedShop(request, await signUp(request, 'Ferretería Norte'))
  await seeded.api.put(seeded.api.provider('/locale'), { locale: 'es' })
  return seeded
}

async function clientPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ locale: NEITHER, viewport })
  return { context, page: await context.newPage() }
}

test('an owner sets the business language to Spanish; a client orders in Spanish', async ({
  page,
  request,
  browser,
}) => {
  // Two browsers and a full order journey on a shared machine.
  test.slow()
  const account = await signUp(request, 'Ferretería Norte')
  const { api, shop } = await seedShop(request, account)
  await seedSession(page, account.session)

  await page.goto(`${shop.base}/team`)
  const card = page.getByRole('heading', { name: 'Business language' })
  await expect(card).toBeVisible()
  await expect(page.getByText(/^The language of your client portal\./)).toBeVisible()
  const language = page.getByRole('combobox', { name: 'Client portal language' })
  await expect(language).toHaveValue('en')
  const save = page.getByRole('button', { name: 'Save', exact: true })
  await expect(save).toBeDisabled()
  await language.selectOption('es')
  await save.click()
  await expect(page.getByText('The business language has been saved.')).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/desktop-team-business-language.png`, fullPage: true })
  await expect(save).toBeDisabled()
  const saved = await request.get(`/api${api.provider('')}`, {
    headers: { Authorization: `Bearer ${account.session.access_token}` },
  })
  expect((await saved.json()).provider.locale).toBe('es')
  // The owner's own screens keep the owner's language.
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible()

  const { context, page: client } = await clientPage(browser, { width: 1280, height: 800 })
  await client.goto(`/client/${shop.client.id}`)
  await expect(client.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible()
  await expect(client.locator('html')).toHaveAttribute('lang', 'es')
  await expect(client.getByText(es.clientOrdersEmpty)).toBeVisible()
  await client.getByRole('link', { name: 'Hacer un pedido' }).click()

  await expect(client.getByRole('heading', { name: 'Nuevo pedido', level: 1 })).toBeVisible()
  const name = product(shop, 0).name
  await expect(client.getByRole('columnheader', { name: 'Precio' })).toBeVisible()
  await expect(client.getByRole('cell', { name: '12,50 US$' })).toBeVisible()
  const create = client.getByRole('button', { name: 'Crear pedido' })
  await create.click()
  await expect(client.getByText(es.atLeastOneProduct)).toBeVisible()
  await client.getByRole('button', { name: `Añadir uno de ${name}` }).click()
  await client.getByRole('button', { name: `Añadir uno de ${name}` }).click()
  await expect(client.getByLabel(`Cantidad de ${name}`)).toHaveValue('2')
  await expect(client.getByText(/^2 unidades\s*·?\s*25,00\sUS\$$/)).toBeVisible()

  const posts: number[] = []
  client.on('response', (response) => {
    if (response.url().endsWith('/api/order') && response.request().method() === 'POST') {
      posts.push(response.status())
    }
  })
  await create.dblclick()
  await expect(client.getByText(es.created)).toBeVisible()
  const heading = client.getByRole('heading', { name: /^Pedido \d+$/, level: 1 })
  await expect(heading).toBeVisible()
  const orders = await request.get(`/api/client/${shop.client.id}/orders`)
  const listed = (await orders.json()) as { orders: { id: number }[] }
  expect(listed.orders).toHaveLength(1)
  expect(posts.every((status) => status === 201)).toBe(true)
  const orderId = listed.orders[0]!.id
  await expect(heading).toHaveText(`Pedido ${orderId}`)
  await expect(client.getByText('Proveedor', { exact: true })).toBeVisible()
  await expect(client.getByText('Acciones', { exact: true })).toBeVisible()
  await expect(client.getByText(/\d{2}\/\d{2}\/\d{4}/).first()).toBeVisible()
  await expect(client.getByText('25,00 US$').first()).toBeVisible()

  client.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(es.confirmCancel)
    void dialog.accept()
  })
  await client.getByRole('button', { name: 'Cancelar pedido' }).click()
  await expect(client.getByText(es.updated)).toBeVisible()
  await expect(client.getByText(es.noActions)).toBeVisible()

  await client.getByRole('link', { name: 'Volver' }).click()
  await expect(client.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible()
  await expect(client.getByRole('link', { name: String(orderId), exact: true })).toBeVisible()
  await context.close()
})

test('the portal of a business in English stays English for a browser in neither', async ({
  browser,
  request,
}) => {
  const { shop } = await seedShop(request, await signUp(request))
  const { context, page } = await clientPage(browser, { width: 1280, height: 800 })
  await page.goto(`/client/${shop.client.id}`)
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await context.close()
})

for (const [device, viewport] of DEVICES) {
  test(`${device}: every portal screen in Spanish, screenshots`, async ({ browser, request }) => {
    test.slow()
    const { api, shop } = await spanishBusiness(request)
    const { context, page } = await clientPage(browser, viewport)
    const shot = async (name: string) => {
      await expectNoSideScroll(page)
      await page.screenshot({ path: `${SHOTS}/${device}-portal-${name}.png`, fullPage: true })
    }

    await page.goto(`/client/${shop.client.id}`)
    await expect(page.getByText(es.clientOrdersEmpty)).toBeVisible()
    await shot('orders-empty')

    await page.goto(`/client/${shop.client.id}/order`)
    await expect(page.getByRole('heading', { name: 'Nuevo pedido', level: 1 })).toBeVisible()
    await page.getByLabel(`Cantidad de ${product(shop, 1).name}`).fill('3')
    await expect(page.getByText(/^3 unidades\s*·?\s*90,00\sUS\$$/)).toBeVisible()
    await shot('new-order')

    const order = await api.order(shop, 'ORDER', [
      { id: product(shop, 0).id, quantity: 2 },
      { id: product(shop, 2).id, quantity: 1 },
    ])
    await page.goto(`/client/${shop.client.id}/order/${order.id}`)
    await expect(page.getByRole('heading', { name: `Pedido ${order.id}` })).toBeVisible()
    await expect(page.getByText('12,50 US$ la unidad')).toBeVisible()
    await shot('order')

    await page.goto(`/client/${shop.client.id}`)
    await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible()
    await expect(
      page
        .getByText(/\d{2}\/\d{2}\/\d{4}/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible()
    await shot('orders')

    await page.goto(`/client/${shop.client.id}/order/999999999`)
    await expect(page.getByRole('heading', { name: 'Pedido no encontrado' })).toBeVisible()
    await shot('order-not-found')

    // A link the server does not know names no business: the browser's language decides.
    const spanish = await browser.newContext({ locale: 'es-ES', viewport })
    const stranger = await spanish.newPage()
    await stranger.goto(`/client/${randomUUID()}`)
    await expect(stranger.getByRole('heading', { name: 'Enlace no encontrado' })).toBeVisible()
    await stranger.screenshot({ path: `${SHOTS}/${device}-portal-link-not-found.png` })
    await spanish.close()
    await context.close()
  })

  test(`${device}: the landing page switches to Spanish, screenshots`, async ({ page }) => {
    await page.setViewportSize(viewport)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.getByLabel('Language').selectOption('es')

    await expect(page.getByRole('link', { name: 'Empezar', exact: true })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page).toHaveTitle('Stockline · Pedidos e inventario para pequeños negocios')
    await expect(
      page.getByRole('heading', { name: 'Gestiona tu inventario como los grandes.' }),
    ).toBeVisible()
    await expect(
      page.getByRole('heading', { name: 'Portales de pedidos para clientes' }),
    ).toBeVisible()
    await expect(page.getByText('19 US$')).toBeVisible()
    // Without Stripe the test server sells no plans: every account has every feature.
    await expect(page.getByText(/^Este servidor incluye todas las funciones de Pro/)).toBeVisible()
    await expect(page.getByText('Pedidos ilimitados').first()).toBeVisible()
    for (const cta of await page.getByRole('link', { name: 'Empezar la prueba gratuita' }).all()) {
      await expect(cta).toHaveAttribute('href', '/login')
    }
    await page.screenshot({ path: `${SHOTS}/${device}-landing.png`, fullPage: true })
    await page.screenshot({ path: `${SHOTS}/${device}-landing-top.png` })
    await expectNoSideScroll(page)

    // The choice stays on the device; the landing page never loads the app's texts.
    await page.reload()
    await expect(page.getByRole('link', { name: 'Empezar', exact: true })).toBeVisible()
    expect(scripts.filter((path) => /\/app-[\w-]+\.js$/.test(path))).toEqual([])
  })
}
