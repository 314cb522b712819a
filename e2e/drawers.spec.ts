// A drawer with something typed or chosen in it asks before closing ("Discard changes?"), from
// Escape, a click beside it, its X and Cancel; an untouched drawer closes at once, and a save
// closes it without asking. Every drawer shares this (web/components/ui/sheet-form.tsx).
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { messages } from '../common/messages'
import { expect, test } from './fixtures'

const question = (page: Page) => page.getByRole('alertdialog', { name: 'Discard changes?' })

/** Opens the drawer that the button of the same name opens ("New product"…). */
async function openDrawer(page: Page, name: string) {
  await page.getByRole('button', { name }).click()
  const drawer = page.getByRole('dialog', { name })
  await expect(drawer).toBeVisible()
  return drawer
}

const openNewProduct = (page: Page) => openDrawer(page, 'New product')

test('a New product drawer with typed input asks before it is closed', async ({
  page,
  signedInProvider,
}) => {
  await page.goto(`/provider/${signedInProvider.providerId}/products`)
  let drawer = await openNewProduct(page)
  const name = drawer.getByLabel('Name')
  await name.fill('Blue mug')

  // Escape asks; keeping on editing keeps what was typed.
  await page.keyboard.press('Escape')
  await expect(question(page)).toBeVisible()
  await expect(question(page).getByRole('button', { name: 'Keep editing' })).toBeFocused()
  const { violations } = await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze()
  expect(violations.map((v) => v.id)).toEqual([])
  await question(page).getByRole('button', { name: 'Keep editing' }).click()
  await expect(question(page)).toBeHidden()
  await expect(drawer).toBeVisible()
  await expect(name).toHaveValue('Blue mug')
  await name.press('End')
  await name.pressSequentially(' XL')
  await expect(name).toHaveValue('Blue mug XL')

  // Escape again, and discarding closes the drawer; it opens again empty.
  await page.keyboard.press('Escape')
  await question(page).getByRole('button', { name: 'Discard' }).click()
  await expect(question(page)).toBeHidden()
  await expect(drawer).toBeHidden()
  drawer = await openNewProduct(page)
  await expect(drawer.getByLabel('Name')).toHaveValue('')

  // A click beside the drawer asks too, and so do its X and Cancel; Escape in the question
  // is a "keep editing".
  await drawer.getByLabel('Price').fill('12')
  await page.mouse.click(10, 300)
  await expect(question(page)).toBeVisible()
  // Focus inside the question shows it is listening for keys; an Escape before that reaches the
  // drawer beneath, which asks again.
  await expect(question(page).getByRole('button', { name: 'Keep editing' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(question(page)).toBeHidden()
  await expect(drawer.getByLabel('Price')).toHaveValue('12')
  await drawer.getByRole('button', { name: 'Close' }).click()
  await expect(question(page)).toBeVisible()
  await question(page).getByRole('button', { name: 'Keep editing' }).click()
  await drawer.getByRole('button', { name: 'Cancel' }).click()
  await expect(question(page)).toBeVisible()
  await question(page).getByRole('button', { name: 'Discard' }).click()
  await expect(drawer).toBeHidden()

  // Nothing typed: Escape, Cancel and a click beside it close at once.
  drawer = await openNewProduct(page)
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  drawer = await openNewProduct(page)
  await drawer.getByRole('button', { name: 'Cancel' }).click()
  await expect(drawer).toBeHidden()
  drawer = await openNewProduct(page)
  await page.mouse.click(10, 300)
  await expect(drawer).toBeHidden()
  await expect(question(page)).toHaveCount(0)

  // A save closes the drawer without asking.
  drawer = await openNewProduct(page)
  await drawer.getByLabel('Name').fill('Green teapot')
  await drawer.getByLabel('Price').fill('30')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(messages.product.created)).toBeVisible()
  await expect(drawer).toBeHidden()
  await expect(question(page)).toHaveCount(0)
  await expect(page.getByRole('row', { name: /Green teapot/ })).toBeVisible()
})

test('a choice in a dropdown counts as input too, in every drawer', async ({
  page,
  signedInProvider,
}) => {
  await page.goto(`/provider/${signedInProvider.providerId}/metadata`)
  const field = await openDrawer(page, 'New Custom Field')
  await field.getByLabel('Field Type').selectOption('NUMBER')
  await page.keyboard.press('Escape')
  await question(page).getByRole('button', { name: 'Discard' }).click()
  await expect(field).toBeHidden()

  // A location's drawer asks too, and saves without asking once the person keeps editing.
  await page.goto(`/provider/${signedInProvider.providerId}/locations`)
  const location = await openDrawer(page, 'New location')
  await location.getByLabel('Name').fill('Backroom')
  await location.getByRole('button', { name: 'Cancel' }).click()
  await question(page).getByRole('button', { name: 'Keep editing' }).click()
  await expect(location.getByLabel('Name')).toHaveValue('Backroom')
  await location.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(messages.location.created)).toBeVisible()
  await expect(location).toBeHidden()
  await expect(question(page)).toHaveCount(0)
})
