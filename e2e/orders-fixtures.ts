// Data for the order, inbox, transaction, inventory and print journeys, made through the real
// API with the account's bearer token.
import type { APIRequestContext } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import type { TransactionType } from '../common/constants'
import type { Order } from '../common/orders'
import { expect, type Account } from './fixtures'

export interface Shop {
  account: Account
  base: string
  location: { id: string; name: string }
  second: { id: string; name: string }
  products: { id: string; name: string; price: number }[]
  client: { id: string; name: string; email: string }
}

export class Api {
  constructor(
    private readonly request: APIRequestContext,
    readonly account: Account,
  ) {}

  private get headers() {
    return { Authorization: `Bearer ${this.account.session.access_token}` }
  }

  async post<T>(path: string, data: unknown, status = 201): Promise<T> {
    const response = await this.request.post(`/api${path}`, { data, headers: this.headers })
    expect(response.status(), await response.text()).toBe(status)
    return (await response.json()) as T
  }

  async put<T>(path: string, data: unknown): Promise<T> {
    const response = await this.request.put(`/api${path}`, { data, headers: this.headers })
    expect(response.status(), await response.text()).toBe(200)
    return (await response.json()) as T
  }

  provider(path: string) {
    return `/provider/${this.account.providerId}${path}`
  }

  async order(
    shop: Pick<Shop, 'location' | 'client'>,
    type: TransactionType,
    products: { id: string; quantity: number }[],
    locationId = shop.location.id,
  ): Promise<Order> {
    const payload = {
      providerId: this.account.providerId,
      locationId,
      clientId: type === 'ORDER' ? shop.client.id : undefined,
      transaction_type: type,
      products,
    }
    const { order } = await this.post<{ order: Order }>('/order', {
      order: JSON.stringify(payload),
    })
    return order
  }
}

/** Two locations (the first is the default), three products, one client. */
export async function seedShop(request: APIRequestContext, account: Account) {
  const api = new Api(request, account)
  const tag = randomUUID().slice(0, 6)
  const { location } = await api.post<{ location: Shop['location'] }>(api.provider('/location'), {
    name: `Main warehouse ${tag}`,
    default: true,
  })
  const { location: second } = await api.post<{ location: Shop['location'] }>(
    api.provider('/location'),
    { name: `Backroom ${tag}` },
  )
  const products: Shop['products'] = []
  for (const [name, price] of [
    ['Blue mug', 12.5],
    ['Green teapot', 30],
    ['Red kettle', 45.25],
  ] as const) {
    const { product } = await api.post<{ product: Shop['products'][number] }>(
      api.provider('/product'),
      { name: `${name} ${tag}`, price },
    )
    products.push(product)
  }
  const { client } = await api.post<{ client: Shop['client'] }>(api.provider('/client'), {
    name: `Ada Client ${tag}`,
    email: `ada-${tag}@example.com`,
  })
  const shop: Shop = {
    account,
    base: `/provider/${account.providerId}`,
    location,
    second,
    products,
    client,
  }
  return { api, shop }
}

export const product = (shop: Shop, index: number) => {
  const found = shop.products[index]
  if (!found) throw new Error(`no product ${index}`)
  return found
}
