// The free plan's 50 orders a month (DESIGN.md "Plans") count orders only: a transfer is a stock
// movement, made whatever the count, and never one of the 50.
import { describe, expect, it } from 'vitest'
import { FREE_PLAN_MONTHLY_ORDERS } from '../../../common/constants'
import {
  makeClient,
  makeLocation,
  makeProduct,
  postOrder,
  signup,
  useHarness,
} from '../../test/harness'

// Billing is enforced once Stripe is configured; the quota never calls Stripe.
const h = useHarness({
  STRIPE_SECRET_KEY: 'sk_test_unused',
  STRIPE_PRICE_ID: 'price_unused',
  STRIPE_WEBHOOK_SECRET: 'whsec_unused',
})

describe("the free plan's order quota", () => {
  it('counts no transfer, and refuses none', async () => {
    const tenant = await signup(h.app)
    const main = await makeLocation(h.app, tenant, { name: 'Main', default: true })
    const annex = await makeLocation(h.app, tenant, { name: 'Annex' })
    const product = await makeProduct(h.app, tenant)
    const client = await makeClient(h.app, tenant)
    const post = (type: 'ORDER' | 'TRANSFER') =>
      postOrder(
        h.app,
        {
          providerId: tenant.providerId,
          locationId: main.id,
          ...(type === 'ORDER' ? { clientId: client.id } : { toLocationId: annex.id }),
          transaction_type: type,
          products: [{ id: product.id, quantity: 1 }],
        },
        { tenant },
      )

    for (let i = 0; i < 5; i++) expect((await post('TRANSFER')).statusCode).toBe(201)
    for (let i = 0; i < FREE_PLAN_MONTHLY_ORDERS; i++) {
      expect((await post('ORDER')).statusCode).toBe(201)
    }
    expect((await post('ORDER')).statusCode).toBe(402)
    expect((await post('TRANSFER')).statusCode).toBe(201)
  })
})
