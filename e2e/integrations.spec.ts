// Integrations (issue #25): an owner makes an API key, sees its secret once, uses it and revokes
// it; subscribes a webhook to an endpoint this test runs, watches a delivery arrive in the log,
// then fail once the endpoint answers 500 to a resend; a staff member has neither the menu item
// nor the screen. Screenshots at a desktop's and a phone's width.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import { createHmac } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Session } from '../common/auth'
import type { ApiKey } from '../common/api-keys'
import type { Webhook } from '../common/webhooks'
import { expect, PASSWORD, seedSession, signUp, test, uniqueEmail, type Account } from './fixtures'
import { product, seedShop } from './orders-fixtures'

/** SCREENSHOTS=/tmp/shots keeps them for a look (as e2e/screenshots.spec.ts); else test output. */
const shotPath = (testInfo: TestInfo, name: string) =>
  process.env.SCREENSHOTS
    ? join(process.env.SCREENSHOTS, `${name}.png`)
    : testInfo.outputPath(`${name}.png`)

const auth = (account: Account) => ({
  Authorization: `Bearer ${account.session.access_token}`,
})

async function listed<T>(request: APIRequestContext, account: Account, path: string, name: string) {
  const response = await request.get(`/api/provider/${account.providerId}/${path}`, {
    headers: auth(account),
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as Record<string, T[]>)[name] ?? []
}

interface Received {
  body: string
  signature: string
}

/** A webhook endpoint on this machine: it keeps what it receives and answers `status`. */
async function standIn() {
  const received: Received[] = []
  const endpoint = { status: 200, received, url: '', server: undefined as Server | undefined }
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers['stockline-signature'] ?? ''),
      })
      res.writeHead(endpoint.status, { 'content-type': 'text/plain' })
      res.end(endpoint.status < 300 ? 'thanks' : 'endpoint broken on purpose')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  endpoint.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stockline`
  endpoint.server = server
  return endpoint
}

function verify(secret: string, { body, signature }: Received) {
  const { t, v1 } = Object.fromEntries(signature.split(',').map((part) => part.split('=')))
  return v1 === createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main' })

test('an owner makes an API key, sees its secret once, uses it, then revokes it', async ({
  page,
  request,
  context,
  signedInProvider: owner,
}) => {
  // A journey of a dozen screens' steps: longer than one screen's test on a loaded machine.
  test.slow()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(`/provider/${owner.providerId}/inbox`)
  await menu(page).getByRole('link', { name: 'Integrations' }).click()
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible()
  await expect(page.getByText('No API keys yet.', { exact: false })).toBeVisible()

  await page.getByRole('button', { name: 'New API key' }).click()
  const drawer = page.getByRole('dialog', { name: 'New API key' })
  await drawer.getByLabel('Name').fill('Accounting sync')
  await drawer.getByLabel('Role').selectOption('staff')
  // A double click makes one key.
  await drawer.getByRole('button', { name: 'Create key' }).dblclick()

  const shown = page.getByRole('alertdialog', { name: 'Your new API key' })
  await expect(shown.getByText('you will not see it again', { exact: false })).toBeVisible()
  const secret = await shown.getByLabel('Secret').inputValue()
  expect(secret).toMatch(/^sk_/)
  await shown.getByRole('button', { name: 'Copy' }).click()
  await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret)
  await shown.getByRole('button', { name: 'Done' }).click()
  await expect(shown).toBeHidden()
  await expect(drawer).toBeHidden()

  const keys = page.getByRole('table', { name: 'API keys' })
  const row = keys.getByRole('row').filter({ hasText: 'Accounting sync' })
  await expect(row).toHaveCount(1)
  await expect(row.getByText('Active')).toBeVisible()
  await expect(row.getByText(`sk_…${secret.slice(-4)}`)).toBeVisible()
  // Once only: nowhere on the screen after the dialog, and one key behind a double click.
  await expect(page.getByText(secret)).toHaveCount(0)
  expect(await listed<ApiKey>(request, owner, 'api_keys', 'api_keys')).toHaveLength(1)

  const asKey = { Authorization: `Bearer ${secret}` }
  const products = `/api/provider/${owner.providerId}/products`
  expect((await request.get(products, { headers: asKey })).status()).toBe(200)
  // The list says when the key was last used.
  await page.reload()
  await expect(row.getByText('Active')).toBeVisible()
  await expect(row.getByText('Not yet')).toHaveCount(0)

  await row.getByRole('button', { name: 'Revoke Accounting sync' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this API key?' })
  await confirm.getByRole('button', { name: 'Revoke' }).click()
  await expect(page.getByText('The API key has been revoked.')).toBeVisible()
  await expect(row.getByText('Revoked')).toBeVisible()
  await expect(row.getByRole('button', { name: 'Revoke Accounting sync' })).toHaveCount(0)
  expect((await request.get(products, { headers: asKey })).status()).toBe(401)
})

test('a webhook receives an order, its log shows it delivered, and a failed resend', async ({
  page,
  request,
  signedInProvider: owner,
}) => {
  test.slow()
  const endpoint = await standIn()
  try {
    const { api, shop } = await seedShop(request, owner)
    await page.goto(`/provider/${owner.providerId}/integrations`)
    await page.getByRole('button', { name: 'New webhook' }).click()
    const drawer = page.getByRole('dialog', { name: 'New webhook' })
    await drawer.getByLabel('Endpoint URL').fill(endpoint.url)
    // No event chosen: the form says so before anything is sent.
    await drawer.getByRole('button', { name: 'Create webhook' }).click()
    await expect(drawer.getByText('Choose at least one event.')).toBeVisible()
    await drawer.getByLabel('order.created').check()
    await drawer.getByLabel('order.cancelled').check()
    await drawer.getByRole('button', { name: 'Create webhook' }).dblclick()

    const shown = page.getByRole('alertdialog', { name: "Your webhook's signing secret" })
    const secret = await shown.getByLabel('Secret').inputValue()
    expect(secret).toMatch(/^whsec_/)
    await shown.getByRole('button', { name: 'Done' }).click()
    const webhooks = await listed<Webhook>(request, owner, 'webhooks', 'webhooks')
    expect(webhooks).toHaveLength(1)
    const row = page.getByRole('table', { name: 'Webhooks' }).getByRole('row').filter({
      hasText: endpoint.url,
    })
    await expect(row).toHaveCount(1)
    await expect(row.getByText('Enabled')).toBeVisible()
    await expect(row.getByText('order.cancelled')).toBeVisible()

    const order = await api.order(shop, 'ORDER', [{ id: product(shop, 0).id, quantity: 2 }])
    await row.getByRole('link', { name: endpoint.url }).click()
    await expect(page.getByRole('heading', { name: 'Webhook', level: 1 })).toBeVisible()
    const log = page.getByRole('table', { name: 'Deliveries' })
    const delivered = log.getByRole('row').filter({ hasText: 'order.created' })
    await expect(delivered.getByText('Delivered')).toBeVisible()
    await expect(delivered.getByText('200', { exact: true })).toBeVisible()
    await expect(delivered.getByText('thanks')).toBeVisible()
    expect(endpoint.received).toHaveLength(1)
    const [first] = endpoint.received
    expect(verify(secret, first!)).toBe(true)
    expect(JSON.parse(first!.body)).toMatchObject({
      type: 'order.created',
      data: { object: { id: order.id } },
    })

    // The endpoint breaks; a resend is a new delivery at the top of the log, and it fails.
    endpoint.status = 500
    await delivered.getByRole('button', { name: 'Resend order.created' }).click()
    await expect(page.getByText('The delivery will be sent again.')).toBeVisible()
    const rows = log.getByRole('row').filter({ hasText: 'order.created' })
    await expect(rows).toHaveCount(2)
    const failed = rows.first()
    await expect(failed.getByText('Failed, retrying')).toBeVisible()
    await expect(failed.getByText('500', { exact: true })).toBeVisible()
    await expect(failed.getByText('endpoint broken on purpose')).toBeVisible()
    await expect(rows.nth(1).getByText('Delivered')).toBeVisible()
    expect(endpoint.received).toHaveLength(2)
  } finally {
    endpoint.server?.close()
  }
})

/** A new account that joined `owner`'s business as staff through a mailed invitation. */
async function staffOf(request: APIRequestContext, owner: Account): Promise<Account> {
  const email = uniqueEmail()
  const invited = await request.post(`/api/provider/${owner.providerId}/member`, {
    data: { email, role: 'staff' },
    headers: auth(owner),
  })
  expect(invited.status(), await invited.text()).toBe(201)
  let token: string | undefined
  await expect
    .poll(async () => {
      const outbox = await readFile(join(process.env.E2E_DATA_DIR ?? '', 'outbox.jsonl'), 'utf8')
      const mail = outbox
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { to: string; text: string })
        .findLast((entry) => entry.to === email)
      token = mail?.text.match(/\/invite#token=(\S+)/)?.[1]
      return token
    })
    .toBeTruthy()
  const octet = () => 1 + Math.floor(Math.random() * 250)
  const response = await request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, invitation: token },
    headers: { 'x-forwarded-for': `127.${octet()}.${octet()}.${octet()}` },
  })
  expect(response.status(), await response.text()).toBe(201)
  return {
    email,
    password: PASSWORD,
    session: (await response.json()) as Session,
    providerId: owner.providerId,
  }
}

test('a staff member has no Integrations item, and the screen says their role cannot', async ({
  page,
  request,
}) => {
  const owner = await signUp(request)
  const staff = await staffOf(request, owner)
  await seedSession(page, staff.session)
  await page.goto(`/provider/${owner.providerId}/inbox`)
  await expect(menu(page).getByRole('link', { name: 'Inbox' })).toBeVisible()
  await expect(menu(page).getByRole('link', { name: 'Integrations' })).toHaveCount(0)
  await page.goto(`/provider/${owner.providerId}/integrations`)
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible()
  await expect(page.getByText('Your role cannot do this.')).toBeVisible()
  await expect(page.getByText('This needs the manager or owner role.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'New API key' })).toHaveCount(0)
})

test('screenshots: the screen, a secret and a delivery log at 1280 and 375 wide', async ({
  page,
  request,
  signedInProvider: owner,
}, testInfo) => {
  test.slow()
  const endpoint = await standIn()
  try {
    const { api, shop } = await seedShop(request, owner)
    const post = (path: string, data: unknown) =>
      request.post(`/api/provider/${owner.providerId}/${path}`, { data, headers: auth(owner) })
    await post('api_keys', { name: 'Accounting sync', role: 'manager' })
    await post('api_keys', {
      name: `Storefront ${'with a very long name '.repeat(3)}`,
      role: 'viewer',
    })
    const long = `${endpoint.url}/${'a-very-long-path-segment/'.repeat(6)}`
    const created = await post('webhooks', { url: long, events: ['order.created', 'stock.low'] })
    const { webhook } = (await created.json()) as { webhook: Webhook }
    endpoint.status = 503
    await api.order(shop, 'ORDER', [{ id: product(shop, 1).id, quantity: 1 }])

    for (const [width, height] of [
      [1280, 800],
      [375, 812],
    ] as const) {
      await page.setViewportSize({ width, height })
      await page.goto(`/provider/${owner.providerId}/integrations`)
      await expect(page.getByText('Accounting sync')).toBeVisible()
      await expect(page.getByText('stock.low').first()).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
      await page.screenshot({ path: shotPath(testInfo, `integrations-${width}`), fullPage: true })

      await page.getByRole('button', { name: 'New webhook' }).click()
      await page.getByRole('dialog', { name: 'New webhook' }).getByLabel('Endpoint URL').fill(long)
      await page.screenshot({ path: shotPath(testInfo, `integrations-new-webhook-${width}`) })
      await page.keyboard.press('Escape')
      await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click()

      await page.goto(`/provider/${owner.providerId}/integrations/webhooks/${webhook.id}`)
      await expect(page.getByText('Failed, retrying')).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
      await page.screenshot({
        path: shotPath(testInfo, `integrations-webhook-${width}`),
        fullPage: true,
      })

      await page.getByRole('button', { name: 'Rotate secret' }).click()
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: 'Rotate', exact: true })
        .click()
      await expect(page.getByRole('alertdialog', { name: 'The new signing secret' })).toBeVisible()
      await page.screenshot({ path: shotPath(testInfo, `integrations-secret-${width}`) })
      await page.getByRole('button', { name: 'Done' }).click()
    }
  } finally {
    endpoint.server?.close()
  }
})
