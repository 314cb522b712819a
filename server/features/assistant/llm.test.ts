// The optional model, against a local stand-in speaking the OpenAI chat-completions format.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AssistantResponse } from '../../../common/assistant'
import { useHarness } from '../../test/harness'
import { askAssistant } from './service'
import { ask, makeShop } from './test-shop'

type Reply = (response: ServerResponse) => void | Promise<void>
let reply: Reply
let received: { body: Record<string, unknown>; authorization?: string | undefined } | undefined

const toolCall = (args: unknown) => (response: ServerResponse) => {
  response.setHeader('content-type', 'application/json')
  response.end(
    JSON.stringify({
      choices: [
        {
          message: {
            role: 'assistant',
            tool_calls: [
              {
                id: 'call_1',
                type: 'function',
                function: {
                  name: 'run_query_plan',
                  arguments: typeof args === 'string' ? args : JSON.stringify(args),
                },
              },
            ],
          },
        },
      ],
    }),
  )
}

const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  let text = ''
  request.on('data', (chunk: Buffer) => (text += chunk.toString()))
  request.on('end', () => {
    received = { body: JSON.parse(text), authorization: request.headers.authorization }
    void reply(response)
  })
})
const env: Record<string, string> = { LLM_API_KEY: 'test-key', LLM_MODEL: 'stand-in-model' }
let baseUrl = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
  env.LLM_BASE_URL = baseUrl
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})
const h = useHarness(env)

beforeEach(() => {
  received = undefined
})

/** A plan the parser would never write for "how many pending orders do I have". */
const modelPlan = {
  table: 'clients',
  value_function: 'revenue',
  grouping: 'client',
  sorting: { by: 'value', direction: 'desc' },
  limit: 10,
  filters: { clients: ['ana garcia'], date_range: null, status: null },
}
const question = 'how many pending orders do I have'
const parserAnswer = [{ orders: 2 }]

describe('with a model configured', () => {
  it('runs the plan of a good tool call, with names resolved by the matcher', async () => {
    const { tenant } = await makeShop(h.app)
    reply = toolCall(modelPlan)
    const response = await ask(h.app, tenant, question)
    expect(response.statusCode).toBe(200)
    const body = response.json<AssistantResponse>()
    expect(body.table_data?.rows).toEqual([{ client: 'Ana Garcia', revenue: 80 }])
    expect(body.query_details?.entity_matching.filters_applied[0]).toMatchObject({
      user_input: 'ana garcia',
      matches_found: [{ name: 'Ana Garcia' }],
    })

    const sent = received!.body as {
      model: string
      messages: { role: string; content: string }[]
      tools: { function: { name: string; parameters: { properties: Record<string, unknown> } } }[]
      tool_choice: unknown
    }
    expect(received!.authorization).toBe('Bearer test-key')
    expect(sent.model).toBe('stand-in-model')
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: question })
    expect(sent.tool_choice).toEqual({ type: 'function', function: { name: 'run_query_plan' } })
    expect(sent.tools[0]!.function.parameters.properties.table).toMatchObject({
      enum: ['orders', 'line_items', 'products', 'clients', 'inventory', 'locations'],
    })
  })

  it.each<[string, Reply]>([
    ['a 500', (r) => void r.writeHead(500).end('{"error":"boom"}')],
    [
      'garbage',
      (r) => void r.writeHead(200, { 'content-type': 'application/json' }).end('not json'),
    ],
    [
      'no tool call',
      (r) => void r.end(JSON.stringify({ choices: [{ message: { content: 'hi' } }] })),
    ],
    ['arguments that are not JSON', toolCall('{"table": ')],
    ['an unknown table', toolCall({ ...modelPlan, table: 'users' })],
    ['a plan that makes no sense', toolCall({ ...modelPlan, table: 'inventory' })],
    [
      'a name that matches nothing',
      toolCall({ ...modelPlan, filters: { clients: ['Nobody At All'] } }),
    ],
  ])('falls back to the parser on %s', async (_, behaviour) => {
    const { tenant } = await makeShop(h.app)
    reply = behaviour
    const response = await ask(h.app, tenant, question)
    expect(response.statusCode).toBe(200)
    expect(response.json<AssistantResponse>().table_data?.rows).toEqual(parserAnswer)
    expect(received).toBeDefined()
  })

  it('gives up on a model that does not answer in time', async () => {
    const { tenant } = await makeShop(h.app)
    reply = (r) => void setTimeout(() => toolCall(modelPlan)(r), 3000)
    const started = Date.now()
    const result = await askAssistant(h.app.db, tenant.providerId, question, {
      llm: { baseUrl, model: 'stand-in-model', timeoutMs: 300 },
    })
    expect(Date.now() - started).toBeLessThan(2500)
    expect(result.source).toBe('parser')
    expect(result.table_data?.rows).toEqual(parserAnswer)
  })
})
