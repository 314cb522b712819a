// Custom Fields (spec §2, §4, §5): create with validation and the option editor's confirmation,
// edit (entity and type fixed, Active only when editing), sorting, the values on a product and
// a client, accessibility.
import type { APIRequestContext, Page } from '@playwright/test'
import type { Field, FieldCreate } from '../common/custom-fields'
import { messages } from '../common/messages'
import { expect, test, uniqueEmail, type Account } from './fixtures'
import { seriousViolations } from './axe'

const m = messages.customField

async function post<T>(
  request: APIRequestContext,
  account: Account,
  path: string,
  data: unknown,
): Promise<T> {
  const response = await request.post(`/api/provider/${account.providerId}${path}`, {
    data,
    headers: { Authorization: `Bearer ${account.session.access_token}` },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as T
}

const seedField = async (
  request: APIRequestContext,
  account: Account,
  data: Partial<FieldCreate> & Pick<FieldCreate, 'entity_type' | 'field_label' | 'field_type'>,
) => (await post<{ field: Field }>(request, account, '/metadata/fields', data)).field

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first()

test('create a dropdown field: validation, options, and the delete confirmation', async ({
  page,
  signedInProvider,
}) => {
  await page.goto(`/provider/${signedInProvider.providerId}/metadata`)
  await expect(page.getByRole('heading', { name: 'Custom Fields', level: 1 })).toBeVisible()
  await expect(page.getByText(m.empty)).toBeVisible()

  await page.getByRole('button', { name: 'New Custom Field' }).click()
  const drawer = page.getByRole('dialog', { name: 'New Custom Field' })
  await expect(drawer.getByRole('switch', { name: 'Active' })).toHaveCount(0)
  await expect(drawer.getByLabel('Entity Type')).toBeEnabled()
  // The creation drawer offers TEXT, NUMBER, BOOLEAN and SELECT (spec §3).
  await expect(drawer.getByLabel('Field Type').locator('option')).toHaveText([
    'TEXT',
    'NUMBER',
    'BOOLEAN',
    'SELECT',
  ])
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(drawer.getByLabel('Field Name')).toHaveAccessibleDescription(m.labelRequired)

  await drawer.getByLabel('Field Name').fill('Color')
  await drawer.getByLabel('Field Type').selectOption('SELECT')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(drawer.getByText('A dropdown needs at least one option.')).toBeVisible()

  const option = drawer.getByLabel('New option')
  for (const value of ['Red', 'Green', 'Blue']) {
    await option.fill(value)
    await option.press('Enter')
  }
  await option.fill('Red')
  await drawer.getByRole('button', { name: 'Add option' }).click()
  await expect(drawer.getByText('Each option must be different.')).toBeVisible()
  await option.fill('')
  await expect(drawer.getByRole('listitem')).toHaveText(['Red', 'Green', 'Blue'])

  // Deleting asks first; declining keeps the option.
  const dialogs: string[] = []
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await drawer.getByRole('button', { name: 'Delete option Blue' }).click()
  await expect(drawer.getByRole('listitem')).toHaveText(['Red', 'Green', 'Blue'])
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.accept()
  })
  await drawer.getByRole('button', { name: 'Delete option Blue' }).click()
  await expect(drawer.getByRole('listitem')).toHaveText(['Red', 'Green'])
  expect(dialogs).toEqual([m.confirmDeleteOption, m.confirmDeleteOption])

  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, m.created)).toBeVisible()
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('columnheader')).toHaveText([
    'Entity Type',
    'Field Name',
    'Field Type',
    'Status',
  ])
  await expect(page.getByRole('row', { name: /Color/ }).getByRole('cell')).toHaveText(
    ['Products', 'Color', 'Dropdown (2 options)', 'Active'],
    { useInnerText: true },
  )
})

