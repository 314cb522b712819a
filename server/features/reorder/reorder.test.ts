import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { messages } from '../../../common/messages'
import { LowStockEnvelope, ReorderRulesEnvelope } from '../../../common/reorder'
import {
  as,
  errorOf,
  makeClient,
  makeLocation,
  makeProduct,
  postOrder,
  signup,
  useHarness,
} from '../../test/harness'

const h = useHarness()
const m = messages.reorder

type Rule = { location_id: string | null; min: number; max: number }

/** A shop with two locations; `move` puts stock in or takes it out as the ledger does. */
async function shop() {
  const tenant = await signup(h.app)
  const api = as(h.app, tenant)
  const main = await makeLocation(h.app, tenant, { name: 'Main', default: true })
  const annex = await makeLocation(h.app, tenant, { name: 'Annex' })
  const move = async (
    locationId: string,
    type: 'IN' | 'OUT' | 'ADJUST',
    lines: { id: string; quantity: number }[],
  ) => {
    const response = await postOrder(
      h.app,
      { providerId: tenant.providerId, locationId, transaction_type: type, products: lines },
      { tenant },
    )
    expect(response.statusCode, response.body).toBe(201)
    return response.json().order as { id: number }
  }
  const rules = (productId: string, list: Rule[]) =>
    api.put(`/product/${productId}/reorder_rules`, { reorder_rules: list })
  const low = async (query = '') => {
    const response = await api.get(`/low_stock${query}`)
    expect(response.statusCode, response.body).toBe(200)
    return LowStockEnvelope.parse(response.json())
  }
  return { tenant, api, main, annex, move, rules, low }
}

