// The AI assistant panel (spec §2 "AI assistant panel" and Shell, §3 "Assistant response",
// §5 Chat, §6, §8 chat messages, §9 formats).
import type { Page, TestInfo } from '@playwright/test'
import type { AssistantResponse } from '../common/assistant'
import { messages } from '../common/messages'
import { expect, test } from './fixtures'
import { product, seedShop } from './orders-fixtures'
import { seriousViolations } from './axe'

const m = messages.assistant
const ENDPOINT = '**/api/provider/*/llm-query-2'

/** ASSISTANT_SHOTS=/tmp/shots-assistant keeps the screenshots for a look; else the test output. */
function shotPath(testInfo: TestInfo, name: string) {
  const dir = process.env.ASSISTANT_SHOTS
  return dir ? `${dir}/${name}.png` : testInfo.outputPath(`${name}.png`)
}

function panelOf(page: Page) {
  const panel = page.getByRole('dialog', { name: 'Assistant' })
  return {
    panel,
    input: panel.getByLabel('Ask a question about your business'),
    send: panel.getByRole('button', { name: 'Send' }),
    entries: panel.getByRole('log').locator(':scope > ol > li'),
    analyzing: panel.getByRole('status').filter({ hasText: m.analyzing }),
  }
}

async function openAssistant(page: Page) {
  await page.getByRole('button', { name: 'Open assistant' }).click()
  const chat = panelOf(page)
  await expect(chat.panel).toBeVisible()
  await expect(chat.input).toBeFocused()
  return chat
}

async function ask(page: Page, question: string) {
  const chat = panelOf(page)
  await chat.input.fill(question)
  await chat.send.click()
}

/** The rows of the newest answer's table, cell texts only. */
async function tableRows(page: Page) {
  const table = panelOf(page).panel.getByRole('table').last()
  return table
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')),
    )
}

test('answers questions about the provider data, with a sortable table', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { api, shop } = await seedShop(request, signedInProvider)
  // Revenue: kettle 4 × 45.25 = 181, teapot 30, mug 2 × 12.5 = 25; three pending orders.
  await api.order(shop, 'ORDER', [{ id: product(shop, 2).id, quantity: 4 }])
  await api.order(shop, 'ORDER', [{ id: product(shop, 1).id, quantity: 1 }])
  await api.order(shop, 'ORDER', [{ id: product(shop, 0).id, quantity: 2 }])

  await page.goto(`${shop.base}/inbox`)
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible()
  const chat = await openAssistant(page)
  await expect(page.getByRole('button', { name: 'Close assistant' })).toBeVisible()

  await ask(page, 'how many pending orders do I have')
  await expect(chat.panel.getByText('how many pending orders do I have')).toBeVisible()
  await expect(chat.panel.getByText(/\b3 pending orders\b/)).toBeVisible()
  await expect(chat.input).toBeEnabled()
  await expect(chat.input).toBeFocused()

  await ask(page, 'top 5 products by revenue')
  // A ranking is drawn as bars, largest first; the toggle shows the table they are drawn from.
  const bars = chat.panel.locator('[data-chart="bars"]').last()
  await expect(bars.locator('[data-mark]')).toHaveCount(3)
  await expect(bars.locator('li').first()).toContainText(product(shop, 2).name)
  const showTable = chat.panel.getByRole('button', { name: 'Table', exact: true }).last()
  await showTable.click()
  await expect(showTable).toHaveAttribute('aria-pressed', 'true')
  await expect(bars).toBeHidden()
  const table = chat.panel.getByRole('table').last()
  await expect(table).toBeVisible()
  const revenue = table.getByRole('columnheader', { name: 'Revenue' })
  const productHead = table.getByRole('columnheader', { name: 'Product' })
  await expect(revenue).toHaveAttribute('aria-sort', 'descending')
  const [kettle, teapot, mug] = [2, 1, 0].map((i) => product(shop, i).name)
  expect(await tableRows(page)).toEqual([
    [kettle, '$181'],
    [teapot, '$30'],
    [mug, '$25'],
  ])

  await revenue.getByRole('button').click()
  await expect(revenue).toHaveAttribute('aria-sort', 'ascending')
  expect((await tableRows(page)).map((row) => row[1])).toEqual(['$25', '$30', '$181'])
  await productHead.getByRole('button').click()
  await expect(productHead).toHaveAttribute('aria-sort', 'ascending')
  await expect(revenue).not.toHaveAttribute('aria-sort', /./)
  expect((await tableRows(page)).map((row) => row[0])).toEqual([mug, teapot, kettle])

  // The query that ran is one click away.
  await chat.panel.getByText('Query details').last().click()
  await expect(chat.panel.getByText('Value function').last()).toBeVisible()
  await expect(chat.panel.getByText('Revenue, descending')).toBeVisible()

  // Blank questions are ignored (spec §5).
  await expect(chat.entries).toHaveCount(4)
  await chat.input.fill('   ')
  await chat.send.click()
  await chat.input.press('Enter')
  await expect(chat.analyzing).toBeHidden()
  await expect(chat.entries).toHaveCount(4)

  // Escape closes; the conversation is still there when the panel opens again.
  await page.keyboard.press('Escape')
  await expect(chat.panel).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open assistant' })).toBeFocused()
  await page.getByRole('link', { name: 'Orders', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()
  await openAssistant(page)
  await expect(chat.entries).toHaveCount(4)
  await page.getByRole('button', { name: 'Close assistant' }).click()
  await expect(chat.panel).toBeHidden()
})

test('a question it cannot answer says so and offers questions it can, one click away', async ({
  page,
  request,
  signedInProvider,
}) => {
  const { api, shop } = await seedShop(request, signedInProvider)
  await api.order(shop, 'ORDER', [{ id: product(shop, 2).id, quantity: 4 }])
  await page.goto(`${shop.base}/inbox`)
  const chat = await openAssistant(page)

  // A command is declined, whatever product it names; nothing is counted for it.
  await ask(page, `delete all orders of ${product(shop, 2).name}`)
  await expect(chat.panel.getByText(/I only read your data/)).toBeVisible()
  await expect(chat.panel.getByRole('table')).toHaveCount(0)

  // A superlative the plan would not use is not answered with a total.
  await ask(page, 'best revenue this year')
  await expect(chat.panel.getByText(/I understood part of your question/)).toBeVisible()
  const offered = chat.panel.getByRole('list', { name: 'Questions I can answer' }).last()
  await expect(offered.getByRole('button').first()).toBeVisible()
  const question = (await offered.getByRole('button').first().textContent()) ?? ''
  await offered.getByRole('button').first().click()
  await expect(chat.panel.getByRole('log').getByText(question, { exact: true })).toBeVisible()
  await expect(chat.panel.getByRole('table').last()).toBeVisible()
})

test('the question box is disabled while the answer is on its way', async ({
  page,
  signedInProvider,
}) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let calls = 0
  await page.route(ENDPOINT, async (route) => {
    calls++
    await held
    await route.continue()
  })
  await page.goto(`/provider/${signedInProvider.providerId}/inbox`)
  const chat = await openAssistant(page)

  await ask(page, 'how many orders do I have')
  await expect(chat.analyzing).toBeVisible()
  await expect(chat.input).toBeDisabled()
  await expect(chat.send).toBeDisabled()
  // A second question while loading is ignored (spec §5).
  await chat.send.click({ force: true })
  expect(calls).toBe(1)

  release()
  await expect(chat.analyzing).toBeHidden()
  await expect(chat.entries).toHaveCount(2)
  await expect(chat.entries.last()).toContainText('orders')
  await expect(chat.input).toBeEnabled()
  await expect(chat.input).toBeFocused()
  expect(calls).toBe(1)
})

