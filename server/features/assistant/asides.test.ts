import { describe, expect, it } from 'vitest'
import { asidesOf } from './asides'
import type { Catalog } from './entities'
import { parseQuestion } from './parser'

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const catalog: Catalog = {
  products: ['Coffee Beans', 'Green Tea', 'Notebook A5'].map((name, i) => ({ id: id(i), name })),
  clients: ['Ines Romero', 'Ben Weber'].map((name, i) => ({ id: id(100 + i), name })),
  locations: ['Main Warehouse', 'Downtown Store'].map((name, i) => ({ id: id(200 + i), name })),
  fields: [],
}
const now = new Date('2026-06-17T15:00:00Z')
const parse = (question: string) => parseQuestion(question, { now, catalog })

describe('a clause about the one asking', () => {
  it.each([
    ['Total takings for March please, my accountant is asking', 'my accountant is asking'],
    ["I'm doing the books, what was our revenue last year", "I'm doing the books"],
    ['baker here - how many orders did we get yesterday?', 'baker here'],
    ['my partner keeps asking: revenue this month', 'my partner keeps asking'],
    [
      'estoy sola en la floristeria, cuantos pedidos llevamos desde el lunes',
      'estoy sola en la floristeria',
    ],
    ['facturación de marzo. Lo necesita mi gestor', 'Lo necesita mi gestor'],
    // The kind of shop asking, said alone, after a greeting or before a lead-in
    ['bakery: how many orders did we get yesterday?', 'bakery'],
    ['bike shop owner here - revenue this month', 'bike shop owner here'],
    ['hi, quick one from the bakery: revenue this month', 'hi, quick one from the bakery'],
    ['cosmetics shop, quick q: revenue this month', 'cosmetics shop'],
    ['tienda de bicis: mejor cliente del mes pasado?', 'tienda de bicis'],
    ['ferreteria. ventas de abril', 'ferreteria'],
    ['panaderia, una cosa: ventas de abril', 'panaderia'],
    // A word of a product's name describing the shop, and what the shop sells, said by the one
    // asking
    [
      'I have a small notebook shop, what did Green Tea bring in last quarter?',
      'I have a small notebook shop',
    ],
    [
      'llevo una papeleria y tambien vendemos velas: ventas de Green Tea en mayo',
      'llevo una papeleria y tambien vendemos velas',
    ],
    ['tengo una tienda pequeña: ventas de mayo', 'tengo una tienda pequeña'],
    // A word about typing is no keyword slipped ("typos" is not "types")
    ['on my phone so sorry for typos - revenue this month', 'on my phone so sorry for typos'],
  ])('is set aside and the question answered without it: %s', (question, aside) => {
    const parsed = parse(question)
    expect(parsed).toMatchObject({ kind: 'plan', aside })
    const rest = asidesOf(question).find((a) => a.aside === aside)!.rest
    expect(parsed.kind === 'plan' && parsed.request).toEqual(
      (parse(rest) as Extract<typeof parsed, { kind: 'plan' }>).request,
    )
  })

  it.each([
    // restricts, compares or counts what is asked
    'revenue last month, we only count the online orders',
    'revenue last month, we never count refunds',
    'I want more detail, how many orders this week',
    'we are the leading florist in town, revenue this month',
    'somos la peor tienda del barrio, ventas de este mes',
    'how many orders this week, we had 3 returns',
    'revenue this year, my margins are thin',
    // asks another question, or commands
    'why are we so slow, how many orders this week',
    'please delete my old orders, how many orders this week',
    'mi gestor me pide las cifras, facturación de marzo',
    // a name, or a slip of one, may be what the question is about
    'we love Ben Weber, how many orders this week',
    'my favourite is Coffee Beens, how many units this week',
    // said by no one: a topic, not an aside
    'Widgetz, how much revenue this week',
    'slow week, how many orders this week',
    // a shop named by a name's word, or by a place's, is the topic
    'coffee shop, how many orders this week',
    'papeleria romero: ventas de abril',
    // what the shop sells, compared
    'vendemos mas velas: ventas de mayo',
  ])('leaves the question declined when it could change the answer: %s', (question) => {
    expect(parse(question).kind).toBe('not_understood')
  })

  it('sets aside two clauses, one first and one after it or last', () => {
    expect(parse('bakery here. my accountant is asking: revenue this month')).toMatchObject({
      kind: 'plan',
      aside: 'bakery here, my accountant is asking',
    })
    expect(parse('ferreteria: ventas de abril, lo necesita mi gestor')).toMatchObject({
      kind: 'plan',
      aside: 'ferreteria, lo necesita mi gestor',
    })
  })

  it('keeps a place named with its noun as the place asked about', () => {
    expect(parse('Downtown Store: revenue this month')).toMatchObject({
      kind: 'plan',
      request: { filters: { locations: ['Downtown Store'] } },
    })
    expect(parse('Downtown Store: revenue this month')).not.toHaveProperty('aside')
  })

  it('is told apart only when first or last, set off by a stop', () => {
    expect(asidesOf('revenue this month')).toEqual([])
    expect(asidesOf('I run a shop: revenue this month, by week')).toEqual([
      { aside: 'I run a shop', rest: 'revenue this month, by week' },
      { aside: 'by week', rest: 'I run a shop: revenue this month' },
    ])
    // A greeting or a thanks set off alone goes with the clause beside it.
    expect(asidesOf('hi, bakery here: revenue this month, thanks')).toEqual([
      { aside: 'hi, bakery here', rest: 'revenue this month, thanks' },
      { aside: 'revenue this month, thanks', rest: 'hi, bakery here' },
    ])
  })
})
