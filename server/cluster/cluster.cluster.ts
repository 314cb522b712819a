// npm run test:cluster — three real server processes on one PostgreSQL database (created for the
// run, dropped after), rate limits in Redis, one shared DATA_DIR for uploaded files, behind
// HAProxy. Everything is checked through the balancer only; its `x-served-by` header names the
// instance that answered.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/client'
import { rowsOf } from '../db/rows'
import { stockMismatches } from '../features/inventory/ledger'
import { startServer, type ServerProcess } from '../reliability/server-process'
import { createEmptyPostgresDatabase } from '../test/test-database'
import { PNG } from '../test/harness'
import { startBalancer, SERVED_BY, type Balancer } from './balancer'
import { clusterClient, openClusterShop, randomAddress, type Call } from './client'

const INSTANCES = 3
const NAMES = Array.from({ length: INSTANCES }, (_, i) => `s${i + 1}`)
const LOGINS_PER_ADDRESS = 60
const WRITERS = 4
const LOAD_MS = 10_000
const KILL_AFTER_MS = 3_000

const figures = { instances: INSTANCES, requests: 0, acknowledged: 0, kills: 0, lost: 0 }

describe('three instances behind HAProxy', () => {
  let servers: ServerProcess[] = []
  let balancer: Balancer | undefined
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>> | undefined
  const dataDir = mkdtempSync(join(tmpdir(), 'stockline-cluster-'))
  let call: Call
  let shop: Awaited<ReturnType<typeof openClusterShop>>

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase()
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      TRUST_PROXY: 'true',
      DATA_DIR: dataDir,
      STORAGE: 'local',
    }
    // One after another: the first migrates the new database, and three cold starts at once on
    // two cores only take longer together.
    for (let i = 0; i < INSTANCES; i++) servers.push(await startServer(env))
    balancer = await startBalancer(servers.map((s, i) => ({ name: NAMES[i]!, url: s.url })))
    await balancer.waitFor(NAMES, 'UP')
    call = clusterClient(balancer.url)
    shop = await openClusterShop(call)
  })

  afterAll(async () => {
    figures.requests = (await balancer?.requests().catch(() => 0)) ?? 0
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGTERM')
    await Promise.all(servers.map((server) => server.exited))
    servers = []
    await balancer?.stop()
    await database?.destroy()
    rmSync(dataDir, { recursive: true, force: true })
    console.log(
      `cluster: ${figures.instances} instances, ${figures.requests} requests through the balancer, ` +
        `${figures.acknowledged} orders acknowledged, ${figures.kills} instance killed, ` +
        `${figures.lost} lost`,
    )
  })

  /** Repeats `request` until every instance has answered it (round robin: a few turns). */
  const fromEveryInstance = async (request: () => ReturnType<Call>) => {
    const answers: Awaited<ReturnType<Call>>[] = []
    while (answers.length < INSTANCES * 4) {
      answers.push(await request())
      if (NAMES.every((name) => answers.some((a) => a.servedBy === name))) return answers
    }
    throw new Error(`not every instance answered: ${answers.map((a) => a.servedBy).join(' ')}`)
  }

  const freshLogin = async () =>
    (
      await call('POST', '/api/auth/login', {
        body: { email: shop.email, password: shop.password },
      })
    ).body as { access_token: string; refresh_token: string }

  it('keeps a session on every instance', async () => {
    const login = await call('POST', '/api/auth/login', {
      body: { email: shop.email, password: shop.password },
    })
    expect(login.status).toBe(200)
    const token = login.body.access_token as string
    const reads = await fromEveryInstance(() =>
      call('GET', `/api/provider/${shop.providerId}`, { token }),
    )
    expect(reads.map((r) => r.status)).toEqual(reads.map(() => 200))
    // A refresh token from a sign-in on one instance, rotated on another.
    const refreshed = await fromEveryInstance(async () =>
      call('POST', '/api/auth/refresh', {
        body: { refresh_token: (await freshLogin()).refresh_token },
      }),
    )
    expect(refreshed.map((r) => r.status)).toEqual(refreshed.map(() => 200))
  })

  it('carries an order written through one instance to inbox sockets held by the others', async () => {
    const sockets: { servedBy: string; events: unknown[]; socket: WebSocket }[] = []
    try {
      while (new Set(sockets.map((s) => s.servedBy)).size < INSTANCES) {
        if (sockets.length >= INSTANCES * 4)
          throw new Error('the sockets all landed on some instances')
        sockets.push(await joinInbox(balancer!.url, shop.providerId, shop.token))
      }
      const order = await shop.order()
      expect(order.status).toBe(201)
      figures.acknowledged++
      const id = order.body.order.id as number
      const held = [...new Map(sockets.map((s) => [s.servedBy, s])).values()]
      await Promise.all(
        held.map((s) =>
          waitUntil(() =>
            s.events.some((e) => (e as { record?: { id?: number } }).record?.id === id),
          ),
        ),
      )
      expect(held.filter((s) => s.servedBy !== order.servedBy)).toHaveLength(INSTANCES - 1)
    } finally {
      for (const s of sockets) s.socket.close()
    }
  })

  it('counts the login limit of an address over the whole cluster', async () => {
    const address = randomAddress()
    const attempt = () =>
      call('POST', '/api/auth/login', {
        body: { email: `nobody-${randomAddress()}@example.com`, password: 'not-the-password' },
        address,
      })
    const statuses: number[] = []
    // Three at a time, one per instance or so: each attempt costs a password hash.
    for (let i = 0; i < LOGINS_PER_ADDRESS; i += INSTANCES) {
      const batch = await Promise.all(Array.from({ length: INSTANCES }, attempt))
      statuses.push(...batch.map((a) => a.status))
    }
    expect(statuses).toEqual(statuses.map(() => 401))
    const refused = await fromEveryInstance(attempt)
    expect(refused.map((r) => r.status)).toEqual(refused.map(() => 429))
    // The same instances still sign in someone at another address.
    expect((await freshLogin()).access_token).toBeTruthy()
  })

  it('serves an uploaded photo from every instance (one DATA_DIR shared by all)', async () => {
    const form = new FormData()
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'shelf.png')
    const upload = await call('POST', `/api/provider/${shop.providerId}/file`, {
      form,
      token: shop.token,
    })
    expect(upload.status).toBe(201)
    const url = upload.body.url as string
    const served = await fromEveryInstance(async () => {
      const response = await fetch(`${balancer!.url}${url}`)
      const bytes = Buffer.from(await response.arrayBuffer())
      return {
        status: response.ok && bytes.equals(PNG) ? 200 : response.status || 500,
        body: null,
        servedBy: response.headers.get(SERVED_BY) ?? '',
      }
    })
    expect(served.map((s) => s.status)).toEqual(served.map(() => 200))
  })

  it('loses no acknowledged order when an instance is killed under load, and routes around it', async () => {
    const acknowledged: number[] = []
    let refused = 0
    const deadline = Date.now() + LOAD_MS
    const writer = async () => {
      while (Date.now() < deadline) {
        const answer = await shop.order().catch(() => null)
        if (answer?.status === 201) acknowledged.push(answer.body.order.id as number)
        else refused++
      }
    }
    const victim = servers[INSTANCES - 1]!
    const kill = (async () => {
      await new Promise((r) => setTimeout(r, KILL_AFTER_MS))
      victim.child.kill('SIGKILL')
      figures.kills++
      await victim.exited
    })()
    await Promise.all([...Array.from({ length: WRITERS }, writer), kill])
    figures.acknowledged += acknowledged.length
    expect(acknowledged.length).toBeGreaterThan(WRITERS)

    await balancer!.waitFor([NAMES[INSTANCES - 1]!], 'DOWN')
    const after = []
    for (let i = 0; i < 2 * INSTANCES; i++) after.push(await shop.order())
    expect(after.map((a) => a.status)).toEqual(after.map(() => 201))
    expect(after.some((a) => a.servedBy === NAMES[INSTANCES - 1])).toBe(false)
    acknowledged.push(...after.map((a) => a.body.order.id as number))
    figures.acknowledged += after.length

    const check = await openDatabase({ databaseUrl: database!.url, poolSize: 1 })
    try {
      const stored = await rowsOf<{ id: number }>(
        check.db,
        sql`select id from orders where provider_id = ${shop.providerId}`,
      )
      const ids = new Set(stored.map((row) => Number(row.id)))
      figures.lost = acknowledged.filter((id) => !ids.has(id)).length
      expect(figures.lost).toBe(0)
      expect(await stockMismatches(check.db, shop.providerId)).toEqual([])
    } finally {
      await check.close()
    }
    console.log(`kill under load: ${acknowledged.length} acknowledged, ${refused} not`)
  })
})

/** Opens an inbox socket through the balancer and joins the provider's channel. */
async function joinInbox(url: string, providerId: string, token: string) {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/realtime`, {
    headers: { 'x-forwarded-for': randomAddress() },
  })
  const events: unknown[] = []
  const servedBy = await new Promise<string>((resolve, reject) => {
    let instance = ''
    socket.once('upgrade', (response) => (instance = String(response.headers[SERVED_BY] ?? '')))
    socket.once('error', reject)
    socket.once('open', () =>
      socket.send(
        JSON.stringify({ type: 'join', channel: `orders-${providerId}`, access_token: token }),
      ),
    )
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString()) as { type?: string }
      if (message.type === 'joined') resolve(instance)
      else if (message.type === 'error') reject(new Error(raw.toString()))
      else events.push(message)
    })
  })
  return { servedBy, events, socket }
}

async function waitUntil(done: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 50))
  }
}
