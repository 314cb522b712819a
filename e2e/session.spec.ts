import { expect, seedSession, signUp, storedSession, test } from './fixtures'

test('an expired access token is refreshed without the person noticing', async ({
  page,
  request,
}) => {
  const { session, providerId } = await signUp(request)
  await seedSession(page, { ...session, access_token: 'expired-or-garbage' })
  let refreshes = 0
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/refresh')) refreshes++
  })

  const provider = page.waitForResponse(
    (r) => r.url().endsWith(`/api/provider/${providerId}`) && r.status() === 200,
  )
  await page.goto(`/provider/${providerId}/inbox`)
  await provider
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible()

  const stored = await storedSession(page)
  expect(stored?.access_token).not.toBe('expired-or-garbage')
  // Refresh tokens rotate: the old one is spent.
  expect(stored?.refresh_token).not.toBe(session.refresh_token)
  expect(refreshes).toBe(1)
})

test('a session that cannot be refreshed goes to /login', async ({ page, request }) => {
  const { session, providerId } = await signUp(request)
  await seedSession(page, { ...session, access_token: 'garbage', refresh_token: 'garbage' })

  await page.goto(`/provider/${providerId}/inbox`)
  await expect(page).toHaveURL(/\/login$/)
  expect(await storedSession(page)).toBeNull()
})

test('a session close to expiry is renewed ahead of time', async ({ page, request }) => {
  const { session, providerId } = await signUp(request)
  const soon = Math.floor(Date.now() / 1000) + 30
  await seedSession(page, { ...session, expires_at: soon })

  await page.goto(`/provider/${providerId}/inbox`)
  await expect.poll(async () => (await storedSession(page))?.expires_at).toBeGreaterThan(soon)
})