test('edit a field: entity and type fixed, Active toggle, sorted by entity then label', async ({
  page,
  request,
  signedInProvider,
}) => {
  await seedField(request, signedInProvider, {
    entity_type: 'PRODUCTS',
    field_label: 'weight',
    field_type: 'NUMBER',
  })
  await seedField(request, signedInProvider, {
    entity_type: 'CLIENTS',
    field_label: 'VIP',
    field_type: 'BOOLEAN',
  })
  await seedField(request, signedInProvider, {
    entity_type: 'PRODUCTS',
    field_label: 'Brand',
    field_type: 'TEXT',
  })
  await seedField(request, signedInProvider, {
    entity_type: 'CLIENTS',
    field_label: 'birthday',
    field_type: 'DATE',
  })
  await page.goto(`/provider/${signedInProvider.providerId}/metadata`)
  const labels = page.getByRole('row').locator('td:nth-child(2)')
  await expect(labels).toHaveText(['birthday', 'VIP', 'Brand', 'weight'], { useInnerText: true })

  await page
    .getByRole('row', { name: /weight/ })
    .getByText('Number')
    .click()
  const drawer = page.getByRole('dialog', { name: 'Edit Custom Field' })
  await expect(drawer.getByLabel('Field Name')).toHaveValue('weight')
  await expect(drawer.getByLabel('Entity Type')).toBeDisabled()
  await expect(drawer.getByLabel('Entity Type')).toHaveValue('PRODUCTS')
  await expect(drawer.getByLabel('Field Type')).toBeDisabled()
  await expect(drawer.getByLabel('Field Type')).toHaveValue('NUMBER')
  const active = drawer.getByRole('switch', { name: 'Active' })
  await expect(active).toBeChecked()

  await drawer.getByLabel('Field Name').fill('')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(drawer.getByText(m.labelRequired)).toBeVisible()
  await drawer.getByLabel('Field Name').fill('Weight (kg)')
  await active.click()
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT')
  await drawer.getByRole('button', { name: 'Save' }).click()
  expect((await saved).request().postDataJSON()).toEqual({
    field_label: 'Weight (kg)',
    active: false,
  })
  await expect(toast(page, m.updated)).toBeVisible()
  await expect(page.getByRole('row', { name: /Weight \(kg\)/ }).getByRole('cell')).toHaveText(
    ['Products', 'Weight (kg)', 'Number', 'Inactive'],
    { useInnerText: true },
  )

  // On a phone each field is a card: its name and status, then its entity and field types.
  await page.setViewportSize({ width: 375, height: 812 })
  const card = page
    .getByRole('list', { name: 'Custom Fields' })
    .getByRole('listitem')
    .filter({ hasText: 'Weight (kg)' })
  await expect(card.getByRole('button', { name: 'Weight (kg)' })).toBeVisible()
  await expect(card).toContainText('Inactive')
  await expect(card.getByRole('term')).toHaveText(['Entity Type', 'Field Type'])
  await expect(card.getByRole('definition')).toHaveText(['Products', 'Number'])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.setViewportSize({ width: 1280, height: 800 })

  // A DATE field (made through the API) keeps its type in the edit drawer.
  await page.getByRole('button', { name: 'birthday' }).click()
  await expect(page.getByRole('dialog').getByLabel('Field Type')).toHaveValue('DATE')
})

test('a failed save says so', async ({ page, signedInProvider }) => {
  await page.route('**/metadata/fields', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500 }) : route.fallback(),
  )
  await page.goto(`/provider/${signedInProvider.providerId}/metadata`)
  await page.getByRole('button', { name: 'New Custom Field' }).click()
  const drawer = page.getByRole('dialog', { name: 'New Custom Field' })
  await drawer.getByLabel('Field Name').fill('Size')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, m.saveFailed)).toBeVisible()
})

test('a failed load says so', async ({ page, signedInProvider }) => {
  await page.route('**/metadata/fields', (route) => route.fulfill({ status: 404, json: {} }))
  await page.goto(`/provider/${signedInProvider.providerId}/metadata`)
  await expect(toast(page, m.loadFailed)).toBeVisible()
})

