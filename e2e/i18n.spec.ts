// English and Spanish (issue #22): sign-up in a Spanish browser, the provider's language kept
// with the account, the portal in the business's or the browser's language, Spanish numbers and
// dates.
import { seedShop } from './orders-fixtures'
import { expect, PASSWORD, seedSession, signUp, storedSession, test, uniqueEmail } from './fixtures'

const INBOX_URL = /\/provider\/[0-9a-f-]{36}\/inbox$/

test.describe('in a Spanish browser', () => {
  test.use({ locale: 'es-ES' })

  test('signs up in Spanish, and the account and the business keep Spanish', async ({ page }) => {
    await page.goto('/signup')
    await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await page.getByLabel('Correo electrónico').fill(uniqueEmail())
    await page.getByLabel('Nombre del negocio').fill('Tienda de la esquina')
    await page.getByLabel('Contraseña').fill('corta')
    const create = page.getByRole('button', { name: 'Crear cuenta' })
    await create.click()
    await expect(page.getByRole('alert')).toHaveText(
      'La contraseña debe tener más de 6 caracteres.',
    )
    await page.getByLabel('Contraseña').fill(PASSWORD)
    await create.dblclick()

    await expect(page).toHaveURL(INBOX_URL)
    await expect(page.getByRole('link', { name: 'Pedidos' }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Cerrar sesión' }).first()).toBeAttached()
    const session = await storedSession(page)
    expect(session?.user.locale).toBe('es')
    const providerId = session!.user.providers[0]!.provider.id
    const provider = await page.request.get(`/api/provider/${providerId}`, {
      headers: { Authorization: `Bearer ${session!.access_token}` },
    })
    expect((await provider.json()).provider.locale).toBe('es')
  })

  test('a business in English shows its portal in Spanish, with Spanish money and dates', async ({
    page,
    request,
  }) => {
    const { api, shop } = await seedShop(request, await signUp(request))
    const { product } = await api.post<{ product: { id: string } }>(api.provider('/product'), {
      name: 'Caja grande',
      price: 1234.5,
    })
    const order = await api.order(shop, 'ORDER', [{ id: product.id, quantity: 1 }])
    await page.goto(`/client/${shop.client.id}/order/${order.id}`)
    await expect(page.getByRole('link', { name: 'Nuevo pedido' }).first()).toBeAttached()
    await expect(page.getByText('1.234,50 US$').first()).toBeVisible()
    await expect(page.getByText(/\d{2}\/\d{2}\/\d{4}/).first()).toBeVisible()
  })
})

test('the language chosen in the provider shell stays after a reload and a new sign-in', async ({
  page,
  browser,
  signedInProvider,
}) => {
  // Two browser contexts and three full loads of the app on a shared machine.
  test.slow()
  await page.goto(`/provider/${signedInProvider.providerId}/inbox`)
  await expect(page.getByRole('link', { name: 'Orders' }).first()).toBeVisible()
  await page.getByLabel('Language').first().selectOption('es')
  await expect(page.getByRole('link', { name: 'Pedidos' }).first()).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await page.reload()
  await expect(page.getByRole('link', { name: 'Pedidos' }).first()).toBeVisible()

  // Another device, in English: signing in brings the account's language.
  const other = await browser.newContext({ locale: 'en-US' })
  const fresh = await other.newPage()
  await fresh.goto('/login')
  await expect(fresh.getByRole('heading', { name: 'Log in' })).toBeVisible()
  await fresh.getByLabel('Email').fill(signedInProvider.email)
  await fresh.getByLabel('Password').fill(signedInProvider.password)
  await fresh.getByRole('button', { name: 'Log in' }).click()
  await expect(fresh).toHaveURL(INBOX_URL)
  await expect(fresh.getByRole('link', { name: 'Pedidos' }).first()).toBeVisible()
  await other.close()
})

test.describe('the portal of a business in Spanish', () => {
  test('shows English to an English browser', async ({ browser, request }) => {
    const { api, shop } = await seedShop(request, await signUp(request))
    await api.put(api.provider('/locale'), { locale: 'es' })
    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    await page.goto(`/client/${shop.client.id}`)
    await expect(page.getByRole('link', { name: 'New order' }).first()).toBeAttached()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await context.close()
  })

  test('shows Spanish to a browser in neither language, and its switch changes it', async ({
    browser,
    request,
  }) => {
    const { api, shop } = await seedShop(request, await signUp(request))
    await api.put(api.provider('/locale'), { locale: 'es' })
    const context = await browser.newContext({ locale: 'fr-FR' })
    const page = await context.newPage()
    await page.goto(`/client/${shop.client.id}`)
    await expect(page.getByRole('link', { name: 'Nuevo pedido' }).first()).toBeAttached()
    await page.getByLabel('Idioma').first().selectOption('en')
    await expect(page.getByRole('link', { name: 'New order' }).first()).toBeAttached()
    await context.close()
  })
})

test('a provider whose session names no language sees the browser one', async ({
  page,
  request,
}) => {
  const account = await signUp(request)
  await seedSession(page, account.session)
  await page.goto(`/provider/${account.providerId}/inbox`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})
