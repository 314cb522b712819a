// Every create form, sent twice the ways people send things twice: a double click, and a second
// click after an answer that was lost on its way back. Either way one record is created: the
// form sends one request at a time, and a retry carries the first request's Idempotency-Key.
import type { APIRequestContext, Locator, Page, Request } from '@playwright/test'
import { mkdtemp, readdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TransactionType } from '../common/constants'
import { messages } from '../common/messages'
import { expect, signUp, test, type Account } from './fixtures'
import { product, seedShop } from './orders-fixtures'
import { pickClient } from './pick-client'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first()

async function get<T>(request: APIRequestContext, account: Account, path: string): Promise<T> {
  const response = await request.get(`/api/provider/${account.providerId}${path}`, {
    headers: { Authorization: `Bearer ${account.session.access_token}` },
  })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as T
}

const total = async (request: APIRequestContext, account: Account, path: string) =>
  (await get<{ pagination: { total: number } }>(request, account, path)).pagination.total

const transactions = (request: APIRequestContext, account: Account, type: TransactionType) =>
  total(request, account, `/orders?type=${type}`)

/** The POSTs the page sends to `pathname`, collected until `keys()` takes them. */
function watchPosts(page: Page, pathname: string) {
  const sent: Request[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === pathname) sent.push(r)
  })
  return {
    /** The Idempotency-Keys sent since the last call, once each of those requests has ended. */
    async keys() {
      const batch = sent.splice(0)
      await Promise.all(batch.map((r) => r.response().catch(() => null)))
      return batch.map((r) => r.headers()['idempotency-key'])
    },
  }
}

/** The keys of one intended create: at least one request, and every one with the same key. */
function expectOneKey(keys: (string | undefined)[]): string {
  expect(keys.length).toBeGreaterThan(0)
  expect(new Set(keys).size, `keys: ${keys.join(', ')}`).toBe(1)
  const [key] = keys
  expect(key).toBeTruthy()
  return key ?? ''
}

/** The next POST to `pathname` reaches the server, which creates the record; its answer is lost. */
async function loseNextAnswer(page: Page, pathname: string) {
  let lost = false
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (lost || route.request().method() !== 'POST') return route.fallback()
      lost = true
      await route.fetch()
      await route.abort('connectionreset')
    },
  )
}

interface Journey {
  page: Page
  /** Where the form POSTs. */
  pathname: string
  /** How many records of the kind exist. */
  count: () => Promise<number>
  /** Opens the form and fills it with the first or the second record's values. */
  fill: (record: 1 | 2) => Promise<void>
  submit: Locator
  /** Waits until a create has gone through (the drawer closed, the new page open). */
  created: () => Promise<void>
  /** The toast of a create whose answer did not arrive. */
  failed: string
}

/**
 * A double click creates one record with one key; then a click whose answer is lost and a
 * second click create one more, both with the same new key.
 */
async function doubleClickThenRetry(j: Journey) {
  const posts = watchPosts(j.page, j.pathname)
  await j.fill(1)
  await j.submit.dblclick()
  await j.created()
  const sent = await posts.keys()
  expect(await j.count()).toBe(1)
  const first = expectOneKey(sent)

  await j.fill(2)
  await loseNextAnswer(j.page, j.pathname)
  await j.submit.click()
  await expect(toast(j.page, j.failed)).toBeVisible()
  await j.submit.click()
  await j.created()
  const retried = await posts.keys()
  expect(await j.count()).toBe(2)
  expect(retried).toHaveLength(2)
  expect(expectOneKey(retried)).not.toBe(first)
}

/** A drawer form of a list page: opened by its plus button, closed by a successful save. */
function drawerJourney(
  page: Page,
  options: { list: string; title: string; fill: (drawer: Locator, record: 1 | 2) => Promise<void> },
) {
  const drawer = page.getByRole('dialog', { name: options.title })
  return {
    page,
    submit: drawer.getByRole('button', { name: 'Save' }),
    fill: async (record: 1 | 2) => {
      if (record === 1) await page.goto(options.list)
      await page.getByRole('button', { name: options.title }).click()
      await options.fill(drawer, record)
    },
    created: () => expect(drawer).toBeHidden(),
  }
}

