// The rest of the provider's screens in Spanish (issue #22): Home, Integrations (API keys, a
// webhook and its deliveries, the new key's drawer), Team, Billing, an import, Notifications, Low
// stock and a product's reorder rules, the assistant with an answer, the business switcher, and
// the signed-out screens. Each shows its Spanish heading and none of its English; screenshots of
// each at 1280 and 375 wide (I18N_SHOTS, else /tmp/i18n-shots).
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Session } from '../common/auth'
import type { MemberRole } from '../common/constants'
import { messages } from '../common/messages'
import { messagesEs } from '../common/messages-es'
import { expect, PASSWORD, seedSession, signUp, test, uniqueEmail } from './fixtures'
import { Api, type Shop } from './orders-fixtures'
import { expectNoSideScroll } from './in-view'

const SHOTS = process.env.I18N_SHOTS ?? '/tmp/i18n-shots'
const DEVICES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 375, height: 812 }],
] as const
type Device = (typeof DEVICES)[number][0]

/** Each account seems to come from its own address, as in fixtures.ts signUp. */
const someAddress = () =>
  `127.${[1, 2, 3].map(() => 1 + Math.floor(Math.random() * 250)).join('.')}`

/** The path and hash of the newest invitation link mailed to `email`: /invite#token=… */
async function inviteLinkFor(email: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox.jsonl')
  let link: string | undefined
  await expect
    .poll(async () => {
      const text = await readFile(outbox, 'utf8').catch(() => '')
      link = text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { to: string; text: string })
        .filter((mail) => mail.to === email)
        .at(-1)
        ?.text.match(/https?:\/\/\S+\/invite#token=\S+/)?.[0]
      return link
    })
    .toBeTruthy()
  const url = new URL(link ?? '')
  return `${url.pathname}${url.hash}`
}

const tokenOf = (link: string) => new URLSearchParams(link.split('#')[1]).get('token') ?? ''

async function invite(api: Api, email: string, role: MemberRole) {
  await api.post(api.provider('/member'), { email, role })
  return inviteLinkFor(email)
}

