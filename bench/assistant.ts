// The assistant at scale: the questions the issue names (a year's revenue by product, top clients
// last quarter, stock by location, and two more of the new kinds), asked through the running
// server for the large tenant, one at a time. The first question of the run also builds the
// tenant's name index (every product, client and location name), so it is reported on its own;
// the budget is the p95 of the answers after it.
import { BUDGETS } from './config'
import { percentile } from './load'
import type { Report } from './report'
import type { Fixtures } from './scenarios'
import { randomClientIp } from './server'

export interface AssistantContext {
  report: Report
  serverUrl: string
  fixtures: Fixtures
  /** How many times each question is asked after the first. */
  rounds: number
}

export const BENCH_QUESTIONS = [
  'revenue by product this year',
  'top 10 clients by revenue last quarter',
  'stock by location',
  'revenue this month vs last month',
  'how many clients ordered last month',
] as const

async function ask(context: AssistantContext, question: string) {
  const { serverUrl, fixtures } = context
  const started = performance.now()
  const response = await fetch(
    `${serverUrl}/api/provider/${fixtures.large.providerId}/llm-query-2`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${fixtures.large.token}`,
        // The assistant's rate limit is per address; a benchmark is many people at once.
        'x-forwarded-for': randomClientIp(),
      },
      body: JSON.stringify({ query: question }),
    },
  )
  const body = (await response.json()) as { table_data?: { rows: unknown[] } }
  const ms = performance.now() - started
  if (!response.ok || !body.table_data) {
    throw new Error(`"${question}" was not answered: ${response.status} ${JSON.stringify(body)}`)
  }
  return ms
}

export async function benchAssistant(context: AssistantContext) {
  const { report } = context
  const first = await ask(context, BENCH_QUESTIONS[0])
  report.add({
    name: 'assistant first question (builds the name index)',
    value: Math.round(first),
    unit: 'ms',
  })
  const times: Record<string, number[]> = {}
  for (let round = 0; round < context.rounds; round++) {
    for (const question of BENCH_QUESTIONS) {
      ;(times[question] ??= []).push(await ask(context, question))
    }
  }
  for (const question of BENCH_QUESTIONS) {
    const sorted = [...times[question]!].sort((a, b) => a - b)
    report.add({
      name: `assistant "${question}" p95`,
      value: Math.round(percentile(sorted, 95)),
      unit: 'ms',
      budget: { max: BUDGETS.assistantP95Ms },
    })
  }
  const all = Object.values(times)
    .flat()
    .sort((a, b) => a - b)
  report.detail('assistant', { first, times })
  return report.add({
    name: 'assistant p95 (all questions)',
    value: Math.round(percentile(all, 95)),
    unit: 'ms',
    budget: { max: BUDGETS.assistantP95Ms },
    note: `${all.length} answers, p50 ${Math.round(percentile(all, 50))} ms`,
  })
}
