// Answers that carry JSON text written by the database (db/json.ts) next to ordinary values.
import type { FastifyReply } from 'fastify'
import { JsonText } from '../db/json'

/**
 * Sends `parts` as a JSON object: JsonText values go in as they are, the rest through
 * JSON.stringify. A string payload with a JSON content type skips the route's response
 * serialiser, which would otherwise parse nothing but re-check what PostgreSQL already wrote
 * in the contract's shape (tests check that shape against the zod schema).
 */
export function sendJson(reply: FastifyReply, parts: Record<string, unknown>, status = 200) {
  const fields = Object.entries(parts).map(
    ([key, value]) =>
      `${JSON.stringify(key)}:${value instanceof JsonText ? value.text : JSON.stringify(value)}`,
  )
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(`{${fields.join(',')}}`)
}
