// npm run db:move (server/db/move.ts) on a shop built through the API in a PGlite folder: the
// shop then starts on PostgreSQL with the same logins, sessions, links, photos and order numbers;
// a non-empty target or an outdated source is refused, and the source never changes by a byte.
import { createHash } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Session } from '../../common/auth'
import { buildApp, type App } from '../app'
import type { Config } from '../config'
import { s3Storage } from '../features/files/s3-storage'
import { stockMismatches } from '../features/inventory/ledger'
import {
  as,
  bearer,
  freshIp,
  makeClient,
  makeLocation,
  makeProduct,
  PNG,
  postOrder,
  signup,
  testConfig,
  uploadPhoto,
  type Tenant,
} from '../test/harness'
import { createEmptyPostgresDatabase } from '../test/test-database'
import { migrationsFolder, openDatabase } from './client'
import { MoveRefused, moveToPostgres } from './move'

// The source is a PGlite folder in either test project: moving it once is enough. Each test opens
// a PGlite folder or two, which takes seconds on a busy machine.
describe.runIf(process.env.TEST_DB_KIND !== 'postgres')(
  'npm run db:move',
  { timeout: 60_000 },
  () => {
    const cleanups: (() => Promise<unknown> | void)[] = []
    let dataDir: string
    let shop: Awaited<ReturnType<typeof buildShop>>
    let sourceHash: string

    beforeAll(async () => {
      // PostgreSQL always runs beside the tests; CI names its server in TEST_DATABASE_URL.
      process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres'
      dataDir = mkdtempSync(join(tmpdir(), 'stockline-move-source-'))
      const { app, database } = await start(testConfig({ DATA_DIR: dataDir }), { dataDir })
      try {
        shop = await buildShop(app)
      } finally {
        await app.close()
        await database.close()
      }
      sourceHash = hashFolder(dataDir)
    }, 120_000)

    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup()
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    })

    async function emptyTarget() {
      const target = await createEmptyPostgresDatabase()
      cleanups.push(target.destroy)
      return target
    }

    async function start(config: Config, options: { dataDir?: string; databaseUrl?: string }) {
      const database = await openDatabase(options)
      const app = await buildApp({ config, database, mailer: { send: async () => undefined } })
      await app.ready()
      return { app, database }
    }

    it('refuses a target with tables of another program, and leaves it as it was', async () => {
      const target = await emptyTarget()
      await query(target.url, 'create table notes (body text)')
      await query(target.url, `insert into notes values ('keep')`)
      const before = await describeDatabase(target.url)

      const moving = moveToPostgres({ from: dataDir, to: target.url })
      await expect(moving).rejects.toThrow(MoveRefused)
      await expect(moving).rejects.toThrow(/not Stockline's \(public\.notes\)/)
      expect(await describeDatabase(target.url)).toEqual(before)
      expect(hashFolder(dataDir)).toBe(sourceHash)
    })

    it('refuses a target where a server already wrote, and leaves it as it was', async () => {
      const target = await emptyTarget()
      const started = await start(testConfig({ DATABASE_URL: target.url }), {
        databaseUrl: target.url,
      })
      await signup(started.app)
      await started.app.close()
      await started.database.close()
      const before = await describeDatabase(target.url)

      await expect(moveToPostgres({ from: dataDir, to: target.url })).rejects.toThrow(
        /already holds data \(in .*users/,
      )
      expect(await describeDatabase(target.url)).toEqual(before)
    })

    it('refuses a source whose migrations are behind the code, without upgrading it', async () => {
      const oldDir = mkdtempSync(join(tmpdir(), 'stockline-move-old-'))
      cleanups.push(() => rmSync(oldDir, { recursive: true, force: true }))
      const migrations = olderMigrations()
      cleanups.push(() => rmSync(migrations, { recursive: true, force: true }))
      const old = await openDatabase({ dataDir: oldDir, migrationsFolder: migrations })
      await old.close()
      const oldHash = hashFolder(oldDir)
      const target = await emptyTarget()

      await expect(moveToPostgres({ from: oldDir, to: target.url })).rejects.toThrow(
        /older than this version of Stockline: start the server on it once/,
      )
      expect(hashFolder(oldDir)).toBe(oldHash)
      expect(await describeDatabase(target.url)).toEqual([])
    })

    it('moves every row, and the shop works on PostgreSQL as it did', async () => {
      const target = await emptyTarget()
      const report = await moveToPostgres({ from: dataDir, to: target.url })
      expect(hashFolder(dataDir)).toBe(sourceHash)
      const counts = Object.fromEntries(report.tables.map((t) => [t.name, t.source]))
      for (const t of report.tables) expect(t.target, t.name).toBe(t.source)
      expect(counts).toMatchObject({
        orders: 7,
        product_price_changes: 3,
        custom_fields: 2,
        member_invitations: 1,
      })
      expect(counts.notifications).toBeGreaterThan(0)
      expect(counts.sales_rollup).toBeGreaterThan(0)
      expect(report.filesUploaded).toBeUndefined()

      const { app, database } = await start(
        testConfig({ DATA_DIR: dataDir, DATABASE_URL: target.url }),
        { databaseUrl: target.url },
      )
      cleanups.push(
        () => database.close(),
        () => app.close(),
      )
      const { owner, client, coffee, portalOrders, products, lastOrderId } = shop

      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: owner.email, password: owner.password },
        remoteAddress: freshIp(),
      })
      expect(login.statusCode, login.body).toBe(200)
      // The signing secret came along: an access token of the old server is still good.
      const provider = await app.inject({
        url: `/api/provider/${owner.providerId}`,
        headers: bearer(owner.session),
      })
      expect(provider.statusCode).toBe(200)
      const refreshed = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refresh_token: owner.session.refresh_token },
      })
      expect(refreshed.statusCode, refreshed.body).toBe(200)
      const now = { ...owner, session: refreshed.json<Session>() }

      const portal = await app.inject({ url: `/api/client/${client.id}/orders` })
      expect(portal.json()).toEqual(portalOrders)
      expect((await as(app, now).get('/products?include_metadata=true')).json()).toEqual(products)
      const photo = await app.inject({ url: coffee.photo })
      expect(photo.statusCode).toBe(200)
      expect(photo.rawPayload.equals(PNG)).toBe(true)

      // Orders number on, and so do the identities written with them (lines, the outbox).
      const next = await postOrder(app, {
        providerId: owner.providerId,
        clientId: client.id,
        transaction_type: 'ORDER',
        products: [{ id: coffee.id, quantity: 1 }],
      })
      expect(next.statusCode, next.body).toBe(201)
      expect(next.json().order.id).toBe(lastOrderId + 1)
      expect((await as(app, now).put(`/product/${coffee.id}`, { price: 14 })).statusCode).toBe(200)
      expect(await stockMismatches(database.db)).toEqual([])
    })

    it('uploads the stored files to S3 with --files s3', async () => {
      const bucket = await s3StandIn()
      cleanups.push(() => void bucket.server.close())
      const config = testConfig({
        DATA_DIR: dataDir,
        STORAGE: 's3',
        S3_BUCKET: 'shop',
        S3_ENDPOINT: bucket.url,
        S3_PUBLIC_URL: `${bucket.url}/shop`,
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      })
      const target = await emptyTarget()
      const report = await moveToPostgres({
        from: dataDir,
        to: target.url,
        files: s3Storage(config),
      })
      expect(report.filesUploaded).toBe(1)
      expect(hashFolder(dataDir)).toBe(sourceHash)

      const { app, database } = await start(
        { ...config, DATABASE_URL: target.url },
        { databaseUrl: target.url },
      )
      cleanups.push(
        () => database.close(),
        () => app.close(),
      )
      const product = (await as(app, shop.owner).get(`/product/${shop.coffee.id}`)).json().product
      expect(product.photo).toBe(`${bucket.url}/shop/${shop.photoPath}`)
      const stored = bucket.objects.get(`/shop/${shop.photoPath}`)
      expect(stored?.type).toBe('image/png')
      expect(stored?.body.equals(PNG)).toBe(true)
    })
  },
)

