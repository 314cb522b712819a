import { describe, expect, it } from 'vitest'
import { EntityIndex, similarity, trigrams, wordSimilarity } from './entities'
import { correctTypos, editDistance, tokenize } from './tokens'

describe('trigram similarity', () => {
  it('uses padded word trigrams, like pg_trgm', () => {
    expect([...trigrams('Cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat'])
    expect(similarity('Widget', 'widget')).toBe(1)
    expect(similarity('Widget', 'Gadget')).toBeLessThan(0.5)
    expect(wordSimilarity(trigrams('coffee'), trigrams('Organic Coffee Beans 2'))).toBe(1)
  })
})

describe('matching names', () => {
  const index = new EntityIndex({
    products: [
      { id: 'p1', name: 'Widget' },
      { id: 'p2', name: 'Widget Pro' },
      { id: 'p3', name: 'Organic Coffee Beans 2' },
      { id: 'p4', name: 'Organic Coffee Beans 9' },
    ],
    clients: [{ id: 'c1', name: 'Ana Garcia' }],
    locations: [],
    fields: [],
  })

  it('prefers an exact name, whatever the case', () => {
    expect(index.resolve('product', 'widget').matches.map((m) => m.id)).toEqual(['p1'])
  })

  it('tolerates typos and keeps near ties only', () => {
    expect(
      index
        .resolve('product', 'Widgit')
        .matches.map((m) => m.id)
        .sort(),
    ).toEqual(['p1', 'p2'])
    expect(index.resolve('product', 'Organc Cofee Beans 2').matches.map((m) => m.id)).toEqual([
      'p3',
    ])
    expect(index.resolve('client', 'ana garcai').matches.map((m) => m.id)).toEqual(['c1'])
    expect(index.resolve('product', 'Unicorn Dust').matches).toEqual([])
  })
})

describe('keyword typos', () => {
  it('corrects keywords but not words of the provider names', () => {
    const words = (text: string, names: string[] = []) =>
      correctTypos(tokenize(text), new Set(names)).map((t) => t.text)
    expect(words('revnue custmers ventsa')).toEqual(['revenue', 'customers', 'ventas'])
    expect(words('stok of cofee', ['coffee'])).toEqual(['stock', 'of', 'cofee'])
    expect(editDistance('ventsa', 'ventas')).toBe(1)
  })
})
