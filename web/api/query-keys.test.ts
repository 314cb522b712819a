// Which cached reads each change makes stale: the keys of query-keys.ts against the queries the
// screens make with them.
import { QueryClient, type QueryKey } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { clientOrdersParams, inboxParams } from './get-orders'
import { productChoices, productPages } from './get-products'
import { clientChoices, providerClientPages } from './get-provider-clients'
import { changed, invalidate, queryKeys } from './query-keys'

const p = 'provider-1'
const other = 'provider-2'

/** One cached answer per read of the app, for two providers. */
const reads = (providerId: string) => ({
  locations: queryKeys.locations.list(providerId),
  location: queryKeys.locations.detail(providerId, 'l1'),
  productPage: productPages.query(providerId, { page: 2, search: '' }).queryKey,
  orderFormProducts: productChoices.query(providerId, 'mug').queryKey,
  product: queryKeys.products.detail(providerId, 'p1'),
  clientPage: providerClientPages.query(providerId, { page: 1, search: '' }).queryKey,
  orderFormClients: clientChoices.query(providerId, 'ada').queryKey,
  client: queryKeys.clients.detail(providerId, 'c1'),
  relation: queryKeys.clients.relation(providerId, 'c1'),
  allFields: queryKeys.customFields.list(providerId, undefined),
  productFields: queryKeys.customFields.list(providerId, 'PRODUCTS'),
  inbox: queryKeys.orders.list(providerId, inboxParams(1)),
  clientOrders: queryKeys.orders.list(providerId, clientOrdersParams('c1', 1)),
  productOrders: queryKeys.orders.ofProduct(providerId, 'p1'),
  order: queryKeys.orders.detail(providerId, 42),
  inventory: queryKeys.inventory.page(providerId, { page: 1, fields: {} }),
  provider: queryKeys.providers.detail(providerId),
})
type Read = keyof ReturnType<typeof reads>

/** The reads a change leaves stale, for the provider that made it and for another one. */
async function staleAfter(change: readonly QueryKey[]) {
  const queryClient = new QueryClient()
  for (const providerId of [p, other]) {
    for (const key of Object.values(reads(providerId))) queryClient.setQueryData(key, 'answer')
  }
  await invalidate(queryClient, change)
  const stale = (providerId: string) =>
    Object.entries(reads(providerId))
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name as Read)
      .sort()
  return { own: stale(p), others: stale(other) }
}

describe('changed', () => {
  it('a new location reaches every list of locations, nothing else', async () => {
    expect(await staleAfter(changed.locationCreated(p))).toEqual({
      own: ['location', 'locations'],
      others: [],
    })
  })

  it('a changed location also reaches the orders, which show its name', async () => {
    const { own } = await staleAfter(changed.locationUpdated(p))
    expect(own).toEqual(
      ['clientOrders', 'inbox', 'location', 'locations', 'order', 'productOrders'].sort(),
    )
  })

  it('a new product reaches the products screen, the order form and the stock grid', async () => {
    expect((await staleAfter(changed.productCreated(p))).own).toEqual(
      ['inventory', 'orderFormProducts', 'product', 'productPage'].sort(),
    )
  })

  it('a changed product also reaches the lines of orders, not the order lists', async () => {
    expect((await staleAfter(changed.productUpdated(p))).own).toEqual(
      ['inventory', 'order', 'orderFormProducts', 'product', 'productPage'].sort(),
    )
  })

  it('a client change reaches the clients screens and the order form', async () => {
    expect((await staleAfter(changed.client(p))).own).toEqual(
      ['client', 'clientPage', 'orderFormClients', 'relation'].sort(),
    )
  })

  it('a custom field change reaches the fields of every screen', async () => {
    expect((await staleAfter(changed.customField(p))).own).toEqual(['allFields', 'productFields'])
  })

  it('an order reaches every order list and the stock, not the details kept up to date', async () => {
    expect(await staleAfter(changed.order(p))).toEqual({
      own: ['clientOrders', 'inbox', 'inventory', 'productOrders'].sort(),
      others: [],
    })
  })
})
