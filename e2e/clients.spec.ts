// Clients list and detail (spec §2): create with validation and the duplicate-email answer,
// edit ("A email is required…"), the Active toggle, the client link, Recent Orders 5 a page,
// accessibility.
import type { APIRequestContext, Page } from '@playwright/test'
import type { Client } from '../common/clients'
import { messages } from '../common/messages'
import { expect, test, uniqueEmail, type Account } from './fixtures'
import { seriousViolations } from './axe'

const m = messages.client

async function post<T>(
  request: APIRequestContext,
  account: Account,
  path: string,
  data: unknown,
): Promise<T> {
  const response = await request.post(`/api${path}`, {
    data,
    headers: { Authorization: `Bearer ${account.session.access_token}` },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as T
}

const seedClient = async (
  request: APIRequestContext,
  account: Account,
  data: { name: string; email: string; address?: string },
) =>
  (await post<{ client: Client }>(request, account, `/provider/${account.providerId}/client`, data))
    .client

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first()

test('a new client needs a name and an email; a known email is refused', async ({
  page,
  request,
  signedInProvider,
}) => {
  const taken = await seedClient(request, signedInProvider, {
    name: 'Existing',
    email: uniqueEmail(),
  })
  const base = `/provider/${signedInProvider.providerId}`
  await page.goto(`${base}/clients`)
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible()
  await expect(page.getByRole('columnheader')).toHaveText(['Name', 'Enabled'])

  await page.getByRole('button', { name: 'New client' }).click()
  const drawer = page.getByRole('dialog', { name: 'New client' })
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(drawer.getByLabel('Name')).toHaveAccessibleDescription(m.nameRequired)
  await expect(drawer.getByLabel('Email')).toHaveAccessibleDescription(m.emailRequired)

  await drawer.getByLabel('Name').fill('Grace Shop')
  await drawer.getByLabel('Email').fill('not-an-email')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(drawer.getByText('Please enter a valid email address.')).toBeVisible()

  // The same email as one of this provider's clients: the server says why.
  await drawer.getByLabel('Email').fill(taken.email)
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(drawer.getByText('A client with this email already exists.')).toBeVisible()

  const email = uniqueEmail()
  await drawer.getByLabel('Email').fill(email)
  await drawer.getByLabel('Address').fill('1 Main St, Springfield')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, m.created)).toBeVisible()
  await expect(drawer).toBeHidden()
  const row = page.getByRole('row', { name: /Grace Shop/ })
  await expect(row).toContainText('Active')

  await row.getByRole('link', { name: 'Grace Shop' }).click()
  await expect(page.getByRole('heading', { name: 'Grace Shop', level: 1 })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByText('1 Main St, Springfield')).toBeVisible()
  await expect(page.getByText(m.noRecentOrders)).toBeVisible()
})

test('edit a client, toggle Active, back to the list', async ({
  page,
  request,
  signedInProvider,
}) => {
  const base = `/provider/${signedInProvider.providerId}`
  const client = await seedClient(request, signedInProvider, {
    name: 'Hopper Ltd',
    email: uniqueEmail(),
  })
  await page.goto(`${base}/clients`)
  await page
    .getByRole('row', { name: /Hopper Ltd/ })
    .getByText('Active')
    .click()
  await expect(page).toHaveURL(`${base}/client/${client.id}`)

  await page.getByRole('button', { name: 'Edit client' }).click()
  const drawer = page.getByRole('dialog', { name: 'Edit client' })
  await expect(drawer.getByLabel('Email')).toHaveValue(client.email)
  await drawer.getByLabel('Email').fill('')
  await drawer.getByRole('button', { name: 'Save' }).click()
  // Updating uses the spec's other sentence, as written.
  await expect(drawer.getByLabel('Email')).toHaveAccessibleDescription(m.emailRequiredOnUpdate)
  const email = uniqueEmail()
  await drawer.getByLabel('Email').fill(email)
  await drawer.getByLabel('Name').fill('Hopper & Co')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, m.updated)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Hopper & Co', level: 1 })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()

  const active = page.getByRole('switch', { name: 'Active' })
  await expect(active).toBeChecked()
  await active.click()
  await expect(toast(page, m.updated)).toBeVisible()
  await expect(active).not.toBeChecked()
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Active' })).not.toBeChecked()

  // Back always leads to the clients list.
  await page.getByRole('link', { name: 'Back' }).click()
  await expect(page).toHaveURL(`${base}/clients`)
  await expect(page.getByRole('row', { name: /Hopper & Co/ })).toContainText('Inactive')
})