test('New location: a double click and a retry each create one location', async ({
  page,
  request,
  signedInProvider,
}) => {
  const names = { 1: 'Depot', 2: 'Annex' }
  await doubleClickThenRetry({
    ...drawerJourney(page, {
      list: `/provider/${signedInProvider.providerId}/locations`,
      title: 'New location',
      fill: (drawer, record) => drawer.getByLabel('Name').fill(names[record]),
    }),
    pathname: `/api/provider/${signedInProvider.providerId}/location`,
    count: async () =>
      (await get<{ locations: unknown[] }>(request, signedInProvider, '/locations')).locations
        .length,
    failed: messages.location.createFailed,
  })
})

test('New product: a double click, a retried photo upload and a retried save each create one', async ({
  page,
  request,
  signedInProvider,
}) => {
  const base = `/api/provider/${signedInProvider.providerId}`
  const posts = watchPosts(page, `${base}/product`)
  const uploads = watchPosts(page, `${base}/file`)
  const count = () => total(request, signedInProvider, '/products')
  // A file on disk keeps its modification time when chosen again, as a person's photo does.
  const photo = join(await mkdtemp(join(tmpdir(), 'stockline-photo-')), 'dot.png')
  await writeFile(photo, PNG)
  const storedFiles = () =>
    readdir(join(process.env.E2E_DATA_DIR ?? '', 'uploads', signedInProvider.providerId)).catch(
      () => [],
    )
  await page.goto(`/provider/${signedInProvider.providerId}/products`)
  const drawer = page.getByRole('dialog', { name: 'New product' })

  await page.getByRole('button', { name: 'New product' }).click()
  await drawer.getByLabel('Name').fill('Teapot')
  await drawer.getByLabel('Price').fill('30')
  await drawer.getByRole('button', { name: 'Save' }).dblclick()
  await expect(toast(page, messages.product.created)).toBeVisible()
  const sent = await posts.keys()
  expect(await count()).toBe(1)
  const first = expectOneKey(sent)

  await page.getByRole('button', { name: 'New product' }).click()
  await drawer.getByLabel('Name').fill('Photo frame')
  await drawer.getByLabel('Price').fill('20')
  const image = drawer.getByRole('group', { name: 'Image' })
  await loseNextAnswer(page, `${base}/file`)
  for (const expected of ['alert', 'img'] as const) {
    const chooser = page.waitForEvent('filechooser')
    await image.getByRole('button', { name: 'Upload' }).click()
    await (await chooser).setFiles(photo)
    await expect(image.getByRole(expected)).toBeVisible()
  }
  expectOneKey(await uploads.keys())
  expect(await storedFiles()).toHaveLength(1)

  await loseNextAnswer(page, `${base}/product`)
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, messages.product.createFailed)).toBeVisible()
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(drawer).toBeHidden()
  const retried = await posts.keys()
  expect(await count()).toBe(2)
  expect(retried).toHaveLength(2)
  expect(expectOneKey(retried)).not.toBe(first)
  expect(await storedFiles()).toHaveLength(1)
})

test('New client: a double click and a retry each create one client', async ({
  page,
  request,
  signedInProvider,
}) => {
  const people = {
    1: ['Grace Shop', 'grace@example.com'],
    2: ['Hopper & Co', 'hopper@example.com'],
  }
  await doubleClickThenRetry({
    ...drawerJourney(page, {
      list: `/provider/${signedInProvider.providerId}/clients`,
      title: 'New client',
      fill: async (drawer, record) => {
        const [name, email] = people[record]
        await drawer.getByLabel('Name').fill(name!)
        await drawer.getByLabel('Email').fill(email!)
      },
    }),
    pathname: `/api/provider/${signedInProvider.providerId}/client`,
    count: () => total(request, signedInProvider, '/provider_clients'),
    failed: messages.client.createFailed,
  })
})

