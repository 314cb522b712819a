// npm run assistant:eval — asks the built-in assistant 100+ questions (English and Spanish, with
// typos and relative dates) about a seeded year of business, compares every table with one
// computed independently, and writes bench/results/assistant-eval.json.
import { mkdirSync, writeFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import type { TableData } from '../common/assistant'
import { signup } from '../server/auth/service'
import { noRevocations } from '../server/auth/revoked-sessions'
import { accessTokens } from '../server/auth/tokens'
import { openDatabase } from '../server/db/client'
import { askAssistant } from '../server/features/assistant/service'
import { CASES, EVAL_NOW, HELD_OUT, type Expected } from './assistant-eval/cases'
import { expectedTable, loadData, type Table } from './assistant-eval/expected'
import { DEMO_SIZE, seedDemo } from './demo-data'

const VALUE_KEYS: Record<Expected['value'], string> = {
  revenue: 'revenue',
  units: 'units',
  order_count: 'orders',
  average_order_value: 'average_order_value',
  stock: 'stock',
  record_count: 'count',
}

/** The answer's table in the answer key's shape, or why it cannot be compared. */
function actualTable(table: TableData, expect: Expected): Table | string {
  const valueKey = VALUE_KEYS[expect.value]
  const keys = table.columns.map((c) => c.key)
  const wanted = expect.group === 'none' ? [valueKey] : [expect.group, valueKey]
  if (keys.join() !== wanted.join()) return `columns ${keys.join()} instead of ${wanted.join()}`
  return table.rows.map((row) => [
    expect.group === 'none' ? null : (row[expect.group] as string),
    Number(row[valueKey]),
  ])
}

const same = (a: Table, b: Table) =>
  a.length === b.length &&
  a.every(([label, value], i) => label === b[i]![0] && Math.abs(value - b[i]![1]) < 0.005)

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

const database = await openDatabase({})
try {
  const session = await signup(
    {
      db: database.db,
      tokens: accessTokens('assistant-eval-secret-not-used-for-anything'),
      sessions: noRevocations,
    },
    { email: 'eval@stockline.local', password: 'eval-password', name: 'Eval Corner Shop' },
  )
  const providerId = session.user.providers[0]!.provider.id
  // seedDemo dates its year of business from Date.now(); pin it so relative dates are stable.
  const clock = Date.now
  Date.now = () => EVAL_NOW.getTime()
  try {
    await seedDemo(database.db, providerId, DEMO_SIZE)
  } finally {
    Date.now = clock
  }
  const data = await loadData(database.db, providerId)

  const results = []
  for (const { question, expect, heldOut } of [...CASES, ...HELD_OUT]) {
    const started = performance.now()
    const response = await askAssistant(database.db, providerId, question, { now: EVAL_NOW })
    const ms = performance.now() - started
    const understood = response.table_data !== undefined
    let correct: boolean
    let problem: string | undefined
    if (expect === 'not_understood') {
      correct = !understood
      if (!correct) problem = 'answered with a table'
    } else if (!response.table_data) {
      correct = false
      problem = `not understood: ${response.answer}`
    } else {
      const actual = actualTable(response.table_data, expect)
      const wanted = expectedTable(data, expect)
      correct = typeof actual !== 'string' && same(actual, wanted)
      if (!correct) {
        problem =
          typeof actual === 'string'
            ? actual
            : `got ${JSON.stringify(actual.slice(0, 3))}… (${actual.length} rows), wanted ${JSON.stringify(wanted.slice(0, 3))}… (${wanted.length} rows)`
      }
    }
    results.push({
      question,
      held_out: heldOut ?? false,
      correct,
      understood,
      ms: Math.round(ms * 10) / 10,
      answer: response.answer,
      problem,
    })
  }

  const times = results.map((r) => r.ms).sort((a, b) => a - b)
  const heldOut = results.filter((r) => r.held_out)
  const summary = {
    generated_at: new Date().toISOString(),
    now: EVAL_NOW.toISOString(),
    data_set: DEMO_SIZE,
    database: database.kind,
    questions: results.length,
    accuracy: results.filter((r) => r.correct).length / results.length,
    held_out_questions: heldOut.length,
    held_out_accuracy: heldOut.filter((r) => r.correct).length / heldOut.length,
    not_understood_share: results.filter((r) => !r.understood).length / results.length,
    expected_not_understood: [...CASES, ...HELD_OUT].filter((c) => c.expect === 'not_understood')
      .length,
    p50_ms: percentile(times, 50),
    p95_ms: percentile(times, 95),
    failures: results.filter((r) => !r.correct),
  }
  mkdirSync('bench/results', { recursive: true })
  writeFileSync(
    'bench/results/assistant-eval.json',
    `${JSON.stringify({ ...summary, results }, null, 2)}\n`,
  )
  for (const f of summary.failures) console.log(`✗ ${f.question}\n    ${f.problem}`)
  console.log(
    `${summary.questions} questions: accuracy ${(summary.accuracy * 100).toFixed(1)}% ` +
      `(held out after tuning: ${(summary.held_out_accuracy * 100).toFixed(1)}% of ${heldOut.length}), ` +
      `not understood ${(summary.not_understood_share * 100).toFixed(1)}% ` +
      `(${summary.expected_not_understood} by design), p50 ${summary.p50_ms} ms, p95 ${summary.p95_ms} ms`,
  )
} finally {
  await database.close()
}
