// Shared fixtures: accounts made through the real API, sessions placed in the browser, and
// the server's mail outbox.
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Session } from '../common/auth'
import { SESSION_STORAGE_KEY } from '../common/constants'

export { expect }

export const PASSWORD = 'correct-horse-42'

export interface Account {
  email: string
  password: string
  session: Session
  providerId: string
}

export function uniqueEmail(): string {
  return `e2e-${randomUUID()}@example.com`
}

function randomLoopbackAddress(): string {
  const octet = () => 1 + Math.floor(Math.random() * 250)
  return `127.${octet()}.${octet()}.${octet()}`
}

export async function signUp(request: APIRequestContext, name = 'E2E Supplies'): Promise<Account> {
  const email = uniqueEmail()
  const response = await request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, name },
    // Each account seems to come from its own address (the test server trusts the proxy
    // header), so a fast suite does not run into the per-address sign-up limit meant for people.
    headers: { 'x-forwarded-for': randomLoopbackAddress() },
  })
  expect(response.status(), await response.text()).toBe(201)
  const session = (await response.json()) as Session
  const providerId = session.user.providers[0]?.provider.id
  if (!providerId) throw new Error('signup returned a session without a provider')
  return { email, password: PASSWORD, session, providerId }
}

/**
 * Puts a session in localStorage before the app's code runs. Only on the tab's first page
 * load: later loads must see what the app itself stored (a refreshed session, a logout).
 */
export async function seedSession(page: Page, session: unknown) {
  await page.addInitScript(
    ([key, value]) => {
      try {
        if (sessionStorage.getItem('e2e.seeded')) return
        sessionStorage.setItem('e2e.seeded', '1')
        localStorage.setItem(key, value)
      } catch {
        // about:blank has no storage; the seed happens on the first real page.
      }
    },
    [SESSION_STORAGE_KEY, JSON.stringify(session)] as const,
  )
}

/** A provider whose language is Spanish, signed in in the browser. */
export async function spanishProvider(page: Page, request: APIRequestContext): Promise<Account> {
  const account = await signUp(request)
  const response = await request.put('/api/auth/me/locale', {
    data: { locale: 'es' },
    headers: { Authorization: `Bearer ${account.session.access_token}` },
  })
  expect(response.status(), await response.text()).toBe(200)
  const session = { ...account.session, user: { ...account.session.user, locale: 'es' as const } }
  await seedSession(page, session)
  return { ...account, session }
}

export function storedSession(page: Page): Promise<Session | null> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key)
    return raw ? (JSON.parse(raw) as Session) : null
  }, SESSION_STORAGE_KEY)
}

/** The path and hash of the newest reset link mailed to `email`, e.g. /reset#access_token=… */
export async function resetLinkFor(email: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox.jsonl')
  let link: string | undefined
  await expect
    .poll(async () => {
      const text = await readFile(outbox, 'utf8').catch(() => '')
      const mails = text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { to: string; text: string })
        .filter((mail) => mail.to === email)
      link = mails.at(-1)?.text.match(/https?:\/\/\S+\/reset#access_token=\S+/)?.[0]
      return link
    })
    .toBeTruthy()
  const url = new URL(link ?? '')
  return `${url.pathname}${url.hash}`
}

export const test = base.extend<{ signedInProvider: Account }>({
  signedInProvider: async ({ page, request }, use) => {
    const account = await signUp(request)
    await seedSession(page, account.session)
    await use(account)
  },
})
