import { describe, expect, it } from 'vitest'
import { changeOf, daysOf, weekEnd } from './periods'

describe('dashboard periods', () => {
  it('gives the change in whole percent, and none against nothing', () => {
    expect(changeOf(150, 100)).toBe(50)
    expect(changeOf(50, 100)).toBe(-50)
    expect(changeOf(100, 100)).toBe(0)
    expect(changeOf(1, 3)).toBe(-67)
    expect(changeOf(10, 0)).toBeNull()
    expect(changeOf(0, 0)).toBeNull()
  })

  it('reads today and the month from the UTC moment of the answer', () => {
    expect(daysOf('2026-11-24T23:59:00.000Z')).toEqual({
      today: '2026-11-24',
      monthStart: '2026-11-01',
    })
  })

  it('ends a week six days after its Monday, across months and years', () => {
    expect(weekEnd('2026-11-23')).toBe('2026-11-29')
    expect(weekEnd('2026-12-28')).toBe('2027-01-03')
  })
})