/** A shop with some of everything a provider and their clients write. */
async function buildShop(app: App) {
  const owner = await signup(app, { name: 'Corner Shop' })
  const api = as(app, owner)
  const invited = await api.post('/member', { email: 'helper@example.com', role: 'staff' })
  expect(invited.statusCode).toBe(201)
  const main = await makeLocation(app, owner, { name: 'Main', default: true })
  const annex = await makeLocation(app, owner, { name: 'Annex' })
  const field = async (entity_type: string, field_label: string) =>
    (await api.post('/metadata/fields', { entity_type, field_label, field_type: 'TEXT' })).json()
      .field.id as string
  const origin = await field('PRODUCTS', 'Origin')
  const tier = await field('CLIENTS', 'Tier')
  const photoPath = (await uploadPhoto(app, owner)).json().path as string
  const coffee = await makeProduct(app, owner, {
    name: 'Coffee',
    price: 12.5,
    photo: photoPath,
    metadata: { [origin]: 'Perú ☕' },
  })
  const tea = await makeProduct(app, owner, { name: 'Tea', price: 4 })
  expect((await api.put(`/product/${tea.id}`, { price: 4.25 })).statusCode).toBe(200)
  const client = await makeClient(app, owner, { name: 'Lena', metadata: { [tier]: 'Gold' } })

  const order = async (body: Record<string, unknown>, tenant: Tenant | undefined = owner) => {
    const response = await postOrder(
      app,
      { providerId: owner.providerId, locationId: main.id, ...body },
      tenant ? { tenant } : {},
    )
    expect(response.statusCode, response.body).toBe(201)
    return response.json().order.id as number
  }
  const both = [
    { id: coffee.id, quantity: 20 },
    { id: tea.id, quantity: 30 },
  ]
  await order({ transaction_type: 'IN', products: both })
  await order({ transaction_type: 'OUT', products: [{ id: tea.id, quantity: 2 }] })
  await order({ transaction_type: 'ADJUST', products: [{ id: coffee.id, quantity: -1 }] })
  await order({
    transaction_type: 'TRANSFER',
    toLocationId: annex.id,
    products: [{ id: coffee.id, quantity: 5 }],
  })
  const placed = await order({ transaction_type: 'ORDER', clientId: client.id, products: both })
  const fromPortal = { transaction_type: 'ORDER', clientId: client.id }
  const fulfilled = await order(
    { ...fromPortal, products: [{ id: tea.id, quantity: 1 }] },
    undefined,
  )
  const lastOrderId = await order(
    { ...fromPortal, products: [{ id: coffee.id, quantity: 2 }] },
    undefined,
  )
  expect((await api.put(`/order/${placed}`, { cancelled: true })).statusCode).toBe(200)
  expect((await api.put(`/order/${fulfilled}`, { fulfilled: true })).statusCode).toBe(200)

  return {
    owner,
    client,
    photoPath,
    coffee: { id: coffee.id, photo: `/files/${photoPath}` },
    lastOrderId,
    portalOrders: (await app.inject({ url: `/api/client/${client.id}/orders` })).json(),
    products: (await api.get('/products?include_metadata=true')).json(),
  }
}