/** A webhook endpoint on this machine that takes every delivery. */
async function endpoint() {
  const server = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.end('recibido')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/stockline` }
}

/**
 * A Spanish owner's business with what every screen here shows: a default location and another
 * one, products, a client, orders, stock, two products low in stock, a member and a pending
 * invitation, an API key, a webhook with a delivered event, and a second business the owner
 * works in as staff (the switcher). Signed in in the browser, in Spanish.
 */
async function spanishBusiness(page: Page, request: APIRequestContext, webhookUrl: string) {
  const account = await signUp(request, 'Ferretería Norte')
  const api = new Api(request, account)
  const headers = { Authorization: `Bearer ${account.session.access_token}` }
  const locale = await request.put('/api/auth/me/locale', { data: { locale: 'es' }, headers })
  expect(locale.status(), await locale.text()).toBe(200)

  const other = new Api(request, await signUp(request, 'Suministros del Sur'))
  const joinOther = await request.post(
    `/api/invitation/${tokenOf(await invite(other, account.email, 'staff'))}/accept`,
    { headers },
  )
  expect(joinOther.ok(), await joinOther.text()).toBe(true)

  const { location } = await api.post<{ location: Shop['location'] }>(api.provider('/location'), {
    name: 'Almacén central',
    default: true,
  })
  await api.post(api.provider('/location'), { name: 'Tienda de la plaza' })
  const products: { id: string }[] = []
  for (const [name, price] of [
    ['Taza de cerámica azul', 12.5],
    ['Tetera de hierro fundido', 30],
    ['Hervidor eléctrico rojo', 45.25],
  ] as const) {
    products.push(
      (await api.post<{ product: { id: string } }>(api.provider('/product'), { name, price }))
        .product,
    )
  }
  const [mug, teapot, kettle] = products as [{ id: string }, { id: string }, { id: string }]
  const { client } = await api.post<{ client: Shop['client'] }>(api.provider('/client'), {
    name: 'Ferretería López',
    email: `lopez-${account.providerId}@example.com`,
  })
  const shop = { location, client }
  await api.order(shop, 'IN', [
    { id: mug.id, quantity: 40 },
    { id: teapot.id, quantity: 3 },
  ])
  const rules = (
    productId: string,
    rule: { location_id: string | null; min: number; max: number },
  ) => api.put(api.provider(`/product/${productId}/reorder_rules`), { reorder_rules: [rule] })
  await rules(teapot.id, { location_id: location.id, min: 5, max: 20 })
  await rules(kettle.id, { location_id: null, min: 2, max: 10 })

  await invite(api, uniqueEmail(), 'manager')
  const member = uniqueEmail()
  const joined = await request.post('/api/auth/signup', {
    data: {
      email: member,
      password: PASSWORD,
      invitation: tokenOf(await invite(api, member, 'staff')),
    },
    headers: { 'x-forwarded-for': someAddress() },
  })
  expect(joined.status(), await joined.text()).toBe(201)

  await api.post(api.provider('/api_keys'), { name: 'Sincronización contable', role: 'manager' })
  const { webhook } = await api.post<{ webhook: { id: string } }>(api.provider('/webhooks'), {
    url: webhookUrl,
    events: ['order.created', 'stock.low'],
  })
  await api.order(shop, 'ORDER', [
    { id: mug.id, quantity: 2 },
    { id: teapot.id, quantity: 1 },
  ])
  await api.order(shop, 'ORDER', [{ id: mug.id, quantity: 5 }])
  await expect
    .poll(async () => {
      const response = await request.get(
        `/api${api.provider(`/webhooks/${webhook.id}/deliveries`)}`,
        { headers },
      )
      const { deliveries } = (await response.json()) as { deliveries: { state: string }[] }
      return deliveries.some((delivery) => delivery.state === 'delivered')
    })
    .toBe(true)

  // Signed in afresh: the session lists both businesses and the language.
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: PASSWORD },
    headers: { 'x-forwarded-for': someAddress() },
  })
  expect(login.status(), await login.text()).toBe(200)
  const session = (await login.json()) as Session
  expect(session.user.locale).toBe('es')
  expect(session.user.providers).toHaveLength(2)
  await seedSession(page, session)
  return { account, base: `/provider/${account.providerId}`, mug, webhookId: webhook.id }
}

/** The screen speaks Spanish: its heading shows and none of its English texts is there. */
async function expectSpanish(page: Page, heading: Locator, english: readonly string[]) {
  await expect(heading).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const body = page.locator('body')
  for (const text of english)
    await expect(body, `"${text}" left in English`).not.toContainText(text)
}

async function screen(page: Page, device: Device, name: string) {
  await expectNoSideScroll(page, name)
  await page.screenshot({ path: `${SHOTS}/${device}-${name}.png`, fullPage: true })
}

/** A drawer, a panel or a toast: the viewport as it is seen. */
const view = (page: Page, device: Device, name: string) =>
  page.screenshot({ path: `${SHOTS}/${device}-${name}.png` })

const h1 = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 })
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first()

/** The sidebar's content: on a phone, in the menu drawer. */
async function openMenu(page: Page, device: Device) {
  if (device === 'phone') await page.getByRole('button', { name: 'Abrir el menú' }).click()
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }))

for (const [device, viewport] of DEVICES) {
  test(`${device}: the business's own screens in Spanish`, async ({ page, request }) => {
    test.setTimeout(300_000)
    await page.setViewportSize(viewport)
    const hook = await endpoint()
    try {
      const { base, mug, webhookId } = await spanishBusiness(page, request, hook.url)

      await page.goto(`${base}/dashboard`)
      await expectSpanish(page, h1(page, 'Inicio'), [
        'Revenue by week',
        'Pending orders',
        'This month',
        'so far',
      ])
      await expect(page.getByTestId('pending-orders')).toContainText('2')
      await expect(page.getByText('Ventas por semana').first()).toBeVisible()
      await screen(page, device, 'home')

      await page.goto(`${base}/integrations`)
      await expectSpanish(page, h1(page, 'Integraciones'), [
        'API keys',
        'New API key',
        'Last used',
        'Enabled',
      ])
      await expect(page.getByText('Sincronización contable')).toBeVisible()
      await expect(page.getByText('stock.low').first()).toBeVisible()
      await screen(page, device, 'integrations')
      await page.getByRole('button', { name: 'Nueva clave de API' }).click()
      const drawer = page.getByRole('dialog', { name: 'Nueva clave de API' })
      await expectSpanish(page, drawer.getByRole('heading', { name: 'Nueva clave de API' }), [
        'Expires (optional)',
        'Create key',
        'What uses it',
      ])
      await view(page, device, 'integrations-new-api-key')

      await page.goto(`${base}/integrations/webhooks/${webhookId}`)
      await expectSpanish(page, h1(page, 'Webhook'), [
        'Delivery log',
        'Delivered',
        'Rotate secret',
        'Last answer',
      ])
      await expect(page.getByText('Entregado').first()).toBeVisible()
      await expect(page.getByText('recibido').first()).toBeVisible()
      await screen(page, device, 'webhook')

      await page.goto(`${base}/team`)
      await expectSpanish(page, h1(page, 'Equipo'), [
        'Members',
        'Invite someone',
        'What each role can do',
        'Link valid until',
      ])
      await expect(page.getByText('Pendiente').first()).toBeVisible()
      await expect(page.getByText('Idioma del negocio')).toBeVisible()
      await screen(page, device, 'team')

      await page.goto(`${base}/notifications`)
      await expectSpanish(page, h1(page, 'Notificaciones'), [
        'Time zone',
        'Daily low-stock digest',
        'Order e-mails to clients',
      ])
      await expect(page.getByText('Resumen diario de inventario bajo')).toBeVisible()
      await screen(page, device, 'notifications')

      await page.goto(`${base}/inventory/low-stock`)
      await expectSpanish(page, h1(page, 'Inventario bajo'), [
        'On hand',
        'Suggested',
        'Restock',
        'All locations',
      ])
      await expect(page.getByText('Tetera de hierro fundido').first()).toBeVisible()
      await expect(page.getByText(messagesEs.reorder.allLocations).first()).toBeVisible()
      await screen(page, device, 'low-stock')

      await page.goto(`${base}/product/${mug.id}`)
      await page.getByRole('button', { name: 'Editar reglas de reposición' }).click()
      const rules = page.getByRole('dialog', { name: 'Reglas de reposición' })
      await rules.getByRole('button', { name: 'Añadir regla' }).click()
      await expectSpanish(page, rules.getByRole('heading', { name: 'Reglas de reposición' }), [
        'Add rule',
        'Minimum',
        'Maximum',
      ])
      await view(page, device, 'reorder-rules')

      await page.goto(`${base}/products`)
      await page.getByRole('button', { name: 'Importar CSV' }).click()
      const importing = page.getByRole('dialog', { name: 'Importar productos' })
      await importing.getByLabel('Archivo CSV').setInputFiles({
        name: 'catalogo.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          [
            'Nombre;Precio;Notas',
            'Jarra de vidrio;12,50;de la feria',
            'Cuchara;-1;',
            'Plato;abc;',
          ].join('\r\n'),
        ),
      })
      await expectSpanish(page, importing.getByRole('heading', { name: 'Importar productos' }), [
        'First rows',
        'Left out',
        'Check file',
      ])
      await view(page, device, 'import-preview')
      await importing.getByRole('button', { name: 'Comprobar archivo' }).click()
      await expect(importing.getByRole('alert')).toContainText(
        '2 filas tienen errores: no se ha importado nada.',
      )
      await expectSpanish(page, importing.getByRole('heading', { name: 'Importar productos' }), [
        'rows have errors',
        'Skip these',
        'Row 3',
        messages.imports.notANumber,
      ])
      await view(page, device, 'import-errors')

      await page.goto(`${base}/dashboard`)
      await page.getByRole('button', { name: 'Abrir el asistente' }).click()
      const assistant = page.getByRole('dialog', { name: 'Asistente' })
      const answered = page.waitForResponse((response) => response.url().endsWith('/llm-query-2'))
      await assistant.getByRole('button', { name: '¿Cuántos pedidos pendientes tengo?' }).click()
      const answer = await answered
      expect(answer.status(), await answer.text()).toBe(200)
      await expect(assistant.getByText('Tienes 2 pedidos pendientes.')).toBeVisible()
      await assistant.getByText('Detalles de la consulta').click()
      await expectSpanish(page, assistant.getByRole('heading', { name: 'Asistente' }), [
        'Ask about orders',
        'Query details',
        'pending orders',
        'Analysis type',
        'Order count',
      ])
      await view(page, device, 'assistant')

      await page.goto(`${base}/dashboard`)
      await openMenu(page, device)
      await page.getByRole('button', { name: 'Facturación' }).click()
      // The toasts' region, as a screen reader names it.
      await expect(page.getByRole('region', { name: /^Avisos/ })).toBeAttached()
      await expectSpanish(page, toast(page, messagesEs.billing.notConfigured), [
        messages.billing.notConfigured,
        'Billing',
      ])
      await view(page, device, 'billing')

      // Where plans are sold: the plan beside the role, and the switcher between businesses.
      await page.route(`**/api/provider/*`, async (route) => {
        const response = await route.fetch()
        const body = (await response.json()) as { provider: Record<string, unknown> }
        await route.fulfill({
          response,
          body: JSON.stringify({ provider: { ...body.provider, plans_enforced: true } }),
        })
      })
      await page.goto(`${base}/dashboard`)
      await openMenu(page, device)
      await page.getByRole('button', { name: /Cambiar de negocio/ }).click()
      const businesses = page.getByRole('menu')
      await expect(businesses.getByText('Suministros del Sur')).toBeVisible()
      await expect(businesses.getByText('Empleado')).toBeVisible()
      await expectSpanish(page, businesses.getByText('Tus negocios'), [
        'Your businesses',
        'Owner',
        'Staff',
        'Free plan',
      ])
      await expect(
        page.getByText('Propietario · Plan gratuito').filter({ visible: true }),
      ).toBeVisible()
      await view(page, device, 'business-switcher')
    } finally {
      hook.server.close()
    }
  })
}

