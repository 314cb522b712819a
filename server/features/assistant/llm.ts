// The optional model: an OpenAI-compatible chat completion with one tool whose parameters are
// the plan request, forced by tool_choice. The model only fills a plan — names as text, resolved
// by our matcher — which is validated before anything runs. Any failure returns null and the
// built-in parser answers instead.
import { z } from 'zod'
import { PlanRequest } from '../../../common/assistant'
import { isoDay } from './dates'
import type { SelectField } from './entities'

export interface LlmConfig {
  baseUrl: string
  apiKey?: string | undefined
  model: string
  timeoutMs?: number
}

export const LLM_TIMEOUT_MS = 10_000
const TOOL = 'run_query_plan'

const { $schema: _schema, ...planParameters } = z.toJSONSchema(PlanRequest, { io: 'input' })

const ToolCallReply = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          tool_calls: z
            .array(
              z.object({
                function: z.object({
                  name: z.string(),
                  arguments: z.union([z.string(), z.record(z.string(), z.unknown())]),
                }),
              }),
            )
            .min(1),
        }),
      }),
    )
    .min(1),
})

function instructions(now: Date, fields: SelectField[]) {
  const fieldLines = fields.map(
    (f) => `- ${f.label} (${f.entity_type.toLowerCase()}): ${f.options.join(', ')}`,
  )
  return [
    `You turn a small business owner's question about their own data into a query plan by calling ${TOOL}.`,
    `Today is ${isoDay(now)} (UTC). Weeks start on Monday. A month named without a year is the most recent one that has begun. "Last month" is the previous calendar month; "this year" runs from January 1 to today.`,
    'Values: revenue = sum of quantity × price of non-cancelled orders; units = quantity; order_count; average_order_value; stock (table inventory); record_count (number of products, clients or locations, grouping none, no dates); client_count / product_count (different clients who ordered, products sold; with filters.without_orders, those with no order instead; to list them, last_date grouped by client or product, sorted by label); day_count (days with an order, grouping none).',
    'Tables: group by product → table products, by client → clients, by location → locations; no grouping or day/week/month → orders (or line_items for units or a product filter); stock → inventory (grouping none, product or location).',
    'Sorting by value desc for rankings ("top", "best"), asc for "worst" or "low on stock"; by label asc for time series. limit: the number asked for, 1 for a single best item, 10 for an unnumbered ranking, otherwise 100.',
    'Filters: date_range with from/to as YYYY-MM-DD (inclusive); status pending/complete/cancelled; transaction_type only for stock movements (IN, OUT, ADJUST); products, clients and locations are names copied exactly as the user wrote them; stock_below for "below N units".',
    ...(fieldLines.length ? ['Custom dropdown fields and their options:', ...fieldLines] : []),
    'Leave out every filter the question does not state.',
  ].join('\n')
}

/** Models often send null for a field they leave out; a plan leaves it out instead. */
function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, dropNulls(v)]),
    )
  }
  return value
}

export type ModelPlan = { ok: true; request: PlanRequest } | { ok: false; reason: string }

export async function requestPlan(
  llm: LlmConfig,
  question: string,
  context: { now: Date; fields: SelectField[] },
): Promise<ModelPlan> {
  try {
    const response = await fetch(`${llm.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(llm.apiKey && { authorization: `Bearer ${llm.apiKey}` }),
      },
      body: JSON.stringify({
        model: llm.model,
        temperature: 0,
        messages: [
          { role: 'system', content: instructions(context.now, context.fields) },
          { role: 'user', content: question },
        ],
        tools: [
          {
            type: 'function',
            function: {
              name: TOOL,
              description: 'Runs a whitelisted, read-only query plan over the provider data.',
              parameters: planParameters,
            },
          },
        ],
        tool_choice: { type: 'function', function: { name: TOOL } },
      }),
      signal: AbortSignal.timeout(llm.timeoutMs ?? LLM_TIMEOUT_MS),
    })
    if (!response.ok) return { ok: false, reason: `model answered HTTP ${response.status}` }
    const reply = ToolCallReply.safeParse(await response.json())
    if (!reply.success) return { ok: false, reason: 'no tool call in the reply' }
    const call = reply.data.choices[0]!.message.tool_calls[0]!.function
    if (call.name !== TOOL) return { ok: false, reason: `unknown tool ${call.name}` }
    const args: unknown =
      typeof call.arguments === 'string' ? JSON.parse(call.arguments) : call.arguments
    const plan = PlanRequest.safeParse(dropNulls(args))
    if (!plan.success) {
      return { ok: false, reason: `invalid plan: ${plan.error.issues[0]?.message ?? 'unknown'}` }
    }
    return { ok: true, request: plan.data }
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error'
    return { ok: false, reason }
  }
}
