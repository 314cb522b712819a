// Runs the real server as a child process, for tests that stop it the hard way or the polite way.
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'

export interface ServerProcess {
  url: string
  child: ChildProcess
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string | null>
  stderr: () => string
}

export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  server.close()
  return port
}

export async function startServer(
  env: Record<string, string>,
  port?: number,
  /** node's arguments: the TypeScript entry through tsx, or a built bundle. */
  entry = ['--import', 'tsx', 'server/main.ts'],
): Promise<ServerProcess> {
  const chosen = port ?? (await freePort())
  const child = spawn(process.execPath, entry, {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      WEB_DIR: '/nonexistent',
      ...env,
      PORT: String(chosen),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = once(child, 'exit').then(
    ([code, signal]) => (code ?? signal) as number | string | null,
  )
  const url = `http://127.0.0.1:${chosen}`
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited at start: ${stderr}`)
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) return { url, child, exited, stderr: () => stderr }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill('SIGKILL')
  throw new Error(`server did not start in time: ${stderr}`)
}

/** A client of the running server for the reliability tests: a shop and an order sender. */
export async function openShop(url: string) {
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${url}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    })
    // The shapes are the API's; this helper reads only the few fields it needs.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const json: any = await response.json().catch(() => null)
    return { status: response.status, body: json }
  }
  const email = `soak-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`
  const session = (await post('/auth/signup', { email, password: 'soak-password' })).body
  const token = session.access_token as string
  const providerId = session.user.providers[0].provider.id as string
  const p = (path: string, body: unknown) => post(`/provider/${providerId}${path}`, body, token)
  const location = (await p('/location', { name: 'Main', default: true })).body.location
  const products = await Promise.all(
    [1, 2, 3, 4].map(async (i) => (await p('/product', { name: `P${i}`, price: i })).body.product),
  )
  const client = (await p('/client', { name: 'Soak client', email })).body.client
  return {
    email,
    providerId,
    products: products.map((x) => x.id as string),
    /** Sends one order; answers its id when the server acknowledged it with 201. */
    async order(serverUrl = url): Promise<{ id: number; lines: number } | null> {
      const lines = products
        .slice(0, 1 + Math.floor(Math.random() * 4))
        .map((x) => ({ id: x.id, quantity: 1 + Math.floor(Math.random() * 3) }))
      const response = await fetch(`${serverUrl}/api/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          order: JSON.stringify({
            providerId,
            locationId: location.id,
            clientId: client.id,
            transaction_type: 'ORDER',
            products: lines,
          }),
        }),
      }).catch(() => null)
      if (response?.status !== 201) return null
      return {
        id: ((await response.json()) as { order: { id: number } }).order.id,
        lines: lines.length,
      }
    },
  }
}