test('failures and answers without text read the spec sentences', async ({
  page,
  signedInProvider,
}, testInfo) => {
  const replies: { status: number; body: unknown }[] = [
    { status: 500, body: { error: { code: 'internal', message: 'Internal Server Error' } } },
    { status: 200, body: { answer: '' } },
    {
      status: 200,
      body: {
        answer: 'Sales of mug by day.',
        insight: 'Blue mug accounts for 51.6% of the total ($1,235).',
        query_details: {
          database_query: {
            table: 'line_items',
            columns: ['day', 'revenue', 'share'],
            filters: [
              { type: 'date_range', value: null, from: '2026-01-01', to: '2026-01-31' },
              { type: 'product', value: 'Blue mug, Big mug, Mug XL +2', from: null, to: null },
            ],
          },
          analytical_intent: {
            analysis_type: 'time_series',
            groupings: [{ label: 'Day' }],
            value_function: 'revenue',
            sorting: { by: 'day', direction: 'asc' },
          },
          entity_matching: {
            filters_applied: [
              {
                dimension: 'product',
                user_input: 'mug',
                matches_found: [{ name: 'Blue mug' }, { name: 'Big mug' }, { name: 'Mug XL' }],
                records_matched: 5,
              },
            ],
          },
        },
        table_data: {
          columns: [
            { key: 'day', label: 'Day', type: 'date' },
            { key: 'revenue', label: 'Revenue', type: 'currency' },
            { key: 'share', label: 'Share', type: 'percent' },
            { key: 'units', label: 'Units', type: 'number' },
          ],
          rows: [
            { day: '2026-01-12', revenue: 234.5, share: 19, units: 1200 },
            { day: '2026-01-05', revenue: 1000.4, share: 81, units: 38 },
          ],
          metadata: { sort_column: 'day', sort_direction: 'asc' },
        },
      } satisfies AssistantResponse,
    },
  ]
  await page.route(ENDPOINT, async (route) => {
    const reply = replies.shift()
    if (!reply) return route.abort()
    await route.fulfill({ status: reply.status, json: reply.body })
  })
  await page.goto(`/provider/${signedInProvider.providerId}/inbox`)
  const chat = await openAssistant(page)

  await ask(page, 'top products')
  await expect(chat.panel.getByText(m.failed)).toBeVisible()
  await ask(page, 'top clients')
  await expect(chat.panel.getByText(m.unformatted)).toBeVisible()
  await ask(page, 'sales of mug by day in January')
  await expect(chat.panel.getByText('Sales of mug by day.')).toBeVisible()
  await expect(chat.panel.getByText('accounts for 51.6%')).toBeVisible()
  expect(await tableRows(page)).toEqual([
    ['Jan 5, 2026', '$1,000', '81.0%', '38'],
    ['Jan 12, 2026', '$235', '19.0%', '1,200'],
  ])
  // A series over time is drawn as columns, one per day, the table a click away.
  const columns = chat.panel.locator('[data-chart="columns"]').last()
  await expect(columns.locator('[data-mark]')).toHaveCount(2)
  await page.screenshot({ path: shotPath(testInfo, 'assistant-chart-1280') })
  await page.setViewportSize({ width: 375, height: 812 })
  // The chart follows the narrower panel rather than overflowing it.
  await expect.poll(async () => Number(await columns.getAttribute('width'))).toBeLessThan(340)
  await page.screenshot({ path: shotPath(testInfo, 'assistant-chart-375') })
  await page.setViewportSize({ width: 1280, height: 800 })
  await chat.panel.getByRole('button', { name: 'Table', exact: true }).last().click()
  await expect(columns).toHaveCount(0)
  expect((await chat.panel.getByRole('table').last().boundingBox())?.width).toBeGreaterThan(200)
  // Up to 3 matches, plus how many more there are.
  await expect(chat.panel.getByRole('list', { name: 'Matched names' })).toHaveText(
    'Product “mug”: Blue mug, Big mug, Mug XL and 2 more',
  )
  await chat.panel.getByText('Query details').click()
  await expect(chat.panel.getByText('Dates: Jan 1, 2026 – Jan 31, 2026')).toBeVisible()
  await expect(chat.panel.getByText('Over time')).toBeVisible()
  await expect(chat.panel.getByText('Day, ascending')).toBeVisible()

  // A network failure reads like any other.
  await ask(page, 'anything else')
  await expect(chat.panel.getByText(m.failed)).toHaveCount(2)
  await page.screenshot({ path: shotPath(testInfo, 'assistant-messages-1280') })
})

