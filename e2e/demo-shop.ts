// A demo-sized shop made through the real API for the list journeys: 186 products (one with a
// 120-character name), 100 clients, three locations (one with a 120-character name), custom
// fields, and 300 orders and stock movements, some fulfilled or cancelled. And a shop larger than
// one answer of a list route (500): 601 products and 540 clients. Requests go out concurrently in
// batches, so either shop takes seconds.
import type { APIRequestContext } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { MAX_LIMIT, type TransactionType } from '../common/constants'
import { expect, type Account } from './fixtures'

export const PRODUCT_COUNT = 186
export const CLIENT_COUNT = 100
export const ORDER_COUNT = 300

/** Exactly 120 characters, the longest name a location may have (and long for a product). */
export const LONG_NAME =
  'The regional distribution centre on the far side of the industrial estate, near the old railway goods yard and the canal'

const WORDS = ['Blue', 'Green', 'Red', 'Amber', 'Slate', 'Ivory', 'Copper', 'Olive', 'Teal']
const THINGS = ['mug', 'teapot', 'kettle', 'bowl', 'plate', 'jug', 'vase', 'cup', 'tray', 'jar']
const FIRST = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken', 'Radia']
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Allen', 'Perlman']

export interface DemoShop {
  account: Account
  base: string
  /** Ends every name of this shop, so searches meet only its records. */
  tag: string
  locations: { id: string; name: string; default: boolean }[]
  longLocation: { id: string; name: string }
  products: { id: string; name: string; price: number }[]
  longProduct: { id: string; name: string }
  /** A product whose name no other shares, to search for. */
  rareProduct: { id: string; name: string }
  clients: { id: string; name: string; email: string }[]
  /** A client whose name no other shares, to search for. */
  rareClient: { id: string; name: string; email: string }
  orders: { id: number; transaction_type: TransactionType; clientId?: string }[]
}

/** Runs `make` over the items, `size` at a time. */
async function inBatches<T, R>(items: T[], size: number, make: (item: T) => Promise<R>) {
  const made: R[] = []
  for (let start = 0; start < items.length; start += size) {
    made.push(...(await Promise.all(items.slice(start, start + size).map(make))))
  }
  return made
}

const pick = <T>(list: readonly T[], index: number) => list[index % list.length] as T

/** Requests as the account, from the shop's own address: orders are limited per address and minute. */
function shopRequests(request: APIRequestContext, account: Account) {
  const address = `127.9.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`
  const headers = {
    Authorization: `Bearer ${account.session.access_token}`,
    'x-forwarded-for': address,
  }
  const send = async <T>(method: 'post' | 'put', path: string, data: unknown, status: number) => {
    const response = await request[method](`/api${path}`, { data, headers })
    expect(response.status(), await response.text()).toBe(status)
    return (await response.json()) as T
  }
  return { send, post: <T>(path: string, data: unknown) => send<T>('post', path, data, 201) }
}