/** A digest of every file under the folder, names and bytes. */
function hashFolder(folder: string) {
  const hash = createHash('sha256')
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(file))
  return hash.digest('hex')
}

async function query<T extends object>(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(statement)).rows
  } finally {
    await client.end()
  }
}

/** Every table of the database with its rows, as text. */
async function describeDatabase(url: string) {
  const tables = await query<{ name: string }>(
    url,
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema')
     order by 1`,
  )
  const described = []
  for (const { name } of tables) {
    const rows = await query<{ row: string }>(
      url,
      `select t::text as row from ${name} t order by 1`,
    )
    described.push({ name, rows: rows.map((r) => r.row) })
  }
  return described
}

/** A copy of the migrations without the newest, as an older Stockline had them. */
function olderMigrations() {
  const folder = mkdtempSync(join(tmpdir(), 'stockline-migrations-'))
  cpSync(migrationsFolder, folder, { recursive: true })
  const journalPath = join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] }
  journal.entries = journal.entries.slice(0, -1)
  writeFileSync(journalPath, JSON.stringify(journal))
  return folder
}

/** Enough of S3 for uploads: PUT stores an object under its path, nothing else is asked. */
async function s3StandIn() {
  const objects = new Map<string, { type: string; body: Buffer }>()
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const path = new URL(request.url!, 'http://bucket').pathname
      if (request.method === 'PUT') {
        objects.set(path, { type: request.headers['content-type']!, body: Buffer.concat(chunks) })
      }
      response.writeHead(request.method === 'PUT' ? 200 : 404, { etag: '"stand-in"' }).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return { server, objects, url: `http://127.0.0.1:${port}` }
}
