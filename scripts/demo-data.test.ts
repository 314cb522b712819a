import { describe, expect, it } from 'vitest'
import { stockMismatches } from '../server/features/inventory/ledger'
import { as, signup, useHarness } from '../server/test/harness'
import { seedDemo } from './demo-data'

const h = useHarness()

describe('demo data', () => {
  it('fills a provider with consistent data that the API serves', async () => {
    const tenant = await signup(h.app)
    const counts = await seedDemo(h.app.db, tenant.providerId, {
      products: 30,
      clients: 12,
      orders: 200,
      locations: 2,
    })
    expect(counts).toEqual({ locations: 2, products: 30, clients: 12, transactions: 250 })
    expect(await stockMismatches(h.app.db, tenant.providerId)).toEqual([])
    const api = as(h.app, tenant)
    expect((await api.get('/orders')).json().pagination.total).toBe(250)
    expect((await api.get('/orders?type=IN')).json().pagination.total).toBe(50)
    const inbox = (await api.get('/orders?inbox=true')).json()
    expect(
      inbox.orders.every(
        (o: { cancelled: boolean; fulfilled: boolean }) => !o.cancelled && !o.fulfilled,
      ),
    ).toBe(true)
    expect((await api.get('/products')).json().pagination.total).toBe(30)
    expect((await api.get('/inventory')).json().inventory).toHaveLength(30)
  })
})
