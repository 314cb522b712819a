// The Idempotency-Key of a creating request (API.md): a repeat from the same sender with the same
// request answers the record the first one created; the same key with another request answers
// 409; another sender's key is another key. Keys are stored with the record's id in the same
// transaction as the record, so a crash never leaves one without the other.
import { createHash } from 'node:crypto'
import { and, eq, type SQL } from 'drizzle-orm'
import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import type { Db } from '../db/client'
import { idempotencyKeys } from '../db/schema'
import { conflict } from './errors'

export const IdempotencyHeaders = z.object({
  'idempotency-key': z.string().min(1).max(200).optional(),
})

export interface Idempotency {
  /** Who sent it: `provider:{id}` for a member's token, `client:{id}` for a portal link. */
  scope: string
  key: string
  /** A digest of what was asked, so a different request under the same key is refused. */
  fingerprint: string
}

export const scopeOfProvider = (providerId: string) => `provider:${providerId}`
export const scopeOfClient = (clientId: string) => `client:${clientId}`

/** The key of a request, or undefined when it carries none. */
export function idempotencyOf(
  scope: string,
  key: string | undefined,
  action: string,
  request: unknown,
): Idempotency | undefined {
  if (!key) return undefined
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([action, request]))
    .digest('base64url')
  return { scope, key, fingerprint }
}

const keyReused = () =>
  conflict(
    'idempotency_key_reused',
    'This Idempotency-Key was already used for a different request.',
  )

/** The id created under this key before, or undefined; 409 when the key served another request. */
export async function findIdempotent(db: Db, idempotency: Idempotency) {
  const [row] = await db
    .select({ fingerprint: idempotencyKeys.fingerprint, resourceId: idempotencyKeys.resourceId })
    .from(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.scope, idempotency.scope), eq(idempotencyKeys.key, idempotency.key)),
    )
  if (!row) return undefined
  if (row.fingerprint !== idempotency.fingerprint) throw keyReused()
  return row.resourceId
}

/** The row that records a key; insert it in the transaction that creates the record. */
export const idempotencyRow = (idempotency: Idempotency, resourceId: string | SQL) => ({
  ...idempotency,
  resourceId,
})

export interface Created {
  id: string
  replayed: boolean
}

/**
 * Runs `create` once per key: a repeat answers the first id. Two requests with one key at once:
 * the second waits on the key's primary key, fails, and answers what the first created.
 */
export async function createOnce(
  db: Db,
  idempotency: Idempotency | undefined,
  create: (tx: Db) => Promise<string>,
): Promise<Created> {
  if (!idempotency) return { id: await create(db), replayed: false }
  const earlier = await findIdempotent(db, idempotency)
  if (earlier) return { id: earlier, replayed: true }
  try {
    const id = await db.transaction(async (tx) => {
      const created = await create(tx)
      await tx.insert(idempotencyKeys).values(idempotencyRow(idempotency, created))
      return created
    })
    return { id, replayed: false }
  } catch (error) {
    const winner = await findIdempotent(db, idempotency)
    if (winner) return { id: winner, replayed: true }
    throw error
  }
}

interface ProviderCreate {
  providerId: string
  /** The request's Idempotency-Key header, if any. */
  key: string | undefined
  /** What is created ("location", "product", …), so one key cannot serve two kinds of record. */
  action: string
  /** What was asked: the body, or a digest of an upload. */
  request: unknown
}

/**
 * A provider's create, once per Idempotency-Key: answers the id created now or by the first
 * request with that key, and marks a replay with the `idempotent-replayed` header.
 */
export async function createOnceAsProvider(
  db: Db,
  reply: FastifyReply,
  { providerId, key, action, request }: ProviderCreate,
  create: (tx: Db) => Promise<string>,
) {
  const idempotency = idempotencyOf(scopeOfProvider(providerId), key, action, request)
  const { id, replayed } = await createOnce(db, idempotency, create)
  if (replayed) void reply.header('idempotent-replayed', 'true')
  return id
}
