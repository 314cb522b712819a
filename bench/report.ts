// Figures: one printed line each ("inbox p99 12.3 ms (budget 50) PASS") and one JSON file per
// run with the machine it ran on, since every figure depends on it.
import { execSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, freemem, loadavg, totalmem } from 'node:os'
import { dirname } from 'node:path'

export interface Figure {
  name: string
  value: number
  unit: string
  /** Absent for figures reported without a budget. */
  budget?: { max?: number; min?: number }
  pass?: boolean
  note?: string
}

export class Report {
  readonly figures: Figure[] = []
  readonly details: Record<string, unknown> = {}
  readonly machineAtStart = machine()

  /** Adds and prints a figure; its verdict comes from its budget unless `pass` is given. */
  add(figure: Figure) {
    const { budget } = figure
    const pass =
      figure.pass ??
      (budget === undefined
        ? undefined
        : Number.isFinite(figure.value) &&
          (budget.max === undefined || figure.value <= budget.max) &&
          (budget.min === undefined || figure.value >= budget.min))
    const entry: Figure = pass === undefined ? figure : { ...figure, pass }
    this.figures.push(entry)
    console.log(formatFigure(entry))
    return entry
  }

  /** Raw measurements kept beside the figures (throughputs, latencies, load averages). */
  detail(key: string, value: unknown) {
    this.details[key] = value
  }

  get failed() {
    return this.figures.filter((f) => f.pass === false)
  }

  write(path: string, extra: Record<string, unknown>) {
    mkdirSync(dirname(path), { recursive: true })
    const body = {
      ...extra,
      machine: { atStart: this.machineAtStart, atEnd: machine() },
      figures: this.figures,
      details: this.details,
    }
    writeFileSync(path, `${JSON.stringify(body, null, 2)}\n`)
  }
}

const round = (value: number) =>
  Math.abs(value) >= 100
    ? value.toFixed(0)
    : Math.abs(value) >= 10
      ? value.toFixed(1)
      : value.toFixed(2)

export function formatFigure(f: Figure) {
  const unit = f.unit === '%' ? '%' : f.unit ? ` ${f.unit}` : ''
  const budget = f.budget
    ? ` (budget ${f.budget.max !== undefined ? `≤ ${f.budget.max}` : `≥ ${f.budget.min}`})`
    : ''
  const verdict = f.pass === undefined ? '' : f.pass ? ' PASS' : ' FAIL'
  const note = f.note ? ` — ${f.note}` : ''
  return `${f.name} ${round(f.value)}${unit}${budget}${verdict}${note}`
}

function run(command: string) {
  try {
    return execSync(command, { encoding: 'utf8' }).trim()
  } catch {
    return 'unavailable'
  }
}

/** What the figures depend on: cores, memory, and how busy the machine is with other work. */
export function machine() {
  return {
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    nproc: run('nproc'),
    free: run('free -m'),
    totalMemMb: Math.round(totalmem() / 1048576),
    freeMemMb: Math.round(freemem() / 1048576),
    loadavg: loadavg().map((l) => Number(l.toFixed(2))),
    node: process.version,
    postgres: run(`psql -h 127.0.0.1 -U postgres -Atc 'show server_version'`),
    at: new Date().toISOString(),
  }
}
