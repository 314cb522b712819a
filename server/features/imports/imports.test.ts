import { parse } from 'csv-parse/sync'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { messages } from '../../../common/messages'
import { orderTotalMismatches } from '../../db/order-total'
import { orders, products } from '../../db/schema'
import { stockMismatches } from '../inventory/ledger'
import {
  addMember,
  as,
  bearer,
  makeClient,
  makeLocation,
  makeProduct,
  multipart,
  postOrder,
  signup,
  useHarness,
  type Tenant,
} from '../../test/harness'

const h = useHarness()
const m = messages.imports

/** `fields`: the multipart fields sent before the file, each as JSON (a string as it is). */
function importCsv(
  tenant: Tenant,
  kind: string,
  csv: string | Buffer,
  dryRun = false,
  fields: Record<string, unknown> = {},
) {
  const body = multipart([
    ...Object.entries(fields).map(([name, value]) => ({
      name,
      body: typeof value === 'string' ? value : JSON.stringify(value),
    })),
    { name: 'file', filename: 'data.csv', type: 'text/csv', body: csv },
  ])
  return h.app.inject({
    method: 'POST',
    url: `/api/provider/${tenant.providerId}/import/${kind}${dryRun ? '?dry_run=true' : ''}`,
    headers: { ...bearer(tenant.session), ...body.headers },
    payload: body.payload,
  })
}

async function imported(
  tenant: Tenant,
  kind: string,
  csv: string | Buffer,
  dryRun = false,
  fields: Record<string, unknown> = {},
) {
  const response = await importCsv(tenant, kind, csv, dryRun, fields)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as {
    created: number
    updated: number
    unchanged: number
    errors: { row: number; column: string | null; message: string }[]
    separator: string
    decimal: string
    written: boolean
  }
}

