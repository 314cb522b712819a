// Two ways to put the same load on the system for the same time at the same concurrency:
// autocannon against the HTTP server, and a closed loop of workers calling a function (the
// ceiling: the server's own SQL sent straight through the pg driver). Both answer LoadResult.
import autocannon from 'autocannon'
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'

export interface LoadResult {
  requests: number
  errors: number
  seconds: number
  rps: number
  p50: number
  p99: number
  /** 1-minute load average of the machine when the run ended (2 cores: above 2 means queueing). */
  load1: number
  /**
   * CPU time the measured process spent per request (the server for HTTP runs, this process for
   * the ceiling; PostgreSQL's own work is in neither). Less sensitive to other load than rates.
   */
  cpuMsPerRequest?: number
  /**
   * CPU time this process spent per request while generating the load (autocannon), on the same
   * two cores as the server and PostgreSQL: set for HTTP runs, to compare with the ceiling's
   * driver (its cpuMsPerRequest).
   */
  clientCpuMsPerRequest?: number
}

export interface LoadOptions {
  concurrency: number
  warmupSeconds: number
  durationSeconds: number
}

export interface HttpScenario {
  url: string
  /** The server's process id, to charge its CPU time to the requests. */
  serverPid?: number
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  /** Called before every request: a new path or body (e.g. a random order) per request. */
  next?: () => { path?: string; body?: string; headers?: Record<string, string> }
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/**
 * One autocannon run. Latencies are taken from its per-response event (float milliseconds)
 * rather than its histogram, which rounds to whole milliseconds, and percentiles are computed
 * the same way as for the ceiling.
 */
async function autocannonOnce(scenario: HttpScenario, concurrency: number, seconds: number) {
  const target = new URL(scenario.url)
  const latencies: number[] = []
  let failures = 0
  const options: autocannon.Options = {
    url: target.origin,
    connections: concurrency,
    duration: seconds,
    // A slow answer (the 10,000-row inventory grid) is measured, not counted as an error.
    timeout: 60,
    requests: [
      {
        method: scenario.method ?? 'GET',
        path: target.pathname + target.search,
        headers: scenario.headers ?? {},
        ...(scenario.next && {
          setupRequest: (request) => {
            const change = scenario.next!()
            return {
              ...request,
              ...(change.path !== undefined && { path: change.path }),
              ...(change.body !== undefined && { body: change.body }),
              headers: { ...request.headers, ...change.headers },
            }
          },
        }),
      },
    ],
  }
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)))
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime)
      else failures++
    })
  })
  latencies.sort((a, b) => a - b)
  return { latencies, errors: failures + result.errors + result.timeouts, seconds: result.duration }
}

/** autocannon at `concurrency` connections; only 2xx answers count as requests. */
export async function runHttp(scenario: HttpScenario, options: LoadOptions): Promise<LoadResult> {
  if (options.warmupSeconds > 0)
    await autocannonOnce(scenario, options.concurrency, options.warmupSeconds)
  const cpuBefore = scenario.serverPid ? processCpuMs(scenario.serverPid) : 0
  const clientBefore = process.cpuUsage()
  const { latencies, errors, seconds } = await autocannonOnce(
    scenario,
    options.concurrency,
    options.durationSeconds,
  )
  const client = process.cpuUsage(clientBefore)
  const result = summarise(latencies, errors, seconds)
  result.clientCpuMsPerRequest = (client.user + client.system) / 1000 / result.requests
  if (scenario.serverPid)
    result.cpuMsPerRequest = (processCpuMs(scenario.serverPid) - cpuBefore) / result.requests
  return result
}

/** User + system CPU time of a process, from /proc (Linux), in milliseconds. */
function processCpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10
}

function summarise(sorted: number[], errors: number, seconds: number): LoadResult {
  return {
    requests: sorted.length,
    errors,
    seconds,
    rps: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    load1: loadavg()[0]!,
  }
}

async function closedLoop(op: () => Promise<unknown>, concurrency: number, seconds: number) {
  const latencies: number[] = []
  let errors = 0
  let firstError: unknown
  const started = performance.now()
  const until = started + seconds * 1000
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const t = performance.now()
        try {
          await op()
          latencies.push(performance.now() - t)
        } catch (error) {
          errors++
          firstError ??= error
        }
      }
    }),
  )
  if (errors > 0 && latencies.length === 0) throw firstError
  return { latencies, errors, seconds: (performance.now() - started) / 1000 }
}

/** `concurrency` workers each calling `op` again as soon as it finishes, like autocannon's connections. */
export async function runLoop(
  op: () => Promise<unknown>,
  options: LoadOptions,
): Promise<LoadResult> {
  if (options.warmupSeconds > 0) await closedLoop(op, options.concurrency, options.warmupSeconds)
  const cpuBefore = process.cpuUsage()
  const { latencies, errors, seconds } = await closedLoop(
    op,
    options.concurrency,
    options.durationSeconds,
  )
  const cpu = process.cpuUsage(cpuBefore)
  latencies.sort((a, b) => a - b)
  return {
    ...summarise(latencies, errors, seconds),
    cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / latencies.length,
  }
}

export { percentile }
