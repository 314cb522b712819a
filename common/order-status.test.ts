import { describe, expect, it } from 'vitest'
import { TRANSACTION_TYPES } from './constants'
import {
  TRANSACTION_TYPE_LABELS,
  clientCanCancel,
  orderStatus,
  providerCanCancel,
  providerCanFulfill,
  providerCanShare,
} from './order-status'

const order = (over: Partial<Parameters<typeof orderStatus>[0]> = {}) => ({
  transaction_type: 'ORDER' as const,
  cancelled: false,
  fulfilled: false,
  ...over,
})

describe('orderStatus', () => {
  it('derives Pending, Complete and Cancelled for orders', () => {
    expect(orderStatus(order())).toBe('Pending')
    expect(orderStatus(order({ fulfilled: true }))).toBe('Complete')
    expect(orderStatus(order({ cancelled: true }))).toBe('Cancelled')
    expect(orderStatus(order({ cancelled: true, fulfilled: true }))).toBe('Cancelled')
  })

  it('shows no badge for IN, OUT, ADJUST and TRANSFER unless cancelled', () => {
    for (const type of ['IN', 'OUT', 'ADJUST', 'TRANSFER'] as const) {
      expect(orderStatus(order({ transaction_type: type }))).toBeNull()
      expect(orderStatus(order({ transaction_type: type, fulfilled: true }))).toBeNull()
      expect(orderStatus(order({ transaction_type: type, cancelled: true }))).toBe('Cancelled')
    }
  })

  it('labels every transaction type', () => {
    expect(TRANSACTION_TYPES.map((t) => TRANSACTION_TYPE_LABELS[t])).toEqual([
      'Order',
      'In',
      'Out',
      'Adjustment',
      'Transfer',
    ])
  })
})

describe('order actions', () => {
  it('lets the provider fulfil only open ORDER orders', () => {
    expect(providerCanFulfill(order())).toBe(true)
    expect(providerCanFulfill(order({ fulfilled: true }))).toBe(false)
    expect(providerCanFulfill(order({ cancelled: true }))).toBe(false)
    expect(providerCanFulfill(order({ transaction_type: 'IN' }))).toBe(false)
    expect(providerCanFulfill(order({ transaction_type: 'TRANSFER' }))).toBe(false)
  })

  it('lets provider and client cancel only while neither cancelled nor fulfilled', () => {
    for (const can of [providerCanCancel, clientCanCancel]) {
      expect(can(order())).toBe(true)
      expect(can(order({ fulfilled: true }))).toBe(false)
      expect(can(order({ cancelled: true }))).toBe(false)
    }
    expect(providerCanCancel(order({ transaction_type: 'OUT' }))).toBe(true)
  })

  it('offers the client link and the print sheet for non-cancelled orders only', () => {
    expect(providerCanShare(order())).toBe(true)
    expect(providerCanShare(order({ fulfilled: true }))).toBe(true)
    expect(providerCanShare(order({ cancelled: true }))).toBe(false)
    expect(providerCanShare(order({ transaction_type: 'ADJUST' }))).toBe(false)
    expect(providerCanShare(order({ transaction_type: 'TRANSFER' }))).toBe(false)
  })
})
