import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isQuantityKeyAllowed, normalizeQuantity } from './quantity'

describe('isQuantityKeyAllowed', () => {
  it('accepts digits and editing keys', () => {
    for (const key of [
      '0',
      '5',
      '9',
      'Backspace',
      'Delete',
      'Tab',
      'ArrowLeft',
      'ArrowRight',
      'Home',
      'End',
    ]) {
      expect(isQuantityKeyAllowed({ key }), key).toBe(true)
    }
  })

  it('refuses signs, decimal points, letters and exponents', () => {
    for (const key of ['-', '+', '.', ',', 'e', 'E', 'a', ' ']) {
      expect(isQuantityKeyAllowed({ key }), key).toBe(false)
    }
  })

  it('accepts ctrl or meta with a, c, v, x only', () => {
    for (const key of ['a', 'c', 'v', 'x', 'A', 'V']) {
      expect(isQuantityKeyAllowed({ key, ctrlKey: true })).toBe(true)
      expect(isQuantityKeyAllowed({ key, metaKey: true })).toBe(true)
    }
    expect(isQuantityKeyAllowed({ key: 'z', ctrlKey: true })).toBe(false)
    expect(isQuantityKeyAllowed({ key: 'v' })).toBe(false)
  })
})

describe('normalizeQuantity', () => {
  it('takes the absolute value and rounds down', () => {
    expect(normalizeQuantity(-3)).toBe(3)
    expect(normalizeQuantity(2.9)).toBe(2)
    expect(normalizeQuantity('-4.5')).toBe(4)
    expect(normalizeQuantity('')).toBe(0)
    expect(normalizeQuantity('abc')).toBe(0)
  })

  it('always gives a whole number of at least 0', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string()), (value) => {
        const q = normalizeQuantity(value)
        return Number.isInteger(q) && q >= 0
      }),
    )
  })
})
