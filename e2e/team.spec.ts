// Team and roles (issue #19): an invitation mailed, opened and joined; what a viewer and a staff
// member see; the switcher between two businesses; the Team screen and the invitation page on a
// desktop and a phone, with 120-character e-mail addresses.
import type { APIRequestContext, Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Session } from '../common/auth'
import { SESSION_STORAGE_KEY, type MemberRole } from '../common/constants'
import { messages } from '../common/messages'
import { teamMessages } from '../common/team'
import {
  expect,
  PASSWORD,
  seedSession,
  signUp,
  storedSession,
  test,
  uniqueEmail,
  type Account,
} from './fixtures'
import { expectInView } from './in-view'
import { product, seedShop } from './orders-fixtures'
import { pickClient } from './pick-client'
import { seriousViolations } from './axe'

/** The mails the server's outbox holds for `email`, oldest first. */
async function mailsTo(email: string): Promise<{ to: string; text: string }[]> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox.jsonl')
  const text = await readFile(outbox, 'utf8').catch(() => '')
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((mail) => mail.to === email)
}

/** The path and hash of the newest invitation link mailed to `email`: /invite#token=… */
async function inviteLinkFor(email: string): Promise<string> {
  let link: string | undefined
  await expect
    .poll(async () => {
      link = (await mailsTo(email)).at(-1)?.text.match(/https?:\/\/\S+\/invite#token=\S+/)?.[0]
      return link
    })
    .toBeTruthy()
  const url = new URL(link ?? '')
  return `${url.pathname}${url.hash}`
}

const tokenOf = (link: string) => new URLSearchParams(link.split('#')[1]).get('token') ?? ''

function randomLoopbackAddress(): string {
  const octet = () => 1 + Math.floor(Math.random() * 250)
  return `127.${octet()}.${octet()}.${octet()}`
}

/** `owner` invites `email` as `role` through the API. */
async function invite(request: APIRequestContext, owner: Account, email: string, role: MemberRole) {
  const response = await request.post(`/api/provider/${owner.providerId}/member`, {
    data: { email, role },
    headers: { Authorization: `Bearer ${owner.session.access_token}` },
  })
  expect(response.status(), await response.text()).toBe(201)
}

/** A new account that joined `owner`'s business as `role` through a mailed invitation. */
async function memberOf(
  request: APIRequestContext,
  owner: Account,
  role: MemberRole,
  email = uniqueEmail(),
): Promise<Account> {
  await invite(request, owner, email, role)
  const response = await request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, invitation: tokenOf(await inviteLinkFor(email)) },
    headers: { 'x-forwarded-for': randomLoopbackAddress() },
  })
  expect(response.status(), await response.text()).toBe(201)
  const session = (await response.json()) as Session
  expect(session.user.providers).toEqual([
    expect.objectContaining({ provider: expect.objectContaining({ id: owner.providerId }), role }),
  ])
  return { email, password: PASSWORD, session, providerId: owner.providerId }
}

