// HAProxy in front of the cluster test's instances: a config of its own in a temporary folder, a
// process of its own (never the system service), and its statistics read over HTTP.
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../reliability/server-process'

export interface Balancer {
  url: string
  /** Each backend server's name (`s1`…) as the `x-served-by` header says it, with its state. */
  servers(): Promise<{ name: string; status: string; requests: number }[]>
  /** HTTP requests the balancer has received in all. */
  requests(): Promise<number>
  /** Resolves once every named server is in `status` (`UP`, `DOWN`) by the health checks. */
  waitFor(names: string[], status: string, timeoutMs?: number): Promise<void>
  stop(): Promise<void>
}

export const SERVED_BY = 'x-served-by'

export async function startBalancer(backends: { name: string; url: string }[]): Promise<Balancer> {
  const [port, statsPort] = [await freePort(), await freePort()]
  const folder = mkdtempSync(join(tmpdir(), 'stockline-haproxy-'))
  const file = join(folder, 'haproxy.cfg')
  writeFileSync(file, config(port, statsPort, backends))
  const child: ChildProcess = spawn('haproxy', ['-f', file, '-db'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = once(child, 'exit')

  const stats = async () => {
    const response = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)
    const [header, ...lines] = (await response.text()).trim().split('\n')
    const names = header!.replace(/^# /, '').split(',')
    return lines.map((line) => {
      const values = line.split(',')
      return Object.fromEntries(names.map((name, i) => [name, values[i] ?? '']))
    })
  }
  const balancer: Balancer = {
    url: `http://127.0.0.1:${port}`,
    async servers() {
      return (await stats())
        .filter((row) => row.pxname === 'app' && row.svname !== 'BACKEND')
        .map((row) => ({
          name: row.svname!,
          status: row.status!,
          requests: Number(row.req_tot || row.stot),
        }))
    },
    async requests() {
      const front = (await stats()).find((r) => r.pxname === 'web' && r.svname === 'FRONTEND')
      return Number(front?.req_tot)
    },
    async waitFor(names, status, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        if (child.exitCode !== null) throw new Error(`haproxy exited: ${stderr}`)
        const states = await balancer.servers().catch(() => [])
        const ready = names.every((n) => states.find((s) => s.name === n)?.status === status)
        if (ready) return
        if (Date.now() > deadline) {
          throw new Error(`servers ${names.join(', ')} not ${status}: ${JSON.stringify(states)}`)
        }
        await new Promise((r) => setTimeout(r, 200))
      }
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await exited
      }
      rmSync(folder, { recursive: true, force: true })
    },
  }
  return balancer
}

// Round robin with health checks on GET /api/health every half second (down after two misses);
// a refused connection is tried again on another server, so a dead instance costs the requests
// it held and no more. Tunnel timeout an hour: inbox sockets stay open between heartbeats.
const config = (port: number, statsPort: number, backends: { name: string; url: string }[]) =>
  `global
  maxconn 2000

defaults
  mode http
  option forwardfor
  option redispatch 1
  retries 3
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 30s
  timeout http-keep-alive 10s
  timeout tunnel 1h

frontend web
  bind 127.0.0.1:${port}
  default_backend app

backend app
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  http-response set-header ${SERVED_BY} %s
${backends
  .map(({ name, url }) => `  server ${name} ${new URL(url).host} check inter 500 fall 2 rise 2`)
  .join('\n')}

listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`
