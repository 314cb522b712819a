// CSV import on a list screen (issue #20): choose a file, see its first rows, say what each column
// is, check it (nothing written, every refused row shown), fix or skip, import once however often
// Import is clicked, and the list shows what came in.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import { messages } from '../common/messages'
import { expect, test, type Account } from './fixtures'

/** IMPORT_SHOTS=/tmp/shots-import keeps the screenshots for a look; else the test output. */
function shotPath(testInfo: TestInfo, name: string) {
  const dir = process.env.IMPORT_SHOTS
  return dir ? `${dir}/${name}.png` : testInfo.outputPath(`${name}.png`)
}

function apiOf(request: APIRequestContext, account: Account) {
  const headers = { Authorization: `Bearer ${account.session.access_token}` }
  const base = `/api/provider/${account.providerId}`
  return {
    async post<T>(path: string, data: unknown) {
      const response = await request.post(path.startsWith('/order') ? `/api${path}` : base + path, {
        data,
        headers,
      })
      expect(response.status(), await response.text()).toBe(201)
      return (await response.json()) as T
    },
    async products() {
      const response = await request.get(`${base}/products?limit=50&include_metadata=true`, {
        headers,
      })
      expect(response.status()).toBe(200)
      const { products } = (await response.json()) as {
        products: { name: string; price: number; metadata: Record<string, unknown> }[]
      }
      return products.map((p) => [p.name, p.price, Object.values(p.metadata)]).sort()
    },
  }
}

const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(lines.join('\r\n')),
})

/** Counts the requests that import for real (not dry runs) to `kind`. */
function countImports(page: Page, kind: string) {
  const sent: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.method() === 'POST' && url.pathname.endsWith(`/import/${kind}`)) {
      if (url.searchParams.get('dry_run') !== 'true') sent.push(url.pathname)
    }
  })
  return sent
}

