import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { OrdersEnvelope } from '../../common/orders'
import { InventoryEnvelope } from '../../common/inventory'
import { serializerCompiler } from './serializer'

const compile = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (
    data: unknown,
  ) => string

const uuid = () => crypto.randomUUID()
const order = (client: unknown, createdBy: unknown = null) => ({
  id: 1001,
  created_at: '2026-11-22T10:00:00.000Z',
  transaction_type: 'ORDER',
  cancelled: false,
  fulfilled: true,
  provider: uuid(),
  location: { id: uuid(), name: 'Main "warehouse"' },
  to_location: null,
  client,
  total: 12.5,
  origin: 'provider',
  created_by: createdBy,
})

describe('response serialiser', () => {
  it('writes what zod would write, for nullable objects present and absent', () => {
    const data = {
      orders: [
        order(null),
        order({ id: uuid(), name: 'Ana', email: 'ana@example.com', address: null }),
        order(
          { id: uuid(), name: 'Ben', email: 'ben@example.com', address: 'Calle 1\nMadrid' },
          { id: uuid(), email: 'clerk@example.com' },
        ),
      ],
      pagination: { total: 3, limit: 100, offset: 0 },
    }
    const written = compile(OrdersEnvelope)(data)
    expect(written).toBe(JSON.stringify(z.encode(OrdersEnvelope, data as never)))
    expect(JSON.parse(written)).toEqual(data)
  })

  it('leaves out fields the schema does not declare, at every depth', () => {
    const leaky = order({ id: uuid(), name: 'Ana', email: 'a@b.c', address: null, secret: 'x' })
    const written = compile(OrdersEnvelope)({
      orders: [{ ...leaky, password_hash: 'argon2id$…' }],
      pagination: { total: 1, limit: 100, offset: 0, internal: true },
    })
    expect(written).not.toContain('secret')
    expect(written).not.toContain('password_hash')
    expect(written).not.toContain('internal')
  })

  it('writes maps keyed by id (the inventory stock per location)', () => {
    const [a, b] = [uuid(), uuid()]
    const row = {
      product_id: uuid(),
      product_name: 'Tea',
      product_photo: null,
      location_id: null,
      current_stock: null,
      total_stock: 7,
      stock: { [a]: 3, [b]: 4 },
      metadata: { color: 'red' },
      active: true,
    }
    const written = compile(InventoryEnvelope)({ inventory: [row] })
    expect(JSON.parse(written)).toEqual({ inventory: [row] })
  })

  it('refuses an answer that lacks a required field rather than sending half of it', () => {
    const { total: _total, ...incomplete } = order(null)
    expect(() =>
      compile(OrdersEnvelope)({
        orders: [incomplete],
        pagination: { total: 1, limit: 100, offset: 0 },
      }),
    ).toThrow(/total/)
  })
})
