// Realtime latency: N inbox sockets joined to the large tenant's channel, orders posted one at a
// time, and for every (order, socket) the time the event arrived. All clocks are this process's
// performance.now(), so the differences need no clock synchronisation.
//
// What is measured, per order:
//   t0      just before the POST /api/order is sent
//   notify  when this process's own LISTEN connection gets the NOTIFY (PostgreSQL sends it at
//           commit, so this is the commit time plus one local delivery)
//   resp    when the POST's answer has arrived (after commit and the order's read-back)
//   event   when each socket receives the event
// send→event is an upper bound of commit→event (it also holds the request's own work before the
// commit); notify→event is the best estimate of commit→event, the relay and fan-out through the
// server; event−resp is negative when the event beats the POST's answer.
import pg from 'pg'
import WebSocket from 'ws'
import { ordersChannel } from '../common/realtime'
import { ORDERS_CHANNEL } from '../server/features/realtime/notify'
import { BUDGETS } from './config'
import { orderPayload } from './api'
import { percentile } from './load'
import type { Report } from './report'
import type { Fixtures } from './scenarios'
import { randomClientIp } from './server'

export interface RealtimeContext {
  report: Report
  serverUrl: string
  databaseUrl: string
  fixtures: Fixtures
  orders: number
  sockets: number
}

type Receipts = Map<number, number[]>

function openSocket(url: string, channel: string, token: string, receipts: Receipts) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url)
    const timer = setTimeout(() => reject(new Error('join timed out')), 15_000)
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'join', channel, access_token: token })),
    )
    socket.on('error', reject)
    socket.on('message', (raw: Buffer) => {
      const at = performance.now()
      const message = JSON.parse(raw.toString()) as {
        type?: string
        event?: string
        record?: { id: number }
      }
      if (message.type === 'joined') {
        clearTimeout(timer)
        resolve(socket)
      } else if (message.type === 'error') {
        reject(new Error(`join refused: ${raw.toString()}`))
      } else if (message.event === 'INSERT' && message.record) {
        const list = receipts.get(message.record.id) ?? []
        list.push(at)
        receipts.set(message.record.id, list)
      }
    })
  })
}

async function until(condition: () => boolean, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs
  while (!condition()) {
    if (performance.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 1))
  }
  return true
}

export async function benchRealtime(ctx: RealtimeContext) {
  const { fixtures, serverUrl } = ctx
  const tenant = fixtures.large
  const receipts: Receipts = new Map()
  const notified = new Map<number, number>()
  const wsUrl = `${serverUrl.replace(/^http/, 'ws')}/api/realtime`
  const sockets: WebSocket[] = []
  const listener = new pg.Client({ connectionString: ctx.databaseUrl })
  await listener.connect()
  listener.on('notification', (message) => {
    const at = performance.now()
    const id = (JSON.parse(message.payload ?? '{}') as { record?: { id: number } }).record?.id
    if (id !== undefined) notified.set(id, at)
  })
  await listener.query(`listen ${pg.escapeIdentifier(ORDERS_CHANNEL)}`)
  // The server drops a socket silent for 75 s; a long run keeps them alive as the web app does.
  const heartbeat = setInterval(() => {
    for (const s of sockets) s.send(JSON.stringify({ type: 'heartbeat' }))
  }, 25_000)
  try {
    for (let opened = 0; opened < ctx.sockets; opened += 50) {
      const batch = Math.min(50, ctx.sockets - opened)
      sockets.push(
        ...(await Promise.all(
          Array.from({ length: batch }, () =>
            openSocket(wsUrl, ordersChannel(tenant.providerId), tenant.token, receipts),
          ),
        )),
      )
    }
    const sendToEvent: number[] = []
    const notifyToEvent: number[] = []
    const respToEvent: number[] = []
    const response: number[] = []
    const lastSocket: number[] = []
    let missing = 0
    for (let i = 0; i < ctx.orders; i++) {
      const body = JSON.stringify({ order: JSON.stringify(orderPayload(fixtures)) })
      const t0 = performance.now()
      const answer = await fetch(`${serverUrl}/api/order`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${tenant.token}`,
          'content-type': 'application/json',
          'x-forwarded-for': randomClientIp(),
        },
        body,
      })
      const json = (await answer.json()) as { order?: { id: number } }
      const resp = performance.now()
      const id = json.order?.id
      if (!answer.ok || id === undefined)
        throw new Error(`order refused: ${answer.status} ${JSON.stringify(json)}`)
      const complete = await until(
        () => (receipts.get(id)?.length ?? 0) >= sockets.length && notified.has(id),
        5_000,
      )
      if (!complete) missing += sockets.length - (receipts.get(id)?.length ?? 0)
      const times = receipts.get(id) ?? []
      const notify = notified.get(id)
      for (const at of times) {
        sendToEvent.push(at - t0)
        respToEvent.push(at - resp)
        if (notify !== undefined) notifyToEvent.push(at - notify)
      }
      response.push(resp - t0)
      if (times.length) lastSocket.push(Math.max(...times) - t0)
      receipts.delete(id)
      notified.delete(id)
      // A short pause, so each order is measured on its own and not queued behind the last.
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    for (const list of [sendToEvent, notifyToEvent, respToEvent, response, lastSocket])
      list.sort((a, b) => a - b)
    const stats = (list: number[]) => ({
      p50: percentile(list, 50),
      p99: percentile(list, 99),
      n: list.length,
    })
    ctx.report.detail('realtime', {
      sockets: sockets.length,
      orders: ctx.orders,
      missing,
      sendToEvent: stats(sendToEvent),
      notifyToEvent: stats(notifyToEvent),
      eventMinusResponse: stats(respToEvent),
      postResponse: stats(response),
      lastSocketSendToEvent: stats(lastSocket),
    })
    const who = `${sockets.length} sockets, ${ctx.orders} orders`
    ctx.report.add({
      name: 'realtime send→event p99',
      value: percentile(sendToEvent, 99),
      unit: 'ms',
      budget: { max: BUDGETS.realtimeP99Ms },
      note: `p50 ${percentile(sendToEvent, 50).toFixed(1)} ms; upper bound of commit→event; ${who}${missing ? `; ${missing} events missing` : ''}`,
    })
    ctx.report.add({
      name: 'realtime commit(NOTIFY)→event p99',
      value: percentile(notifyToEvent, 99),
      unit: 'ms',
      budget: { max: BUDGETS.realtimeP99Ms },
      note: `p50 ${percentile(notifyToEvent, 50).toFixed(1)} ms; POST answer p50 ${percentile(response, 50).toFixed(1)} ms; event−answer p50 ${percentile(respToEvent, 50).toFixed(1)} ms`,
    })
  } finally {
    clearInterval(heartbeat)
    for (const s of sockets) s.terminate()
    await listener.end()
  }
}