test('products from a spreadsheet: preview, a remapped column, a refused row fixed and another skipped, imported once', async ({
  page,
  request,
  signedInProvider: account,
}, testInfo) => {
  const api = apiOf(request, account)
  await api.post('/metadata/fields', {
    entity_type: 'PRODUCTS',
    field_label: 'Color',
    field_type: 'SELECT',
    field_options: ['Red', 'Green'],
  })
  await api.post('/product', { name: 'Kettle', price: 10 })
  const header = 'Item;Cost;Color;Notes'
  const rows = ['Teapot;12,50;Red;from the fair', 'Kettle;20;;', 'Spoon;-1;;', 'Mug;abc;Green;']

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/provider/${account.providerId}/products`)
  await expect(page.getByRole('row').filter({ hasText: 'Kettle' })).toBeVisible()
  await page.getByRole('button', { name: 'Import CSV' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import products' })
  await dialog.getByLabel('CSV file').setInputFiles(csvFile('shop.csv', [header, ...rows]))

  // The preview: the file's columns and first rows, each column read as its header suggests.
  const preview = dialog.getByRole('table', { name: 'First rows of the file' })
  await expect(preview.getByRole('columnheader')).toHaveText([
    'Item→ Name',
    'CostLeft out',
    'Color→ Color',
    'NotesLeft out',
  ])
  await expect(preview.getByRole('row')).toHaveCount(5)
  await expect(preview.getByRole('row').nth(1)).toContainText('Teapot')
  await expect(dialog.getByLabel('Item')).toHaveValue('name')
  await expect(dialog.getByLabel('Cost')).toHaveValue('')
  await dialog.getByLabel('Cost').selectOption('price')
  await expect(preview.getByRole('columnheader').nth(1)).toHaveText('Cost→ Price')

  // The check: every refused row with its column, and nothing written.
  await dialog.getByRole('button', { name: 'Check file' }).click()
  await expect(dialog.getByRole('alert')).toContainText(
    '2 rows have errors: nothing has been imported.',
  )
  const errors = dialog.getByRole('list', { name: 'Errors' }).getByRole('listitem')
  await expect(errors).toHaveText([
    'Row 4 · CostA price cannot be negative.',
    `Row 5 · Cost${messages.imports.notANumber}`,
  ])
  await expect(dialog.getByRole('button', { name: 'Import 2 products' })).toBeDisabled()
  await page.screenshot({ path: shotPath(testInfo, 'import-errors-1280') })
  expect(await api.products()).toEqual([['Kettle', 10, []]])

  // Fixed in the spreadsheet and chosen again: the mapping made for this header stays.
  const fixed = [...rows.slice(0, 3), 'Mug;4;Green;']
  await dialog.getByLabel('CSV file').setInputFiles(csvFile('shop.csv', [header, ...fixed]))
  await expect(dialog.getByLabel('Cost')).toHaveValue('price')
  await dialog.getByRole('button', { name: 'Check file' }).click()
  await expect(errors).toHaveCount(1)
  await expect(errors).toContainText('Row 4 · Cost')

  // The row still refused is skipped; the check runs again on the rest.
  await dialog.getByRole('button', { name: 'Skip this row' }).click()
  await expect(dialog.getByText('No errors: ready to import.')).toBeVisible()
  await expect(dialog.getByText('Skipped: row 4.')).toBeVisible()
  const tiles = dialog.getByRole('definition')
  await expect(tiles).toHaveText(['2', '1', '0'])
  expect(await api.products()).toEqual([['Kettle', 10, []]])

  const imports = countImports(page, 'products')
  await dialog.getByRole('button', { name: 'Import 3 products' }).dblclick()
  await expect(dialog.getByText('Imported.')).toBeVisible()
  await expect(dialog.getByRole('term')).toHaveText(['Created', 'Updated', 'Unchanged'])
  await expect(tiles).toHaveText(['2', '1', '0'])
  expect(imports).toHaveLength(1)
  await page.screenshot({ path: shotPath(testInfo, 'import-done-1280') })

  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()
  const list = page.getByRole('table', { name: 'Products' })
  for (const [name, price] of [
    ['Teapot', '$12.50'],
    ['Kettle', '$20.00'],
    ['Mug', '$4.00'],
  ] as const) {
    await expect(list.getByRole('row').filter({ hasText: name })).toContainText(price)
  }
  await expect(list.getByRole('row').filter({ hasText: 'Spoon' })).toHaveCount(0)
  expect(await api.products()).toEqual([
    ['Kettle', 20, []],
    ['Mug', 4, ['Green']],
    ['Teapot', 12.5, ['Red']],
  ])
})

test('a stock count imported on Inventory changes the quantity on hand', async ({
  page,
  request,
  signedInProvider: account,
}, testInfo) => {
  const api = apiOf(request, account)
  const { location } = await api.post<{ location: { id: string } }>('/location', {
    name: 'Main',
    default: true,
  })
  const { product } = await api.post<{ product: { id: string } }>('/product', {
    name: 'Teapot',
    price: 20,
  })
  const order = JSON.stringify({
    providerId: account.providerId,
    locationId: location.id,
    transaction_type: 'IN',
    products: [{ id: product.id, quantity: 10 }],
  })
  await api.post('/order', { order })

  await page.goto(`/provider/${account.providerId}/inventory`)
  const teapot = page.getByRole('row').filter({ hasText: 'Teapot' }).getByRole('cell')
  await expect(teapot).toHaveText(['Teapot', '10', '10'])
  await page.getByRole('button', { name: 'Import CSV' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import stock counts' })
  await dialog
    .getByLabel('CSV file')
    .setInputFiles(csvFile('count.csv', ['Product,Location,Counted', 'Teapot,Main,7']))
  await expect(dialog.getByLabel('Counted')).toHaveValue('quantity')
  await dialog.getByRole('button', { name: 'Check file' }).click()
  await expect(dialog.getByRole('definition')).toHaveText(['1', '0'])
  // The import answers late enough for its progress bar to be seen.
  let answer = () => {}
  const answered = new Promise<void>((resolve) => (answer = resolve))
  await page.route(
    (url) => url.pathname.endsWith('/import/stock') && url.search === '',
    async (route) => {
      await answered
      await route.continue()
    },
  )
  await dialog.getByRole('button', { name: 'Import 1 count' }).click()
  await expect(dialog.getByRole('progressbar')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Importing…' })).toBeDisabled()
  await page.screenshot({ path: shotPath(testInfo, 'import-progress-1280') })
  answer()
  await expect(dialog.getByText('Imported.')).toBeVisible()
  await expect(dialog.getByRole('progressbar')).toBeHidden()
  await expect(dialog.getByRole('term')).toHaveText(['Adjusted', 'Already right'])
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(teapot).toHaveText(['Teapot', '7', '7'])
})

test('the import drawer fits a phone', async ({ page, signedInProvider: account }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(`/provider/${account.providerId}/clients`)
  await page.getByRole('button', { name: 'Import CSV' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import clients' })
  await dialog
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile('clients.csv', [
        'Customer,E-mail,Street address,Phone number of the customer',
        'Ada Lovelace,ada@example.com,"12 St James\'s Square, London",+44 20 7946 0000',
        'Bob,bob@example,,',
      ]),
    )
  await expect(dialog.getByLabel('E-mail')).toHaveValue('email')
  await page.screenshot({ path: shotPath(testInfo, 'import-preview-375') })
  await dialog.getByRole('button', { name: 'Check file' }).click()
  await expect(dialog.getByRole('list', { name: 'Errors' })).toContainText('Row 3 · E-mail')
  await page.screenshot({ path: shotPath(testInfo, 'import-errors-375') })
  for (const element of [
    dialog.getByRole('button', { name: 'Skip this row' }),
    dialog.getByLabel('Phone number of the customer'),
    dialog.getByRole('button', { name: 'Import 1 client' }),
  ]) {
    const box = await element.boundingBox()
    expect(box).not.toBeNull()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(375)
  }
})