test('a location reads Activa or Inactiva, a product Activo', async ({ page, request }) => {
  const account = await signUp(request, 'Ferretería Norte')
  const api = new Api(request, account)
  const headers = { Authorization: `Bearer ${account.session.access_token}` }
  expect(
    (await request.put('/api/auth/me/locale', { data: { locale: 'es' }, headers })).status(),
  ).toBe(200)
  await seedSession(page, { ...account.session, user: { ...account.session.user, locale: 'es' } })
  await api.post(api.provider('/location'), { name: 'Almacén central', default: true })
  const { location: van } = await api.post<{ location: { id: string } }>(
    api.provider('/location'),
    { name: 'Furgoneta' },
  )
  await api.put(api.provider(`/location/${van.id}`), { active: false })
  await api.post(api.provider('/product'), { name: 'Taza azul', price: 12.5 })
  const base = `/provider/${account.providerId}`

  await page.goto(`${base}/locations`)
  await expect(h1(page, 'Ubicaciones')).toBeVisible()
  await expect(page.getByRole('row', { name: /Almacén central/ })).toContainText('Activa')
  await expect(page.getByRole('row', { name: /Furgoneta/ })).toContainText('Inactiva')
  await expect(page.locator('main')).not.toContainText('Activo')
  await page.getByRole('link', { name: 'Furgoneta' }).click()
  await expect(page.getByRole('switch', { name: 'Activa' })).not.toBeChecked()

  await page.goto(`${base}/products`)
  await expect(page.getByRole('row', { name: /Taza azul/ })).toContainText('Activo')
})