test('New custom field: a double click and a retry each create one field', async ({
  page,
  request,
  signedInProvider,
}) => {
  const labels = { 1: 'Color', 2: 'Material' }
  await doubleClickThenRetry({
    ...drawerJourney(page, {
      list: `/provider/${signedInProvider.providerId}/metadata`,
      title: 'New Custom Field',
      fill: (drawer, record) => drawer.getByLabel('Field Name').fill(labels[record]),
    }),
    pathname: `/api/provider/${signedInProvider.providerId}/metadata/fields`,
    count: async () =>
      (await get<{ fields: unknown[] }>(request, signedInProvider, '/metadata/fields')).fields
        .length,
    failed: messages.customField.saveFailed,
  })
})

test('New order: a double click and a retry each create one order', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { shop } = await seedShop(request, signedInProvider)
  await doubleClickThenRetry({
    page,
    pathname: '/api/order',
    // The same order twice on purpose: the second is a second order, not a repeat of the first.
    fill: async () => {
      await page.goto(`${shop.base}/order`)
      await pickClient(page, shop.client.name)
      await page.getByLabel(`Quantity of ${product(shop, 0).name}`).fill('2')
    },
    submit: page.getByRole('button', { name: 'Create order' }),
    created: () => expect(page).toHaveURL(/\/order\/\d+$/),
    count: () => transactions(request, signedInProvider, 'ORDER'),
    failed: messages.order.createFailed,
  })
})

test('New IN transaction: a double click and a retry each create one movement', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { shop } = await seedShop(request, signedInProvider)
  await doubleClickThenRetry({
    page,
    pathname: '/api/order',
    fill: async () => {
      await page.goto(`${shop.base}/transaction`)
      await page.getByLabel('Transaction type').selectOption('IN')
      await page.getByLabel(`Quantity of ${product(shop, 1).name}`).fill('5')
    },
    submit: page.getByRole('button', { name: 'Create transaction' }),
    created: () => expect(page).toHaveURL(/\/transaction\/\d+$/),
    count: () => transactions(request, signedInProvider, 'IN'),
    failed: messages.order.createFailed,
  })
})

test('Adjust: a double click and a retry each save one adjustment; the same count again is a new one', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { shop } = await seedShop(request, signedInProvider)
  const posts = watchPosts(page, '/api/order')
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.accept()
  })
  const counted = page.getByLabel(`Quantity of ${product(shop, 0).name}`)
  const save = page.getByRole('button', { name: 'Adjust inventory' })
  // Counts are cleared once saved, and kept when the save failed.
  const pending = page.getByText('1 product counted')
  await page.goto(`${shop.base}/adjust`)
  await page.getByLabel('Select Location').selectOption({ label: shop.location.name })

  await counted.fill('3')
  await save.dblclick()
  await expect(toast(page, 'The inventory has been adjusted.')).toBeVisible()
  const sent = await posts.keys()
  expect(await transactions(request, signedInProvider, 'ADJUST')).toBe(1)
  const first = expectOneKey(sent)
  // The second click does not ask again while the first one's adjustment is on its way.
  expect(dialogs).toEqual([messages.inventory.confirmAdjust])

  // 3 → 6 sends the same +3 as 0 → 3 did: a new adjustment all the same, with a new key.
  await expect(pending).toBeHidden()
  await expect(counted).toHaveValue('3')
  await counted.fill('6')
  await loseNextAnswer(page, '/api/order')
  await save.click()
  await expect(toast(page, messages.order.createFailed)).toBeVisible()
  await expect(pending).toBeVisible()
  await save.click()
  await expect(pending).toBeHidden()
  const retried = await posts.keys()
  expect(await transactions(request, signedInProvider, 'ADJUST')).toBe(2)
  expect(retried).toHaveLength(2)
  expect(expectOneKey(retried)).not.toBe(first)
  await expect(counted).toHaveValue('6')
})

test('Client portal: a double tap and a retry each place one order', async ({ page, request }) => {
  const account = await signUp(request)
  const { shop } = await seedShop(request, account)
  await doubleClickThenRetry({
    page,
    pathname: '/api/order',
    fill: async () => {
      await page.goto(`/client/${shop.client.id}/order`)
      await page.getByLabel(`Quantity of ${product(shop, 0).name}`).fill('4')
    },
    submit: page.getByRole('button', { name: 'Create order' }),
    created: () => expect(page).toHaveURL(/\/order\/\d+$/),
    count: () => transactions(request, account, 'ORDER'),
    failed: messages.order.createFailed,
  })
})
