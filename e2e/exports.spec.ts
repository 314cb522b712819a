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
