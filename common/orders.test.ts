import { describe, expect, it } from 'vitest'
import { messages } from './messages'
import { MAX_LINE_QUANTITY, MAX_STOCK } from './constants'
import { adjustmentError, adjustmentLines } from './inventory'
import {
  OrderPayload,
  OrdersQuery,
  orderPayloadError,
  ordersPageSize,
  quantityRangeError,
  stockDelta,
} from './orders'

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

  it('says a quantity beyond the limit is too large, however many digits it has', () => {
    for (const quantity of [MAX_LINE_QUANTITY + 1, 99_999_999, 1e20, 1e300]) {
      expect(orderPayloadError({ ...base, products: [{ id: 'p', quantity }] }, 'client')).toBe(
        messages.order.quantityTooLarge,
      )
    }
    expect(
      orderPayloadError(
        { ...base, products: [{ id: 'p', quantity: MAX_LINE_QUANTITY }] },
        'client',
      ),
    ).toBeNull()
  })

  it('needs a transfer to name another location, and nothing else to name one', () => {
    const transfer = { ...base, transaction_type: 'TRANSFER' as const, clientId: undefined }
    const products = [{ id: 'p', quantity: 1 }]
    expect(orderPayloadError({ ...transfer, products }, 'provider')).toBe(
      messages.order.selectDestination,
    )
    expect(orderPayloadError({ ...transfer, toLocationId: 'l', products }, 'provider')).toBe(
      messages.order.transferSameLocation,
    )
    expect(
      orderPayloadError(
        { ...transfer, toLocationId: 't', products: [{ id: 'p', quantity: -1 }] },
        'provider',
      ),
    ).toBe(messages.order.positiveQuantities.TRANSFER)
    expect(orderPayloadError({ ...transfer, toLocationId: 't', products }, 'provider')).toBeNull()
    expect(
      orderPayloadError(
        { ...base, transaction_type: 'IN', toLocationId: 't', products },
        'provider',
      ),
    ).toBe(messages.order.destinationOnlyForTransfers)
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

describe('quantityRangeError', () => {
  it('bounds each product, its repeated lines added up', () => {
    expect(quantityRangeError([{ id: 'a', quantity: MAX_LINE_QUANTITY }])).toBeNull()
    expect(
      quantityRangeError([
        { id: 'a', quantity: MAX_LINE_QUANTITY },
        { id: 'a', quantity: 1 },
      ]),
    ).toBe(messages.order.quantityTooLarge)
    expect(quantityRangeError([{ id: 'a', quantity: -MAX_LINE_QUANTITY - 1 }])).toBe(
      messages.order.quantityTooLarge,
    )
  })
})

describe('OrderPayload', () => {
  it('refuses a huge quantity with the out-of-range sentence, not as a fraction', () => {
    const parsed = OrderPayload.safeParse({
      providerId: '00000000-0000-4000-8000-000000000001',
      transaction_type: 'ORDER',
      products: [{ id: '00000000-0000-4000-8000-000000000002', quantity: 1e20 }],
    })
    expect(parsed.error?.issues[0]?.message).toBe(messages.order.quantityTooLarge)
  })
})

describe('adjustmentError', () => {
  const rows = [
    { product_id: 'a', current_stock: 5 },
    { product_id: 'b', current_stock: 0 },
  ]

  it('needs a changed count', () => {
    expect(adjustmentError(rows, { a: 5 })).toBe(messages.inventory.noAdjustments)
    expect(adjustmentError(rows, { a: 6 })).toBeNull()
  })

  it('refuses a count beyond the most stock a location holds', () => {
    expect(adjustmentError(rows, { b: MAX_STOCK + 1 })).toBe(messages.order.stockOutOfRange)
    expect(adjustmentError(rows, { b: 1e20 })).toBe(messages.order.stockOutOfRange)
  })

  it('refuses a count too far from the current stock for one line', () => {
    expect(adjustmentError(rows, { a: MAX_LINE_QUANTITY + 6 })).toBe(
      messages.inventory.adjustmentTooLarge,
    )
    expect(adjustmentError(rows, { a: MAX_LINE_QUANTITY + 5 })).toBeNull()
  })
})

describe('stock rules', () => {
  it('adds IN and ADJUST, takes ORDER, OUT and TRANSFER (at the location it leaves)', () => {
    expect(stockDelta('IN', 5)).toBe(5)
    expect(stockDelta('ADJUST', -3)).toBe(-3)
    expect(stockDelta('ORDER', 2)).toBe(-2)
    expect(stockDelta('OUT', 2)).toBe(-2)
    expect(stockDelta('TRANSFER', 2)).toBe(-2)
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
