import { parse } from 'csv-parse/sync'
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { fromBuffer, type Entry } from 'yauzl'
import { orders, products } from '../../db/schema'
import {
  as,
  makeClient,
  makeLocation,
  makeProduct,
  postOrder,
  signup,
  useHarness,
  type Tenant,
} from '../../test/harness'
import { BATCH_SIZE } from './batches'

const h = useHarness()

const BOM = '\uFEFF'

async function exported(tenant: Tenant, file: string) {
  const response = await as(h.app, tenant).get(`/export/${file}`)
  expect(response.statusCode, response.body).toBe(200)
  return response
}

/** The file's rows as objects by header, after checking that it starts with the BOM. */
async function csvRows(tenant: Tenant, file: string): Promise<Record<string, string>[]> {
  const text = (await exported(tenant, file)).body
  expect(text.startsWith(BOM)).toBe(true)
  return parse(text, { bom: true, columns: true })
}

async function header(tenant: Tenant, file: string): Promise<string[]> {
  const text = (await exported(tenant, file)).body
  return (parse(text, { bom: true, to: 1 }) as string[][])[0]!
}

/** A shop with two locations, products, a custom field, clients and orders of every state. */
async function shop() {
  const tenant = await signup(h.app)
  const api = as(h.app, tenant)
  const main = await makeLocation(h.app, tenant, { name: 'Main', default: true })
  const annex = await makeLocation(h.app, tenant, { name: 'Annex, north' })
  const color = (
    await api.post('/metadata/fields', {
      entity_type: 'PRODUCTS',
      field_label: 'Color',
      field_type: 'SELECT',
      field_options: ['Red', 'Green'],
    })
  ).json().field
  const vip = (
    await api.post('/metadata/fields', {
      entity_type: 'CLIENTS',
      field_label: 'VIP',
      field_type: 'BOOLEAN',
    })
  ).json().field
  const widget = await makeProduct(h.app, tenant, {
    name: 'Widget "deluxe", 2"',
    price: 2.5,
    metadata: { [color.id]: 'Red' },
  })
  const crème = await makeProduct(h.app, tenant, { name: 'Crème brûlée dish', price: 10 })
  const formula = await makeProduct(h.app, tenant, { name: '=HYPERLINK("x")', price: 1 })
  const ada = await makeClient(h.app, tenant, {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    address: 'Line 1\nLine 2',
    metadata: { [vip.id]: true },
  })
  const bob = await makeClient(h.app, tenant, { name: 'Bob', email: 'bob@example.com' })
  const place = async (body: Record<string, unknown>) => {
    const response = await postOrder(
      h.app,
      { providerId: tenant.providerId, locationId: main.id, ...body },
      { tenant },
    )
    expect(response.statusCode, response.body).toBe(201)
    return response.json().order as { id: number }
  }
  const receipt = await place({
    transaction_type: 'IN',
    products: [
      { id: widget.id, quantity: 100 },
      { id: crème.id, quantity: 50 },
    ],
  })
  const pending = await place({
    transaction_type: 'ORDER',
    clientId: ada.id,
    products: [
      { id: widget.id, quantity: 4 },
      { id: crème.id, quantity: 1 },
    ],
  })
  const complete = await place({
    transaction_type: 'ORDER',
    clientId: bob.id,
    products: [{ id: crème.id, quantity: 2 }],
  })
  const cancelled = await place({
    transaction_type: 'ORDER',
    clientId: bob.id,
    products: [{ id: widget.id, quantity: 1 }],
  })
  expect((await api.put(`/order/${complete.id}`, { fulfilled: true })).statusCode).toBe(200)
  expect((await api.put(`/order/${cancelled.id}`, { cancelled: true })).statusCode).toBe(200)
  return {
    tenant,
    main,
    annex,
    widget,
    crème,
    formula,
    ada,
    bob,
    receipt,
    pending,
    complete,
    cancelled,
  }
}