test('product fields: inputs by type under Additional Information, values on the detail', async ({
  page,
  request,
  signedInProvider,
}) => {
  await seedField(request, signedInProvider, {
    entity_type: 'PRODUCTS',
    field_label: 'Brand',
    field_type: 'TEXT',
  })
  await seedField(request, signedInProvider, {
    entity_type: 'PRODUCTS',
    field_label: 'Weight',
    field_type: 'NUMBER',
  })
  await seedField(request, signedInProvider, {
    entity_type: 'PRODUCTS',
    field_label: 'Fragile',
    field_type: 'BOOLEAN',
  })
  await seedField(request, signedInProvider, {
    entity_type: 'PRODUCTS',
    field_label: 'Color',
    field_type: 'SELECT',
    field_options: ['Red', 'Green'],
  })
  await seedField(request, signedInProvider, {
    entity_type: 'PRODUCTS',
    field_label: 'Launch',
    field_type: 'DATE',
  })
  await seedField(request, signedInProvider, {
    entity_type: 'PRODUCTS',
    field_label: 'Retired',
    field_type: 'TEXT',
    active: false,
  })
  await seedField(request, signedInProvider, {
    entity_type: 'CLIENTS',
    field_label: 'Tier',
    field_type: 'TEXT',
  })

  await page.goto(`/provider/${signedInProvider.providerId}/products`)
  await page.getByRole('button', { name: 'New product' }).click()
  const drawer = page.getByRole('dialog', { name: 'New product' })
  const extra = drawer.getByRole('group', { name: 'Additional Information' })
  await expect(extra).toBeVisible()
  // Only the active product fields, each with its input; no client field, no inactive one.
  await expect(extra.getByLabel('Brand')).toHaveAttribute('type', 'text')
  await expect(extra.getByLabel('Weight')).toHaveAttribute('type', 'number')
  await expect(extra.getByLabel('Fragile')).toHaveAttribute('type', 'checkbox')
  await expect(extra.getByLabel('Launch')).toHaveAttribute('type', 'date')
  await expect(extra.getByLabel('Color').locator('option')).toHaveText([
    'Select an option',
    'Red',
    'Green',
  ])
  await expect(extra.getByLabel('Retired')).toHaveCount(0)
  await expect(extra.getByLabel('Tier')).toHaveCount(0)
  // Defaults (spec §5): '' for text, empty for number, unchecked for boolean.
  await expect(extra.getByLabel('Brand')).toHaveValue('')
  await expect(extra.getByLabel('Weight')).toHaveValue('')
  await expect(extra.getByLabel('Fragile')).not.toBeChecked()

  await drawer.getByLabel('Name', { exact: true }).fill('Vase')
  await drawer.getByLabel('Price').fill('15')
  await extra.getByLabel('Brand').fill('Acme')
  await extra.getByLabel('Weight').fill('2.5')
  await extra.getByLabel('Fragile').check()
  await extra.getByLabel('Color').selectOption('Green')
  const created = page.waitForResponse((r) => r.request().method() === 'POST')
  await drawer.getByRole('button', { name: 'Save' }).click()
  const body = (await created).request().postDataJSON() as { metadata: Record<string, unknown> }
  expect(Object.values(body.metadata)).toEqual(
    expect.arrayContaining(['Acme', 2.5, true, 'Green', '']),
  )
  await expect(toast(page, messages.product.created)).toBeVisible()

  await page.getByRole('link', { name: 'Vase' }).click()
  const details = page.getByRole('definition')
  const valueOf = (label: string) =>
    page
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('+ dd')
  await expect(valueOf('Brand')).toHaveText('Acme')
  await expect(valueOf('Weight')).toHaveText('2.5')
  await expect(valueOf('Fragile')).toHaveText('Yes')
  await expect(valueOf('Color')).toHaveText('Green')
  await expect(valueOf('Launch')).toHaveText(messages.product.notSpecified)
  await expect(details.filter({ hasText: 'Retired' })).toHaveCount(0)

  // Edit: change the date and clear the brand; only changed values are sent.
  await page.getByRole('button', { name: 'Edit product' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit product' })
  await expect(edit.getByLabel('Color')).toHaveValue('Green')
  await expect(edit.getByLabel('Fragile')).toBeChecked()
  await edit.getByLabel('Launch').fill('2024-03-05')
  await edit.getByLabel('Brand').fill('')
  await edit.getByLabel('Fragile').uncheck()
  const updated = page.waitForResponse((r) => r.request().method() === 'PUT')
  await edit.getByRole('button', { name: 'Save' }).click()
  const changes = (await updated).request().postDataJSON() as { metadata: Record<string, unknown> }
  expect(Object.values(changes.metadata)).toHaveLength(3)
  await expect(toast(page, messages.product.updated)).toBeVisible()
  await expect(valueOf('Launch')).toHaveText('3/5/2024')
  await expect(valueOf('Brand')).toHaveText(messages.product.notSpecified)
  await expect(valueOf('Fragile')).toHaveText('No')
})

test('client fields: "Not set" until a value is saved', async ({
  page,
  request,
  signedInProvider,
}) => {
  await seedField(request, signedInProvider, {
    entity_type: 'CLIENTS',
    field_label: 'Tier',
    field_type: 'SELECT',
    field_options: ['Gold', 'Silver'],
  })
  const { client } = await post<{ client: { id: string } }>(request, signedInProvider, '/client', {
    name: 'Field client',
    email: uniqueEmail(),
  })
  await page.goto(`/provider/${signedInProvider.providerId}/client/${client.id}`)
  const tier = page
    .getByRole('term')
    .filter({ hasText: /^Tier$/ })
    .locator('+ dd')
  await expect(tier).toHaveText(messages.client.notSet)

  await page.getByRole('button', { name: 'Edit client' }).click()
  const drawer = page.getByRole('dialog', { name: 'Edit client' })
  await drawer
    .getByRole('group', { name: 'Additional Information' })
    .getByLabel('Tier')
    .selectOption('Gold')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, messages.client.updated)).toBeVisible()
  await expect(tier).toHaveText('Gold')
})

test('no serious accessibility problems on the list and the drawers', async ({
  page,
  request,
  signedInProvider,
}) => {
  await seedField(request, signedInProvider, {
    entity_type: 'PRODUCTS',
    field_label: 'Size',
    field_type: 'SELECT',
    field_options: ['S', 'M'],
  })
  await page.goto(`/provider/${signedInProvider.providerId}/metadata`)
  await expect(page.getByRole('row', { name: /Size/ })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Size' }).click()
  await expect(page.getByRole('dialog', { name: 'Edit Custom Field' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'New Custom Field' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(m.labelRequired)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