describe('reorder rules', () => {
  it("replaces a product's rules in one go and answers them, total first", async () => {
    const { api, main, annex, rules, tenant } = await shop()
    const nut = await makeProduct(h.app, tenant, { name: 'Nut' })
    const first = await rules(nut.id, [
      { location_id: annex.id, min: 2, max: 10 },
      { location_id: null, min: 5, max: 40 },
      { location_id: main.id, min: 0, max: 1 },
    ])
    expect(first.statusCode, first.body).toBe(200)
    const saved = ReorderRulesEnvelope.parse(first.json()).reorder_rules
    expect(saved.map((r) => [r.location?.name ?? null, r.min, r.max])).toEqual([
      [null, 5, 40],
      ['Annex', 2, 10],
      ['Main', 0, 1],
    ])
    expect(saved[0]!.product).toEqual({ id: nut.id, name: 'Nut' })

    const replaced = await rules(nut.id, [{ location_id: main.id, min: 3, max: 6 }])
    expect(replaced.json().reorder_rules).toMatchObject([
      { location: { id: main.id, name: 'Main' }, min: 3, max: 6 },
    ])
    const listed = ReorderRulesEnvelope.parse((await api.get('/reorder_rules')).json())
    expect(listed.reorder_rules).toEqual(replaced.json().reorder_rules)

    expect((await rules(nut.id, [])).json()).toEqual({ reorder_rules: [] })
    expect((await api.get('/reorder_rules')).json()).toEqual({ reorder_rules: [] })
  })

  it('lists every product by name, or only the products asked for', async () => {
    const { api, main, rules, tenant } = await shop()
    const names = ['delta', 'Alpha', 'charlie']
    const made = []
    for (const name of names) made.push(await makeProduct(h.app, tenant, { name }))
    for (const product of made) await rules(product.id, [{ location_id: main.id, min: 1, max: 2 }])
    const all = (await api.get('/reorder_rules')).json().reorder_rules
    expect(all.map((r: { product: { name: string } }) => r.product.name)).toEqual([
      'Alpha',
      'charlie',
      'delta',
    ])
    const two = (await api.get(`/reorder_rules?product_id=${made[0]!.id},${made[2]!.id}`)).json()
      .reorder_rules
    expect(two.map((r: { product: { name: string } }) => r.product.name)).toEqual([
      'charlie',
      'delta',
    ])
    expect((await api.get('/reorder_rules?product_id=nope')).statusCode).toBe(400)
  })

  it('refuses what is not a rule, with the field it is about, and keeps the rules it had', async () => {
    const { api, main, rules, tenant } = await shop()
    const product = await makeProduct(h.app, tenant)
    await rules(product.id, [{ location_id: main.id, min: 1, max: 5 }])
    const refused: [unknown, string, string][] = [
      [{ location_id: main.id, min: -1, max: 5 }, 'reorder_rules.0.min', m.minNotNegative],
      [{ location_id: main.id, min: 5, max: 5 }, 'reorder_rules.0.max', m.maxAboveMin],
      [{ location_id: main.id, min: 6, max: 5 }, 'reorder_rules.0.max', m.maxAboveMin],
      [{ location_id: main.id, min: 1.5, max: 5 }, 'reorder_rules.0.min', m.wholeNumber],
      [{ location_id: main.id, min: '1', max: 5 }, 'reorder_rules.0.min', m.wholeNumber],
      [{ location_id: main.id, min: 1, max: 1_000_000_001 }, 'reorder_rules.0.max', m.tooLarge],
      [{ location_id: 'main', min: 1, max: 5 }, 'reorder_rules.0.location_id', m.unknownLocation],
      [
        { location_id: randomUUID(), min: 1, max: 5 },
        'reorder_rules.0.location_id',
        m.unknownLocation,
      ],
      [{ min: 1, max: 5 }, 'reorder_rules.0.location_id', m.unknownLocation],
    ]
    for (const [rule, field, message] of refused) {
      const response = await rules(product.id, [rule as Rule])
      expect(response.statusCode, JSON.stringify(rule)).toBe(400)
      expect(errorOf(response).fields?.[field], JSON.stringify(rule)).toBe(message)
    }
    for (const twice of [main.id, null]) {
      const response = await rules(product.id, [
        { location_id: twice, min: 1, max: 5 },
        { location_id: twice, min: 2, max: 6 },
      ])
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).fields?.['reorder_rules.1.location_id']).toBe(m.oneRulePerLocation)
    }
    for (const body of [{}, { reorder_rules: 'all' }, { reorder_rules: [], extra: 1 }, []]) {
      expect((await api.put(`/product/${product.id}/reorder_rules`, body)).statusCode).toBe(400)
    }
    expect(
      (await api.put('/product/not-a-uuid/reorder_rules', { reorder_rules: [] })).statusCode,
    ).toBe(400)
    expect((await rules(randomUUID(), [])).statusCode).toBe(404)
    expect((await api.get('/reorder_rules')).json().reorder_rules).toMatchObject([
      { location: { id: main.id }, min: 1, max: 5 },
    ])
  })

  it('takes concurrent saves of one product one after the other', async () => {
    const { api, main, annex, rules, tenant } = await shop()
    const product = await makeProduct(h.app, tenant)
    const sets: Rule[][] = Array.from({ length: 8 }, (_, i) => [
      { location_id: null, min: i, max: i + 10 },
      { location_id: i % 2 ? main.id : annex.id, min: 1, max: 2 },
    ])
    const answers = await Promise.all(sets.map((set) => rules(product.id, set)))
    expect(answers.map((r) => r.statusCode)).toEqual(sets.map(() => 200))
    const final = (await api.get('/reorder_rules')).json().reorder_rules
    expect(final).toHaveLength(2)
  })
})

