// New order's Client field is a combobox: type part of a name or email, then pick a match.
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

export const clientField = (page: Page) => page.getByRole('combobox', { name: 'Client' })

/** Types `typed` into the Client field and clicks the match named `name`. */
export async function pickClient(page: Page, name: string, typed = name) {
  await clientField(page).fill(typed)
  await page.getByRole('option', { name }).click()
  await expect(clientField(page)).toHaveValue(name)
}
