// Export on a list screen (issue #20): the button saves the CSV of what the list's search finds,
// under the server's file name, once however often it is clicked while it runs.
import { parse } from 'csv-parse/sync'
import { readFile } from 'node:fs/promises'
import type { Download } from '@playwright/test'
import { expect, test } from './fixtures'

test('Export CSV on Clients saves the searched clients as UTF-8 CSV with BOM', async ({
  page,
  request,
  signedInProvider: account,
}) => {
  for (const [name, email] of [
    ['Zoë Quiñones', 'zoe@example.com'],
    ['Bob Stone', 'bob@example.com'],
  ]) {
    const response = await request.post(`/api/provider/${account.providerId}/client`, {
      data: { name, email },
      headers: { Authorization: `Bearer ${account.session.access_token}` },
    })
    expect(response.status()).toBe(201)
  }
  await page.goto(`/provider/${account.providerId}/clients`)
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('quiñ')
  await expect(page).toHaveURL(/q=qui/)
  await expect(page.getByRole('table', { name: 'Clients' }).getByRole('row')).toHaveCount(2)

  const downloads: Download[] = []
  page.on('download', (download) => downloads.push(download))
  const exported = page.waitForEvent('download')
  const button = page.getByRole('button', { name: 'Export CSV' })
  await button.dblclick()
  const download = await exported
  expect(download.suggestedFilename()).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = await readFile(await download.path(), 'utf8')
  expect(text.startsWith('\uFEFF')).toBe(true)
  expect(parse(text, { bom: true, columns: true })).toEqual([
    {
      client_id: expect.any(String),
      name: 'Zoë Quiñones',
      email: 'zoe@example.com',
      address: '',
      active: 'true',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    },
  ])
  await expect(button).toBeEnabled()
  expect(downloads).toHaveLength(1)
})

test('Transactions export what the type filter shows; Inventory exports the stock grid', async ({
  page,
  request,
  signedInProvider: account,
}) => {
  const api = async <T>(path: string, data: unknown) => {
    const response = await request.post(`/api${path}`, {
      data,
      headers: { Authorization: `Bearer ${account.session.access_token}` },
    })
    expect(response.status(), await response.text()).toBe(201)
    return (await response.json()) as T
  }
  const base = `/provider/${account.providerId}`
  const { location } = await api<{ location: { id: string } }>(`${base}/location`, {
    name: 'Main',
    default: true,
  })
  const { product } = await api<{ product: { id: string } }>(`${base}/product`, {
    name: 'Teapot',
    price: 20,
  })
  for (const [type, quantity] of [
    ['IN', 10],
    ['OUT', 3],
  ] as const) {
    const order = JSON.stringify({
      providerId: account.providerId,
      locationId: location.id,
      transaction_type: type,
      products: [{ id: product.id, quantity }],
    })
    await api('/order', { order })
  }

  const csvOf = async (download: Promise<Download>) =>
    parse(await readFile(await (await download).path(), 'utf8'), {
      bom: true,
      columns: true,
    }) as Record<string, string>[]

  await page.goto(`${base}/transactions?type=IN`)
  await expect(page.getByRole('table', { name: 'Transactions' }).getByRole('row')).toHaveCount(2)
  let download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const transactions = await csvOf(download)
  expect(transactions.map((row) => [row.type, row.units])).toEqual([['In', '10']])

  await page.goto(`${base}/inventory`)
  download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  expect(await csvOf(download)).toEqual([
    {
      product_id: product.id,
      product: 'Teapot',
      location_id: location.id,
      location: 'Main',
      quantity: '7',
    },
  ])
})
