import { describe, expect, it } from 'vitest'
import type WebSocket from 'ws'
import { ordersChannel } from '../../../common/realtime'
import {
  addMember,
  as,
  makeClient,
  makeLocation,
  makeProduct,
  postOrder,
  signup,
  useHarness,
  type Tenant,
} from '../../test/harness'

const h = useHarness()

/** Collects what the server sends on a socket; `next()` waits for the following message. */
function inbox(socket: WebSocket) {
  const received: Record<string, unknown>[] = []
  const waiters: ((message: Record<string, unknown>) => void)[] = []
  socket.on('message', (raw: Buffer) => {
    const message = JSON.parse(raw.toString()) as Record<string, unknown>
    const waiter = waiters.shift()
    if (waiter) waiter(message)
    else received.push(message)
  })
  const closed = new Promise<number>((resolve) =>
    socket.on('close', (code: number) => resolve(code)),
  )
  return {
    closed,
    next: (timeoutMs = 3000) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const queued = received.shift()
        if (queued) return resolve(queued)
        const timer = setTimeout(() => reject(new Error('no message')), timeoutMs)
        waiters.push((m) => {
          clearTimeout(timer)
          resolve(m)
        })
      }),
    pending: () => received.length,
  }
}

async function join(
  tenant: Tenant,
  providerId = tenant.providerId,
  token = tenant.session.access_token,
) {
  const socket = await h.app.injectWS('/api/realtime')
  const messages = inbox(socket)
  socket.send(
    JSON.stringify({ type: 'join', channel: ordersChannel(providerId), access_token: token }),
  )
  return { socket, messages }
}

async function shop() {
  const tenant = await signup(h.app)
  const location = await makeLocation(h.app, tenant, { default: true })
  const product = await makeProduct(h.app, tenant)
  const client = await makeClient(h.app, tenant)
  const order = () =>
    postOrder(
      h.app,
      {
        providerId: tenant.providerId,
        locationId: location.id,
        clientId: client.id,
        transaction_type: 'ORDER',
        products: [{ id: product.id, quantity: 1 }],
      },
      { tenant },
    )
  return { tenant, order }
}

describe('realtime orders channel', () => {
  it('delivers INSERT and UPDATE events of the joined provider after commit', async () => {
    const s = await shop()
    const { socket, messages } = await join(s.tenant)
    expect(await messages.next()).toEqual({
      type: 'joined',
      channel: ordersChannel(s.tenant.providerId),
    })
    const { id } = (await s.order()).json().order
    expect(await messages.next()).toEqual({
      event: 'INSERT',
      table: 'orders',
      record: { id, provider_id: s.tenant.providerId },
    })
    await as(h.app, s.tenant).put(`/order/${id}`, { fulfilled: true })
    expect(await messages.next()).toMatchObject({ event: 'UPDATE', record: { id } })
    socket.send(JSON.stringify({ type: 'heartbeat' }))
    expect(await messages.next()).toEqual({ type: 'heartbeat' })
    socket.terminate()
  })

  it("never delivers another provider's events, nor a refused order", async () => {
    const mine = await shop()
    const theirs = await shop()
    const { socket, messages } = await join(mine.tenant)
    await messages.next()
    await theirs.order()
    const refused = await postOrder(
      h.app,
      { providerId: mine.tenant.providerId, transaction_type: 'ORDER', products: [] },
      { tenant: mine.tenant },
    )
    expect(refused.statusCode).toBe(400)
    const { id } = (await mine.order()).json().order
    expect(await messages.next()).toMatchObject({
      record: { id, provider_id: mine.tenant.providerId },
    })
    expect(messages.pending()).toBe(0)
    socket.terminate()
  })

  it('refuses a join to a foreign provider (4403) and a bad token (4401)', async () => {
    const mine = await signup(h.app)
    const theirs = await signup(h.app)
    const foreign = await join(mine, theirs.providerId)
    expect(await foreign.messages.next()).toMatchObject({ type: 'error', code: 'forbidden' })
    expect(await foreign.messages.closed).toBe(4403)
    const forged = await join(mine, mine.providerId, 'not-a-token')
    expect(await forged.messages.next()).toMatchObject({ type: 'error', code: 'unauthorized' })
    expect(await forged.messages.closed).toBe(4401)
  })

  it('disconnects a member removed from the provider at once', async () => {
    const owner = await signup(h.app)
    const staff = await addMember(h, owner, 'staff')
    const live = await join(staff, owner.providerId)
    expect(await live.messages.next()).toMatchObject({ type: 'joined' })
    const demoted = await as(h.app, owner).put(`/member/${staff.session.user.id}`, {
      role: 'viewer',
    })
    expect(demoted.statusCode).toBe(200)
    expect(live.messages.pending()).toBe(0)
    await as(h.app, owner).delete(`/member/${staff.session.user.id}`)
    expect(await live.messages.next()).toMatchObject({ type: 'error', code: 'forbidden' })
    expect(await live.messages.closed).toBe(4403)
  })

  it('refuses messages it does not understand', async () => {
    const socket = await h.app.injectWS('/api/realtime')
    const messages = inbox(socket)
    socket.send('{"type":"subscribe-all"}')
    expect(await messages.next()).toMatchObject({ type: 'error', code: 'bad_message' })
    expect(await messages.closed).toBe(4400)
  })
})
