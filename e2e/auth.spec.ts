import { messages } from '../common/messages'
import {
  expect,
  PASSWORD,
  resetLinkFor,
  signUp,
  storedSession,
  test,
  uniqueEmail,
} from './fixtures'

const m = messages.auth
const INBOX_URL = /\/provider\/[0-9a-f-]{36}\/inbox$/

test('signing up stores the session and lands in the inbox', async ({ page }) => {
  await page.goto('/signup')
  await page.getByLabel('Email').fill(uniqueEmail())
  await page.getByLabel('Business name').fill('Corner Shop')
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()

  await expect(page).toHaveURL(INBOX_URL)
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible()
  await expect(page.getByText(messages.order.inboxEmpty)).toBeVisible()
  expect((await storedSession(page))?.user.providers[0]?.provider.name).toBe('Corner Shop')
})

test('signup refuses a short password', async ({ page }) => {
  await page.goto('/signup')
  await page.getByLabel('Email').fill(uniqueEmail())
  await page.getByLabel('Password').fill('abc')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('alert')).toHaveText(m.passwordTooShort)
})

test('signup with a registered email says why it failed', async ({ page, request }) => {
  const { email } = await signUp(request)
  await page.goto('/signup')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText(m.signupFailed)
  await expect(alert).toContainText(/exists/i)
})

test('login asks for every field, and for the email before a reset', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('alert')).toHaveText(m.fillAllFields)
  await page.getByRole('button', { name: 'Forgot my password' }).click()
  await expect(page.getByRole('alert')).toHaveText(m.fillEmail)
})

test('login with a wrong password says Invalid credentials', async ({ page, request }) => {
  const { email } = await signUp(request)
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByLabel('Password').press('Enter')
  await expect(page.getByRole('alert')).toHaveText(m.invalidCredentials)
  await expect(page).toHaveURL(/\/login$/)
})

test('forgotten password: mail, reset, inbox, logout, login with the new one', async ({
  page,
  request,
}) => {
  const { email } = await signUp(request)
  const newPassword = 'brand-new-password-7'

  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Forgot my password' }).click()
  await expect(page.getByText(m.sendResetSent)).toBeVisible()

  await page.goto(await resetLinkFor(email))
  // The token leaves the address bar as soon as the page has read it.
  await expect(page).toHaveURL(/\/reset$/)
  await page.getByLabel('New password').fill(newPassword)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page).toHaveURL(INBOX_URL)

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect(await storedSession(page)).toBeNull()

  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(newPassword)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(INBOX_URL)
})

test('a reset link is single use', async ({ page, request }) => {
  const { email } = await signUp(request)
  await request.post('/api/auth/send_reset', { data: { email } })
  const link = await resetLinkFor(email)
  const token = new URLSearchParams(link.split('#')[1]).get('access_token')
  const used = await request.post('/api/auth/reset', {
    data: { password: 'first-new-password', auth: { access_token: token } },
  })
  expect(used.status()).toBe(200)

  await page.goto(link)
  await page.getByLabel('New password').fill('second-new-password')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByRole('alert')).toContainText(m.resetFailed)
  await expect(page).toHaveURL(/\/reset$/)
})

test('reset without a token explains the link is invalid', async ({ page }) => {
  await page.goto('/reset')
  await expect(page.getByText(m.resetLinkInvalid)).toBeVisible()
  await page.getByRole('link', { name: 'Back to login' }).click()
  await expect(page).toHaveURL(/\/login$/)
})
