// A body refused as too large before it was read is still on its way. Fastify then closes the
// connection, and a client still sending is cut off (EPIPE) before it reads the answer. Reading
// and discarding the rest, up to a bound, keeps the connection open so the answer arrives.
import type { FastifyReply, FastifyRequest } from 'fastify'

/** Past this many bytes a body is not worth receiving: the connection is closed as before. */
export const DISCARD_MAX_BYTES = 32 * 1024 * 1024

export function discardRestOfBody(
  request: FastifyRequest,
  reply: FastifyReply,
  max = DISCARD_MAX_BYTES,
) {
  const raw = request.raw
  if (raw.complete || Number(raw.headers['content-length']) > max) return
  // Only a connection the client meant to keep (Node decided that from the request); removing
  // the header instead of replacing it would make Node close the connection all the same.
  if (!reply.raw.shouldKeepAlive) return
  reply.header('connection', 'keep-alive')
  let received = 0
  raw.on('data', (chunk: Buffer) => {
    received += chunk.length
    if (received > max) raw.destroy()
  })
  raw.resume()
}