describe('low stock', () => {
  it('lists every rule at or below its minimum with what to order up to its maximum', async () => {
    const { main, annex, move, rules, low, tenant } = await shop()
    const [bolt, nut, screw] = [
      await makeProduct(h.app, tenant, { name: 'Bolt' }),
      await makeProduct(h.app, tenant, { name: 'Nut' }),
      await makeProduct(h.app, tenant, { name: 'Screw' }),
    ]
    await move(main.id, 'IN', [
      { id: bolt.id, quantity: 5 },
      { id: nut.id, quantity: 6 },
      { id: screw.id, quantity: 20 },
    ])
    await move(annex.id, 'IN', [{ id: screw.id, quantity: 1 }])
    await rules(bolt.id, [{ location_id: main.id, min: 5, max: 20 }])
    await rules(nut.id, [{ location_id: main.id, min: 5, max: 20 }])
    await rules(screw.id, [
      { location_id: annex.id, min: 0, max: 4 },
      { location_id: null, min: 21, max: 30 },
    ])

    const page = await low()
    expect(page.low_stock).toEqual([
      {
        product: { id: bolt.id, name: 'Bolt' },
        location: { id: main.id, name: 'Main' },
        on_hand: 5,
        min: 5,
        max: 20,
        suggested: 15,
      },
      {
        product: { id: screw.id, name: 'Screw' },
        location: null,
        on_hand: 21,
        min: 21,
        max: 30,
        suggested: 9,
      },
    ])
    expect(page.pagination).toEqual({ total: 2, limit: 50, offset: 0 })

    // An order and an OUT take stock below the minimum; cancelling one takes it back.
    const client = await makeClient(h.app, tenant)
    const order = await postOrder(
      h.app,
      {
        providerId: tenant.providerId,
        locationId: main.id,
        clientId: client.id,
        transaction_type: 'ORDER',
        products: [{ id: nut.id, quantity: 1 }],
      },
      { tenant },
    )
    await move(annex.id, 'OUT', [{ id: screw.id, quantity: 3 }])
    const after = (await low()).low_stock.map((i) => [i.product.name, i.location?.name, i.on_hand])
    expect(after).toEqual([
      ['Screw', 'Annex', -2],
      ['Screw', undefined, 18],
      ['Bolt', 'Main', 5],
      ['Nut', 'Main', 5],
    ])
    expect((await low()).low_stock[0]!.suggested).toBe(6)
    await as(h.app, tenant).put(`/order/${order.json().order.id}`, { cancelled: true })
    expect((await low()).low_stock.map((i) => i.product.name)).toEqual(['Screw', 'Screw', 'Bolt'])
  })

  it('puts what is out of stock first, then how far into the minimum, then names', async () => {
    const { main, move, rules, low, tenant } = await shop()
    const stocked = async (name: string, quantity: number, min: number) => {
      const product = await makeProduct(h.app, tenant, { name })
      if (quantity !== 0) await move(main.id, 'ADJUST', [{ id: product.id, quantity }])
      await rules(product.id, [{ location_id: main.id, min, max: min + 10 }])
    }
    await stocked('half', 5, 10)
    await stocked('owed', -3, 2)
    await stocked('empty, min 0', 0, 0)
    await stocked('Empty', 0, 50)
    await stocked('quarter', 1, 4)
    await stocked('Also half', 2, 4)
    await stocked('fine', 11, 10)
    const names = (await low()).low_stock.map((i) => i.product.name)
    expect(names).toEqual(['owed', 'Empty', 'empty, min 0', 'quarter', 'Also half', 'half'])
  })

  it('pages, counts every item, and refuses a bad page', async () => {
    const { main, rules, low, tenant, api } = await shop()
    for (let i = 0; i < 7; i++) {
      const product = await makeProduct(h.app, tenant, { name: `P${i}` })
      await rules(product.id, [{ location_id: main.id, min: i, max: 10 }])
    }
    const all = (await low('?limit=500')).low_stock.map((i) => i.product.name)
    expect(all).toHaveLength(7)
    const second = await low('?limit=3&offset=3')
    expect(second.low_stock.map((i) => i.product.name)).toEqual(all.slice(3, 6))
    expect(second.pagination).toEqual({ total: 7, limit: 3, offset: 3 })
    for (const query of ['?limit=0', '?limit=501', '?offset=-1', '?limit=ten']) {
      expect((await api.get(`/low_stock${query}`)).statusCode, query).toBe(400)
    }
  })

  it('leaves out inactive products and locations, and totals only the active locations', async () => {
    const { api, main, annex, move, rules, low, tenant } = await shop()
    const bolt = await makeProduct(h.app, tenant, { name: 'Bolt' })
    const nut = await makeProduct(h.app, tenant, { name: 'Nut' })
    await move(main.id, 'IN', [{ id: bolt.id, quantity: 2 }])
    await move(annex.id, 'IN', [{ id: bolt.id, quantity: 8 }])
    await rules(bolt.id, [
      { location_id: null, min: 5, max: 10 },
      { location_id: annex.id, min: 9, max: 12 },
    ])
    await rules(nut.id, [{ location_id: main.id, min: 1, max: 3 }])
    const seen = async () =>
      (await low()).low_stock.map((i) => [i.product.name, i.location?.name ?? 'total', i.on_hand])
    expect(await seen()).toEqual([
      ['Nut', 'Main', 0],
      ['Bolt', 'Annex', 8],
    ])

    await api.put(`/location/${annex.id}`, { active: false })
    expect(await seen()).toEqual([
      ['Nut', 'Main', 0],
      ['Bolt', 'total', 2],
    ])
    await api.put(`/product/${nut.id}`, { active: false })
    expect(await seen()).toEqual([['Bolt', 'total', 2]])
    await api.put(`/product/${bolt.id}`, { active: false })
    expect((await low()).pagination.total).toBe(0)
  })
})