async function exportedText(tenant: Tenant, file: string) {
  const response = await as(h.app, tenant).get(`/export/${file}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.body
}

async function exportedRows(tenant: Tenant, file: string) {
  return parse(await exportedText(tenant, file), { bom: true, columns: true }) as Record<
    string,
    string
  >[]
}

/** The rows without the columns a new record gets anew. */
const withoutIds = (rows: Record<string, string>[], ...columns: string[]) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => !columns.includes(k))))

async function productField(tenant: Tenant, body: Record<string, unknown>) {
  const response = await as(h.app, tenant).post('/metadata/fields', {
    entity_type: 'PRODUCTS',
    ...body,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().field as { id: string }
}

async function productNames(tenant: Tenant) {
  return (await exportedRows(tenant, 'products.csv')).map((r) => r.name)
}

describe('product import', () => {
  it('round-trips the products export into an empty provider', async () => {
    const source = await signup(h.app)
    const target = await signup(h.app)
    for (const tenant of [source, target]) {
      await productField(tenant, {
        field_label: 'Color',
        field_type: 'SELECT',
        field_options: ['Red', 'Green'],
      })
      await productField(tenant, { field_label: 'Weight', field_type: 'NUMBER' })
      await productField(tenant, { field_label: 'Fragile', field_type: 'BOOLEAN' })
    }
    const [color, fragile, weight] = (
      (await as(h.app, source).get('/metadata/fields?entity_type=PRODUCTS')).json().fields as {
        id: string
        field_label: string
      }[]
    ).sort((a, b) => a.field_label.localeCompare(b.field_label))
    expect([color, fragile, weight].map((f) => f?.field_label)).toEqual([
      'Color',
      'Fragile',
      'Weight',
    ])
    const widget = await makeProduct(h.app, source, {
      name: 'Widget "deluxe", 2"',
      price: 2.5,
      metadata: { [color!.id]: 'Red', [weight!.id]: 1.25, [fragile!.id]: true },
    })
    await as(h.app, source).put(`/product/${widget.id}/reorder_rules`, {
      reorder_rules: [{ location_id: null, min: 3, max: 12 }],
    })
    await makeProduct(h.app, source, { name: 'Crème brûlée\ndish', price: 10, active: false })
    await makeProduct(h.app, source, { name: '=HYPERLINK("x")', price: 1 })
    await makeProduct(h.app, source, { name: '-5 degrees', price: 0 })

    const csv = await exportedText(source, 'products.csv')
    const first = await imported(
      target,
      'products',
      csv.replace(/^(\uFEFF)?product_id,/, '$1id_ignored,'),
    )
    // The exported ids are the source's: this file names none of the target's products.
    expect(first.errors[0]).toMatchObject({
      row: 1,
      column: 'id_ignored',
      message: m.unknownColumn,
    })

    const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[]
    const withoutProductIds = [
      Object.keys(rows[0]!).join(','),
      ...rows.map((r) =>
        Object.keys(r)
          .map((k) => (k === 'product_id' ? '' : csvCell(r[k]!)))
          .join(','),
      ),
    ].join('\r\n')
    const report = await imported(target, 'products', `\uFEFF${withoutProductIds}`)
    expect(report).toMatchObject({
      created: 4,
      updated: 0,
      unchanged: 0,
      errors: [],
      written: true,
    })
    expect(report.separator).toBe(',')
    expect(report.decimal).toBe('.')
    const again = withoutIds(await exportedRows(target, 'products.csv'), 'product_id', 'created_at')
    expect(again).toEqual(withoutIds(rows, 'product_id', 'created_at'))

    // The target's own export, imported back, changes nothing.
    const own = await exportedText(target, 'products.csv')
    expect(await imported(target, 'products', own)).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 4,
      errors: [],
    })
  })

  it('sets the reorder rule on the total stock from reorder_min and reorder_max', async () => {
    const tenant = await signup(h.app)
    const kept = await makeProduct(h.app, tenant, { name: 'Kept', price: 1 })
    const bad = await importCsv(
      tenant,
      'products',
      'name,price,reorder_min,reorder_max\nA,1,5,\nB,1,x,4\nC,1,7,7\nKept,1,2,9\n',
    )
    expect(bad.json().errors).toEqual([
      { row: 2, column: 'reorder_max', message: m.reorderPair },
      { row: 3, column: 'reorder_min', message: m.reorderWhole },
      { row: 4, column: 'reorder_max', message: messages.reorder.maxAboveMin },
    ])
    const report = await imported(
      tenant,
      'products',
      'name,price,reorder_min,reorder_max\nKept,1,2,9\nFresh,4,0,5\n',
    )
    // Kept's price is the same: its new rule alone makes it updated.
    expect(report).toMatchObject({ created: 1, updated: 1, unchanged: 0, written: true })
    const rules = (await as(h.app, tenant).get('/reorder_rules')).json().reorder_rules as {
      product: { id: string; name: string }
      location: unknown
      min: number
      max: number
    }[]
    expect(rules.map((r) => [r.product.name, r.location, r.min, r.max]).sort()).toEqual([
      ['Fresh', null, 0, 5],
      ['Kept', null, 2, 9],
    ])
    expect(rules.find((r) => r.product.name === 'Kept')!.product.id).toBe(kept.id)
    const again = await imported(tenant, 'products', 'name,reorder_min,reorder_max\nKept,2,9\n')
    expect(again).toMatchObject({ updated: 0, unchanged: 1 })
  })

  it('matches by id, else by name case-insensitively, and updates only what differs', async () => {
    const tenant = await signup(h.app)
    const apple = await makeProduct(h.app, tenant, { name: 'Apple', price: 1 })
    const pear = await makeProduct(h.app, tenant, { name: 'Pear', price: 2 })
    await makeProduct(h.app, tenant, { name: 'Kiwi', price: 3 })
    const report = await imported(
      tenant,
      'products',
      `Product_ID,NAME,Price\n${apple.id},Green apple,1.5\n,PEAR,2\n,Kiwi,3\n,Plum,3\n`,
    )
    expect(report).toMatchObject({ created: 1, updated: 2, unchanged: 1, errors: [] })
    const byName = Object.fromEntries(
      (await exportedRows(tenant, 'products.csv')).map((r) => [r.name, r]),
    )
    expect(byName['Green apple']).toMatchObject({ product_id: apple.id, price: '1.50' })
    expect(byName.PEAR).toMatchObject({ product_id: pear.id, price: '2.00' })
    expect(byName.Plum).toMatchObject({ price: '3.00', active: 'true' })
  })

  it('reads ; files with decimal commas, a BOM, and quoted fields with newlines', async () => {
    const tenant = await signup(h.app)
    const csv = '\uFEFFname;price;active\n"Jam; ""strawberry""\nlarge";12,50;false\nTea;3;true\n'
    const report = await imported(tenant, 'products', csv)
    expect(report).toMatchObject({ created: 2, separator: ';', decimal: ',', errors: [] })
    const rows = await exportedRows(tenant, 'products.csv')
    expect(rows.map((r) => [r.name, r.price, r.active])).toEqual([
      ['Jam; "strawberry"\nlarge', '12.50', 'false'],
      ['Tea', '3.00', 'true'],
    ])
  })

  it('reports every kind of error with its row and column, and writes nothing', async () => {
    const tenant = await signup(h.app)
    const other = await signup(h.app)
    await productField(tenant, {
      field_label: 'Color',
      field_type: 'SELECT',
      field_options: ['Red'],
    })
    await productField(tenant, { field_label: 'Weight', field_type: 'NUMBER' })
    const theirs = await makeProduct(h.app, other, { name: 'Theirs', price: 5 })
    await makeProduct(h.app, tenant, { name: 'Twin', price: 1 })
    await makeProduct(h.app, tenant, { name: 'twin', price: 1 })
    const mine = await makeProduct(h.app, tenant, { name: 'Mine', price: 1 })
    const csv = [
      'product_id,name,price,active,color,weight',
      ',Good,1,true,Red,2',
      ',,1,,,',
      ',No price,,,,',
      ',Bad price,abc,,,',
      ',Negative,-1,,,',
      ',Cents,1.234,,,',
      ',Bad active,1,maybe,,',
      ',Bad color,1,,Blue,',
      ',Bad weight,1,,,heavy',
      `${theirs.id},Stolen,1,,,`,
      'not-an-id,Nobody,1,,,',
      ',TWIN,1,,,',
      `${mine.id},Mine,2,,,`,
      ',mine,3,,,',
    ].join('\n')
    const report = await imported(tenant, 'products', csv)
    expect(report.written).toBe(false)
    expect(report.errors.map((e) => [e.row, e.column])).toEqual([
      [3, 'name'],
      [4, 'price'],
      [5, 'price'],
      [6, 'price'],
      [7, 'price'],
      [8, 'active'],
      [9, 'color'],
      [10, 'weight'],
      [11, 'product_id'],
      [12, 'product_id'],
      [13, 'name'],
      [15, 'name'],
    ])
    expect(report.errors.find((e) => e.row === 11)?.message).toBe(m.unknownProduct)
    expect(report.errors.find((e) => e.row === 13)?.message).toBe(m.ambiguous)
    expect(report.errors.find((e) => e.row === 3)?.message).toBe(messages.product.nameRequired)
    expect((await productNames(tenant)).sort()).toEqual(['Mine', 'Twin', 'twin'])
    expect(await productNames(other)).toEqual(['Theirs'])
  })

  it('refuses a header with unknown or repeated columns', async () => {
    const tenant = await signup(h.app)
    const report = await imported(tenant, 'products', 'name,price,colour,Name\nA,1,x,B\n')
    expect(report.errors).toEqual([
      { row: 1, column: 'colour', message: m.unknownColumn },
      { row: 1, column: 'Name', message: m.duplicateColumn },
    ])
  })

  it('reads each column as the mapping says and skips the rows asked, naming columns as the file does', async () => {
    const tenant = await signup(h.app)
    await productField(tenant, { field_label: 'Weight', field_type: 'NUMBER' })
    const csv = [
      'Item;Cost;Notes;Kilos',
      'Jam;2,50;sweet;1',
      'Tea;abc;;0,5',
      'Honey;4;;heavy',
      'Salt;1;;',
    ].join('\n')
    const mapping = ['name', 'Price', null, 'weight']

    const unmapped = await imported(tenant, 'products', csv, true)
    expect(unmapped.errors.map((e) => e.column)).toEqual(['Item', 'Cost', 'Notes', 'Kilos', 'name'])

    const dry = await imported(tenant, 'products', csv, true, { mapping })
    expect(dry.errors).toEqual([
      { row: 3, column: 'Cost', message: m.notANumber },
      { row: 4, column: 'Kilos', message: m.notANumber },
    ])
    expect(dry).toMatchObject({ created: 2, written: false, decimal: ',' })

    const report = await imported(tenant, 'products', csv, false, { mapping, skip_rows: [3, 4] })
    expect(report).toMatchObject({ created: 2, errors: [], written: true })
    const rows = await exportedRows(tenant, 'products.csv')
    expect(rows.map((r) => [r.name, r.price, r.Weight])).toEqual([
      ['Jam', '2.50', '1'],
      ['Salt', '1.00', ''],
    ])

    const twice = await imported(tenant, 'products', csv, true, {
      mapping: ['name', 'price', 'price', null],
    })
    expect(twice.errors).toEqual([{ row: 1, column: 'Notes', message: m.duplicateColumn }])
    const unknown = await imported(tenant, 'products', csv, true, {
      mapping: ['name', 'price', 'colour', null],
    })
    expect(unknown.errors).toEqual([{ row: 1, column: 'Notes', message: m.unknownColumn }])

    for (const [fields, message] of [
      [{ mapping: ['name', 'price'] }, m.badMapping],
      [{ mapping: 'name,price,,' }, m.badMapping],
      [{ mapping: { Item: 'name' } }, m.badMapping],
      [{ skip_rows: [1] }, m.badSkipRows],
      [{ skip_rows: ['3'] }, m.badSkipRows],
    ] as const) {
      const refused = await importCsv(tenant, 'products', csv, false, fields)
      expect(refused.statusCode, JSON.stringify(fields)).toBe(400)
      expect(refused.json().error.message).toBe(message)
    }
    expect(await productNames(tenant)).toEqual(['Jam', 'Salt'])
  })

  it('writes nothing on a dry run and answers the same report', async () => {
    const tenant = await signup(h.app)
    const csv = 'name,price\nA,1\nB,2\n'
    const dry = await imported(tenant, 'products', csv, true)
    expect(dry).toMatchObject({ created: 2, errors: [], written: false })
    expect(await productNames(tenant)).toEqual([])
    const real = await imported(tenant, 'products', csv)
    expect({ ...real, written: false, dry_run: true }).toEqual(dry)
    expect(await productNames(tenant)).toEqual(['A', 'B'])
  })

  it("never touches another provider's products, even by the same names", async () => {
    const victim = await signup(h.app)
    const intruder = await signup(h.app)
    const widget = await makeProduct(h.app, victim, { name: 'Widget', price: 7 })
    const before = await exportedText(victim, 'products.csv')
    const refused = await imported(
      intruder,
      'products',
      `product_id,name,price\n${widget.id},Widget,0\n`,
    )
    expect(refused.errors).toEqual([{ row: 2, column: 'product_id', message: m.unknownProduct }])
    const byName = await imported(intruder, 'products', 'name,price\nWidget,0\n')
    expect(byName).toMatchObject({ created: 1, updated: 0, errors: [] })
    expect(await exportedText(victim, 'products.csv')).toBe(before)
  })

  it('removes the apostrophe the export puts before formula-like text', async () => {
    const tenant = await signup(h.app)
    await imported(tenant, 'products', `name,price\n"'=SUM(A1)",1\n'-x,2\n'plain,3\n`)
    const stored = await h.app.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.providerId, tenant.providerId))
    expect(stored.map((p) => p.name).sort()).toEqual(["'plain", '-x', '=SUM(A1)'].sort())
  })

  it('answers 400 without a file or over 50,000 rows, and 413 over 20 MB', async () => {
    const tenant = await signup(h.app)
    const none = await h.app.inject({
      method: 'POST',
      url: `/api/provider/${tenant.providerId}/import/products`,
      headers: bearer(tenant.session),
      payload: {},
    })
    expect(none.statusCode).toBe(400)
    const long = await importCsv(tenant, 'products', `name,price\n${'x,1\n'.repeat(50_001)}`)
    expect(long.statusCode).toBe(400)
    expect(long.json().error.message).toBe(m.tooManyRows)
    const big = await importCsv(tenant, 'products', `name,price\n"${'x'.repeat(21_000_000)}",1\n`)
    expect(big.statusCode, big.body).toBe(413)
    expect(await productNames(tenant)).toEqual([])
  })
})

describe('client import', () => {
  it('round-trips the clients export into an empty provider', async () => {
    const source = await signup(h.app)
    const target = await signup(h.app)
    for (const tenant of [source, target]) {
      const vip = await as(h.app, tenant).post('/metadata/fields', {
        entity_type: 'CLIENTS',
        field_label: 'VIP',
        field_type: 'BOOLEAN',
      })
      expect(vip.statusCode).toBe(201)
    }
    const vip = (await as(h.app, source).get('/metadata/fields?entity_type=CLIENTS')).json()
      .fields[0] as { id: string }
    await makeClient(h.app, source, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      address: 'Line 1\nLine 2, "north"',
      metadata: { [vip.id]: true },
    })
    await makeClient(h.app, source, { name: '@bob', email: 'Bob@Example.com' })
    const csv = await exportedText(source, 'clients.csv')
    const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[]
    const file = [
      Object.keys(rows[0]!).join(';'),
      ...rows.map((r) =>
        Object.keys(r)
          .map((k) => (k === 'client_id' ? '' : csvCell(r[k]!)))
          .join(';'),
      ),
    ].join('\n')
    const report = await imported(target, 'clients', file)
    expect(report).toMatchObject({ created: 2, errors: [], separator: ';', written: true })
    const again = withoutIds(await exportedRows(target, 'clients.csv'), 'client_id', 'created_at')
    expect(again).toEqual(withoutIds(rows, 'client_id', 'created_at'))
    const own = await exportedText(target, 'clients.csv')
    expect(await imported(target, 'clients', own)).toMatchObject({ unchanged: 2, errors: [] })
  })

  it('matches by email, reports each error with its row, and never touches another provider', async () => {
    const tenant = await signup(h.app)
    const intruder = await signup(h.app)
    const ada = await makeClient(h.app, tenant, { name: 'Ada', email: 'ada@example.com' })
    await makeClient(h.app, tenant, { name: 'Bob', email: 'bob@example.com' })
    const theirs = await makeClient(h.app, intruder, { name: 'Ada', email: 'ada@example.com' })
    const before = await exportedText(intruder, 'clients.csv')

    const good = await imported(
      tenant,
      'clients',
      'email,name,active\nADA@example.com,Ada L.,false\nbob@example.com,Bob,\nnew@example.com,New,\n',
    )
    expect(good).toMatchObject({ created: 1, updated: 1, unchanged: 1, errors: [] })
    const byEmail = Object.fromEntries(
      (await exportedRows(tenant, 'clients.csv')).map((r) => [r.email, r]),
    )
    expect(byEmail['ADA@example.com']).toMatchObject({
      client_id: ada.id,
      name: 'Ada L.',
      active: 'false',
    })

    const bad = await imported(
      tenant,
      'clients',
      [
        'client_id,name,email',
        `${theirs.id},Stolen,stolen@example.com`,
        ',No email,',
        ',,noname@example.com',
        ',Bad,not-an-email',
        `${ada.id},Ada,bob@example.com`,
        ',Twice,twice@example.com',
        ',Twice again,TWICE@example.com',
      ].join('\n'),
    )
    expect(bad.errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [2, 'client_id', m.unknownClient],
      [3, 'email', messages.client.emailRequired],
      [4, 'name', messages.client.nameRequired],
      [5, 'email', 'Please enter a valid email address.'],
      [6, 'email', m.emailTaken],
      [8, 'email', `${m.sameRecordTwice} (7)`],
    ])
    expect(bad.written).toBe(false)
    expect(await exportedText(intruder, 'clients.csv')).toBe(before)
    expect((await exportedRows(tenant, 'clients.csv')).length).toBe(3)
  })
})

describe('stock import', () => {
  it('turns counts into one ADJUST per location, and the ledger still equals stock', async () => {
    const tenant = await signup(h.app)
    const other = await signup(h.app)
    const main = await makeLocation(h.app, tenant, { name: 'Main', default: true })
    const annex = await makeLocation(h.app, tenant, { name: 'Annex' })
    const theirs = await makeLocation(h.app, other, { name: 'Main', default: true })
    const tea = await makeProduct(h.app, tenant, { name: 'Tea', price: 3 })
    await makeProduct(h.app, tenant, { name: 'Jam', price: 2 })
    const received = await postOrder(
      h.app,
      {
        providerId: tenant.providerId,
        locationId: main.id,
        transaction_type: 'IN',
        products: [{ id: tea.id, quantity: 10 }],
      },
      { tenant },
    )
    expect(received.statusCode, received.body).toBe(201)

    const bad = await imported(
      tenant,
      'stock',
      [
        'product_id;product;location_id;location;quantity',
        ';Coffee;;Main;1',
        `;Tea;${theirs.id};;1`,
        ';Tea;;Annex;-1',
        ';Tea;;Annex;1,5',
        ';Jam;;Main;4',
        ';jam;;main;5',
      ].join('\n'),
    )
    expect(bad.errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [2, 'product', m.unknownStockProduct],
      [3, 'location_id', m.unknownLocation],
      [4, 'quantity', m.badQuantity],
      [5, 'quantity', m.badQuantity],
      [7, 'product', `${m.sameRecordTwice} (6)`],
    ])

    const counts = `product;location;quantity\nTea;Main;7\nTea;Annex;2\nJam;Main;0\n`
    // The same counts under a spreadsheet's own headers, read through a mapping.
    const mapped = await imported(
      tenant,
      'stock',
      `Item;Shelf;Store;Counted\nTea;A1;Main;7\nTea;B2;Annex;2\nJam;A1;Main;0\n`,
      true,
      { mapping: ['product', null, 'location', 'quantity'] },
    )
    expect(mapped).toMatchObject({ updated: 2, unchanged: 1, errors: [], written: false })
    const dry = await imported(tenant, 'stock', counts, true)
    expect(dry).toMatchObject({ updated: 2, unchanged: 1, errors: [], written: false })
    const adjustments = () =>
      h.app.db
        .select({ id: orders.id, location: orders.locationId })
        .from(orders)
        .where(and(eq(orders.providerId, tenant.providerId), eq(orders.transactionType, 'ADJUST')))
    expect(await adjustments()).toEqual([])

    expect(await imported(tenant, 'stock', counts)).toMatchObject({ updated: 2, written: true })
    expect((await adjustments()).map((a) => a.location).sort()).toEqual([main.id, annex.id].sort())
    const stock = (await exportedRows(tenant, 'inventory.csv')).map((r) => [
      r.product,
      r.location,
      r.quantity,
    ])
    expect(stock).toEqual([
      ['Jam', 'Annex', '0'],
      ['Jam', 'Main', '0'],
      ['Tea', 'Annex', '2'],
      ['Tea', 'Main', '7'],
    ])
    expect(await stockMismatches(h.app.db, tenant.providerId)).toEqual([])
    expect(await orderTotalMismatches(h.app.db, tenant.providerId)).toEqual([])

    // The inventory export, imported back, changes nothing.
    const own = await exportedText(tenant, 'inventory.csv')
    expect(await imported(tenant, 'stock', own)).toMatchObject({ updated: 0, unchanged: 4 })
    expect(await adjustments()).toHaveLength(2)
  })
})

/** A cell as CSV writes it: quoted when it holds a separator, a quote or a newline. */
function csvCell(value: string) {
  return /[",;\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

describe('who imported', () => {
  it('keeps the member as who set the prices and who made the stock counts', async () => {
    const owner = await signup(h.app)
    const manager = await addMember(h, owner, 'manager')
    const location = await makeLocation(h.app, owner, { name: 'Shop floor', default: true })
    const kept = await makeProduct(h.app, owner, { name: 'Kept', price: 3 })
    const report = await imported(manager, 'products', 'name,price\nKept,4.5\nFresh,2\n')
    expect(report).toMatchObject({ created: 1, updated: 1, written: true })
    const history = async (id: string) =>
      (await as(h.app, owner).get(`/product/${id}/price_changes`)).json().price_changes
    expect(await history(kept.id)).toMatchObject([
      { old_price: 3, new_price: 4.5, changed_by: { email: manager.email } },
      { old_price: null, new_price: 3, changed_by: { email: owner.email } },
    ])
    const fresh = (await as(h.app, owner).get('/products?search=Fresh')).json().products[0]
    expect(await history(fresh.id)).toMatchObject([
      { old_price: null, new_price: 2, changed_by: { email: manager.email } },
    ])

    await imported(manager, 'stock', `product,location,quantity\nKept,${location.name},7\n`)
    const counts = (await as(h.app, owner).get(`/orders?user_id=${manager.session.user.id}`)).json()
    expect(counts.orders).toMatchObject([
      { transaction_type: 'ADJUST', created_by: { email: manager.email } },
    ])
  })
})