describe('CSV exports', () => {
  it('products: UTF-8 with BOM, by name, custom fields by label, quoting, no formulas', async () => {
    const s = await shop()
    const response = await exported(s.tenant, 'products.csv')
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(await header(s.tenant, 'products.csv')).toEqual([
      'product_id',
      'name',
      'price',
      'active',
      'photo',
      'created_at',
      'reorder_min',
      'reorder_max',
      'Color',
    ])
    const rows = await csvRows(s.tenant, 'products.csv')
    expect(rows.map((r) => r.name)).toEqual([
      '\'=HYPERLINK("x")',
      'Crème brûlée dish',
      'Widget "deluxe", 2"',
    ])
    expect(rows[2]).toMatchObject({
      product_id: s.widget.id,
      price: '2.50',
      active: 'true',
      photo: '',
      reorder_min: '',
      reorder_max: '',
      Color: 'Red',
    })
    expect(new Date(rows[2]!.created_at!).toISOString()).toBe(rows[2]!.created_at)
  })

  it('products and clients follow their lists’ search and active filters', async () => {
    const s = await shop()
    await as(h.app, s.tenant).put(`/product/${s.crème.id}`, { active: false })
    const api = as(h.app, s.tenant)
    const search = await api.get('/export/products.csv?search=creme')
    expect(parse(search.body, { bom: true, columns: true })).toEqual([
      expect.objectContaining({ name: 'Crème brûlée dish', active: 'false' }),
    ])
    const active = parse((await api.get('/export/products.csv?active=true')).body, {
      bom: true,
      columns: true,
    }) as Record<string, string>[]
    expect(active.map((r) => r.product_id).sort()).toEqual([s.formula.id, s.widget.id].sort())
    const clients = parse((await api.get('/export/clients.csv?search=ADA@')).body, {
      bom: true,
      columns: true,
    })
    expect(clients).toEqual([
      {
        client_id: s.ada.id,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        address: 'Line 1\nLine 2',
        active: 'true',
        created_at: expect.any(String),
        VIP: 'true',
      },
    ])
  })

  it('orders: each order’s status, client, location, units and total, newest first', async () => {
    const s = await shop()
    const rows = await csvRows(s.tenant, 'orders.csv')
    expect(rows.map((r) => [r.order_id, r.status, r.client_name, r.units, r.total])).toEqual([
      [String(s.cancelled.id), 'Cancelled', 'Bob', '1', '2.50'],
      [String(s.complete.id), 'Complete', 'Bob', '2', '20.00'],
      [String(s.pending.id), 'Pending', 'Ada Lovelace', '5', '20.00'],
    ])
    expect(rows[2]).toMatchObject({
      client_id: s.ada.id,
      client_email: 'ada@example.com',
      location_id: s.main.id,
      location: 'Main',
    })
    // The list's filters: the inbox (pending orders), a client's name, an order number.
    const api = as(h.app, s.tenant)
    const ids = async (query: string) =>
      (
        parse((await api.get(`/export/orders.csv?${query}`)).body, {
          bom: true,
          columns: true,
        }) as Record<string, string>[]
      ).map((r) => Number(r.order_id))
    expect(await ids('inbox=true')).toEqual([s.pending.id])
    expect(await ids('search=bob')).toEqual([s.cancelled.id, s.complete.id])
    expect(await ids(`search=%23${s.pending.id}`)).toEqual([s.pending.id])
    expect(await ids(`client_id=${s.bob.id}`)).toEqual([s.cancelled.id, s.complete.id])
    expect(await ids(`location_id=${s.annex.id}`)).toEqual([])
    expect(await ids('startDate=2000-01-01&endDate=2000-01-02')).toEqual([])
  })

  it('order lines: a row per line, with the order’s facts and the line total', async () => {
    const s = await shop()
    const rows = await csvRows(s.tenant, 'order_lines.csv')
    expect(
      rows.map((r) => [r.order_id, r.status, r.product, r.quantity, r.price, r.line_total]),
    ).toEqual([
      [String(s.cancelled.id), 'Cancelled', 'Widget "deluxe", 2"', '1', '2.50', '2.50'],
      [String(s.complete.id), 'Complete', 'Crème brûlée dish', '2', '10.00', '20.00'],
      [String(s.pending.id), 'Pending', 'Widget "deluxe", 2"', '4', '2.50', '10.00'],
      [String(s.pending.id), 'Pending', 'Crème brûlée dish', '1', '10.00', '10.00'],
    ])
  })

  it('transactions: every type, labelled as the list labels it, filtered by type', async () => {
    const s = await shop()
    const rows = await csvRows(s.tenant, 'transactions.csv')
    expect(rows.map((r) => [r.transaction_id, r.type, r.status])).toEqual([
      [String(s.cancelled.id), 'Order', 'Cancelled'],
      [String(s.complete.id), 'Order', 'Complete'],
      [String(s.pending.id), 'Order', 'Pending'],
      [String(s.receipt.id), 'In', ''],
    ])
    expect(rows[3]).toMatchObject({ units: '150', client_id: '', location: 'Main' })
    const inOnly = parse((await as(h.app, s.tenant).get('/export/transactions.csv?type=IN')).body, {
      bom: true,
      columns: true,
    }) as Record<string, string>[]
    expect(inOnly.map((r) => Number(r.transaction_id))).toEqual([s.receipt.id])
  })

  it('inventory: a row per product and location, the stock the grid shows', async () => {
    const s = await shop()
    const rows = await csvRows(s.tenant, 'inventory.csv')
    const stock = (product: string, location: string) =>
      rows.find((r) => r.product_id === product && r.location_id === location)?.quantity
    expect(rows).toHaveLength(3 * 2)
    // 100 received, 4 pending, 1 cancelled (given back); 50 received, 1 pending and 2 fulfilled.
    expect(stock(s.widget.id, s.main.id)).toBe('96')
    expect(stock(s.crème.id, s.main.id)).toBe('47')
    expect(stock(s.widget.id, s.annex.id)).toBe('0')
    expect(rows[0]).toMatchObject({ product: '\'=HYPERLINK("x")', location: 'Annex, north' })
    const main = parse(
      (await as(h.app, s.tenant).get(`/export/inventory.csv?location_id=${s.main.id}`)).body,
      { bom: true, columns: true },
    )
    expect(main).toHaveLength(3)
  })

  it('reads past many batches with every row once, also rows made in the same microsecond', async () => {
    const tenant = await signup(h.app)
    const location = await makeLocation(h.app, tenant, { name: 'Main', default: true })
    const count = BATCH_SIZE * 2 + 7
    const db = h.database.db
    await db.insert(products).values(
      Array.from({ length: count }, (_, i) => ({
        providerId: tenant.providerId,
        // Every name twice: the id breaks the tie between batches.
        name: `Item ${String(Math.floor(i / 2)).padStart(5, '0')}`,
        price: 1,
      })),
    )
    const at = new Date('2026-01-01T00:00:00.000Z')
    await db.insert(orders).values(
      Array.from({ length: count }, () => ({
        providerId: tenant.providerId,
        transactionType: 'IN' as const,
        locationId: location.id,
        createdAt: at,
      })),
    )
    const productRows = await csvRows(tenant, 'products.csv')
    expect(productRows).toHaveLength(count)
    expect(new Set(productRows.map((r) => r.product_id)).size).toBe(count)
    const transactions = await csvRows(tenant, 'transactions.csv')
    expect(transactions).toHaveLength(count)
    const ids = transactions.map((r) => Number(r.transaction_id))
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(new Set(ids).size).toBe(count)
    const inventory = await csvRows(tenant, 'inventory.csv')
    expect(inventory).toHaveLength(count)
  })

  it('all.zip holds every export, each the same as on its own', async () => {
    const s = await shop()
    const response = await exported(s.tenant, 'all.zip')
    expect(response.headers['content-type']).toBe('application/zip')
    const files = await unzip(response.rawPayload)
    expect(Object.keys(files).sort()).toEqual(
      [
        'clients.csv',
        'inventory.csv',
        'order_lines.csv',
        'orders.csv',
        'products.csv',
        'transactions.csv',
      ].sort(),
    )
    for (const [name, text] of Object.entries(files)) {
      expect(text).toBe((await exported(s.tenant, name)).body)
    }
  })

  it('another provider reaches nothing, and its own exports hold none of the first one’s rows', async () => {
    const victim = await shop()
    const intruder = await signup(h.app)
    for (const file of ['orders.csv', 'products.csv', 'clients.csv', 'all.zip']) {
      const response = await h.app.inject({
        method: 'GET',
        url: `/api/provider/${victim.tenant.providerId}/export/${file}`,
        headers: { authorization: `Bearer ${intruder.session.access_token}` },
      })
      expect(response.statusCode).toBe(403)
      expect(response.body).not.toContain('Widget')
    }
    // The intruder uses the victim's natural keys: the same client email and product name.
    await makeClient(h.app, intruder, { name: 'Ada Lovelace', email: 'ada@example.com' })
    await makeProduct(h.app, intruder, { name: 'Widget "deluxe", 2"' })
    const clients = await csvRows(intruder, 'clients.csv')
    expect(clients.map((r) => r.client_id)).not.toContain(victim.ada.id)
    expect(clients).toHaveLength(1)
    const products = await csvRows(intruder, 'products.csv')
    expect(products.map((r) => r.product_id)).not.toContain(victim.widget.id)
    expect(await csvRows(intruder, 'orders.csv')).toEqual([])
    const byVictimsClient = await as(h.app, intruder).get(
      `/export/orders.csv?client_id=${victim.ada.id}`,
    )
    expect(parse(byVictimsClient.body, { bom: true })).toHaveLength(1)
  })

  it('answers a bad filter with 400, and no session with 401', async () => {
    const tenant = await signup(h.app)
    const api = as(h.app, tenant)
    for (const query of [
      'startDate=yesterday',
      'startDate=2026-02-01&endDate=2026-01-01',
      'type=GIFT',
      `client_id=${randomUUID().slice(0, 8)}`,
    ]) {
      expect((await api.get(`/export/orders.csv?${query}`)).statusCode).toBe(400)
    }
    expect((await api.get('/export/products.csv?search=' + 'x'.repeat(101))).statusCode).toBe(400)
    const anonymous = await h.app.inject({
      method: 'GET',
      url: `/api/provider/${tenant.providerId}/export/orders.csv`,
    })
    expect(anonymous.statusCode).toBe(401)
    expect((await api.get('/export/secrets.csv')).statusCode).toBe(404)
  })
})

/** The zip's files as text, by name. */
function unzip(buffer: Buffer): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error)
      const files: Record<string, string> = {}
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError)
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => {
            files[entry.fileName] = Buffer.concat(chunks).toString('utf8')
            zip.readEntry()
          })
        })
      })
      zip.on('end', () => resolve(files))
      zip.on('error', reject)
      zip.readEntry()
    })
  })
}