test.describe('signed out, in a Spanish browser', () => {
  test.use({ locale: 'es-ES' })

  for (const [device, viewport] of DEVICES) {
    test(`${device}: sign-in, sign-up, reset, invitation and not-found in Spanish`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000)
      await page.setViewportSize(viewport)
      const owner = await signUp(request, 'Ferretería Norte')

      await page.goto('/login')
      await expectSpanish(page, h1(page, 'Iniciar sesión'), [
        'Log in',
        'Forgot my password',
        'Welcome back',
        'have an account',
      ])
      await screen(page, device, 'login')
      await page.getByLabel('Correo electrónico').fill(owner.email)
      await page.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click()
      await expect(toast(page, messagesEs.auth.sendResetSent)).toBeVisible()
      await expectSpanish(page, h1(page, 'Iniciar sesión'), [messages.auth.sendResetSent])
      await view(page, device, 'forgot-password')

      await page.goto('/signup')
      await expectSpanish(page, h1(page, 'Crea tu cuenta'), [
        'Create your account',
        'Business name',
        'Already have',
        'free trial',
      ])
      await screen(page, device, 'signup')

      await page.goto('/reset#access_token=not-a-real-token&type=recovery')
      await expect(h1(page, 'Elige una contraseña nueva')).toBeVisible()
      await page.getByLabel('Contraseña nueva').fill(PASSWORD)
      await page.getByRole('button', { name: 'Guardar contraseña nueva' }).click()
      await expect(page.getByRole('alert')).toContainText(messagesEs.auth.resetFailed)
      await expectSpanish(page, h1(page, 'Elige una contraseña nueva'), [
        'Choose a new password',
        'Save new password',
        messages.auth.resetFailed,
      ])
      await screen(page, device, 'reset-bad-token')

      await page.goto('/reset')
      await expectSpanish(page, h1(page, 'Restablece tu contraseña'), [
        'Reset your password',
        'Back to login',
        messages.auth.resetLinkInvalid,
      ])
      await expect(page.getByText(messagesEs.auth.resetLinkInvalid)).toBeVisible()
      await screen(page, device, 'reset-no-link')

      const invited = uniqueEmail()
      await page.goto(await invite(new Api(request, owner), invited, 'staff'))
      await expectSpanish(page, h1(page, 'Únete a Ferretería Norte'), [
        'Join',
        'Choose a password',
        'as staff',
      ])
      await expect(page.getByText('en Stockline como empleado')).toBeVisible()
      await screen(page, device, 'invitation')

      await page.goto('/invite')
      await expectSpanish(page, h1(page, 'Invitación'), ['Invitation', 'Go to login'])
      await screen(page, device, 'invitation-no-link')

      await page.goto('/no-such-page')
      await expectSpanish(page, h1(page, 'Página no encontrada'), ['Page not found', 'Go home'])
      await screen(page, device, 'not-found')
    })
  }
})