describe('reorder rules and low stock across tenants', () => {
  it("never reads, changes or uses another provider's products and locations", async () => {
    const victim = await shop()
    const product = await makeProduct(h.app, victim.tenant, { name: 'Secret widget' })
    await victim.rules(product.id, [
      { location_id: victim.main.id, min: 5, max: 9 },
      { location_id: null, min: 1, max: 2 },
    ])
    const before = (await victim.api.get('/reorder_rules')).body

    // The intruder reuses the victim's names for its own records, then the victim's ids.
    const intruder = await shop()
    const own = await makeProduct(h.app, intruder.tenant, { name: 'Secret widget' })
    const foreignLocation = await intruder.rules(own.id, [
      { location_id: victim.main.id, min: 1, max: 2 },
    ])
    expect(foreignLocation.statusCode).toBe(400)
    expect(errorOf(foreignLocation).fields?.['reorder_rules.0.location_id']).toBe(m.unknownLocation)
    expect((await intruder.rules(product.id, [])).statusCode).toBe(404)
    expect(
      (await intruder.rules(product.id, [{ location_id: intruder.main.id, min: 0, max: 1 }]))
        .statusCode,
    ).toBe(404)
    const foreignPath = await intruder.api.put(
      `/api/provider/${victim.tenant.providerId}/product/${product.id}/reorder_rules`,
      { reorder_rules: [] },
    )
    expect(foreignPath.statusCode).toBe(403)
    for (const path of ['reorder_rules', 'low_stock']) {
      const response = await intruder.api.get(`/api/provider/${victim.tenant.providerId}/${path}`)
      expect(response.statusCode).toBe(403)
    }
    const filtered = await intruder.api.get(`/reorder_rules?product_id=${product.id}`)
    expect(filtered.json()).toEqual({ reorder_rules: [] })

    await intruder.rules(own.id, [{ location_id: intruder.main.id, min: 5, max: 9 }])
    const theirs = (await intruder.low()).low_stock
    expect(theirs).toEqual([
      {
        product: { id: own.id, name: 'Secret widget' },
        location: { id: intruder.main.id, name: 'Main' },
        on_hand: 0,
        min: 5,
        max: 9,
        suggested: 9,
      },
    ])
    const listed = (await intruder.api.get('/reorder_rules')).body
    for (const id of [product.id, victim.main.id, victim.annex.id]) {
      expect(listed).not.toContain(id)
      expect(JSON.stringify(theirs)).not.toContain(id)
    }
    expect((await victim.api.get('/reorder_rules')).body).toBe(before)
    expect((await victim.low()).low_stock.map((i) => i.product.id)).toEqual([
      product.id,
      product.id,
    ])
  })
})