test('the link button copies the client link', async ({
  page,
  context,
  request,
  signedInProvider,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const client = await seedClient(request, signedInProvider, {
    name: 'Linked',
    email: uniqueEmail(),
  })
  await page.goto(`/provider/${signedInProvider.providerId}/client/${client.id}`)
  await page.getByRole('button', { name: 'Copy client link' }).click()
  await expect(toast(page, 'Enlazado copiado')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/client/${client.id}/`,
  )
})

test('Recent Orders shows 5 a page', async ({ page, request, signedInProvider }) => {
  const pid = signedInProvider.providerId
  const base = `/provider/${pid}`
  const client = await seedClient(request, signedInProvider, {
    name: 'Busy buyer',
    email: uniqueEmail(),
  })
  const { location } = await post<{ location: { id: string } }>(
    request,
    signedInProvider,
    `${base}/location`,
    { name: 'Depot', default: true },
  )
  const { product } = await post<{ product: { id: string } }>(
    request,
    signedInProvider,
    `${base}/product`,
    { name: 'Widget', price: 3 },
  )
  const ids: number[] = []
  for (let i = 0; i < 6; i++) {
    const { order } = await post<{ order: { id: number } }>(request, signedInProvider, '/order', {
      order: JSON.stringify({
        providerId: pid,
        locationId: location.id,
        clientId: client.id,
        transaction_type: 'ORDER',
        products: [{ id: product.id, quantity: i + 1 }],
      }),
    })
    ids.push(order.id)
  }

  await page.goto(`${base}/client/${client.id}`)
  const rows = page.getByRole('row').filter({ hasText: 'Depot' })
  await expect(rows).toHaveCount(5)
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  await expect(pager).toContainText('1-5')
  await pager.getByRole('button', { name: 'Next' }).click()
  await expect(pager).toContainText('6-6')
  await expect(rows).toHaveCount(1)
  // Newest first: the oldest order is alone on the second page.
  await rows.first().getByRole('link').click()
  await expect(page).toHaveURL(`${base}/order/${ids[0]}`)
})

test('60 clients make two pages', async ({ page, request, signedInProvider }) => {
  for (let start = 0; start < 60; start += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        seedClient(request, signedInProvider, {
          name: `Client ${String(start + i + 1).padStart(2, '0')}`,
          email: uniqueEmail(),
        }),
      ),
    )
  }
  await page.goto(`/provider/${signedInProvider.providerId}/clients`)
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  await expect(pager).toContainText('1-50')
  await expect(page.getByRole('row')).toHaveCount(51)
  await pager.getByRole('button', { name: 'Next' }).click()
  await expect(pager).toContainText('51-60')
  await expect(page.getByRole('row')).toHaveCount(11)
})

test('no serious accessibility problems on the list, the drawer and the detail', async ({
  page,
  request,
  signedInProvider,
}) => {
  const base = `/provider/${signedInProvider.providerId}`
  await page.goto(`${base}/clients`)
  await expect(page.getByText(m.empty)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'New client' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(m.nameRequired)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  const client = await seedClient(request, signedInProvider, {
    name: 'Checked',
    email: uniqueEmail(),
  })
  await page.goto(`${base}/client/${client.id}`)
  await expect(page.getByRole('switch', { name: 'Active' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
