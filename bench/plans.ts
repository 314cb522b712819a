// Query plans of every list query on the large tenant, taken with EXPLAIN (ANALYZE, BUFFERS)
// on the exact statements the server sends (captured from its own functions). A plan passes
// when it uses an index and never reads a table that grows with a tenant's business (orders,
// line items, products, clients, stock) sequentially: such a scan may be cheap on one run by the
// luck of where a tenant's rows sit in the heap, and read the whole table on the next.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { capture, describe, type Statement } from './capture'
import type { Report } from './report'
import { orderDetail, pageScenarios, type Fixtures, type PageScenario } from './scenarios'

const BIG_TABLES = [
  'orders',
  'line_items',
  'products',
  'clients',
  'provider_clients',
  'stock_levels',
]

export interface PlanVerdict {
  /** Sequential scans of BIG_TABLES: each one fails the page. */
  bigSeqScans: string[]
  /** Other sequential scans (small tables such as locations): reported, not failed. */
  otherSeqScans: string[]
  usesIndex: boolean
  executionMs: number
}

export function judgePlan(plan: string): PlanVerdict {
  const scanned = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]!)
  return {
    bigSeqScans: scanned.filter((t) => BIG_TABLES.includes(t)),
    otherSeqScans: scanned.filter((t) => !BIG_TABLES.includes(t)),
    usesIndex: /Index (Only )?Scan|Bitmap Index Scan/.test(plan),
    executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN),
  }
}

async function explain(client: pg.Client, statement: Statement) {
  const text = `explain (analyze, buffers) ${statement.config.text}`
  // The first run warms the cache the way a page that is used all day has it warm.
  await client.query(text, statement.values)
  const result = await client.query<{ 'QUERY PLAN': string }>(text, statement.values)
  return result.rows.map((r) => r['QUERY PLAN']).join('\n')
}

export async function benchPlans(
  report: Report,
  databaseUrl: string,
  fixtures: Fixtures,
  outDir: string,
  prefix: string,
) {
  mkdirSync(outDir, { recursive: true })
  const detail: PageScenario = {
    key: 'order-detail',
    label: 'order detail',
    tenant: 'large',
    path: `/order/${fixtures.orderIds[0]}`,
    serve: (db, tenant) => orderDetail(db, tenant, fixtures.orderIds[0]!),
  }
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const verdicts: Record<string, unknown> = {}
  try {
    for (const scenario of [...pageScenarios(fixtures), detail]) {
      const tenant = fixtures[scenario.tenant]
      const { steps } = await capture(databaseUrl, (db) => scenario.serve(db, tenant))
      const statements = steps.flatMap((s) => s.statements)
      const sections: string[] = []
      const failures: string[] = []
      const otherSeqScans = new Set<string>()
      let usesIndex = false
      let executionMs = 0
      for (const [i, statement] of statements.entries()) {
        const plan = await explain(client, statement)
        const verdict = judgePlan(plan)
        executionMs += verdict.executionMs
        usesIndex ||= verdict.usesIndex
        verdict.otherSeqScans.forEach((t) => otherSeqScans.add(t))
        failures.push(
          ...verdict.bigSeqScans.map((t) => `statement ${i + 1}: sequential scan of ${t}`),
        )
        const notes = [
          verdict.bigSeqScans.length
            ? `FAIL: sequential scan of ${verdict.bigSeqScans.join(', ')}`
            : 'no sequential scan of a large table',
          verdict.usesIndex ? 'uses an index' : 'no index',
          ...(verdict.otherSeqScans.length
            ? [`seq scan of ${verdict.otherSeqScans.join(', ')}`]
            : []),
        ]
        sections.push(
          `-- statement ${i + 1} of ${statements.length}: ${notes.join('; ')}\n-- ${describe(statement)}\n${plan}`,
        )
      }
      if (!usesIndex) failures.push('no index used')
      for (const index of scenario.indexOnly ?? []) {
        if (!sections.some((plan) => plan.includes(`Index Only Scan using ${index}`)))
          failures.push(`${index} not read alone (no index-only scan)`)
      }
      const file = join(outDir, `${prefix}${scenario.key}.txt`)
      writeFileSync(
        file,
        `-- ${scenario.label}: GET /api/provider/{id}${scenario.path}\n\n${sections.join('\n\n')}\n`,
      )
      verdicts[scenario.key] = { file, executionMs, failures }
      report.add({
        name: `plan ${scenario.label}`,
        value: executionMs,
        unit: 'ms',
        pass: failures.length === 0,
        note: [
          failures.length
            ? failures.join('; ')
            : 'uses indexes, no sequential scan of a large table',
          ...(otherSeqScans.size ? [`seq scan of ${[...otherSeqScans].join(', ')}`] : []),
          `${statements.length} statements, execution times summed`,
        ].join('; '),
      })
    }
  } finally {
    await client.end()
  }
  report.detail('plans', verdicts)
}
