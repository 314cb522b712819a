// A client of the cluster that speaks to the balancer only, and tells which instance answered.
import { randomInt } from 'node:crypto'
import { SERVED_BY } from './balancer'

export interface Answer {
  status: number
  // The shapes are the API's; the cluster test reads only the few fields it needs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any
  /** The backend server that answered (`s1`…), or '' when the balancer answered itself. */
  servedBy: string
}

/**
 * A client address of its own, sent as X-Forwarded-For, which HAProxy passes on with its own
 * hop added: with TRUST_PROXY=true the instances count rate limits under it, so one run's
 * requests never spend another's limits in the shared Redis.
 */
export const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`

export function clusterClient(url: string) {
  return async function call(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; form?: FormData; token?: string; address?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {
      'x-forwarded-for': options.address ?? randomAddress(),
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
    }
    const response = await fetch(`${url}${path}`, {
      method,
      headers,
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    })
    const text = await response.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // Not JSON (a file, HAProxy's own error page): the text is the body.
    }
    return { status: response.status, body, servedBy: response.headers.get(SERVED_BY) ?? '' }
  }
}

export type Call = ReturnType<typeof clusterClient>

/** A provider with a location, four products and a client, made through the balancer. */
export async function openClusterShop(call: Call) {
  const address = randomAddress()
  const email = `cluster-${Date.now()}-${randomInt(1e9)}@example.com`
  const password = 'cluster-password'
  const signup = await call('POST', '/api/auth/signup', { body: { email, password }, address })
  if (signup.status !== 201)
    throw new Error(`signup: ${signup.status} ${JSON.stringify(signup.body)}`)
  const token = signup.body.access_token as string
  const providerId = signup.body.user.providers[0].provider.id as string
  const p = async (path: string, body: unknown) => {
    const answer = await call('POST', `/api/provider/${providerId}${path}`, { body, token })
    if (answer.status !== 201) throw new Error(`${path}: ${answer.status}`)
    return answer.body
  }
  const location = (await p('/location', { name: 'Main', default: true })).location
  const products: string[] = []
  for (const i of [1, 2, 3, 4])
    products.push((await p('/product', { name: `P${i}`, price: i })).product.id)
  const client = (await p('/client', { name: 'Cluster client', email })).client
  return {
    email,
    password,
    token,
    providerId,
    /** Sends one order from an address of its own. */
    order: () =>
      call('POST', '/api/order', {
        token,
        body: {
          order: JSON.stringify({
            providerId,
            locationId: location.id,
            clientId: client.id,
            transaction_type: 'ORDER',
            products: products
              .slice(0, 1 + randomInt(4))
              .map((id) => ({ id, quantity: 1 + randomInt(3) })),
          }),
        },
      }),
  }
}
