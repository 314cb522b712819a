// The API server under test, started as its own process exactly as in production
// (`node --import tsx server/main.ts`), and the HTTP calls the benchmarks need to sign in.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Session } from '../common/auth'

export interface RunningServer {
  url: string
  pid: number
  stop(): Promise<void>
}

/** A port nobody listens on right now: the kernel picks it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

export interface ServerOptions {
  /** Without one, the server keeps its data in an embedded PGlite in its data directory. */
  databaseUrl?: string
  /** The data directory (DATA_DIR); by default a fresh one. */
  dataDir?: string
  /** A built web app to serve; by default none, the API benchmarks need no pages. */
  webDir?: string
}

export async function startServer({
  databaseUrl,
  dataDir,
  webDir,
}: ServerOptions): Promise<RunningServer> {
  const port = await freePort()
  const { DATABASE_URL: _inherited, ...inherited } = process.env
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : []
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    env: {
      ...inherited,
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: dataDir ?? mkdtempSync(join(tmpdir(), 'stockline-bench-')),
      WEB_DIR: webDir ?? join(tmpdir(), 'stockline-bench-no-web'),
      // The load comes from one address; behind a proxy header each simulated client has its
      // own, as real clients behind a load balancer do, so per-IP rate limits (300 orders a
      // minute) apply per client and not to the whole benchmark.
      TRUST_PROXY: 'true',
      // Self-hosted: no plan limits in the way of the load.
      STRIPE_SECRET_KEY: '',
      STRIPE_PRICE_ID: '',
      STRIPE_WEBHOOK_SECRET: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  await waitForHealth(url, child)
  return { url, pid: child.pid!, stop: () => stopChild(child) }
}

async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`)
    try {
      const response = await fetch(`${url}/api/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill('SIGKILL')
  throw new Error('server did not become healthy within 60 s')
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/** A random address per simulated client (see TRUST_PROXY above). */
export const randomClientIp = () =>
  `127.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`

export async function login(url: string, email: string, password: string): Promise<Session> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomClientIp() },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`)
  return (await response.json()) as Session
}

export async function signupViaApi(url: string): Promise<Session> {
  const response = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomClientIp() },
    body: JSON.stringify({
      email: `web-${randomBytes(4).toString('hex')}@bench.example`,
      password: 'bench-password',
      name: 'Web Bench Shop',
    }),
  })
  if (!response.ok) throw new Error(`signup failed: ${response.status} ${await response.text()}`)
  return (await response.json()) as Session
}
