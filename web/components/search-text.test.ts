import { describe, expect, it } from 'vitest'
import { matchesSearch } from './search-text'

describe('matchesSearch', () => {
  it('finds a part of a name, in any case and without its accents', () => {
    expect(matchesSearch('creme', 'Crème brûlée')).toBe(true)
    expect(matchesSearch('BRÛL', 'creme brulee')).toBe(true)
    expect(matchesSearch('  mug ', 'Blue mug')).toBe(true)
    expect(matchesSearch('tea', 'Blue mug')).toBe(false)
  })

  it('looks in every text it is given', () => {
    expect(matchesSearch('ada@', 'Ada Lovelace', 'ada@example.com')).toBe(true)
    expect(matchesSearch('lovelace', 'Ada Lovelace', 'ada@example.com')).toBe(true)
    expect(matchesSearch('grace', 'Ada Lovelace', 'ada@example.com')).toBe(false)
  })

  it('lets everything through an empty query', () => {
    expect(matchesSearch('', 'Anything')).toBe(true)
    expect(matchesSearch('   ', 'Anything')).toBe(true)
  })
})