export async function seedDemoShop(
  request: APIRequestContext,
  account: Account,
): Promise<DemoShop> {
  const tag = randomUUID().slice(0, 6)
  const base = `/provider/${account.providerId}`
  const { send, post } = shopRequests(request, account)

  const locations = await inBatches(
    [
      { name: `Main warehouse ${tag}`, default: true },
      { name: `Backroom ${tag}`, default: false },
      { name: LONG_NAME, default: false },
    ],
    3,
    async (data) =>
      (await post<{ location: DemoShop['locations'][number] }>(`${base}/location`, data)).location,
  )
  const longLocation = locations[2]!

  const fields = [
    {
      entity_type: 'PRODUCTS',
      field_label: 'Color',
      field_type: 'SELECT',
      field_options: ['Red', 'Green'],
    },
    { entity_type: 'PRODUCTS', field_label: 'Weight', field_type: 'NUMBER' },
    { entity_type: 'CLIENTS', field_label: 'VIP', field_type: 'BOOLEAN' },
  ]
  await inBatches(fields, 3, (data) => post(`${base}/metadata/fields`, data))

  const productData = Array.from({ length: PRODUCT_COUNT - 2 }, (_, i) => ({
    name: `${pick(WORDS, i)} ${pick(THINGS, Math.floor(i / WORDS.length))} ${i + 1} ${tag}`,
    price: Math.round(((i * 37) % 500) * 100 + 99) / 100,
  }))
  productData.push({ name: `Zebra-striped teapot ${tag}`, price: 64 })
  productData.push({ name: LONG_NAME, price: 1234.5 })
  const products = await inBatches(
    productData,
    20,
    async (data) =>
      (await post<{ product: DemoShop['products'][number] }>(`${base}/product`, data)).product,
  )

  const clientData = Array.from({ length: CLIENT_COUNT - 1 }, (_, i) => ({
    name: `${pick(FIRST, i)} ${pick(LAST, Math.floor(i / FIRST.length))} ${i + 1}`,
    email: `client-${i + 1}-${tag}@example.com`,
  }))
  clientData.push({ name: `Quentin Quartermaine`, email: `quentin-${tag}@example.com` })
  const clients = await inBatches(
    clientData,
    20,
    async (data) =>
      (await post<{ client: DemoShop['clients'][number] }>(`${base}/client`, data)).client,
  )

  const types: TransactionType[] = ['ORDER', 'ORDER', 'ORDER', 'ORDER', 'IN', 'OUT', 'ADJUST']
  const orders = await inBatches(
    Array.from({ length: ORDER_COUNT }, (_, i) => i),
    20,
    async (i) => {
      const type = pick(types, i)
      const client = type === 'ORDER' ? pick(clients, i) : undefined
      const payload = {
        providerId: account.providerId,
        locationId: pick(locations, i).id,
        clientId: client?.id,
        transaction_type: type,
        products: [
          { id: pick(products, i).id, quantity: 1 + (i % 4) },
          { id: pick(products, i * 7 + 3).id, quantity: 2 },
        ],
      }
      const { order } = await post<{ order: { id: number } }>('/order', {
        order: JSON.stringify(payload),
      })
      return { id: order.id, transaction_type: type, clientId: client?.id }
    },
  )
  // Some orders are done, a third fulfilled and a tenth cancelled; the others stay in the inbox.
  const change = (i: number) =>
    i % 3 === 1 ? { fulfilled: true } : i % 10 === 5 ? { cancelled: true } : null
  await inBatches(
    orders.flatMap((order, i) => {
      const body = order.transaction_type === 'ORDER' ? change(i) : null
      return body ? [{ order, body }] : []
    }),
    20,
    ({ order, body }) => send('put', `${base}/order/${order.id}`, body, 200),
  )

  return {
    account,
    base,
    tag,
    locations,
    longLocation: { id: longLocation.id, name: longLocation.name },
    products,
    longProduct: products.at(-1)!,
    rareProduct: products.at(-2)!,
    clients,
    rareClient: clients.at(-1)!,
    orders,
  }
}

export const LARGE_PRODUCT_COUNT = MAX_LIMIT + 101
export const LARGE_CLIENT_COUNT = MAX_LIMIT + 40

export interface LargeShop {
  account: Account
  base: string
  /** "Stoneware piece 0001 …" to "… 0600 …", then one more found only by its accents. */
  products: { id: string; name: string; price: number }[]
  /** "Zinc-glazed crème pot", after every other product by name: never in the first answer. */
  accented: { id: string; name: string; price: number }
  /** "Customer 0001" to "Customer 0540". */
  clients: { id: string; name: string; email: string }[]
}

const fourDigits = (n: number) => String(n).padStart(4, '0')

/**
 * A shop past one answer of the list routes: numbered products and clients, so those after the
 * 500th by name are reached only by a search on the server.
 */
export async function seedLargeShop(
  request: APIRequestContext,
  account: Account,
): Promise<LargeShop> {
  const tag = randomUUID().slice(0, 6)
  const base = `/provider/${account.providerId}`
  const { post } = shopRequests(request, account)
  await post(`${base}/location`, { name: `Main warehouse ${tag}`, default: true })

  const productData = Array.from({ length: LARGE_PRODUCT_COUNT - 1 }, (_, i) => ({
    name: `Stoneware piece ${fourDigits(i + 1)} ${tag}`,
    price: 1 + ((i + 1) % 40) * 0.25,
  }))
  productData.push({ name: `Zinc-glazed crème pot ${tag}`, price: 21.75 })
  const products = await inBatches(
    productData,
    25,
    async (data) =>
      (await post<{ product: LargeShop['products'][number] }>(`${base}/product`, data)).product,
  )
  const clients = await inBatches(
    Array.from({ length: LARGE_CLIENT_COUNT }, (_, i) => ({
      name: `Customer ${fourDigits(i + 1)}`,
      email: `customer-${fourDigits(i + 1)}-${tag}@example.com`,
    })),
    25,
    async (data) =>
      (await post<{ client: LargeShop['clients'][number] }>(`${base}/client`, data)).client,
  )
  return { account, base, products, accented: products.at(-1)!, clients }
}