/** An address of exactly 120 characters. */
const longEmail = (tag: string) => {
  const domain = '@example.com'
  return `${tag}-${'x'.repeat(120 - tag.length - 1 - domain.length)}${domain}`
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main' })

test('an owner invites by e-mail; the invited person signs up from the link and joins', async ({
  page,
  browser,
  signedInProvider: owner,
}) => {
  const email = uniqueEmail()
  await page.goto(`/provider/${owner.providerId}/team`)
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible()
  const members = page.getByRole('table', { name: 'Members' })
  await expect(members.getByText(owner.email)).toBeVisible()

  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Role', { exact: true }).selectOption('staff')
  // A double click sends one invitation: one row, one mail.
  await page.getByRole('button', { name: 'Send invitation' }).dblclick()
  await expect(page.getByText(teamMessages.invited)).toBeVisible()
  const row = members.getByRole('row').filter({ hasText: email })
  await expect(row).toHaveCount(1)
  await expect(row.getByText('Pending')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue('')
  const link = await inviteLinkFor(email)
  await page.waitForTimeout(500)
  expect(await mailsTo(email)).toHaveLength(1)

  // Someone else's browser, signed out.
  const context = await browser.newContext()
  const invited = await context.newPage()
  await invited.goto(link)
  await expect(invited).toHaveURL(/\/invite$/)
  await expect(invited.getByRole('heading', { name: 'Join E2E Supplies' })).toBeVisible()
  await expect(invited.getByText('as staff')).toBeVisible()
  await expect(invited.getByText(email)).toBeVisible()
  await invited.getByLabel('Choose a password').fill(PASSWORD)
  await invited.getByRole('button', { name: 'Create account and join' }).click()
  await expect(invited).toHaveURL(`/provider/${owner.providerId}/inbox`)
  await expect(invited.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible()
  const session = await storedSession(invited)
  expect(session?.user.email).toBe(email)
  expect(session?.user.providers).toEqual([
    expect.objectContaining({ provider: expect.objectContaining({ id: owner.providerId }) }),
  ])
  // Staff: no Team, no Billing, but Adjustment.
  await expect(menu(invited).getByRole('link', { name: 'Adjustment' })).toBeVisible()
  await expect(menu(invited).getByRole('link', { name: 'Team' })).toHaveCount(0)
  await expect(invited.getByRole('button', { name: 'Billing' })).toHaveCount(0)
  await context.close()

  // The link worked once.
  await page.reload()
  await expect(row.getByText('Pending')).toHaveCount(0)
  const second = await browser.newContext()
  const again = await second.newPage()
  await again.goto(link)
  await expect(again.getByText(teamMessages.invitationInvalid)).toBeVisible()
  await second.close()
})

test('a viewer sees no write controls', async ({ page, request }) => {
  // Thirteen screens in a row: three times the usual time when the machine is busy.
  test.slow()
  const owner = await signUp(request, 'Viewed Supplies')
  const { api, shop } = await seedShop(request, owner)
  const order = await api.order(shop, 'ORDER', [{ id: product(shop, 0).id, quantity: 2 }])
  const viewer = await memberOf(request, owner, 'viewer')
  await seedSession(page, viewer.session)
  const noButton = async (name: string) =>
    expect(page.getByRole('button', { name, exact: true })).toHaveCount(0)
  const noLinkButton = async (name: string) =>
    expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveCount(0)

  await page.goto(`${shop.base}/inbox`)
  await expect(page.getByRole('link', { name: `${order.id}` })).toBeVisible()
  for (const hidden of ['Adjustment', 'Team']) {
    await expect(menu(page).getByRole('link', { name: hidden })).toHaveCount(0)
  }
  await expect(menu(page).getByRole('link', { name: 'Transactions' })).toBeVisible()
  await noButton('Billing')
  await expect(page.getByRole('link', { name: 'Notifications' })).toHaveCount(0)

  await page.goto(`${shop.base}/orders`)
  await expect(page.getByRole('link', { name: `${order.id}` })).toBeVisible()
  await noLinkButton('New order')

  await page.goto(`${shop.base}/order/${order.id}`)
  await expect(page.getByRole('heading', { name: `Order ${order.id}` })).toBeVisible()
  await expect(page.getByText(`Created by ${owner.email}`)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Print Order Sheet' })).toBeVisible()
  for (const name of ['Fulfill', 'Cancel', 'Copy client link']) await noButton(name)

  await page.goto(`${shop.base}/order`)
  await expect(page.getByText('Your role cannot do this.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Create order' })).toHaveCount(0)

  await page.goto(`${shop.base}/products`)
  await expect(page.getByRole('link', { name: product(shop, 0).name })).toBeVisible()
  await noButton('New product')
  await noButton('Import CSV')
  await page.getByRole('link', { name: product(shop, 0).name }).click()
  await expect(page.getByRole('heading', { name: product(shop, 0).name })).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Active' })).toBeDisabled()
  await expect(page.getByRole('heading', { name: 'Price history' })).toBeVisible()
  await noButton('Edit product')
  await noButton('Edit reorder rules')

  await page.goto(`${shop.base}/clients`)
  await expect(page.getByRole('link', { name: shop.client.name })).toBeVisible()
  await noButton('New client')
  await noButton('Import CSV')
  await page.getByRole('link', { name: shop.client.name }).click()
  await expect(page.getByRole('heading', { name: shop.client.name })).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Active' })).toBeDisabled()
  await noButton('Edit client')
  await noButton('Copy client link')

  await page.goto(`${shop.base}/inventory`)
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible()
  await expect(page.getByRole('table').getByText(product(shop, 0).name)).toBeVisible()
  await noButton('Import CSV')

  await page.goto(`${shop.base}/adjust`)
  await expect(page.getByText('Your role cannot do this.')).toBeVisible()
  await expect(page.getByLabel('Select Location')).toHaveCount(0)

  await page.goto(`${shop.base}/transactions`)
  await expect(page.getByLabel('User')).toBeVisible()
  await noLinkButton('New transaction')

  await page.goto(`${shop.base}/locations`)
  await expect(page.getByRole('link', { name: shop.location.name })).toBeVisible()
  await noButton('New location')

  await page.goto(`${shop.base}/metadata`)
  await expect(page.getByRole('heading', { name: 'Custom Fields', level: 1 })).toBeVisible()
  await noButton('New Custom Field')

  await page.goto(`${shop.base}/team`)
  await expect(page.getByText('Your role cannot do this.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0)
})

test('a staff member takes an order, and it says who created it', async ({ page, request }) => {
  const owner = await signUp(request, 'Staffed Supplies')
  const { shop } = await seedShop(request, owner)
  const staff = await memberOf(request, owner, 'staff')
  await seedSession(page, staff.session)

  await page.goto(`${shop.base}/products`)
  await expect(page.getByRole('link', { name: product(shop, 0).name })).toBeVisible()
  await expect(page.getByRole('button', { name: 'New product' })).toHaveCount(0)

  await page.goto(`${shop.base}/orders`)
  await page.getByRole('link', { name: 'New order' }).click()
  await expect(page.getByRole('heading', { name: 'New order', level: 1 })).toBeVisible()
  await pickClient(page, shop.client.name)
  await page.getByLabel(`Quantity of ${product(shop, 1).name}`).fill('3')
  await page.getByRole('button', { name: 'Create order' }).click()
  await expect(page).toHaveURL(/\/order\/\d+$/)
  await expect(page.getByText(`Created by ${staff.email}`)).toBeVisible()
  // Staff fulfil and copy client links.
  await expect(page.getByRole('button', { name: 'Fulfill' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy client link' })).toBeVisible()

  // Transactions by the staff member: theirs only.
  const id = page.url().split('/').pop()
  await page.goto(`${shop.base}/transactions`)
  await page.getByLabel('User').selectOption({ label: staff.email })
  await expect(page).toHaveURL(new RegExp(`user=${staff.session.user.id}`))
  await expect(page.getByRole('link', { name: `${id}`, exact: true })).toBeVisible()
  await page.getByLabel('User').selectOption({ label: owner.email })
  await expect(page.getByText(messages.order.filterEmpty)).toBeVisible()
})

test('the switcher moves a member of two businesses between them', async ({
  page,
  request,
  signedInProvider: person,
}) => {
  const other = await signUp(request, 'Second Supplies')
  await invite(request, other, person.email, 'manager')
  const link = await inviteLinkFor(person.email)

  // Signed in with the invited address: one click joins.
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Join Second Supplies' })).toBeVisible()
  await expect(page.getByText(`Signed in as ${person.email}`)).toBeVisible()
  await page.getByRole('button', { name: 'Join', exact: true }).click()
  await expect(page).toHaveURL(`/provider/${other.providerId}/inbox`)
  await expect(menu(page).getByRole('link', { name: 'Team' })).toBeVisible()

  const switcher = page.getByRole('button', { name: /Switch business/ })
  await expect(switcher).toContainText('Second Supplies')
  await expect(switcher).toContainText('Manager')
  await switcher.click()
  const choices = page.getByRole('menu')
  await expect(choices.getByRole('menuitem', { name: /Second Supplies/ })).toContainText('Manager')
  await choices.getByRole('menuitem', { name: /E2E Supplies/ }).click()
  await expect(page).toHaveURL(`/provider/${person.providerId}/inbox`)
  await expect(switcher).toContainText('E2E Supplies')
  await expect(switcher).toContainText('Owner')

  // On a phone, from the drawer.
  await page.setViewportSize({ width: 375, height: 812 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Switch business/ })
    .click()
  await page.getByRole('menuitem', { name: /Second Supplies/ }).click()
  await expect(page).toHaveURL(`/provider/${other.providerId}/inbox`)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('the Team screen and the invitation page fit a desktop and a phone', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Two pages at two widths, each with its screenshot and an axe scan: longer than one journey.
  test.slow()
  const owner = await signUp(request, 'Long Address Supplies')
  const manager = await memberOf(request, owner, 'manager', longEmail('manager'))
  const pending = longEmail('pending')
  await invite(request, owner, pending, 'viewer')
  await seedSession(page, owner.session)

  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.goto(`/provider/${owner.providerId}/team`)
    const role = page.getByRole('combobox', { name: `Role of ${manager.email}` })
    await expect(role).toHaveValue('manager')
    await expectInView(page, role)
    const withdraw = page.getByRole('button', { name: `Withdraw the invitation of ${pending}` })
    await expectInView(page, withdraw)
    await expectInView(page, page.getByRole('button', { name: 'Send invitation' }))
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: testInfo.outputPath(`team-${width}.png`), fullPage: true })
  }

  // The role change, then the removal, from the phone.
  await page.getByRole('combobox', { name: `Role of ${manager.email}` }).selectOption('staff')
  await expect(page.getByText(teamMessages.roleChanged)).toBeVisible()
  await page.getByRole('button', { name: `Remove ${manager.email}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByText(teamMessages.removed)).toBeVisible()
  await expect(page.getByText(manager.email)).toHaveCount(0)

  const link = await inviteLinkFor(pending)
  const context = await browser.newContext()
  const invited = await context.newPage()
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    await invited.setViewportSize({ width, height })
    await invited.goto(link)
    const submit = invited.getByRole('button', { name: 'Create account and join' })
    await expect(submit).toBeVisible()
    await expectInView(invited, submit)
    expect(await seriousViolations(invited)).toEqual([])
    await invited.screenshot({ path: testInfo.outputPath(`invite-${width}.png`), fullPage: true })
  }
  await context.close()
})

test('the last owner cannot leave, and an owner keeps the business', async ({
  page,
  signedInProvider: owner,
}) => {
  await page.goto(`/provider/${owner.providerId}/team`)
  await page.getByRole('button', { name: 'Leave business' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click()
  await expect(page.getByText(teamMessages.lastOwner)).toBeVisible()
  await expect(page).toHaveURL(/\/team$/)
  await expect(page.getByRole('combobox', { name: `Role of ${owner.email}` })).toHaveValue('owner')
})

test('a manager cannot touch an owner nor make one', async ({ page, request }) => {
  const owner = await signUp(request, 'Managed Supplies')
  const manager = await memberOf(request, owner, 'manager')
  const staff = await memberOf(request, owner, 'staff')
  await seedSession(page, manager.session)
  await page.goto(`/provider/${owner.providerId}/team`)

  await expect(page.getByRole('combobox', { name: `Role of ${owner.email}` })).toBeDisabled()
  await expect(page.getByRole('button', { name: `Remove ${owner.email}` })).toHaveCount(0)
  await expect(page.getByLabel('Role', { exact: true }).locator('option')).toHaveText([
    'Manager',
    'Staff',
    'Viewer',
  ])
  const staffRole = page.getByRole('combobox', { name: `Role of ${staff.email}` })
  await expect(staffRole.locator('option')).toHaveText(['Manager', 'Staff', 'Viewer'])
  await staffRole.selectOption('viewer')
  await expect(page.getByText(teamMessages.roleChanged)).toBeVisible()
  await expect(staffRole).toHaveValue('viewer')
  await expect(staffRole).toBeEnabled()
  // Billing and Notifications stay the owner's.
  await expect(page.getByRole('button', { name: 'Billing' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Notifications' })).toHaveCount(0)
})

test('signed in as someone else, the invited person signs out, logs in and joins', async ({
  page,
  request,
}) => {
  const inviter = await signUp(request, 'Inviting Supplies')
  const invitee = await signUp(request, 'Own Supplies')
  const stranger = await signUp(request, 'Stranger Supplies')
  await invite(request, inviter, invitee.email, 'viewer')
  await seedSession(page, stranger.session)

  await page.goto(await inviteLinkFor(invitee.email))
  await expect(page.getByRole('heading', { name: 'Join Inviting Supplies' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText(`signed in as ${stranger.email}`)
  await expect(page.getByRole('button', { name: 'Join', exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: `Sign out and continue as ${invitee.email}` }).click()

  await expect(page.getByText(invitee.email)).toBeVisible()
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Log in and join' }).click()
  await expect(page.getByRole('alert')).toHaveText(messages.auth.invalidCredentials)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in and join' }).dblclick()
  await expect(page).toHaveURL(`/provider/${inviter.providerId}/inbox`)
  const session = await storedSession(page)
  expect(session?.user.email).toBe(invitee.email)
  expect(session?.user.providers.map((entry) => [entry.provider.name, entry.role])).toEqual(
    expect.arrayContaining([
      ['Own Supplies', 'owner'],
      ['Inviting Supplies', 'viewer'],
    ]),
  )
  await expect(page.getByRole('button', { name: /Switch business/ })).toContainText('Viewer')
})

test('a member removed while on the business is moved to their other business', async ({
  page,
  request,
  signedInProvider: person,
}) => {
  const other = await signUp(request, 'Removing Supplies')
  await invite(request, other, person.email, 'staff')
  const token = tokenOf(await inviteLinkFor(person.email))
  const accepted = await request.post(`/api/invitation/${token}/accept`, {
    headers: { Authorization: `Bearer ${person.session.access_token}` },
  })
  expect(accepted.status(), await accepted.text()).toBe(200)

  // A session that lists both businesses, placed before the page loads.
  const login = await request.post('/api/auth/login', {
    data: { email: person.email, password: PASSWORD },
  })
  await page.goto(`/provider/${person.providerId}/inbox`)
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_STORAGE_KEY,
    await login.text(),
  ] as const)
  await page.goto(`/provider/${other.providerId}/orders`)
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()

  const removed = await request.delete(
    `/api/provider/${other.providerId}/member/${person.session.user.id}`,
    { headers: { Authorization: `Bearer ${other.session.access_token}` } },
  )
  expect(removed.status()).toBe(204)
  // The next read is refused and renews the session, which no longer lists the business. A
  // screen is opened only while the stored session still lists it: opening one after the renewal
  // would be a navigation to a business the person has left, which signs them out.
  const stillListed = async () =>
    (await storedSession(page))?.user.providers.some((e) => e.provider.id === other.providerId)
  for (const screen of ['Products', 'Clients', 'Locations']) {
    if (!page.url().includes(other.providerId) || !(await stillListed())) break
    await menu(page).getByRole('link', { name: screen }).click()
    await page
      .waitForURL(`**/provider/${person.providerId}/inbox`, { timeout: 15_000 })
      .catch(() => undefined)
  }
  // In their own business: its inbox, or a screen of it opened in the instant the move happened.
  await expect(page).toHaveURL(new RegExp(`/provider/${person.providerId}/`))
  const renewed = await storedSession(page)
  expect(renewed?.user.providers.map((entry) => entry.provider.id)).toEqual([person.providerId])
})
