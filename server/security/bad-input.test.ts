// Sends every route of the OpenAPI document random and hostile input (wrong types, huge and
// unicode strings, SQL and HTML fragments, unknown keys, malformed order JSON) and checks the
// answer is a 4xx with the error body of API.md — never a 500 — and that nothing was written.
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  bearer,
  freshIp,
  makeClient,
  makeLocation,
  makeProduct,
  postOrder,
  signup,
  useHarness,
} from '../test/harness'

const h = useHarness()

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    "'; drop table orders; --",
    '<script>alert(1)</script>',
    '\u0000',
    '\ud800',
    '../../etc/passwd',
    '1e309',
    '-1',
    '0x10',
    '2026-02-30',
    'x'.repeat(5000),
  ),
)
const value = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), hostileText), { maxLength: 3 }),
  fc.dictionary(hostileText, fc.oneof(fc.integer(), hostileText), { maxKeys: 3 }),
)
const knownKeys = fc.constantFrom(
  'name',
  'email',
  'password',
  'price',
  'photo',
  'active',
  'default',
  'metadata',
  'address',
  'entity_type',
  'field_label',
  'field_type',
  'field_options',
  'order',
  'refresh_token',
  'auth',
  'cancelled',
  'fulfilled',
  'query',
  'limit',
  'offset',
  'type',
  'startDate',
  'endDate',
  'inbox',
  'client_id',
  'product_id',
  'location_id',
  'include_metadata',
  'provider',
  'user_id',
  'file',
)
const body = fc.oneof(
  fc.dictionary(fc.oneof(knownKeys, hostileText), value, { maxKeys: 5 }),
  fc.array(value, { maxLength: 3 }),
  value,
  // The order field holds JSON text: malformed text, and JSON with wrong shapes.
  fc.record({
    order: fc.oneof(
      hostileText,
      fc
        .dictionary(
          fc.oneof(
            knownKeys,
            fc.constantFrom('providerId', 'locationId', 'clientId', 'products', 'transaction_type'),
          ),
          value,
        )
        .map((o) => JSON.stringify(o)),
    ),
  }),
)
const query = fc.dictionary(knownKeys, hostileText, { maxKeys: 3 })
/** A lone surrogate cannot be percent-encoded; a browser would not send one either. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text)
  } catch {
    return '%ED%A0%80'
  }
}
const param = fc.oneof(
  hostileText,
  fc.constantFrom('00000000-0000-0000-0000-000000000000', '99999999999999999999', '-5'),
)

async function rowCounts() {
  const result = await h.app.db.execute(sql`select
    (select count(*) from users) + (select count(*) from providers) + (select count(*) from locations)
    + (select count(*) from products) + (select count(*) from clients) + (select count(*) from provider_clients)
    + (select count(*) from custom_fields) + (select count(*) from orders) + (select count(*) from line_items)
    + (select coalesce(sum(quantity), 0) from stock_levels) + (select count(*) from password_reset_tokens)
    + (select count(*) from orders where cancelled or fulfilled) as n`)
  return String((result as unknown as { rows: { n: unknown }[] }).rows[0]!.n)
}

describe('bad input on every route', () => {
  it('answers 4xx with the error body and writes nothing', async () => {
    const tenant = await signup(h.app)
    const location = await makeLocation(h.app, tenant, { default: true })
    const product = await makeProduct(h.app, tenant)
    const client = await makeClient(h.app, tenant)
    await postOrder(
      h.app,
      {
        providerId: tenant.providerId,
        locationId: location.id,
        clientId: client.id,
        transaction_type: 'ORDER',
        products: [{ id: product.id, quantity: 1 }],
      },
      { tenant },
    )
    const doc = (await h.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, object>
    }>()
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => ({ method: method.toUpperCase() as 'GET', path })),
    )
    let requests = 0
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(body, query, param, fc.boolean(), async (payload, search, id, ownIds) => {
          const url =
            route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
              name === 'providerId' && ownIds ? tenant.providerId : encode(String(id)),
            ) +
            `?${Object.entries(search)
              .map(([k, v]) => `${k}=${encode(v)}`)
              .join('&')}`
          const before = route.method === 'GET' ? '' : await rowCounts()
          const response = await h.app.inject({
            method: route.method,
            url,
            headers: bearer(tenant.session),
            remoteAddress: freshIp(),
            ...(route.method !== 'GET' && { payload: payload as object }),
          })
          requests++
          expect(
            response.statusCode,
            `${route.method} ${url} → ${response.body.slice(0, 300)}`,
          ).toBeLessThan(500)
          if (response.statusCode >= 400) {
            const error = response.json().error
            expect(
              typeof error?.code,
              `${route.method} ${route.path} ${response.statusCode} ${response.body.slice(0, 200)}`,
            ).toBe('string')
            expect(typeof error.message).toBe('string')
            if (route.method !== 'GET') expect(await rowCounts()).toBe(before)
          }
        }),
        { numRuns: 15 },
      )
    }
    expect(requests).toBeGreaterThan(400)
    // Some 1,000 requests, each checked against the row counts: a minute on a busy machine.
  }, 180_000)
})
