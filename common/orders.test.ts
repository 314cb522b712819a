import { describe, expect, it } from 'vitest'
import { messages } from './messages'
import { adjustmentLines } from './inventory'
import { OrdersQuery, orderPayloadError, ordersPageSize, stockDelta } from './orders'

const base = { clientId: 'c', locationId: 'l', transaction_type: 'ORDER' as const }

describe('orderPayloadError', () => {
  it('checks client, location and movement type in the spec order', () => {
    expect(orderPayloadError({ ...base, clientId: undefined, products: [] }, 'provider')).toBe(
      messages.order.selectClient,
    )
    expect(orderPayloadError({ ...base, locationId: null, products: [] }, 'provider')).toBe(
      messages.order.selectLocation,
    )
    expect(
      orderPayloadError(
        { ...base, transaction_type: undefined as never, products: [] },
        'provider',
      ),
    ).toBe(messages.order.selectMovementType)
  })

  it('refuses negative quantities for orders, ins and outs, not for adjustments', () => {
    const products = [{ id: 'p', quantity: -2 }]
    expect(orderPayloadError({ ...base, products }, 'provider')).toBe(
      messages.order.positiveQuantities.ORDER,
    )
    expect(orderPayloadError({ ...base, transaction_type: 'IN', products }, 'provider')).toBe(
      messages.order.positiveQuantities.IN,
    )
    expect(orderPayloadError({ ...base, transaction_type: 'OUT', products }, 'provider')).toBe(
      messages.order.positiveQuantities.OUT,
    )
    expect(
      orderPayloadError({ ...base, transaction_type: 'ADJUST', products }, 'provider'),
    ).toBeNull()
  })

  it('needs one product above zero', () => {
    expect(orderPayloadError({ ...base, products: [{ id: 'p', quantity: 0 }] }, 'provider')).toBe(
      messages.order.atLeastOneProduct,
    )
    expect(
      orderPayloadError({ ...base, products: [{ id: 'p', quantity: 1 }] }, 'provider'),
    ).toBeNull()
  })

  it('does not ask a client for a location', () => {
    expect(
      orderPayloadError(
        { ...base, locationId: undefined, products: [{ id: 'p', quantity: 1 }] },
        'client',
      ),
    ).toBeNull()
  })
})

describe('stock rules', () => {
  it('adds IN and ADJUST, takes ORDER and OUT', () => {
    expect(stockDelta('IN', 5)).toBe(5)
    expect(stockDelta('ADJUST', -3)).toBe(-3)
    expect(stockDelta('ORDER', 2)).toBe(-2)
    expect(stockDelta('OUT', 2)).toBe(-2)
  })

  it('sends only changed counts as signed differences', () => {
    const rows = [
      { product_id: 'a', current_stock: 5 },
      { product_id: 'b', current_stock: 0 },
      { product_id: 'c', current_stock: -2 },
    ]
    expect(adjustmentLines(rows, { a: 5, b: 3, c: 0 })).toEqual([
      { id: 'b', quantity: 3 },
      { id: 'c', quantity: 2 },
    ])
    expect(adjustmentLines(rows, {})).toEqual([])
  })
})

describe('orders query', () => {
  it('pages the inbox by 100 and other lists by 50', () => {
    expect(ordersPageSize({ inbox: 'true' })).toBe(100)
    expect(ordersPageSize({})).toBe(50)
    expect(ordersPageSize({ limit: 5, inbox: 'true' })).toBe(5)
  })

  it('refuses a start date after the end date with the spec sentence', () => {
    const result = OrdersQuery.safeParse({ startDate: '2026-05-02', endDate: '2026-05-01' })
    expect(result.error?.issues[0]?.message).toBe(messages.order.dateRangeOrder)
    expect(OrdersQuery.safeParse({ startDate: '2026-05-01', endDate: '2026-05-01' }).success).toBe(
      true,
    )
  })
})
