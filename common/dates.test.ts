import { describe, expect, it } from 'vitest'
import { isRealDate } from './dates'

describe('isRealDate', () => {
  it('accepts real dates, with or without a time', () => {
    expect(isRealDate('2026-02-28')).toBe(true)
    expect(isRealDate('2028-02-29')).toBe(true)
    expect(isRealDate('2026-11-22T10:00:00Z')).toBe(true)
  })

  it('refuses dates that do not exist and other text', () => {
    expect(isRealDate('2026-02-30')).toBe(false)
    expect(isRealDate('2026-13-01')).toBe(false)
    expect(isRealDate('yesterday')).toBe(false)
    expect(isRealDate('')).toBe(false)
  })
})
