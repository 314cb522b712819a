// CSV exports of the large tenant (issue #20): how soon the first bytes arrive, how long the whole
// file takes, and how much the server's memory grows meanwhile (sampled from /proc), which stays
// flat when the export is streamed in batches however many rows it holds.
import { readFileSync } from 'node:fs'
import type { Report } from './report'
import type { Fixtures } from './scenarios'

export interface ExportsContext {
  report: Report
  serverUrl: string
  serverPid: number
  fixtures: Fixtures
}

const EXPORTS = ['orders.csv', 'order_lines.csv', 'products.csv', 'inventory.csv'] as const

/** The server process's resident memory, read from /proc. */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
  return kb / 1024
}

async function exportOnce(context: ExportsContext, file: string) {
  const { serverUrl, serverPid, fixtures } = context
  const before = residentMb(serverPid)
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(serverPid))), 50)
  const started = performance.now()
  const response = await fetch(
    `${serverUrl}/api/provider/${fixtures.large.providerId}/export/${file}`,
    { headers: { authorization: `Bearer ${fixtures.large.token}` } },
  )
  if (!response.ok || !response.body) throw new Error(`${file}: ${response.status}`)
  let firstByte = Number.NaN
  let bytes = 0
  let rows = 0
  const reader = response.body.getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    if (Number.isNaN(firstByte)) firstByte = performance.now() - started
    bytes += read.value.byteLength
    for (const byte of read.value) if (byte === 10) rows++
  }
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  return { firstByte, seconds, bytes, rows, before, growth: peak - before }
}

export async function benchExports(context: ExportsContext) {
  const { report } = context
  for (const file of EXPORTS) {
    const run = await exportOnce(context, file)
    report.detail(`export ${file}`, run)
    report.add({
      name: `export ${file}: first bytes`,
      value: Math.round(run.firstByte),
      unit: 'ms',
      budget: { max: 1000 },
    })
    report.add({
      name: `export ${file}: whole file`,
      value: Number(run.seconds.toFixed(1)),
      unit: 's',
      note: `${run.rows.toLocaleString('en')} lines, ${(run.bytes / 1e6).toFixed(0)} MB, ${Math.round(run.rows / run.seconds).toLocaleString('en')} lines/s`,
    })
    report.add({
      name: `export ${file}: server memory growth`,
      value: Math.round(run.growth),
      unit: 'MB',
      budget: { max: 150 },
      note: `resident ${Math.round(run.before)} MB before`,
    })
  }
}