test('the assistant is only on provider pages', async ({ page, request, signedInProvider }) => {
  const { api, shop } = await seedShop(request, signedInProvider)
  const order = await api.order(shop, 'ORDER', [{ id: product(shop, 0).id, quantity: 1 }])

  await page.goto(`${shop.base}/products`)
  await expect(page.getByRole('button', { name: 'Open assistant' })).toBeVisible()

  await page.goto(`/client/${shop.client.id}`)
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Open assistant' })).toHaveCount(0)

  await page.goto(`${shop.base}/print/${order.id}`)
  await expect(page.getByRole('heading', { name: `Order ${order.id}` })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Open assistant' })).toHaveCount(0)

  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Open assistant' })).toHaveCount(0)
})

test('the open panel has no serious axe violations, on desktop and on a phone', async ({
  page,
  request,
  signedInProvider,
}, testInfo) => {
  // Three axe scans, two answers and a resize: more than the default budget on a busy machine.
  test.slow()
  const { api, shop } = await seedShop(request, signedInProvider)
  await api.order(shop, 'ORDER', [{ id: product(shop, 2).id, quantity: 4 }])
  await api.order(shop, 'ORDER', [
    { id: product(shop, 1).id, quantity: 1 },
    { id: product(shop, 0).id, quantity: 2 },
  ])

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`${shop.base}/inbox`)
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible()
  const chat = await openAssistant(page)
  expect(await seriousViolations(page)).toEqual([])
  await page.waitForTimeout(250)
  await page.screenshot({ path: shotPath(testInfo, 'assistant-welcome-1280') })
  await ask(page, 'top 5 products by revenue')
  await expect(chat.panel.getByRole('table')).toBeVisible()
  await chat.panel.getByText('Query details').click()
  expect(await seriousViolations(page)).toEqual([])
  await page.waitForTimeout(250)
  await page.screenshot({ path: shotPath(testInfo, 'assistant-1280') })

  // On a phone the panel fills the screen and carries its own close button.
  await page.setViewportSize({ width: 375, height: 812 })
  const box = await chat.panel.boundingBox()
  expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 812 })
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: shotPath(testInfo, 'assistant-375') })
  await chat.panel.getByRole('button', { name: 'Close assistant' }).click()
  await expect(chat.panel).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open assistant' })).toBeVisible()
})
