// A body too large is answered with its 413 on a real socket: a client still sending the body
// reads the answer instead of a cut connection (EPIPE), and the connection stays usable.
import { Agent, request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHOTO_MAX_BYTES } from '../../common/constants'
import { messages } from '../../common/messages'
import { PNG, bearer, multipart, signup, useHarness } from '../test/harness'
import { DISCARD_MAX_BYTES } from './discard-body'

const h = useHarness()
let base: string
beforeAll(async () => {
  base = await h.app.listen({ port: 0, host: '127.0.0.1' })
})

const agent = new Agent({ keepAlive: true, maxSockets: 1 })
afterAll(() => agent.destroy())

interface Answer {
  status: number
  connection: string | undefined
  reusedSocket: boolean
  error: { code: string; message: string }
}

/**
 * Sends the body in 64 kB writes, as a browser or curl does; answers once the whole body is
 * sent and the whole answer read.
 */
function post(path: string, headers: Record<string, string | number>, body: Buffer = Buffer.of()) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(`${base}${path}`, { method: 'POST', headers, agent }, (res) => {
      let text = ''
      res.on('data', (chunk: Buffer) => (text += chunk.toString()))
      res.on('end', () => {
        const answer = {
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          reusedSocket: req.reusedSocket,
          error: (JSON.parse(text) as { error: Answer['error'] }).error,
        }
        if (req.writableFinished) resolve(answer)
        else req.on('finish', () => resolve(answer))
      })
    })
    req.on('error', reject)
    for (let at = 0; at < body.length; at += 65_536) req.write(body.subarray(at, at + 65_536))
    req.end()
  })
}

describe('a body over the limit', () => {
  it('gets its 413 while still sending 16 MB of JSON, and the connection is kept', async () => {
    const body = Buffer.alloc(16 * 1024 * 1024, ' ')
    const answer = await post(
      '/api/auth/login',
      { 'content-type': 'application/json', 'content-length': body.length },
      body,
    )
    expect(answer).toMatchObject({ status: 413, error: { code: 'payload_too_large' } })
    expect(answer.connection).not.toBe('close')
    const next = await post(
      '/api/auth/login',
      { 'content-type': 'application/json' },
      Buffer.from('{}'),
    )
    expect(next).toMatchObject({ status: 400, reusedSocket: true })
  })

  it('tells the uploader the spec’s photo size message, whatever size was sent', async () => {
    const tenant = await signup(h.app)
    const photo = Buffer.concat([PNG, Buffer.alloc(5 * PHOTO_MAX_BYTES)])
    const upload = multipart([
      { name: 'file', filename: 'big.png', type: 'image/png', body: photo },
    ])
    const answer = await post(
      `/api/provider/${tenant.providerId}/file`,
      { ...bearer(tenant.session), ...upload.headers, 'content-length': upload.payload.length },
      upload.payload,
    )
    expect(answer).toMatchObject({
      status: 413,
      error: { code: 'file_too_large', message: messages.file.photoTooLarge },
    })
  })

  it('closes the connection when the body announced is too large to be worth reading', async () => {
    const answer = await post(
      '/api/auth/login',
      { 'content-type': 'application/json', 'content-length': DISCARD_MAX_BYTES + 1 },
      Buffer.from('{'),
    )
    expect(answer).toMatchObject({ status: 413, connection: 'close' })
  })
})
