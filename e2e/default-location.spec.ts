// Client orders go to the provider's Default location, and the portal refuses them while there is
// none: a provider is told so on every page, with a link to Locations, until an active location
// is the Default.
import { expect, test } from './fixtures'
import { Api } from './orders-fixtures'

test('a new provider is told that clients cannot order until an active location is Default', async ({
  page,
  request,
  signedInProvider,
}) => {
  const base = `/provider/${signedInProvider.providerId}`
  const hint = page.getByRole('status').filter({ hasText: 'Default' })

  await page.goto(`${base}/inbox`)
  await expect(hint).toHaveText(
    'Your clients cannot place orders until you add a location and make it the Default. Add a location',
  )
  await page.goto(`${base}/clients`)
  await expect(hint).toBeVisible()
  await hint.getByRole('link', { name: 'Add a location' }).click()
  await expect(page).toHaveURL(`${base}/locations`)
  await expect(page.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible()
  await expect(hint).toBeVisible()

  // A location that is not the Default changes nothing for the clients.
  const api = new Api(request, signedInProvider)
  const { location } = await api.post<{ location: { id: string } }>(api.provider('/location'), {
    name: 'Main warehouse',
  })
  await page.reload()
  await expect(hint).toContainText(
    'Your clients cannot place orders until one of your active locations is the Default.',
  )
  await hint.getByRole('link', { name: 'Choose a Default location' }).click()
  await page.getByRole('row', { name: /Main warehouse/ }).click()
  await expect(page).toHaveURL(`${base}/location/${location.id}`)

  // Default and active: the hint goes at once.
  await page.getByRole('switch', { name: 'Default' }).click()
  await expect(page.getByRole('switch', { name: 'Default' })).toBeChecked()
  await expect(hint).toHaveCount(0)

  // An inactive Default is named.
  await page.getByRole('switch', { name: 'Active' }).click()
  await expect(hint).toContainText(
    'Your clients’ orders go to your Default location, Main warehouse, which is inactive.',
  )
  await page.getByRole('switch', { name: 'Active' }).click()
  await expect(hint).toHaveCount(0)
  await page.goto(`${base}/inbox`)
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible()
  await expect(hint).toHaveCount(0)
})
